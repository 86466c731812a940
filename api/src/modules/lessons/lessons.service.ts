import {
  BOOKING_MESSAGES,
  ERROR_CODES,
  FALLBACK_LANG,
  isLang,
  type Lang,
  type Lesson,
  type LessonsResponse,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { LEDGER_KIND, platformAccount, teacherPayable, transfer } from '../ledger/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import { cancelUntil, entryWindow, mayCancelAt } from './lesson-windows.ts';
import { findLesson, type LessonRow, listLessons, markLesson } from './lessons.repository.ts';

/**
 * A lesson's life after its booking (SPEC §4, §6): what its learner and teacher read of it, its
 * cancellation inside its window, its completion by the teacher's summary (which releases its value to the
 * teacher). Booking a lesson is scheduling's; the time a cancellation gives back too.
 */

const MINUTE = 60_000;
const DEFAULT_PAGE_SIZE = 20;

const refuse = (status: number, code: number, message: string) => new ApiError(status, message, { code });

/**
 * Cancels a booked lesson in the caller's transaction, by its learner or teacher, while its cancellation
 * window is open (`mayCancelAt`); answers the row as it was, for the booking to give its time back.
 */
export async function markCancelled(
  trx: Kysely<Database>,
  user: AuthUser,
  id: number,
  now: Date,
): Promise<LessonRow> {
  const lesson = await findLesson(trx, id, { userId: user.id, as: 'learnerOrTeacher' }, { lock: true });
  if (!lesson) throw notFound();
  if (lesson.status !== 'booked') throw refuse(409, ERROR_CODES.lessonNotBooked, BOOKING_MESSAGES.notBooked);
  if (!mayCancelAt(lesson.starts_at, now))
    throw refuse(409, ERROR_CODES.cancelTooLate, BOOKING_MESSAGES.cancelTooLate);
  await markLesson(trx, id, { status: 'cancelled', at: now, by: user.id });
  return lesson;
}

/** The teacher's summary, which completes a lesson once it has started (SPEC §4, §6). */
export function completeLesson(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'id'>,
  id: number,
  body: { summary: string; material?: string | undefined; progress?: string | undefined },
  now: Date,
): Promise<Lesson> {
  return db.transaction().execute(async (trx) => {
    const lesson = await findLesson(trx, id, { userId: user.id, as: 'teacher' }, { lock: true });
    if (!lesson) throw notFound();
    if (lesson.status !== 'booked')
      throw refuse(409, ERROR_CODES.lessonNotBooked, BOOKING_MESSAGES.notBooked);
    if (lesson.starts_at > now)
      throw refuse(409, ERROR_CODES.lessonNotYetTaught, BOOKING_MESSAGES.notYetTaught);
    const summary = body.summary.trim();
    if (summary === '') throw refuse(400, ERROR_CODES.badRequest, BOOKING_MESSAGES.summaryRequired);
    await markLesson(trx, id, {
      status: 'complete',
      at: now,
      summary,
      material: body.material?.trim() || null,
      progress: body.progress?.trim() || null,
    });
    await payTeacherForLesson(trx, lesson, user.id);
    return lessonOf(trx, id, { userId: user.id, as: 'teacher' }, undefined);
  });
}

/**
 * A lesson counted as given (its summary, a learner no-show, an upheld dispute): the escrow released, its
 * value leaves the revenue held for the course for its teacher. Once per lesson (the idempotency key).
 */
export function payTeacherForLesson(
  trx: Kysely<Database>,
  lesson: Pick<LessonRow, 'id' | 'teacher_user_id' | 'value_minor'>,
  actorId: number | undefined,
): Promise<void> {
  return moveLessonPay(trx, lesson, actorId, 'pay');
}

/**
 * A lesson paid for but found not given (an upheld dispute): its value goes back from the teacher's earnings
 * to the revenue held for the course, where the learner's returned time draws on it. Refused with
 * InsufficientFunds when the teacher's payable balance no longer holds it (paid out).
 */
export function reverseTeacherPay(
  trx: Kysely<Database>,
  lesson: Pick<LessonRow, 'id' | 'teacher_user_id' | 'value_minor'>,
  actorId: number | undefined,
): Promise<void> {
  return moveLessonPay(trx, lesson, actorId, 'reverse');
}

/** A lesson's value between the revenue held for its course and its teacher's earnings, once each way. */
async function moveLessonPay(
  trx: Kysely<Database>,
  lesson: Pick<LessonRow, 'id' | 'teacher_user_id' | 'value_minor'>,
  actorId: number | undefined,
  direction: 'pay' | 'reverse',
): Promise<void> {
  const value = Number(lesson.value_minor);
  if (value === 0) return;
  const held = await platformAccount(trx, 'course_revenue_held');
  const payable = await teacherPayable(trx, lesson.teacher_user_id);
  const toTeacher = direction === 'pay' ? value : -value;
  await transfer(trx, {
    kind: direction === 'pay' ? LEDGER_KIND.lessonTaught : LEDGER_KIND.lessonTaughtReversed,
    entries: [
      { accountId: held.id, amount: -toTeacher },
      { accountId: payable.id, amount: toTeacher },
    ],
    idempotencyKey: `${direction === 'pay' ? 'lesson-taught' : 'lesson-taught-reversed'}:${lesson.id}`,
    reference: `lesson:${lesson.id}`,
    actorId,
  });
}

export async function getLesson(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  language: Lang | undefined,
): Promise<Lesson> {
  return lessonOf(db, id, { userId: user.id, as: 'learnerOrTeacher' }, language);
}

/** The lesson as its viewer may see it (`findLesson`), described in `language`; 404 when they may not. */
export async function lessonOf(
  db: Kysely<Database>,
  id: number | string,
  viewer: Parameters<typeof findLesson>[2],
  language: Lang | undefined,
): Promise<Lesson> {
  const row = await findLesson(db, id, viewer);
  if (!row) throw notFound();
  const [lesson] = await describeLessons(db, [row], language);
  return lesson as Lesson;
}

/** A course's title in a person's language (a mail's recipient); the fallback language's when they have none. */
export async function courseTitleIn(
  db: Kysely<Database>,
  courseId: number,
  language: string | null,
): Promise<string> {
  const titles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [courseId],
    language: isLang(language) ? language : FALLBACK_LANG,
  });
  return titles(TEXT_FIELDS.courseTitle, courseId);
}

export async function describeLessons(
  db: Kysely<Database>,
  rows: readonly LessonRow[],
  language: Lang | undefined,
): Promise<Lesson[]> {
  const titles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [...new Set(rows.map((row) => Number(row.course_id)))],
    language: language ?? FALLBACK_LANG,
  });
  return rows.map((row) => ({
    id: Number(row.id),
    course_id: Number(row.course_id),
    course_title: titles(TEXT_FIELDS.courseTitle, Number(row.course_id)),
    teacher_id: Number(row.teacher_user_id),
    teacher_name: row.teacher_name,
    student_id: Number(row.student_user_id),
    student_name: row.student_name,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    minutes: Math.round((row.ends_at.getTime() - row.starts_at.getTime()) / MINUTE),
    status: row.status,
    delivery_way: row.delivery_way,
    contact_id: row.contact_id,
    remark: row.remark,
    trial: row.trial,
    summary: row.summary,
    material: row.material,
    progress: row.progress,
    entry_from: entryWindow(row).opensAt.toISOString(),
    cancel_until: cancelUntil(row.starts_at).toISOString(),
    reschedule_count: row.reschedule_count,
  }));
}

/** A page of the caller's lessons, as learner or as teacher. */
export async function lessonsOf(
  db: Kysely<Database>,
  who: { studentUserId: number } | { teacherUserId: number },
  query: { when?: 'upcoming' | 'past'; course_id?: number; page?: number; size?: number; language?: Lang },
  now: Date,
): Promise<LessonsResponse> {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await listLessons(db, who, {
    when: query.when ?? 'upcoming',
    courseId: query.course_id,
    now,
    page,
    size,
  });
  return { data: await describeLessons(db, rows, query.language), total, page, size };
}
