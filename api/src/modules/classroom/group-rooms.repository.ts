import { CLASSROOM_ROLE } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, GroupReplaysTable, LessonStatus } from '../../db/schema.ts';

/**
 * Queries of group-class rooms (migration 0022): a class or a session as one person may reach it — its
 * teacher, a learner holding a seat, or an assistant teacher — and the sessions' replays.
 */

const MINUTE = 60_000;

/** The room of a group session. */
export const groupRoomIdOf = (sessionId: number | string) => `group-${sessionId}`;

function groupClassesFor(db: Kysely<Database>, userId: number) {
  const user = String(userId);
  return db
    .selectFrom('group_classes')
    .innerJoin('courses', 'courses.id', 'group_classes.course_id')
    .leftJoin('teachers', 'teachers.user_id', 'courses.teacher_user_id')
    .select([
      'group_classes.course_id',
      'courses.teacher_user_id',
      sql<string>`coalesce(teachers.name, '')`.as('teacher_name'),
      'group_classes.status',
      'group_classes.cancelled_at',
      'group_classes.room_type',
      'group_classes.viewer_limit',
      'group_classes.capacity',
      sql<boolean>`exists (select 1 from enrolments e
        where e.course_id = group_classes.course_id and e.user_id = ${user})`.as('seat'),
    ])
    .where((eb) =>
      eb.or([
        eb('courses.teacher_user_id', '=', user),
        eb.exists(
          eb
            .selectFrom('enrolments')
            .select('enrolments.id')
            .whereRef('enrolments.course_id', '=', 'group_classes.course_id')
            .where('enrolments.user_id', '=', user),
        ),
        eb.exists(eb.selectFrom('assistant_teachers').select('user_id').where('user_id', '=', user)),
      ]),
    );
}

export type GroupClassRow = Awaited<
  ReturnType<ReturnType<typeof groupClassesFor>['executeTakeFirstOrThrow']>
>;

/** A group class its teacher, a seat holder or an assistant teacher may see; undefined for anyone else. */
export function findGroupClassFor(
  db: Kysely<Database>,
  courseId: number,
  userId: number,
): Promise<GroupClassRow | undefined> {
  return groupClassesFor(db, userId)
    .where('group_classes.course_id', '=', String(courseId))
    .executeTakeFirst();
}

/** A group session with its class, for the same people. */
export function findGroupSessionFor(db: Kysely<Database>, sessionId: number, userId: number) {
  return groupClassesFor(db, userId)
    .innerJoin('group_sessions', 'group_sessions.course_id', 'group_classes.course_id')
    .select(['group_sessions.id', 'group_sessions.starts_at', 'group_sessions.minutes'])
    .where('group_sessions.id', '=', String(sessionId))
    .executeTakeFirst();
}

export type GroupSessionRow = NonNullable<Awaited<ReturnType<typeof findGroupSessionFor>>>;

/** The caller's role in a class found for them: its teacher, a seat holder, else an assistant teacher. */
export function groupRoleOf(row: GroupClassRow, userId: number): 1 | 2 | 3 {
  if (row.teacher_user_id !== null && Number(row.teacher_user_id) === userId) return CLASSROOM_ROLE.teacher;
  return row.seat ? CLASSROOM_ROLE.student : CLASSROOM_ROLE.assistant;
}

/** A session's times as a room reads them; a cancelled class's sessions are over. */
export function groupSessionTimes(session: {
  starts_at: Date;
  minutes: number;
  cancelled_at: Date | string | null;
}): { status: LessonStatus; starts_at: Date; ends_at: Date } {
  const starts = new Date(session.starts_at);
  return {
    status: session.cancelled_at === null ? 'booked' : 'cancelled',
    starts_at: starts,
    ends_at: new Date(starts.getTime() + session.minutes * MINUTE),
  };
}

export function sessionsOfClass(db: Kysely<Database>, courseId: number) {
  return db
    .selectFrom('group_sessions')
    .select(['id', 'starts_at', 'minutes'])
    .where('course_id', '=', String(courseId))
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export function replaysOf(db: Kysely<Database>, sessionIds: Array<number | string>) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_replays')
    .selectAll()
    .where('session_id', 'in', sessionIds.map(String))
    .execute();
}

export type ReplayRow = Awaited<ReturnType<typeof replaysOf>>[number];

/** Writes a session's replay over the one before; answers the file name it replaced, if any. */
export async function saveReplay(
  db: Kysely<Database>,
  replay: {
    sessionId: number;
    fileName: string | null;
    contentType: GroupReplaysTable['content_type'];
    sizeBytes: number | null;
    url: string | null;
    uploadedBy: number;
  },
): Promise<{ row: ReplayRow; replacedFile: string | null }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('group_replays')
      .select('file_name')
      .where('session_id', '=', String(replay.sessionId))
      .forUpdate()
      .executeTakeFirst();
    const values = {
      file_name: replay.fileName,
      content_type: replay.contentType,
      size_bytes: replay.sizeBytes,
      url: replay.url,
      uploaded_by: replay.uploadedBy,
    };
    const row = await trx
      .insertInto('group_replays')
      .values({ session_id: replay.sessionId, ...values })
      .onConflict((oc) => oc.column('session_id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    const replaced = before?.file_name ?? null;
    return { row, replacedFile: replaced !== replay.fileName ? replaced : null };
  });
}

/** How others see a person in a room: their nickname, or their address's local part. */
export async function displayNameOf(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(sql<string>`coalesce(nullif(nick_name, ''), split_part(email, '@', 1))`.as('name'))
    .where('id', '=', String(userId))
    .executeTakeFirst();
  return row?.name ?? '';
}
