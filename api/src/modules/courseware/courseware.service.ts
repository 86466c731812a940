import {
  COURSEWARE_IMAGE_PATH,
  COURSEWARE_MAX_PAGES,
  type Courseware,
  type CoursewareImageType,
  type CoursewareUploadQuery,
  FALLBACK_LANG,
  type Lang,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { findLesson } from '../lessons/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import {
  appendPage,
  type CoursewarePageRow,
  canReadCourseware,
  findCourse,
  findPage,
  findPages,
} from './courseware.repository.ts';
import {
  type ImageKeyHolder,
  signImageKey,
  sniffImageType,
  storeUploadedPage,
  verifyImageKey,
} from './courseware-images.ts';

/**
 * Who may read a course's courseware (issue 12): its teacher, learners holding a grant for it, the learner and
 * teacher of a lesson of it, and — through that lesson — an assistant teacher in its classroom. Anyone else
 * is told the course has none (404), as for a lesson that is not theirs.
 */

export interface CoursewareSettings {
  db: Kysely<Database>;
  now: () => Date;
  /** Signs the image addresses (the classroom's secret: every API process shares it). */
  secret: string;
  /** Uploaded pages: the storage's `courseware/` (DATA_DIR/courseware on the local disk). */
  uploads: Storage;
  /** Seeded pages, shipped with the API: api/seed/assets/courseware. */
  seeds: Storage;
}

/** A page's text in the reader's language, else English, else the first it has. */
function textIn(texts: Record<string, string>, language: Lang): string {
  return texts[language] ?? texts[FALLBACK_LANG] ?? Object.values(texts)[0] ?? '';
}

async function describe(
  settings: CoursewareSettings,
  course: { id: string; kind: string; teacher_user_id: string | null },
  holder: ImageKeyHolder,
  language: Lang,
): Promise<Courseware> {
  const courseId = Number(course.id);
  const [titles, pages] = await Promise.all([
    modelTexts(settings.db, { fields: [TEXT_FIELDS.courseTitle], modelIds: [courseId], language }),
    findPages(settings.db, courseId),
  ]);
  const { key } = signImageKey(settings.secret, holder, settings.now());
  return {
    course: { id: courseId, title: titles(TEXT_FIELDS.courseTitle, courseId), kind: course.kind },
    pages: pages.map((page) => ({
      number: page.number,
      title: textIn(page.title, language),
      alt: textIn(page.alt, language),
      content_type: page.content_type,
      image_url: imageUrl(courseId, page, key),
    })),
    can_edit: course.teacher_user_id === String(holder.userId),
  };
}

/** The page's address: its content's hash in it, so a replaced image is a new address for every cache. */
function imageUrl(courseId: number, page: CoursewarePageRow, key: string): string {
  const path = COURSEWARE_IMAGE_PATH.replace(':id', String(courseId)).replace(':number', String(page.number));
  return `/api${path}?v=${page.sha256.slice(0, 16)}&key=${encodeURIComponent(key)}`;
}

/** GET /learning/courseware/:id — for the course's teacher, its grant holders and the people of its lessons. */
export async function coursewareOf(
  settings: CoursewareSettings,
  user: AuthUser,
  courseId: number,
  language: Lang = FALLBACK_LANG,
): Promise<Courseware> {
  const course = await findCourse(settings.db, courseId);
  if (!course || !(await canReadCourseware(settings.db, courseId, user.id))) throw notFound();
  return describe(settings, course, { courseId, userId: user.id, lessonId: 0 }, language);
}

/** GET /classroom/lessons/:id/courseware — the lesson's course, for everyone who may enter its classroom. */
export async function lessonCourseware(
  settings: CoursewareSettings,
  user: AuthUser,
  lessonId: number,
  language: Lang = FALLBACK_LANG,
): Promise<Courseware> {
  const lesson = await findLesson(settings.db, lessonId, { userId: user.id, as: 'classroom' });
  if (!lesson || lesson.status === 'cancelled') throw notFound();
  const courseId = Number(lesson.course_id);
  const course = await findCourse(settings.db, courseId);
  if (!course) throw notFound();
  return describe(settings, course, { courseId, userId: user.id, lessonId }, language);
}

/**
 * A page image for the holder of a key, who must still be allowed to read it (a lesson cancelled, a grant
 * refunded: no more), at the version the address names; with when the key expires.
 */
export async function pageImageFor(
  settings: CoursewareSettings,
  request: { courseId: number; number: number; key: string; version: string },
): Promise<{ page: CoursewarePageRow; files: Storage; expiresAt: number }> {
  const holder = verifyImageKey(settings.secret, request.key, request.courseId, settings.now());
  if (!holder) throw notFound();
  const allowed =
    holder.lessonId === 0
      ? await canReadCourseware(settings.db, request.courseId, holder.userId)
      : await lessonLeadsTo(settings, holder, request.courseId);
  if (!allowed) throw notFound();
  const page = await findPage(settings.db, request.courseId, request.number);
  if (!page?.sha256.startsWith(request.version)) throw notFound();
  return {
    page,
    files: page.storage === 'seed' ? settings.seeds : settings.uploads,
    expiresAt: holder.exp * 1000,
  };
}

/** Whether the key's lesson is still the holder's, not cancelled, and of this course. */
async function lessonLeadsTo(settings: CoursewareSettings, holder: ImageKeyHolder, courseId: number) {
  const lesson = await findLesson(settings.db, holder.lessonId, { userId: holder.userId, as: 'classroom' });
  return lesson !== undefined && lesson.status !== 'cancelled' && Number(lesson.course_id) === courseId;
}

/** What the upload's body was refused for. */
export const UPLOAD_REFUSALS = {
  notImage: 'A courseware page must be an SVG, PNG, JPEG or WebP image',
  typeMismatch: 'The image is not of the Content-Type it was sent as',
  tooLarge: 'A courseware page image must be at most 5 MB',
  tooMany: `A course's courseware has at most ${COURSEWARE_MAX_PAGES} pages`,
} as const;

/** POST /teacher/courses/:id/courseware/pages — the course's teacher adds a page after the last. */
export async function addPage(
  settings: CoursewareSettings,
  user: AuthUser,
  courseId: number,
  texts: CoursewareUploadQuery,
  upload: { bytes: Buffer; declaredType: string },
): Promise<Courseware> {
  const course = await findCourse(settings.db, courseId);
  if (!course || course.teacher_user_id !== String(user.id)) throw notFound();
  const type: CoursewareImageType | undefined = sniffImageType(upload.bytes);
  if (!type) throw new ApiError(415, UPLOAD_REFUSALS.notImage);
  if (type !== upload.declaredType) throw new ApiError(415, UPLOAD_REFUSALS.typeMismatch);
  if ((await findPages(settings.db, courseId)).length >= COURSEWARE_MAX_PAGES)
    throw new ApiError(422, UPLOAD_REFUSALS.tooMany);
  const stored = await storeUploadedPage(settings.uploads, courseId, upload.bytes, type);
  const language = texts.language ?? FALLBACK_LANG;
  await appendPage(settings.db, {
    courseId,
    title: { [language]: texts.title },
    alt: { [language]: texts.alt },
    file_name: stored.fileName,
    content_type: type,
    sha256: stored.sha256,
    sizeBytes: upload.bytes.length,
    uploadedBy: user.id,
  });
  return describe(settings, course, { courseId, userId: user.id, lessonId: 0 }, language);
}
