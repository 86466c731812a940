import {
  type CourseCard,
  type HomeResponse,
  type Lang,
  MONEY_BACK_GUARANTEE_DAYS,
  TEACHER_COUNT_CLAIM,
  TEACHER_EXPERIENCE_YEARS_CLAIM,
  type TeacherCard,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { languageName } from '../translations/language-options.ts';
import { type ModelTexts, modelTexts } from '../translations/translations.service.ts';
import {
  type CourseRecord,
  findCourseById,
  findFeaturedCourses,
  findFeaturedTeachers,
  findTeacherById,
  type TeacherRecord,
} from './catalogue.repository.ts';
import { avatarSvg, contentVersion, coverSvg } from './svg-art.ts';

/** Translatable fields of catalogue rows, as `translations.field_name`. */
export const TEXT_FIELDS = {
  teacherIntro: 'teacher.intro',
  courseTitle: 'course.title',
  courseSummary: 'course.summary',
} as const;

/** Public path of a teacher's generated avatar; the version changes with the name it is drawn from. */
export function teacherAvatarPath(teacher: { id: number; name: string }): string {
  return `/api/open/teachers/${teacher.id}/avatar.svg?v=${contentVersion(teacher.name)}`;
}

/** The course's own cover URL, or the path of its generated cover. */
export function courseCoverPath(course: {
  id: number;
  kind: string;
  level: string;
  cover: string | null;
}): string {
  if (course.cover) return course.cover;
  return `/api/open/courses/${course.id}/cover.svg?v=${contentVersion(course.kind, course.level)}`;
}

export async function homeOf(db: Kysely<Database>, language: Lang): Promise<HomeResponse> {
  const [teacherRows, courseRows] = await Promise.all([findFeaturedTeachers(db), findFeaturedCourses(db)]);
  const [teacherTexts, courseTexts] = await Promise.all([
    modelTexts(db, {
      fields: [TEXT_FIELDS.teacherIntro],
      modelIds: teacherRows.map((row) => Number(row.id)),
      language,
    }),
    modelTexts(db, {
      fields: [TEXT_FIELDS.courseTitle, TEXT_FIELDS.courseSummary],
      modelIds: courseRows.map((row) => Number(row.id)),
      language,
    }),
  ]);
  return {
    teachers: teacherRows.map((row) => toTeacherCard(row, teacherTexts, language)),
    courses: courseRows.map((row) => toCourseCard(row, courseTexts)),
    stats: {
      teacher_count: TEACHER_COUNT_CLAIM,
      experience_years: TEACHER_EXPERIENCE_YEARS_CLAIM,
      guarantee_days: MONEY_BACK_GUARANTEE_DAYS,
    },
  };
}

function toTeacherCard(row: TeacherRecord, texts: ModelTexts, language: Lang): TeacherCard {
  const id = Number(row.id);
  return {
    id,
    name: row.name,
    avatar: teacherAvatarPath({ id, name: row.name }),
    experience_years: row.experience_years,
    languages: row.languages.map((code) => languageName(code, language)),
    intro: texts(TEXT_FIELDS.teacherIntro, id),
    rating: Number(row.rating),
    lessons_taught: row.lessons_taught,
  };
}

function toCourseCard(row: CourseRecord, texts: ModelTexts): CourseCard {
  const id = Number(row.id);
  return {
    id,
    kind: row.kind,
    title: texts(TEXT_FIELDS.courseTitle, id),
    summary: texts(TEXT_FIELDS.courseSummary, id),
    level: row.level,
    lesson_count: row.lesson_count,
    lesson_minutes: row.lesson_minutes,
    price_minor: Number(row.price_minor),
    currency: row.currency,
    cover: courseCoverPath({ ...row, id }),
  };
}

export async function teacherAvatar(db: Kysely<Database>, id: number): Promise<string | null> {
  const teacher = await findTeacherById(db, id);
  return teacher ? avatarSvg(teacher.name) : null;
}

export async function courseCover(db: Kysely<Database>, id: number): Promise<string | null> {
  const course = await findCourseById(db, id);
  return course ? coverSvg({ id, kind: course.kind, level: course.level }) : null;
}
