import type { AttendanceOutcome, DisputeSide, DisputeState } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The lesson as the attendance rule and the disputes move it; `lock` for a change in the caller's transaction. */
export function lessonForOutcome(
  db: Kysely<Database>,
  lessonId: number | string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .selectFrom('lessons')
    .select([
      'id',
      'course_id',
      'sku_id',
      'teacher_user_id',
      'student_user_id',
      'starts_at',
      'ends_at',
      'status',
      'delivery_way',
      'trial',
      'charged_minutes',
      'value_minor',
      'summary',
      'attendance_outcome',
      'attendance_checked_at',
    ])
    .where('id', '=', String(lessonId));
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}
export type OutcomeLesson = NonNullable<Awaited<ReturnType<typeof lessonForOutcome>>>;

/** Booked classroom lessons whose attendance is due to be read (started at or before `startedBy`). */
export async function lessonsDueForAttendance(
  db: Kysely<Database>,
  window: { startedBy: Date; startedAfter: Date },
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('lessons')
    .select('id')
    .where('status', '=', 'booked')
    .where('attendance_checked_at', 'is', null)
    .where('delivery_way', '=', 'classroom')
    // A free lesson that is not a trial (the demo lesson) has no time or pay for the rule to move.
    .where((eb) =>
      eb.or([eb('trial', '=', true), eb('charged_minutes', '>', 0), eb('value_minor', '>', '0')]),
    )
    .where('starts_at', '<=', window.startedBy)
    .where('starts_at', '>', window.startedAfter)
    .orderBy('starts_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Who of the lesson's teacher and learner joined its classroom at or before `by`. */
export async function attendanceOf(
  db: Kysely<Database>,
  lesson: Pick<OutcomeLesson, 'id' | 'teacher_user_id' | 'student_user_id'>,
  by: Date,
): Promise<{ teacher: boolean; learner: boolean }> {
  const rows = await db
    .selectFrom('classroom_attendance')
    .select('user_id')
    .distinct()
    .where('lesson_id', '=', lesson.id)
    .where('user_id', 'in', [lesson.teacher_user_id, lesson.student_user_id])
    .where('joined_at', '<=', by)
    .execute();
  const joined = new Set(rows.map((row) => row.user_id));
  return { teacher: joined.has(lesson.teacher_user_id), learner: joined.has(lesson.student_user_id) };
}

/** The classroom connections of a lesson, in the order they joined. */
export function attendanceRecords(db: Kysely<Database>, lessonId: number | string) {
  return db
    .selectFrom('classroom_attendance')
    .select(['user_id', 'role', 'joined_at', 'left_at'])
    .where('lesson_id', '=', String(lessonId))
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
}

/** Records the attendance read and its outcome, moving the lesson's status with it (row locked by the caller). */
export async function markAttendance(
  db: Kysely<Database>,
  lessonId: string,
  change: { outcome: AttendanceOutcome | null; at: Date },
): Promise<void> {
  const status =
    change.outcome === 'teacher_no_show'
      ? { status: 'cancelled' as const, cancelled_at: change.at, cancelled_by: null }
      : change.outcome === 'learner_no_show'
        ? { status: 'complete' as const, completed_at: change.at }
        : {};
  await db
    .updateTable('lessons')
    .set({ ...status, attendance_outcome: change.outcome, attendance_checked_at: change.at })
    .where('id', '=', lessonId)
    .where('status', '=', 'booked')
    .execute();
}

/** Counts the lesson as given or as not given after an upheld dispute (row locked by the caller). */
export async function recountLesson(
  db: Kysely<Database>,
  lessonId: string,
  change: { given: boolean; at: Date },
): Promise<void> {
  await db
    .updateTable('lessons')
    .set(
      change.given
        ? { status: 'complete', completed_at: change.at, cancelled_at: null, cancelled_by: null }
        : { status: 'cancelled', cancelled_at: change.at, cancelled_by: null, completed_at: null },
    )
    .where('id', '=', lessonId)
    .execute();
}

const disputeColumns = [
  'lesson_disputes.id',
  'lesson_disputes.lesson_id',
  'lesson_disputes.raised_by',
  'lesson_disputes.side',
  'lesson_disputes.reason',
  'lesson_disputes.state',
  'lesson_disputes.resolution',
  'lesson_disputes.created_at',
  'lesson_disputes.resolved_at',
] as const;

export interface DisputeRow {
  id: string;
  lesson_id: string;
  raised_by: string;
  side: DisputeSide;
  reason: string;
  state: DisputeState;
  resolution: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

/** Every dispute of a lesson, newest first. */
export async function disputesOfLesson(
  db: Kysely<Database>,
  lessonId: number | string,
): Promise<DisputeRow[]> {
  const rows = await db
    .selectFrom('lesson_disputes')
    .select(disputeColumns)
    .where('lesson_id', '=', String(lessonId))
    .orderBy('id', 'desc')
    .execute();
  return rows as DisputeRow[];
}

export async function insertDispute(
  db: Kysely<Database>,
  dispute: { lessonId: string; raisedBy: number; side: DisputeSide; reason: string; at: Date },
): Promise<string> {
  const row = await db
    .insertInto('lesson_disputes')
    .values({
      lesson_id: dispute.lessonId,
      raised_by: String(dispute.raisedBy),
      side: dispute.side,
      reason: dispute.reason,
      created_at: dispute.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whose name a person has on the pages: their nickname, else their address's local part. */
const nameOf = (table: 'raisers' | 'students') =>
  sql<string>`coalesce(nullif(${sql.ref(`${table}.nick_name`)}, ''), split_part(${sql.ref(`${table}.email`)}, '@', 1))`;

function disputeListRows(db: Kysely<Database>) {
  return db
    .selectFrom('lesson_disputes')
    .innerJoin('lessons', 'lessons.id', 'lesson_disputes.lesson_id')
    .innerJoin('teachers', 'teachers.user_id', 'lessons.teacher_user_id')
    .innerJoin('users as students', 'students.id', 'lessons.student_user_id')
    .leftJoin('users as raisers', 'raisers.id', 'lesson_disputes.raised_by')
    .select(disputeColumns)
    .select([
      nameOf('raisers').as('raised_by_name'),
      'teachers.name as teacher_name',
      nameOf('students').as('student_name'),
      'lessons.starts_at as lesson_starts_at',
      'lessons.attendance_outcome',
    ]);
}
export type DisputeListRow = DisputeRow & {
  raised_by_name: string | null;
  teacher_name: string;
  student_name: string;
  lesson_starts_at: Date;
  attendance_outcome: string | null;
};

/** Disputes for the service centre: open first, newest first. */
export async function listDisputes(
  db: Kysely<Database>,
  filter: { state?: DisputeState | undefined; limit: number },
): Promise<DisputeListRow[]> {
  let query = disputeListRows(db);
  if (filter.state) query = query.where('lesson_disputes.state', '=', filter.state);
  const rows = await query
    .orderBy(sql`lesson_disputes.state = 'open'`, 'desc')
    .orderBy('lesson_disputes.id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows as DisputeListRow[];
}

export async function findDispute(db: Kysely<Database>, id: number | string) {
  const row = await disputeListRows(db).where('lesson_disputes.id', '=', String(id)).executeTakeFirst();
  return row as DisputeListRow | undefined;
}

/** Locks an open dispute for its resolution; undefined when it is resolved (or none). */
export async function lockOpenDispute(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('lesson_disputes')
    .select(disputeColumns)
    .where('id', '=', id)
    .where('state', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
  return row as DisputeRow | undefined;
}

export async function markDisputeResolved(
  db: Kysely<Database>,
  id: string,
  resolution: { state: 'upheld' | 'rejected'; text: string; by: number; at: Date },
): Promise<void> {
  await db
    .updateTable('lesson_disputes')
    .set({
      state: resolution.state,
      resolution: resolution.text,
      resolved_by: String(resolution.by),
      resolved_at: resolution.at,
    })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .execute();
}

/** The lesson's two sides, as the operator sees them. */
export function lessonSides(db: Kysely<Database>, lessonId: number | string) {
  return db
    .selectFrom('lessons')
    .innerJoin('teachers', 'teachers.user_id', 'lessons.teacher_user_id')
    .innerJoin('users as teacher_users', 'teacher_users.id', 'lessons.teacher_user_id')
    .innerJoin('users as students', 'students.id', 'lessons.student_user_id')
    .select([
      'lessons.id',
      'lessons.status',
      'lessons.starts_at',
      'lessons.ends_at',
      'lessons.value_minor',
      'lessons.summary',
      'lessons.teacher_user_id',
      'teachers.name as teacher_name',
      'teacher_users.email as teacher_email',
      'lessons.student_user_id',
      nameOf('students').as('student_name'),
      'students.email as student_email',
    ])
    .where('lessons.id', '=', String(lessonId))
    .executeTakeFirst();
}

/** The learner's and the teacher's address, language and name, for the mails. */
export function lessonPeople(db: Kysely<Database>, lessonId: number | string) {
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
    .select([
      'people.id as user_id',
      'people.email',
      'people.language',
      'people.time_zone',
      sql<DisputeSide>`case when people.id = lessons.student_user_id then 'learner' else 'teacher' end`.as(
        'side',
      ),
    ])
    .where('lessons.id', '=', String(lessonId))
    .execute();
}

/**
 * A person's lessons (as learner or teacher) starting after `since` that a no-show or a dispute concerns, or
 * that ended less than `disputableAfter` ago and count (given or not): what their disputes list shows.
 */
export async function lessonsConcerningDisputes(
  db: Kysely<Database>,
  userId: number,
  window: { since: Date; disputableAfter: Date },
  limit: number,
) {
  const id = String(userId);
  return db
    .selectFrom('lessons')
    .innerJoin('teachers', 'teachers.user_id', 'lessons.teacher_user_id')
    .innerJoin('users as students', 'students.id', 'lessons.student_user_id')
    .select([
      'lessons.id',
      'lessons.course_id',
      'lessons.sku_id',
      'lessons.teacher_user_id',
      'lessons.student_user_id',
      'lessons.starts_at',
      'lessons.ends_at',
      'lessons.status',
      'lessons.delivery_way',
      'lessons.charged_minutes',
      'lessons.value_minor',
      'lessons.summary',
      'lessons.attendance_outcome',
      'lessons.attendance_checked_at',
      'teachers.name as teacher_name',
      nameOf('students').as('student_name'),
    ])
    .where((eb) => eb.or([eb('lessons.student_user_id', '=', id), eb('lessons.teacher_user_id', '=', id)]))
    .where('lessons.starts_at', '>', window.since)
    .where((eb) =>
      eb.or([
        eb('lessons.attendance_outcome', 'is not', null),
        eb.exists(eb.selectFrom('lesson_disputes').select('id').whereRef('lesson_id', '=', 'lessons.id')),
        eb.and([eb('lessons.status', '<>', 'booked'), eb('lessons.ends_at', '>', window.disputableAfter)]),
      ]),
    )
    .orderBy('lessons.starts_at', 'desc')
    .limit(limit)
    .execute();
}

/** The disputes of several lessons, newest first. */
export async function disputesOfLessons(
  db: Kysely<Database>,
  lessonIds: readonly string[],
): Promise<DisputeRow[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .selectFrom('lesson_disputes')
    .select(disputeColumns)
    .where('lesson_id', 'in', lessonIds)
    .orderBy('id', 'desc')
    .execute();
  return rows as DisputeRow[];
}
