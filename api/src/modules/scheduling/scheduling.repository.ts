import type { DeliveryWay, WeeklyWindow } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, LessonStatus } from '../../db/schema.ts';
import { ownedForUser } from '../linked/purchase-owners.ts';
import type { Interval } from './slots.ts';

/** Queries of scheduling: availability, lesson time and lessons. Times in and out are Date or epoch ms. */

export async function weeklyAvailability(db: Kysely<Database>, teacherUserId: number | string) {
  return db
    .selectFrom('teacher_availability')
    .select(['week', 'begin_minute', 'end_minute'])
    .where('teacher_user_id', '=', String(teacherUserId))
    .orderBy('week')
    .orderBy('begin_minute')
    .execute();
}

export async function replaceWeeklyAvailability(
  db: Kysely<Database>,
  teacherUserId: number,
  weekly: readonly WeeklyWindow[],
): Promise<void> {
  await db.deleteFrom('teacher_availability').where('teacher_user_id', '=', String(teacherUserId)).execute();
  if (weekly.length > 0)
    await db
      .insertInto('teacher_availability')
      .values(weekly.map((row) => ({ teacher_user_id: teacherUserId, ...row })))
      .execute();
}

export async function exceptionsBetween(
  db: Kysely<Database>,
  teacherUserId: number | string,
  from: number,
  to: number,
): Promise<{ extraHours: Interval[]; timeOff: Interval[] }> {
  const rows = await db
    .selectFrom('availability_exceptions')
    .select(['kind', 'starts_at', 'ends_at'])
    .where('teacher_user_id', '=', String(teacherUserId))
    .where('ends_at', '>', new Date(from))
    .where('starts_at', '<', new Date(to))
    .execute();
  const of = (kind: 'off' | 'extra') =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ start: row.starts_at.getTime(), end: row.ends_at.getTime() }));
  return { extraHours: of('extra'), timeOff: of('off') };
}

/** The active (booked or complete) lessons of a teacher or of a learner overlapping [from, to). */
export async function busyIntervals(
  db: Kysely<Database>,
  people: { teacherUserId: number | string; studentUserId: number | string },
  from: number,
  to: number,
): Promise<Interval[]> {
  const rows = await db
    .selectFrom('lessons')
    .select(['starts_at', 'ends_at'])
    .where((eb) =>
      eb.or([
        eb('teacher_user_id', '=', String(people.teacherUserId)),
        eb('student_user_id', '=', String(people.studentUserId)),
      ]),
    )
    .where('status', '<>', 'cancelled')
    .where('ends_at', '>', new Date(from))
    .where('starts_at', '<', new Date(to))
    .execute();
  return rows.map((row) => ({ start: row.starts_at.getTime(), end: row.ends_at.getTime() }));
}

/** Starts of a learner's active lessons of one course in [from, to): what booking limits count. */
export async function courseLessonStarts(
  db: Kysely<Database>,
  studentUserId: number | string,
  courseId: number | string,
  from: number,
  to: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('lessons')
    .select('starts_at')
    .where('student_user_id', '=', String(studentUserId))
    .where('course_id', '=', String(courseId))
    .where('status', '<>', 'cancelled')
    .where('starts_at', '>=', new Date(from))
    .where('starts_at', '<', new Date(to))
    .execute();
  return rows.map((row) => row.starts_at.getTime());
}

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

export async function isTeacher(db: Kysely<Database>, userId: number | string): Promise<boolean> {
  const row = await db
    .selectFrom('teachers')
    .select('user_id')
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
  return row !== undefined;
}

export async function isAssistantTeacher(db: Kysely<Database>, userId: number | string): Promise<boolean> {
  const row = await db
    .selectFrom('assistant_teachers')
    .select('user_id')
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
  return row !== undefined;
}

export function insertAssistantTeacher(db: Kysely<Database>, userId: number | string) {
  return db
    .insertInto('assistant_teachers')
    .values({ user_id: String(userId) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface NewLesson {
  teacherUserId: number | string;
  studentUserId: number | string;
  courseId: number | string;
  skuId: number | string | null;
  startsAt: Date;
  endsAt: Date;
  deliveryWay: DeliveryWay;
  contactId: string | null;
  remark: string | null;
  trial: boolean;
  chargedMinutes: number;
  valueMinor: number;
  bookedBy: number;
}

export async function insertLesson(db: Kysely<Database>, lesson: NewLesson): Promise<string> {
  const row = await db
    .insertInto('lessons')
    .values({
      teacher_user_id: lesson.teacherUserId,
      student_user_id: lesson.studentUserId,
      course_id: lesson.courseId,
      sku_id: lesson.skuId,
      starts_at: lesson.startsAt,
      ends_at: lesson.endsAt,
      delivery_way: lesson.deliveryWay,
      contact_id: lesson.contactId,
      remark: lesson.remark,
      trial: lesson.trial,
      charged_minutes: lesson.chargedMinutes,
      value_minor: lesson.valueMinor,
      booked_by: lesson.bookedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A lesson with the names its pages show. */
function lessonRows(db: Kysely<Database>) {
  return db
    .selectFrom('lessons')
    .innerJoin('teachers', 'teachers.user_id', 'lessons.teacher_user_id')
    .innerJoin('users as students', 'students.id', 'lessons.student_user_id')
    .select([
      'lessons.id',
      'lessons.course_id',
      'lessons.sku_id',
      'lessons.teacher_user_id',
      'teachers.name as teacher_name',
      'lessons.student_user_id',
      // A learner who never chose a nickname is named by their address's local part.
      sql<string>`coalesce(nullif(students.nick_name, ''), split_part(students.email, '@', 1))`.as(
        'student_name',
      ),
      'lessons.starts_at',
      'lessons.ends_at',
      'lessons.status',
      'lessons.delivery_way',
      'lessons.contact_id',
      'lessons.remark',
      'lessons.trial',
      'lessons.charged_minutes',
      'lessons.value_minor',
      'lessons.summary',
      'lessons.material',
      'lessons.progress',
      'lessons.handover',
    ]);
}

export type LessonRow = Awaited<ReturnType<ReturnType<typeof lessonRows>['executeTakeFirstOrThrow']>>;

/**
 * A lesson its viewer may see: its learner or teacher, its teacher only, or (`classroom`) also any assistant
 * teacher, who may enter every lesson's classroom. `lock` for a change in the caller's transaction.
 */
export function findLesson(
  db: Kysely<Database>,
  id: number | string,
  viewer: { userId: number; as: 'learnerOrTeacher' | 'teacher' | 'classroom' },
  options: { lock?: boolean } = {},
): Promise<LessonRow | undefined> {
  const userId = String(viewer.userId);
  let query = lessonRows(db)
    .where('lessons.id', '=', String(id))
    .where((eb) => {
      if (viewer.as === 'teacher') return eb('lessons.teacher_user_id', '=', userId);
      const learnerOrTeacher = [
        eb('lessons.student_user_id', '=', userId),
        eb('lessons.teacher_user_id', '=', userId),
      ];
      if (viewer.as === 'learnerOrTeacher') return eb.or(learnerOrTeacher);
      return eb.or([
        ...learnerOrTeacher,
        eb.exists(
          eb
            .selectFrom('assistant_teachers')
            .select('user_id')
            .where('assistant_teachers.user_id', '=', userId),
        ),
      ]);
    });
  if (options.lock) query = query.forUpdate('lessons');
  return query.executeTakeFirst();
}

/** A page of someone's lessons: upcoming (booked, not ended) soonest first, or the rest latest first. */
export async function listLessons(
  db: Kysely<Database>,
  who: { studentUserId: number } | { teacherUserId: number },
  options: { when: 'upcoming' | 'past'; courseId?: number; now: Date; page: number; size: number },
): Promise<{ rows: LessonRow[]; total: number }> {
  const upcoming = options.when === 'upcoming';
  const base = lessonRows(db)
    .where(
      'studentUserId' in who ? 'lessons.student_user_id' : 'lessons.teacher_user_id',
      '=',
      String('studentUserId' in who ? who.studentUserId : who.teacherUserId),
    )
    .$if(options.courseId !== undefined, (query) =>
      query.where('lessons.course_id', '=', String(options.courseId)),
    )
    .where((eb) =>
      upcoming
        ? eb.and([eb('lessons.status', '=', 'booked'), eb('lessons.ends_at', '>', options.now)])
        : eb.or([eb('lessons.status', '<>', 'booked'), eb('lessons.ends_at', '<=', options.now)]),
    );
  const rows = await base
    .orderBy('lessons.starts_at', upcoming ? 'asc' : 'desc')
    .orderBy('lessons.id', upcoming ? 'asc' : 'desc')
    .limit(options.size)
    .offset((options.page - 1) * options.size)
    .execute();
  const count = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

/** Whether `teacherUserId` teaches or taught `learnerUserId`: a lesson between them that was not cancelled. */
export async function teachesLearner(
  db: Kysely<Database>,
  teacherUserId: number | string,
  learnerUserId: number | string,
): Promise<boolean> {
  const row = await db
    .selectFrom('lessons')
    .select('id')
    .where('teacher_user_id', '=', String(teacherUserId))
    .where('student_user_id', '=', String(learnerUserId))
    .where('status', '<>', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A learner's lessons with every teacher, latest first, but not the cancelled ones. */
export function learnerLessons(db: Kysely<Database>, learnerUserId: number | string, limit: number) {
  return lessonRows(db)
    .where('lessons.student_user_id', '=', String(learnerUserId))
    .where('lessons.status', '<>', 'cancelled')
    .orderBy('lessons.starts_at', 'desc')
    .orderBy('lessons.id', 'desc')
    .limit(limit)
    .execute();
}

/** The lessons someone learns or teaches that end after `since`, in any status, soonest first. */
export function lessonsOfPerson(db: Kysely<Database>, userId: number | string, since: Date, limit: number) {
  return lessonRows(db)
    .where((eb) =>
      eb.or([
        eb('lessons.student_user_id', '=', String(userId)),
        eb('lessons.teacher_user_id', '=', String(userId)),
      ]),
    )
    .where('lessons.ends_at', '>', since)
    .orderBy('lessons.starts_at')
    .orderBy('lessons.id')
    .limit(limit)
    .execute();
}

export async function markLesson(
  db: Kysely<Database>,
  id: number | string,
  change:
    | { status: Extract<LessonStatus, 'cancelled'>; at: Date; by: number }
    | {
        status: Extract<LessonStatus, 'complete'>;
        at: Date;
        summary: string;
        material: string | null;
        progress: string | null;
      },
): Promise<void> {
  await db
    .updateTable('lessons')
    .set(
      change.status === 'cancelled'
        ? { status: 'cancelled', cancelled_at: change.at, cancelled_by: change.by }
        : {
            status: 'complete',
            completed_at: change.at,
            summary: change.summary,
            material: change.material,
            progress: change.progress,
          },
    )
    .where('id', '=', String(id))
    .execute();
}

/** Whether the learner holds a trial lesson that is not cancelled. */
export async function hasActiveTrial(db: Kysely<Database>, studentUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('lessons')
    .select('id')
    .where('student_user_id', '=', String(studentUserId))
    .where('trial', '=', true)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
  return row !== undefined;
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

/** Whether an error is the one-trial-per-learner index refusing a second trial (SQLSTATE 23505). */
export function isTrialRefusal(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'lessons_one_trial_idx';
}

/** Whether an error is PostgreSQL refusing an overlap by an exclusion constraint (SQLSTATE 23P01). */
export function isOverlapRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

/** Who hears of a lesson's booking or cancellation: its learner and its teacher, with language and zone. */
export function lessonRecipients(db: Kysely<Database>, lessonId: number | string) {
  return db
    .selectFrom('lessons')
    .innerJoin('users as people', (join) =>
      join.on((eb) =>
        eb.or([
          eb('people.id', '=', eb.ref('lessons.student_user_id')),
          eb('people.id', '=', eb.ref('lessons.teacher_user_id')),
        ]),
      ),
    )
    .leftJoin('user_profiles', 'user_profiles.user_id', 'people.id')
    .select([
      'people.email',
      'people.language',
      'people.time_zone',
      // Whether they want lesson reminders by email (account settings; yes until they say otherwise).
      (eb) =>
        eb.fn.coalesce('user_profiles.lesson_reminder_emails', sql<boolean>`true`).as('reminder_emails'),
      (eb) =>
        eb
          .case()
          .when('people.id', '=', eb.ref('lessons.student_user_id'))
          .then(sql<'learner' | 'teacher'>`'learner'`)
          .else(sql<'learner' | 'teacher'>`'teacher'`)
          .end()
          .as('role'),
    ])
    .where('lessons.id', '=', String(lessonId))
    .execute();
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

/**
 * Booked lessons a reminder is due for: starting within `before` of `now`, booked before that window opened
 * (a lesson booked inside it got its confirmation just now), and not yet reminded of this kind.
 */
export async function lessonsDueForReminder(
  db: Kysely<Database>,
  reminder: { kind: '24h' | '1h'; beforeMs: number },
  now: Date,
  limit: number,
): Promise<LessonRow[]> {
  return lessonRows(db)
    .where('lessons.status', '=', 'booked')
    .where('lessons.starts_at', '>', now)
    .where('lessons.starts_at', '<=', new Date(now.getTime() + reminder.beforeMs))
    .where(
      sql<boolean>`lessons.created_at < lessons.starts_at - ${`${reminder.beforeMs} milliseconds`}::interval`,
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lesson_reminders')
            .select('lesson_reminders.lesson_id')
            .whereRef('lesson_reminders.lesson_id', '=', 'lessons.id')
            .where('lesson_reminders.kind', '=', reminder.kind),
        ),
      ),
    )
    .orderBy('lessons.starts_at')
    .limit(limit)
    .execute();
}

/** Claims a reminder: true for the one caller that recorded it, false when another already had. */
export async function claimReminder(db: Kysely<Database>, lessonId: number | string, kind: '24h' | '1h') {
  const row = await db
    .insertInto('lesson_reminders')
    .values({ lesson_id: String(lessonId), kind })
    .onConflict((oc) => oc.columns(['lesson_id', 'kind']).doNothing())
    .returning('lesson_id')
    .executeTakeFirst();
  return row !== undefined;
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

/** A teacher's exceptions that have not ended, soonest first. */
export function upcomingExceptions(db: Kysely<Database>, teacherUserId: number, now: Date) {
  return db
    .selectFrom('availability_exceptions')
    .select(['id', 'kind', 'starts_at', 'ends_at'])
    .where('teacher_user_id', '=', String(teacherUserId))
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export async function insertException(
  db: Kysely<Database>,
  exception: { teacherUserId: number; kind: 'off' | 'extra'; startsAt: Date; endsAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('availability_exceptions')
    .values({
      teacher_user_id: exception.teacherUserId,
      kind: exception.kind,
      starts_at: exception.startsAt,
      ends_at: exception.endsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes one of the teacher's exceptions; false when they have none with this id. */
export async function deleteException(
  db: Kysely<Database>,
  teacherUserId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('availability_exceptions')
    .where('id', '=', String(id))
    .where('teacher_user_id', '=', String(teacherUserId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
