import {
  ATTENDANCE_CHECK_MINUTES,
  type AttendanceOutcome,
  DISPUTE_MESSAGES,
  DISPUTE_WINDOW_HOURS,
  type DisputeDetail,
  type DisputeList,
  type DisputeListItem,
  type DisputeRefusal,
  type DisputeSide,
  type DisputeState,
  type Dispute as DisputeView,
  ERROR_CODES,
  type LessonDisputes,
  type MyLessonDisputes,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordOperatorAction } from '../audit/index.ts';
import { InsufficientFunds } from '../ledger/index.ts';
import { courseTitleIn, findLesson, payTeacherForLesson, reverseTeacherPay } from '../lessons/index.ts';
import { mayMail, notify } from '../notifications/index.ts';
import { moveLessonTime } from '../scheduling/index.ts';
import { type DisputeMailKind, disputeMail } from './dispute-mail.ts';
import {
  attendanceOf,
  attendanceRecords,
  type DisputeListRow,
  type DisputeRow,
  disputesOfLesson,
  disputesOfLessons,
  findDispute,
  insertDispute,
  lessonForOutcome,
  lessonPeople,
  lessonSides,
  lessonsConcerningDisputes,
  lessonsDueForAttendance,
  listDisputes,
  lockOpenDispute,
  markAttendance,
  markDisputeResolved,
  type OutcomeLesson,
  recountLesson,
} from './disputes.repository.ts';

/*
 * No-shows and disputes (issue 28; the rule in docs/decisions.md, "No-shows and disputes"). Every change of
 * how a lesson counts goes through the lesson's row lock and moves its money and time in the same
 * transaction: the attendance rule ten minutes after the start, and an operator's upheld dispute.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Lessons whose attendance was never read (the job was down) are read up to this long after their start. */
const ATTENDANCE_LOOKBACK_MS = 7 * 24 * HOUR;
const SWEEP_LIMIT = 200;
const DISPUTE_LIST_LIMIT = 200;

const refuse = (status: number, code: number, message: string) => new ApiError(status, message, { code });

const REFUSAL_ERRORS: Record<DisputeRefusal, { code: number; message: string }> = {
  windowClosed: { code: ERROR_CODES.disputeWindowClosed, message: DISPUTE_MESSAGES.windowClosed },
  disputeOpen: { code: ERROR_CODES.disputeOpen, message: DISPUTE_MESSAGES.disputeOpen },
  alreadyDisputed: { code: ERROR_CODES.alreadyDisputed, message: DISPUTE_MESSAGES.alreadyDisputed },
  nothingToDispute: { code: ERROR_CODES.nothingToDispute, message: DISPUTE_MESSAGES.nothingToDispute },
};

export interface MailContext {
  mailer: Mailer;
  publicUrl: string;
}

// ---- the attendance rule ----

/** What the attendance of a lesson makes of it: who never joined by the time it was read. */
export function attendanceOutcome(joined: { teacher: boolean; learner: boolean }): AttendanceOutcome | null {
  if (!joined.teacher) return 'teacher_no_show';
  if (!joined.learner) return 'learner_no_show';
  return null;
}

/**
 * Whether the attendance rule reads a lesson: a classroom lesson (others have no attendance records) that
 * spent lesson time, is paid, or is a trial; a free lesson that is none of these (the demo lesson a server
 * makes for two windows to meet in) has nothing for the rule to move and stays as booked.
 */
export function attendanceApplies(
  lesson: Pick<OutcomeLesson, 'delivery_way' | 'trial' | 'charged_minutes' | 'value_minor'>,
): boolean {
  if (lesson.delivery_way !== 'classroom') return false;
  return lesson.trial || lesson.charged_minutes > 0 || Number(lesson.value_minor) > 0;
}

/**
 * Reads one lesson's attendance, once: the conditional lock (booked, not yet read) lets one process of any
 * number read it; the others find it read and answer undefined. A teacher no-show cancels the lesson and
 * gives its time back; a learner no-show completes it and pays the teacher; both present leaves it booked for
 * the teacher's summary. Answers the outcome when the lesson was read now.
 */
export async function settleLessonAttendance(
  db: Kysely<Database>,
  lessonId: number | string,
  now: Date,
): Promise<{ outcome: AttendanceOutcome | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const lesson = await lessonForOutcome(trx, lessonId, { lock: true });
    if (!lesson || lesson.status !== 'booked' || lesson.attendance_checked_at !== null) return undefined;
    if (!attendanceApplies(lesson)) return undefined;
    if (now.getTime() < lesson.starts_at.getTime() + ATTENDANCE_CHECK_MINUTES * MINUTE) return undefined;
    const outcome = attendanceOutcome(await attendanceOf(trx, lesson, now));
    await markAttendance(trx, lesson.id, { outcome, at: now });
    if (outcome === 'teacher_no_show') await moveLessonTime(trx, lesson, 'giveBack');
    if (outcome === 'learner_no_show') await payTeacherForLesson(trx, lesson, undefined);
    return { outcome };
  });
}

/**
 * The job: reads the attendance of every classroom lesson that started ten minutes ago or more and was not
 * read, and mails both sides of each no-show. Safe in every API process at once (`settleLessonAttendance`).
 */
export async function settleDueAttendance(
  context: MailContext & {
    db: Kysely<Database>;
    now: Date;
    onError?: (error: unknown, lessonId: string) => void;
  },
): Promise<number> {
  const due = await lessonsDueForAttendance(
    context.db,
    {
      startedBy: new Date(context.now.getTime() - ATTENDANCE_CHECK_MINUTES * MINUTE),
      startedAfter: new Date(context.now.getTime() - ATTENDANCE_LOOKBACK_MS),
    },
    SWEEP_LIMIT,
  );
  let noShows = 0;
  for (const id of due) {
    try {
      const settled = await settleLessonAttendance(context.db, id, context.now);
      if (!settled?.outcome) continue;
      noShows += 1;
      await mailBothSides(
        context.db,
        context,
        id,
        settled.outcome === 'teacher_no_show' ? 'teacherNoShow' : 'learnerNoShow',
      );
    } catch (error) {
      context.onError?.(error, id);
    }
  }
  return noShows;
}

async function mailBothSides(
  db: Kysely<Database>,
  context: MailContext,
  lessonId: number | string,
  kind: DisputeMailKind,
  resolution?: string,
): Promise<void> {
  const lesson = await db
    .selectFrom('lessons')
    .select(['course_id', 'starts_at', 'charged_minutes'])
    .where('id', '=', String(lessonId))
    .executeTakeFirst();
  if (!lesson) return;
  for (const person of await lessonPeople(db, lessonId)) {
    const decided = kind === 'upheld' || kind === 'rejected';
    if (decided && !(await mayMail(db, person.user_id, 'dispute_decided'))) continue;
    const courseTitle = await courseTitleIn(db, Number(lesson.course_id), person.language);
    await context.mailer.send(
      disputeMail(
        kind,
        person,
        { startsAt: lesson.starts_at, minutes: lesson.charged_minutes, courseTitle, resolution },
        context.publicUrl,
      ),
    );
  }
}

// ---- disputes, by a lesson's sides ----

/** The last moment a lesson may be disputed. */
export const disputeUntil = (endsAt: Date) => new Date(endsAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR);

/**
 * Whether a side may dispute the lesson now: within 48 hours of its end, no dispute open, not disputed by
 * this side before, and something to contest: its learner a lesson counted as given (complete), its teacher a
 * teacher no-show still counted as not given.
 */
export function disputeRefusal(
  lesson: Pick<OutcomeLesson, 'status' | 'attendance_outcome' | 'ends_at'>,
  disputes: ReadonlyArray<Pick<DisputeRow, 'side' | 'state'>>,
  side: DisputeSide,
  now: Date,
): DisputeRefusal | null {
  const contestable =
    side === 'learner'
      ? lesson.status === 'complete'
      : lesson.status === 'cancelled' && lesson.attendance_outcome === 'teacher_no_show';
  if (!contestable) return 'nothingToDispute';
  if (now > disputeUntil(lesson.ends_at)) return 'windowClosed';
  if (disputes.some((dispute) => dispute.state === 'open')) return 'disputeOpen';
  if (disputes.some((dispute) => dispute.side === side)) return 'alreadyDisputed';
  return null;
}

const disputeView = (row: DisputeRow): DisputeView => ({
  id: Number(row.id),
  lesson_id: Number(row.lesson_id),
  side: row.side,
  reason: row.reason,
  state: row.state,
  resolution: row.resolution,
  created_at: row.created_at.toISOString(),
  resolved_at: row.resolved_at?.toISOString() ?? null,
});

async function lessonDisputesView(
  db: Kysely<Database>,
  lesson: OutcomeLesson,
  side: DisputeSide,
  now: Date,
): Promise<LessonDisputes> {
  const disputes = await disputesOfLesson(db, lesson.id);
  return {
    lesson_id: Number(lesson.id),
    attendance_outcome: lesson.attendance_outcome as AttendanceOutcome | null,
    side,
    dispute_until: disputeUntil(lesson.ends_at).toISOString(),
    refusal: disputeRefusal(lesson, disputes, side, now),
    disputes: disputes.map(disputeView),
  };
}

const sideOf = (lesson: Pick<OutcomeLesson, 'student_user_id'>, user: AuthUser): DisputeSide =>
  lesson.student_user_id === String(user.id) ? 'learner' : 'teacher';

/** The lesson's outcome and disputes, for its learner or teacher. */
export async function lessonDisputesOf(
  db: Kysely<Database>,
  user: AuthUser,
  lessonId: number,
  now: Date,
): Promise<LessonDisputes> {
  if (!(await findLesson(db, lessonId, { userId: user.id, as: 'learnerOrTeacher' }))) throw notFound();
  const lesson = await lessonForOutcome(db, lessonId);
  if (!lesson) throw notFound();
  return lessonDisputesView(db, lesson, sideOf(lesson, user), now);
}

const MY_DISPUTES_DAYS = 60;
const MY_DISPUTES_LIMIT = 50;

/** The caller's lessons a no-show or a dispute concerns, or that they may still dispute, newest first. */
export async function myLessonDisputes(
  db: Kysely<Database>,
  user: AuthUser,
  now: Date,
): Promise<MyLessonDisputes> {
  const lessons = await lessonsConcerningDisputes(
    db,
    user.id,
    {
      since: new Date(now.getTime() - MY_DISPUTES_DAYS * 24 * HOUR),
      disputableAfter: new Date(now.getTime() - DISPUTE_WINDOW_HOURS * HOUR),
    },
    MY_DISPUTES_LIMIT,
  );
  const disputes = await disputesOfLessons(
    db,
    lessons.map((lesson) => lesson.id),
  );
  return {
    data: lessons.map((lesson) => {
      const side = sideOf(lesson, user);
      const own = disputes.filter((dispute) => dispute.lesson_id === lesson.id);
      return {
        lesson_id: Number(lesson.id),
        attendance_outcome: lesson.attendance_outcome as AttendanceOutcome | null,
        side,
        dispute_until: disputeUntil(lesson.ends_at).toISOString(),
        refusal: disputeRefusal(lesson, own, side, now),
        disputes: own.map(disputeView),
        status: lesson.status,
        starts_at: lesson.starts_at.toISOString(),
        with_name: side === 'learner' ? lesson.teacher_name : lesson.student_name,
      };
    }),
  };
}

/** A side disputes how the lesson counted (`disputeRefusal` says when it may); under the lesson's row lock. */
export async function disputeLesson(
  db: Kysely<Database>,
  user: AuthUser,
  lessonId: number,
  reason: string,
  now: Date,
): Promise<LessonDisputes> {
  return db.transaction().execute(async (trx) => {
    if (!(await findLesson(trx, lessonId, { userId: user.id, as: 'learnerOrTeacher' }))) throw notFound();
    const lesson = await lessonForOutcome(trx, lessonId, { lock: true });
    if (!lesson) throw notFound();
    const side = sideOf(lesson, user);
    const refusal = disputeRefusal(lesson, await disputesOfLesson(trx, lesson.id), side, now);
    if (refusal) throw refuse(409, REFUSAL_ERRORS[refusal].code, REFUSAL_ERRORS[refusal].message);
    const disputeId = await insertDispute(trx, {
      lessonId: lesson.id,
      raisedBy: user.id,
      side,
      reason: reason.trim(),
      at: now,
    });
    // The other side is told; the service centre reads it in its queue.
    const other =
      side === 'learner'
        ? { userId: lesson.teacher_user_id, name: user.nickName }
        : { userId: lesson.student_user_id, name: user.nickName };
    await notify(
      trx,
      [
        {
          userId: other.userId,
          kind: 'dispute_raised',
          params: { dispute_id: Number(disputeId), lesson_id: Number(lesson.id), other_name: other.name },
        },
      ],
      now,
    );
    return lessonDisputesView(trx, lesson, side, now);
  });
}

// ---- the service centre ----

const listItem = (row: DisputeListRow): DisputeListItem => ({
  ...disputeView(row),
  raised_by_name: row.raised_by_name ?? '',
  teacher_name: row.teacher_name,
  student_name: row.student_name,
  lesson_starts_at: row.lesson_starts_at.toISOString(),
  attendance_outcome: row.attendance_outcome as AttendanceOutcome | null,
});

export async function disputesForOperators(
  db: Kysely<Database>,
  filter: { state?: DisputeState | undefined },
): Promise<DisputeList> {
  const rows = await listDisputes(db, { state: filter.state, limit: DISPUTE_LIST_LIMIT });
  return { data: rows.map(listItem) };
}

const ROLE_NAMES = { 1: 'teacher', 2: 'learner', 3: 'assistant' } as const;

export async function disputeDetail(db: Kysely<Database>, id: number | string): Promise<DisputeDetail> {
  const dispute = await findDispute(db, id);
  if (!dispute) throw refuse(404, ERROR_CODES.notFound, DISPUTE_MESSAGES.disputeNotFound);
  const lesson = await lessonSides(db, dispute.lesson_id);
  if (!lesson) throw refuse(404, ERROR_CODES.notFound, DISPUTE_MESSAGES.disputeNotFound);
  const attendance = await attendanceRecords(db, dispute.lesson_id);
  const disputes = await disputesOfLesson(db, dispute.lesson_id);
  return {
    dispute: listItem(dispute),
    lesson: {
      id: Number(lesson.id),
      status: lesson.status as DisputeDetail['lesson']['status'],
      starts_at: lesson.starts_at.toISOString(),
      ends_at: lesson.ends_at.toISOString(),
      minutes: Math.round((lesson.ends_at.getTime() - lesson.starts_at.getTime()) / MINUTE),
      value_minor: Number(lesson.value_minor),
      summary: lesson.summary,
      teacher: { id: Number(lesson.teacher_user_id), name: lesson.teacher_name, email: lesson.teacher_email },
      learner: { id: Number(lesson.student_user_id), name: lesson.student_name, email: lesson.student_email },
    },
    attendance: attendance.map((record) => ({
      user_id: Number(record.user_id),
      role: ROLE_NAMES[record.role as 1 | 2 | 3],
      joined_at: record.joined_at.toISOString(),
      left_at: record.left_at?.toISOString() ?? null,
    })),
    disputes: disputes.map(disputeView),
  };
}

/** Whether an error is PostgreSQL refusing a row by a check constraint (SQLSTATE 23514) of lesson_time's. */
const isLessonTimeRefusal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23514' &&
  String(
    (error as { constraint?: unknown; message?: unknown }).constraint ??
      (error as { message?: unknown }).message,
  ).includes('lesson_time');
const isOverlap = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';

/**
 * Upholding reverses how the lesson counts, with its money and time: a learner's dispute (a lesson counted as
 * given) gives the time back and takes the teacher's pay back (refused when it was paid out); a teacher's
 * dispute (a teacher no-show) counts the lesson as given, spends its time again and pays the teacher (refused
 * when the learner's time was used since, or the slot taken). Rejecting changes nothing but the dispute.
 */
async function applyUpheld(
  trx: Kysely<Database>,
  lesson: OutcomeLesson,
  side: DisputeSide,
  operatorId: number,
  now: Date,
) {
  if (side === 'learner') {
    await recountLesson(trx, lesson.id, { given: false, at: now });
    await moveLessonTime(trx, lesson, 'giveBack');
    await reverseTeacherPay(trx, lesson, operatorId);
  } else {
    await recountLesson(trx, lesson.id, { given: true, at: now });
    await moveLessonTime(trx, lesson, 'spendAgain');
    await payTeacherForLesson(trx, lesson, operatorId);
  }
}

/**
 * An operator resolves an open dispute: the lesson's row lock, then the dispute's (the order every change of
 * a lesson's count takes), so that of two operators at once one resolves it and the other is told it is
 * resolved. The audit row is written in the same transaction. Both sides are mailed after the commit.
 */
export async function resolveDispute(
  db: Kysely<Database>,
  mail: MailContext & { onMailError?: (error: unknown) => void },
  operatorId: number,
  id: number,
  decision: { decision: 'upheld' | 'rejected'; resolution: string },
  now: Date,
): Promise<DisputeDetail> {
  const found = await findDispute(db, id);
  if (!found) throw refuse(404, ERROR_CODES.notFound, DISPUTE_MESSAGES.disputeNotFound);
  const resolution = decision.resolution.trim();
  try {
    await db.transaction().execute(async (trx) => {
      const lesson = await lessonForOutcome(trx, found.lesson_id, { lock: true });
      const dispute = await lockOpenDispute(trx, found.id);
      if (!lesson || !dispute)
        throw refuse(409, ERROR_CODES.disputeResolved, DISPUTE_MESSAGES.alreadyResolved);
      if (decision.decision === 'upheld') await applyUpheld(trx, lesson, dispute.side, operatorId, now);
      await markDisputeResolved(trx, dispute.id, {
        state: decision.decision,
        text: resolution,
        by: operatorId,
        at: now,
      });
      await recordOperatorAction(trx, {
        operatorId,
        action: decision.decision === 'upheld' ? 'lesson_dispute.uphold' : 'lesson_dispute.reject',
        subject: `lesson_dispute:${dispute.id}`,
        userId: dispute.raised_by,
        before: { state: 'open', lesson_status: lesson.status },
        after: {
          state: decision.decision,
          lesson_status:
            decision.decision === 'rejected'
              ? lesson.status
              : dispute.side === 'learner'
                ? 'cancelled'
                : 'complete',
        },
        reason: resolution,
      });
      await notify(
        trx,
        [lesson.student_user_id, lesson.teacher_user_id].map((userId) => ({
          userId,
          kind: 'dispute_decided' as const,
          params: {
            dispute_id: Number(dispute.id),
            lesson_id: Number(lesson.id),
            outcome: decision.decision,
          },
        })),
        now,
      );
    });
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw refuse(409, ERROR_CODES.disputeNotReversible, DISPUTE_MESSAGES.earningsPaidOut);
    if (isLessonTimeRefusal(error))
      throw refuse(409, ERROR_CODES.disputeNotReversible, DISPUTE_MESSAGES.lessonTimeUsed);
    if (isOverlap(error)) throw refuse(409, ERROR_CODES.disputeNotReversible, DISPUTE_MESSAGES.slotTaken);
    throw error;
  }
  mailBothSides(db, mail, found.lesson_id, decision.decision, resolution).catch((error: unknown) =>
    mail.onMailError?.(error),
  );
  return disputeDetail(db, id);
}
