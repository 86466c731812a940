import type { WeeklyWindow } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Interval } from './slots.ts';

/** Queries of a teacher's availability: the weekly rules and the exceptions (time off, extra hours). */

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
