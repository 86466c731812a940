import {
  BOOKING_MESSAGES,
  ERROR_CODES,
  type Lang,
  type Lesson,
  MAX_LESSON_RESCHEDULES,
  SLOT_DAYS_MAX,
  type SlotsResponse,
  TEACHER_TIME_ZONE,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import { isOverlapRefusal } from '../../db/constraint-refusals.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { freeSlots, SlotBook, slotsByDay } from '../availability/index.ts';
import { findLesson, type LessonRow, lessonOf, mayCancelAt, moveLesson } from '../lessons/index.ts';
import { notifyLesson } from '../notifications/index.ts';
import { findLiveCourses } from './scheduling.repository.ts';
import {
  DAY,
  type LessonTerms,
  refuse,
  reservedMeanwhile,
  slotRefused,
  slotRulesFor,
  termsOf,
} from './scheduling.service.ts';

/**
 * Rescheduling (issue 29): a learner moves a booked lesson to another free start of the same teacher, by the
 * rules a booking is checked with (the slot function, with the lesson's own time free to it), until the
 * cancellation lead before it starts and at most MAX_LESSON_RESCHEDULES times. One transaction with the
 * lesson's row locked: the new start is taken or the old one stays. Money does not move (same lesson, same
 * price, same teacher); the row keeps its id, so its calendar UID stays and its SEQUENCE rises.
 */

const MINUTE = 60_000;

/**
 * The lesson's terms: its own length, and its item's booking limits (none for the trial or a lost item). A
 * lesson of an item that forbids self-service booking is moved by an assistant teacher, as it was booked.
 */
async function termsOfLesson(db: Kysely<Database>, lesson: LessonRow): Promise<LessonTerms> {
  const lessonMinutes = Math.round((lesson.ends_at.getTime() - lesson.starts_at.getTime()) / MINUTE);
  const course =
    lesson.sku_id === null
      ? undefined
      : (await findLiveCourses(db, [lesson.course_id])).get(lesson.course_id);
  const sku = course?.skus.find((item) => item.id === lesson.sku_id);
  if (sku && !sku.self_booking) throw refuse(403, ERROR_CODES.noSelfBooking, BOOKING_MESSAGES.noSelfBooking);
  if (sku && sku.lesson_minutes === lessonMinutes) return termsOf(sku);
  return { lessonMinutes, dailyLimit: null, monthlyLimit: null };
}

/** The caller's booked lesson, as its learner (a teacher does not move a learner's lesson): else 404. */
async function learnersLesson(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'id'>,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LessonRow> {
  const lesson = await findLesson(db, id, { userId: user.id, as: 'learnerOrTeacher' }, options);
  if (!lesson || lesson.student_user_id !== String(user.id)) throw notFound();
  return lesson;
}

/** Why a lesson may not be moved at `now` at all, whatever the new start: refused with its code. */
function assertMovable(lesson: LessonRow, now: Date): void {
  if (lesson.status !== 'booked') throw refuse(409, ERROR_CODES.lessonNotBooked, BOOKING_MESSAGES.notBooked);
  if (!mayCancelAt(lesson.starts_at, now))
    throw refuse(409, ERROR_CODES.rescheduleTooLate, BOOKING_MESSAGES.rescheduleTooLate);
  if (lesson.reschedule_count >= MAX_LESSON_RESCHEDULES)
    throw refuse(409, ERROR_CODES.rescheduleLimit, BOOKING_MESSAGES.rescheduleLimit);
}

const subjectOf = (lesson: LessonRow, terms: LessonTerms, now: Date) => ({
  teacherUserId: Number(lesson.teacher_user_id),
  studentUserId: Number(lesson.student_user_id),
  courseId: lesson.course_id,
  terms,
  now: now.getTime(),
  exceptLessonId: lesson.id,
});

/** The free starts the caller's lesson may move to, grouped by day in the learner's zone. */
export async function rescheduleSlots(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'id' | 'timeZone'>,
  id: number,
  query: { from?: string; days?: number; time_zone?: string },
  now: Date,
): Promise<SlotsResponse> {
  const lesson = await learnersLesson(db, user, id);
  assertMovable(lesson, now);
  const terms = await termsOfLesson(db, lesson);
  const from = Math.max(query.from ? Date.parse(query.from) : now.getTime(), now.getTime());
  const to = from + Math.min(query.days ?? 14, SLOT_DAYS_MAX) * DAY;
  const rules = await slotRulesFor(db, subjectOf(lesson, terms, now), from, to);
  const own = lesson.starts_at.getTime();
  const zone = query.time_zone ?? user.timeZone ?? TEACHER_TIME_ZONE;
  return {
    time_zone: zone,
    minutes: terms.lessonMinutes,
    teacher_id: Number(lesson.teacher_user_id),
    // A move spends no lesson time: none is asked of the course.
    remaining_minutes: 0,
    days: slotsByDay(
      freeSlots(rules, from, to).filter((start) => start !== own),
      terms.lessonMinutes,
      zone,
    ),
  };
}

/**
 * Moves the caller's booked lesson from `from_starts_at` (the start the learner saw: a second move from an
 * older page is refused, not applied on top) to `starts_at`, in one transaction with the lesson locked.
 * Another booking taking the start meanwhile is refused by the exclusion constraint: 409, the old start kept.
 */
export async function rescheduleLesson(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  body: { starts_at: string; from_starts_at: string },
  options: {
    now: Date;
    language: Lang | undefined;
    /** After the move committed: mail both sides (with the old start). */
    onRescheduled?: (lesson: Lesson, previousStartsAt: string) => void;
  },
): Promise<Lesson> {
  const start = Date.parse(body.starts_at);
  try {
    const moved = await db.transaction().execute(async (trx) => {
      const lesson = await learnersLesson(trx, user, id, { lock: true });
      if (lesson.starts_at.getTime() !== Date.parse(body.from_starts_at))
        throw refuse(409, ERROR_CODES.lessonMovedMeanwhile, BOOKING_MESSAGES.movedMeanwhile);
      assertMovable(lesson, options.now);
      if (start === lesson.starts_at.getTime())
        throw refuse(400, ERROR_CODES.rescheduleSameStart, BOOKING_MESSAGES.sameStart);
      const terms = await termsOfLesson(trx, lesson);
      const rules = await slotRulesFor(trx, subjectOf(lesson, terms, options.now), start, start + 1);
      const refusal = new SlotBook(rules, start - DAY, start + DAY).refusal(start);
      if (refusal !== null)
        throw slotRefused(
          refusal,
          refusal === 'daily_limit'
            ? rules.dailyLimit
            : refusal === 'monthly_limit'
              ? rules.monthlyLimit
              : null,
        );
      await moveLesson(trx, lesson, {
        startsAt: new Date(start),
        endsAt: new Date(start + terms.lessonMinutes * MINUTE),
        by: user.id,
        at: options.now,
      });
      // Both sides are told in the move's transaction: the teacher of the new time, the learner (who may
      // have moved it from another device) of what their calendar now holds.
      await notifyLesson(trx, 'lesson_rescheduled', lesson.id, options.now, {
        previousStartsAt: lesson.starts_at,
      });
      return lessonOf(trx, id, { userId: user.id, as: 'learnerOrTeacher' }, options.language);
    });
    // The start it moved from is the one the request named (checked equal inside the transaction).
    options.onRescheduled?.(moved, new Date(Date.parse(body.from_starts_at)).toISOString());
    return moved;
  } catch (error) {
    // Another lesson took the time between the check and the update: the exclusion constraint said no.
    if (isOverlapRefusal(error)) throw reservedMeanwhile();
    throw error;
  }
}
