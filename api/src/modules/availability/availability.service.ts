import {
  type AvailabilityException,
  type AvailabilityExceptionsResponse,
  type AvailabilityResponse,
  BOOKING_MESSAGES,
  ERROR_CODES,
  TEACHER_TIME_ZONE,
  type WeeklyWindow,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import { isOverlapRefusal } from '../../db/constraint-refusals.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import {
  deleteException,
  insertException,
  replaceWeeklyAvailability,
  upcomingExceptions,
  weeklyAvailability,
} from './availability.repository.ts';

/**
 * A teacher's availability (SPEC §3): their week in Beijing time and its exceptions, time off and extra
 * hours. The slots a learner may book are computed from them by the slot function (slots.ts).
 */

const refuse = (status: number, code: number, message: string) => new ApiError(status, message, { code });

export async function availabilityOf(
  db: Kysely<Database>,
  teacherUserId: number,
): Promise<AvailabilityResponse> {
  return { time_zone: TEACHER_TIME_ZONE, weekly: await weeklyAvailability(db, teacherUserId) };
}

/** Replaces a teacher's week; overlapping rows of one day are joined first (the constraint refuses overlaps). */
export async function setAvailability(
  db: Kysely<Database>,
  teacherUserId: number,
  weekly: readonly WeeklyWindow[],
): Promise<AvailabilityResponse> {
  const joined: WeeklyWindow[] = [];
  for (const row of [...weekly].sort((a, b) => a.week - b.week || a.begin_minute - b.begin_minute)) {
    const last = joined.at(-1);
    if (last && last.week === row.week && row.begin_minute <= last.end_minute)
      last.end_minute = Math.max(last.end_minute, row.end_minute);
    else joined.push({ ...row });
  }
  await db.transaction().execute((trx) => replaceWeeklyAvailability(trx, teacherUserId, joined));
  return availabilityOf(db, teacherUserId);
}

/** The teacher's time off and extra hours that have not ended. */
export async function exceptionsOf(
  db: Kysely<Database>,
  teacherUserId: number,
  now: Date,
): Promise<AvailabilityExceptionsResponse> {
  const rows = await upcomingExceptions(db, teacherUserId, now);
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
    })),
  };
}

/** Adds time off or extra hours; the exclusion constraint refuses an overlap with the same kind. */
export async function addException(
  db: Kysely<Database>,
  teacherUserId: number,
  body: { kind: 'off' | 'extra'; starts_at: string; ends_at: string },
): Promise<AvailabilityException> {
  try {
    const id = await insertException(db, {
      teacherUserId,
      kind: body.kind,
      startsAt: new Date(body.starts_at),
      endsAt: new Date(body.ends_at),
    });
    return {
      id: Number(id),
      kind: body.kind,
      starts_at: new Date(body.starts_at).toISOString(),
      ends_at: new Date(body.ends_at).toISOString(),
    };
  } catch (error) {
    if (isOverlapRefusal(error))
      throw refuse(409, ERROR_CODES.exceptionOverlaps, BOOKING_MESSAGES.exceptionOverlaps);
    throw error;
  }
}

export async function removeException(
  db: Kysely<Database>,
  teacherUserId: number,
  id: number,
): Promise<null> {
  if (!(await deleteException(db, teacherUserId, id))) throw notFound();
  return null;
}
