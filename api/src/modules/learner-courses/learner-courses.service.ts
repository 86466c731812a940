import {
  type DeliveryAddress,
  type DeliveryAddressBody,
  FALLBACK_LANG,
  GROUP_CLASS_STATUS,
  type Lang,
  type MyCourse,
  type MyCourses,
  type MyMaterials,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { purchaseOwners } from '../linked/index.ts';
import { bookableCourses } from '../scheduling/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import { myVideoCourses, type VideoLearningSettings } from '../video-learning/index.ts';
import {
  coursewareCourses,
  findDeliveryAddress,
  heldGroupClasses,
  queueTextbooks,
  textbooksOf,
  upsertDeliveryAddress,
} from './learner-courses.repository.ts';

/** My lessons / courses and my materials (issue 14): reads over what the scheduling, video and courseware modules keep. */

export interface LearnerCoursesSettings {
  db: Kysely<Database>;
  now: () => Date;
  video: VideoLearningSettings;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

const EMPTY: Omit<MyCourse, 'course_id' | 'kind' | 'title' | 'next_action'> = {
  listed: true,
  teacher_name: null,
  granted_minutes: null,
  remaining_minutes: null,
  class_status: null,
  next_session_at: null,
  sessions_left: null,
  lessons_done: null,
  lessons_total: null,
};

/** GET /user/courses — one-to-one packages, group classes and video courses, each with what to do next. */
export async function myCourses(
  settings: LearnerCoursesSettings,
  user: AuthUser,
  language: Lang = FALLBACK_LANG,
): Promise<MyCourses> {
  const { db } = settings;
  const now = settings.now();
  // The booking page's own read: lesson time (already the linked accounts' too, scheduling's rule).
  const { data: bookable } = await bookableCourses(db, user, language);
  const live: MyCourse[] = bookable.map((course) => ({
    ...EMPTY,
    course_id: course.course_id,
    kind: 'live',
    title: course.title,
    teacher_name: course.teacher_name,
    granted_minutes: course.granted_minutes,
    remaining_minutes: course.remaining_minutes,
    next_action:
      course.remaining_minutes >= Math.min(...course.lesson_minutes)
        ? { kind: 'book', path: `book?course=${course.course_id}` }
        : { kind: 'buy_again', path: `i/${course.course_id}` },
  }));

  // A seat is one person's place in a room: it is never shared with linked accounts.
  const groups = await heldGroupClasses(db, [String(user.id)], now);
  const groupTitles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: groups.map((row) => Number(row.course_id)),
    language,
  });
  // The catalogue shows a course with something to buy (its page is its items): a class never sold has no page.
  const sold = new Set(
    groups.length === 0
      ? []
      : (
          await db
            .selectFrom('course_skus')
            .select('course_id')
            .distinct()
            .where(
              'course_id',
              'in',
              groups.map((row) => String(row.course_id)),
            )
            .execute()
        ).map((row) => Number(row.course_id)),
  );
  const group: MyCourse[] = groups.map((row) => {
    const courseId = Number(row.course_id);
    const nextSession = iso(row.next_session_at as Date | string | null);
    const finished = row.status === GROUP_CLASS_STATUS.finished || nextSession === null;
    const listed = sold.has(courseId);
    return {
      ...EMPTY,
      course_id: courseId,
      kind: 'group',
      title: groupTitles(TEXT_FIELDS.courseTitle, courseId),
      listed,
      class_status: row.status,
      next_session_at: nextSession,
      sessions_left: Number(row.sessions_left ?? 0),
      next_action: finished
        ? listed
          ? { kind: 'buy_again', path: `i/${courseId}` }
          : // Nothing to buy again: the class's own page, with its sessions and replays.
            { kind: 'enter_class', path: `learning/group/${courseId}` }
        : row.status === GROUP_CLASS_STATUS.started
          ? { kind: 'enter_class', path: `learning/group/${courseId}` }
          : { kind: 'await_class', path: `learning/group/${courseId}` },
    };
  });

  const videos = await myVideoCourses(settings.video, user, language);
  const video: MyCourse[] = videos.list.map((course) => ({
    ...EMPTY,
    course_id: course.course_id,
    kind: 'video',
    title: course.title,
    lessons_done: course.lessons_done,
    lessons_total: course.lessons_total,
    next_action: {
      kind: course.current_lesson_id === null ? 'review_video' : 'continue_video',
      path: course.resume_path,
    },
  }));

  return { list: [...live, ...group, ...video] };
}

const toAddress = (row: NonNullable<Awaited<ReturnType<typeof findDeliveryAddress>>>): DeliveryAddress => ({
  name: row.name,
  phone: row.phone,
  country: row.country,
  region: row.region,
  city: row.city,
  street: row.street,
  postal_code: row.postal_code,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** GET /user/materials — courseware to view, printed textbooks with their delivery, and the address. */
export async function myMaterials(
  settings: LearnerCoursesSettings,
  user: AuthUser,
  language: Lang = FALLBACK_LANG,
): Promise<MyMaterials> {
  const { db } = settings;
  // Courseware follows the shared purchases (linked accounts); a printed textbook goes to its buyer only.
  const owners = await purchaseOwners(db, user.id);
  const [courseware, textbooks, address] = await Promise.all([
    coursewareCourses(db, user.id, owners, settings.now()),
    textbooksOf(db, user.id, [String(user.id)]),
    findDeliveryAddress(db, user.id),
  ]);
  const titles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [...courseware.map((row) => Number(row.id)), ...textbooks.map((row) => Number(row.id))],
    language,
  });
  return {
    courseware: courseware.map((row) => ({
      course_id: Number(row.id),
      kind: row.kind,
      title: titles(TEXT_FIELDS.courseTitle, Number(row.id)),
      page_count: Number(row.page_count ?? 0),
      next_lesson_at: iso(row.next_lesson_at as Date | string | null),
      path: `learning/courseware/${row.id}`,
    })),
    textbooks: textbooks.map((row) => ({
      course_id: Number(row.id),
      title: titles(TEXT_FIELDS.courseTitle, Number(row.id)),
      // No delivery yet: it starts once an address is known.
      state: row.state ?? (address ? 'preparing' : 'awaiting_address'),
      shipped_at: iso(row.shipped_at),
      tracking_number: row.tracking_number ?? null,
      carrier: row.carrier ?? null,
      delivered_at: iso(row.delivered_at),
    })),
    address: address ? toAddress(address) : null,
  };
}

/** PUT /user/delivery/address — the one address, and the textbooks waiting for it start on their way. */
export async function saveDeliveryAddress(
  settings: LearnerCoursesSettings,
  user: AuthUser,
  body: DeliveryAddressBody,
): Promise<DeliveryAddress> {
  return settings.db.transaction().execute(async (trx) => {
    const row = await upsertDeliveryAddress(trx, user.id, body, settings.now());
    await queueTextbooks(trx, user.id, [String(user.id)]);
    return toAddress(row);
  });
}
