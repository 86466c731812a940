import type { DeliveryWay } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, LessonStatus } from '../../db/schema.ts';
import type { Interval } from '../availability/index.ts';

/**
 * Queries of lessons: their rows with the names their pages show, who may see them, their changes of status
 * and their reminders; who teaches and who assists. Times in and out are Date or epoch ms.
 */

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
      'lessons.reschedule_count',
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

/** Whether an error is the one-trial-per-learner index refusing a second trial (SQLSTATE 23505). */
export function isTrialRefusal(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'lessons_one_trial_idx';
}

/**
 * The active (booked or complete) lessons of a teacher or of a learner overlapping [from, to); but not
 * `exceptLessonId`, the lesson being moved, whose own time is free to it.
 */
export async function busyIntervals(
  db: Kysely<Database>,
  people: {
    teacherUserId: number | string;
    studentUserId: number | string;
    exceptLessonId?: number | string | undefined;
  },
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
    .$if(people.exceptLessonId !== undefined, (query) =>
      query.where('id', '<>', String(people.exceptLessonId)),
    )
    .execute();
  return rows.map((row) => ({ start: row.starts_at.getTime(), end: row.ends_at.getTime() }));
}

/**
 * Starts of a learner's active lessons of one course in [from, to): what booking limits count; not
 * `exceptLessonId`'s, the lesson being moved.
 */
export async function courseLessonStarts(
  db: Kysely<Database>,
  studentUserId: number | string,
  courseId: number | string,
  from: number,
  to: number,
  exceptLessonId?: number | string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('lessons')
    .select('starts_at')
    .where('student_user_id', '=', String(studentUserId))
    .where('course_id', '=', String(courseId))
    .where('status', '<>', 'cancelled')
    .where('starts_at', '>=', new Date(from))
    .where('starts_at', '<', new Date(to))
    .$if(exceptLessonId !== undefined, (query) => query.where('id', '<>', String(exceptLessonId)))
    .execute();
  return rows.map((row) => row.starts_at.getTime());
}

/**
 * Moves a booked lesson to new times in the caller's transaction (the row locked by `findLesson`): its move
 * counted (the check refuses a third), recorded, and its reminders due again for the new time. The exclusion
 * constraints refuse a new time another lesson holds (SQLSTATE 23P01).
 */
export async function moveLesson(
  trx: Kysely<Database>,
  lesson: Pick<LessonRow, 'id' | 'starts_at'>,
  move: { startsAt: Date; endsAt: Date; by: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('lessons')
    .set((eb) => ({
      starts_at: move.startsAt,
      ends_at: move.endsAt,
      reschedule_count: eb('reschedule_count', '+', 1),
    }))
    .where('id', '=', lesson.id)
    .execute();
  await trx
    .insertInto('lesson_reschedules')
    .values({
      lesson_id: lesson.id,
      from_starts_at: lesson.starts_at,
      to_starts_at: move.startsAt,
      moved_by: String(move.by),
      moved_at: move.at,
    })
    .execute();
  await trx.deleteFrom('lesson_reminders').where('lesson_id', '=', lesson.id).execute();
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
      'people.id as user_id',
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
