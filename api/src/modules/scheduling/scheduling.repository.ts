import type { DeliveryWay } from '@hanyu/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ownedForUser } from '../linked/index.ts';

/** Queries of booking: live courses and their items, lesson time, the trial's course, a teacher's earnings. */

export interface LiveCourse {
  id: string;
  teacher_user_id: string | null;
  skus: Array<{
    id: string;
    lesson_minutes: number;
    self_booking: boolean;
    daily_booking_limit: number | null;
    monthly_booking_limit: number | null;
    delivery_ways: DeliveryWay[];
  }>;
}

/** Live courses by id with their items in the items' order. */
export async function findLiveCourses(
  db: Kysely<Database>,
  courseIds: ReadonlyArray<number | string>,
): Promise<Map<string, LiveCourse>> {
  const courses = new Map<string, LiveCourse>();
  if (courseIds.length === 0) return courses;
  const rows = await db
    .selectFrom('courses')
    .innerJoin('course_skus', 'course_skus.course_id', 'courses.id')
    .select([
      'courses.id',
      'courses.teacher_user_id',
      'course_skus.id as sku_id',
      'course_skus.lesson_minutes',
      'course_skus.self_booking',
      'course_skus.daily_booking_limit',
      'course_skus.monthly_booking_limit',
      'course_skus.delivery_ways',
    ])
    .where('courses.kind', '=', 'live')
    .where(
      'courses.id',
      'in',
      courseIds.map((id) => String(id)),
    )
    .orderBy('course_skus.sort')
    .orderBy('course_skus.id')
    .execute();
  for (const row of rows) {
    let course = courses.get(row.id);
    if (!course) {
      course = { id: row.id, teacher_user_id: row.teacher_user_id, skus: [] };
      courses.set(row.id, course);
    }
    course.skus.push({
      id: row.sku_id,
      lesson_minutes: row.lesson_minutes,
      self_booking: row.self_booking,
      daily_booking_limit: row.daily_booking_limit,
      monthly_booking_limit: row.monthly_booking_limit,
      delivery_ways: row.delivery_ways as DeliveryWay[],
    });
  }
  return courses;
}

/** One owner's lesson time bought with one item of a course (migration 0029). */
export interface HeldLessonTime {
  owner_id: string;
  sku_id: string;
  granted_minutes: number;
  spent_minutes: number;
  granted_value_minor: string;
  spent_value_minor: string;
}

/** The lesson time a learner may spend on courses: their own and their linked accounts', per item. */
export function heldLessonTime(
  db: Kysely<Database>,
  learnerId: number | string,
  courseIds?: ReadonlyArray<number | string>,
): Promise<Array<HeldLessonTime & { course_id: string }>> {
  let query = db
    .selectFrom('lesson_time')
    .select([
      'owner_id',
      'course_id',
      'sku_id',
      'granted_minutes',
      'spent_minutes',
      'granted_value_minor',
      'spent_value_minor',
    ])
    .where((eb) => ownedForUser(eb.ref('owner_id'), learnerId));
  if (courseIds !== undefined) {
    if (courseIds.length === 0) return Promise.resolve([]);
    query = query.where(
      'course_id',
      'in',
      courseIds.map((id) => String(id)),
    );
  }
  return query.orderBy('owner_id').orderBy('sku_id').execute();
}

/**
 * Locks the lesson time on a course that a learner's booking may spend, so that bookings of it (and the
 * limits counted for them) run one at a time: every item's row of every owner whose purchases the learner
 * may use (purchase-owners), locked in one statement in (owner, item) order, so two linked accounts
 * booking at once never wait for each other in a circle. The caller chooses the row to spend.
 */
export async function lockLessonTime(
  db: Kysely<Database>,
  learnerId: number | string,
  courseId: number | string,
): Promise<HeldLessonTime[]> {
  return db
    .selectFrom('lesson_time')
    .select([
      'owner_id',
      'sku_id',
      'granted_minutes',
      'spent_minutes',
      'granted_value_minor',
      'spent_value_minor',
    ])
    .where((eb) => ownedForUser(eb.ref('owner_id'), learnerId))
    .where('course_id', '=', String(courseId))
    .orderBy('owner_id')
    .orderBy('sku_id')
    .forUpdate()
    .execute();
}

/** Records that a lesson spent another account's lesson time (a linked account's), for its cancellation. */
export async function recordLessonTimeOwner(
  db: Kysely<Database>,
  lessonId: number | string,
  ownerId: number | string,
): Promise<void> {
  await db
    .insertInto('lesson_time_spends')
    .values({ lesson_id: String(lessonId), owner_id: String(ownerId) })
    .execute();
}

/** Whose lesson time a lesson spent: the account recorded, else its learner's own. */
export async function lessonTimeOwnerOf(
  db: Kysely<Database>,
  lesson: { id: string; student_user_id: string },
) {
  const row = await db
    .selectFrom('lesson_time_spends')
    .select('owner_id')
    .where('lesson_id', '=', lesson.id)
    .executeTakeFirst();
  return row?.owner_id ?? lesson.student_user_id;
}

/**
 * Moves minutes and their value between granted and spent on one owner's time of one item: positive spends,
 * negative gives back. Answers whether the row was there.
 */
export async function spendLessonTime(
  db: Kysely<Database>,
  ownerId: number | string,
  skuId: number | string,
  spent: { minutes: number; valueMinor: number },
): Promise<boolean> {
  const result = await db
    .updateTable('lesson_time')
    .set((eb) => ({
      spent_minutes: eb('spent_minutes', '+', spent.minutes),
      spent_value_minor: sql<string>`spent_value_minor + ${spent.valueMinor}`,
    }))
    .where('owner_id', '=', String(ownerId))
    .where('sku_id', '=', String(skuId))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The owner's item on a course that can take back `minutes` of spent time: for a lesson booked before lesson
 * time carried its item (migration 0029), whose item may hold none of the owner's time.
 */
export async function itemToGiveBackTo(
  db: Kysely<Database>,
  ownerId: number | string,
  courseId: number | string,
  minutes: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('lesson_time')
    .innerJoin('course_skus', 'course_skus.id', 'lesson_time.sku_id')
    .select('lesson_time.sku_id')
    .where('lesson_time.owner_id', '=', String(ownerId))
    .where('lesson_time.course_id', '=', String(courseId))
    .where('lesson_time.spent_minutes', '>=', minutes)
    .orderBy('course_skus.sort')
    .orderBy('course_skus.id')
    .executeTakeFirst();
  return row?.sku_id;
}

/** The course a trial with the teacher is recorded under: their own live course, else an open package. */
export async function trialCourseOf(
  db: Kysely<Database>,
  teacherUserId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('courses')
    .select('id')
    .where('kind', '=', 'live')
    .where((eb) =>
      eb.or([eb('teacher_user_id', '=', String(teacherUserId)), eb('teacher_user_id', 'is', null)]),
    )
    .orderBy((eb) => eb('teacher_user_id', 'is', null))
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/** A teacher's earnings: the balance of their payable account and what lessons paid in since `since`. */
export async function teacherEarnings(
  db: Kysely<Database>,
  teacherUserId: number,
  since: Date,
): Promise<{ balance: number; since: number }> {
  const account = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('owner_id', '=', String(teacherUserId))
    .where('purpose', '=', 'teacher_payable')
    .executeTakeFirst();
  if (!account) return { balance: 0, since: 0 };
  const recent = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('ledger_entries.amount'), sql<string>`0`).as('amount'))
    .where('ledger_entries.account_id', '=', account.id)
    .where('ledger_entries.amount', '>', '0')
    .where('ledger_transfers.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { balance: Number(account.balance ?? 0), since: Number(recent.amount) };
}

/** The teachers a learner has lessons with (cancelled ones aside), those with a lesson ahead first. */
export function teachersOfLearner(db: Kysely<Database>, studentUserId: number, now: Date) {
  return db
    .selectFrom('lessons')
    .innerJoin('teachers', 'teachers.user_id', 'lessons.teacher_user_id')
    .select([
      'teachers.user_id',
      'teachers.name',
      sql<string>`count(*) filter (where lessons.status = 'complete')`.as('completed'),
      sql<Date | null>`min(lessons.starts_at) filter (where lessons.status = 'booked' and lessons.ends_at > ${now})`.as(
        'next_at',
      ),
      sql<Date | null>`max(lessons.starts_at) filter (where lessons.starts_at <= ${now})`.as('last_at'),
    ])
    .where('lessons.student_user_id', '=', String(studentUserId))
    .where('lessons.status', '<>', 'cancelled')
    .groupBy(['teachers.user_id', 'teachers.name'])
    .orderBy(
      sql`min(lessons.starts_at) filter (where lessons.status = 'booked' and lessons.ends_at > ${now})`,
      (ob) => ob.asc().nullsLast(),
    )
    .orderBy('teachers.name')
    .execute();
}

/** The owner's item on a course with `minutes` of time left, to spend a lesson's time again (no item kept). */
export async function itemToSpendAgain(
  db: Kysely<Database>,
  ownerId: number | string,
  courseId: number | string,
  minutes: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('lesson_time')
    .innerJoin('course_skus', 'course_skus.id', 'lesson_time.sku_id')
    .select('lesson_time.sku_id')
    .where('lesson_time.owner_id', '=', String(ownerId))
    .where('lesson_time.course_id', '=', String(courseId))
    .where(sql<boolean>`lesson_time.granted_minutes - lesson_time.spent_minutes >= ${minutes}`)
    .orderBy('course_skus.sort')
    .orderBy('course_skus.id')
    .executeTakeFirst();
  return row?.sku_id;
}

/** Users whose email or nickname contains `q` (case aside): the candidates of an assistant's search. */
export function findLearnersMatching(db: Kysely<Database>, q: string, limit: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return (
    db
      .selectFrom('users')
      .select(['id', 'email', 'nick_name', 'time_zone'])
      .where((eb) =>
        eb.or([
          sql<SqlBool>`${eb.ref('email')} ilike ${pattern} escape '\\'`,
          sql<SqlBool>`${eb.ref('nick_name')} ilike ${pattern} escape '\\'`,
        ]),
      )
      // those holding lesson time of their own first (a linked account's time is found by bookableCourses)
      .orderBy(
        sql`exists (select 1 from lesson_time where lesson_time.owner_id = users.id
        and lesson_time.granted_minutes > lesson_time.spent_minutes)`,
        'desc',
      )
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/** A learner's id and zone. */
export function findLearnerById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(['id', 'time_zone']).where('id', '=', String(id)).executeTakeFirst();
}
