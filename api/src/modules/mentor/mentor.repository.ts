import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TeacherCandidate } from './mentor-ranking.ts';
import type { PlanCourse } from './study-plan.ts';

/** Queries of mentor matching: the teachers and courses to choose from, and the saved match. No rules here. */

/** Every teacher with their one-to-one tags, weekly hours and cheapest one-to-one lesson. */
export async function findTeacherCandidates(db: Kysely<Database>): Promise<TeacherCandidate[]> {
  const teachers = await db
    .selectFrom('teachers')
    .select((eb) => [
      'teachers.id',
      'teachers.user_id',
      'teachers.name',
      'teachers.experience_years',
      'teachers.languages',
      'teachers.rating',
      eb
        .selectFrom('courses')
        .innerJoin('course_skus', 'course_skus.course_id', 'courses.id')
        .select(sql<string>`min(course_skus.price_minor / greatest(course_skus.lesson_count, 1))`.as('price'))
        .whereRef('courses.teacher_user_id', '=', 'teachers.user_id')
        .where('courses.kind', '=', 'live')
        .as('lowest_lesson_price'),
    ])
    .orderBy('teachers.user_id')
    .execute();
  if (teachers.length === 0) return [];
  const [tags, weekly] = await Promise.all([
    db
      .selectFrom('teacher_tags')
      .innerJoin('tags', 'tags.id', 'teacher_tags.tag_id')
      .select(['teacher_tags.teacher_id', 'tags.key'])
      .where('tags.scope', '=', 'live')
      .execute(),
    db
      .selectFrom('teacher_availability')
      .select(['teacher_user_id', 'week', 'begin_minute', 'end_minute'])
      .execute(),
  ]);
  return teachers.map((teacher) => ({
    id: Number(teacher.user_id),
    name: teacher.name,
    experienceYears: teacher.experience_years,
    languages: teacher.languages,
    rating: Number(teacher.rating),
    tags: tags.filter((tag) => tag.teacher_id === teacher.id).map((tag) => tag.key),
    weekly: weekly
      .filter((row) => row.teacher_user_id === teacher.user_id)
      .map(({ week, begin_minute, end_minute }) => ({ week, begin_minute, end_minute })),
    lowestLessonPriceMinor: teacher.lowest_lesson_price === null ? null : Number(teacher.lowest_lesson_price),
  }));
}

/** The catalogue's courses with their cheapest lesson price, for the plan's suggestions. */
export async function findPlanCourses(db: Kysely<Database>): Promise<PlanCourse[]> {
  const rows = await db
    .selectFrom('courses')
    .leftJoin('course_skus', 'course_skus.course_id', 'courses.id')
    .leftJoin('group_classes', 'group_classes.course_id', 'courses.id')
    .select([
      'courses.id',
      'courses.kind',
      'courses.level',
      sql<string | null>`min(course_skus.price_minor / greatest(course_skus.lesson_count, 1))`.as('price'),
      sql<string>`coalesce(min(course_skus.currency), 'CNY')`.as('currency'),
      sql<boolean>`coalesce(bool_or(group_classes.status = 2 or group_classes.cancelled_at is not null), false)`.as(
        'finished',
      ),
    ])
    .groupBy(['courses.id', 'courses.kind', 'courses.level'])
    .orderBy('courses.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    level: row.level,
    lessonPriceMinor: row.price === null ? null : Number(row.price),
    currency: row.currency,
    finished: row.finished,
  }));
}

/** The one-to-one teacher tags, in their order. */
export function findTeacherTags(db: Kysely<Database>) {
  return db
    .selectFrom('tags')
    .select(['id', 'key'])
    .where('scope', '=', 'live')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The level test's result kept on the profile. */
export function findLevelResult(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['hsk_level', 'learning_plan'])
    .where('id', '=', String(userId))
    .executeTakeFirst();
}

export function findMentorPlan(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('mentor_plans')
    .select(['form', 'teachers', 'plan', 'matched_at'])
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
}

/** Saves the learner's match, replacing the previous one in the same statement. */
export async function saveMentorPlan(
  db: Kysely<Database>,
  userId: number,
  match: { form: unknown; teachers: unknown; plan: unknown; matchedAt: Date },
): Promise<void> {
  const values = {
    form: JSON.stringify(match.form),
    teachers: JSON.stringify(match.teachers),
    plan: JSON.stringify(match.plan),
    matched_at: match.matchedAt,
  };
  await db
    .insertInto('mentor_plans')
    .values({ user_id: String(userId), ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
