import * as v from 'valibot';
import { integerText, text } from './request-fields.ts';

/*
 * No-shows and disputes (issue 28). Ten minutes after a classroom lesson starts its attendance is read: a
 * teacher who never joined makes it a teacher no-show (the learner's time given back, the teacher not paid),
 * a teacher who joined without the learner a learner no-show (counted as given, the teacher paid). Within
 * 48 hours of the lesson's end (DISPUTE_WINDOW_HOURS, payouts.ts) its learner may dispute a lesson counted as
 * given, its teacher a teacher no-show; an operator upholds (the lesson's count, money and time reversed) or
 * rejects, with a resolution both sides read.
 */

/** How long after its start a lesson's attendance is read. */
export const ATTENDANCE_CHECK_MINUTES = 10;
export const DISPUTE_REASON_MAX_LENGTH = 2000;
export const DISPUTE_RESOLUTION_MAX_LENGTH = 2000;

export const ATTENDANCE_OUTCOMES = ['teacher_no_show', 'learner_no_show'] as const;
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number];
export const DISPUTE_SIDES = ['learner', 'teacher'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];
export const DISPUTE_STATES = ['open', 'upheld', 'rejected'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];
export const DISPUTE_DECISIONS = ['upheld', 'rejected'] as const;

/** Why a lesson may not be disputed now (the pages translate each; the API says it in English). */
export const DISPUTE_REFUSALS = [
  'windowClosed',
  'disputeOpen',
  'alreadyDisputed',
  'nothingToDispute',
] as const;
export type DisputeRefusal = (typeof DISPUTE_REFUSALS)[number];

/** The refusals of the dispute endpoints, in words. */
export const DISPUTE_MESSAGES = {
  windowClosed: 'A lesson can be disputed only within 48 hours of its end',
  disputeOpen: 'This lesson already has an open dispute',
  alreadyDisputed: 'You have already disputed this lesson',
  nothingToDispute:
    'Only a lesson counted as given (by its learner) or a teacher no-show (by its teacher) can be disputed',
  reasonRequired: 'Say why you dispute the lesson',
  resolutionRequired: 'Write the resolution both sides will read',
  disputeNotFound: 'No dispute with this id',
  alreadyResolved: 'This dispute is already resolved',
  lessonTimeUsed: "The learner's lesson time was used since; the lesson cannot be counted as given again",
  earningsPaidOut: "The teacher's earnings for this lesson were already paid out; it cannot be reversed here",
  slotTaken: 'Another lesson now takes this time; the lesson cannot be counted as given again',
} as const;

const nonBlank = (name: string, max: number, message: string) =>
  v.pipe(
    text(name, { max, multiline: true }),
    v.check((value) => value.trim() !== '', message),
  );

export const DisputeBody = v.object({
  reason: nonBlank('reason', DISPUTE_REASON_MAX_LENGTH, DISPUTE_MESSAGES.reasonRequired),
});
export type DisputeBody = v.InferInput<typeof DisputeBody>;

export const ResolveDisputeBody = v.object({
  decision: v.picklist(DISPUTE_DECISIONS, 'decision must be upheld or rejected'),
  resolution: nonBlank('resolution', DISPUTE_RESOLUTION_MAX_LENGTH, DISPUTE_MESSAGES.resolutionRequired),
});
export type ResolveDisputeBody = v.InferInput<typeof ResolveDisputeBody>;

export const DisputeIdParams = v.object({ id: integerText('id') });
export type DisputeIdParams = v.InferInput<typeof DisputeIdParams>;

export const DisputesQuery = v.object({
  state: v.optional(v.picklist(DISPUTE_STATES, 'state must be open, upheld or rejected')),
});
export type DisputesQuery = v.InferInput<typeof DisputesQuery>;

/** One dispute, as both sides and the operators read it. */
export const Dispute = v.object({
  id: v.number(),
  lesson_id: v.number(),
  side: v.picklist(DISPUTE_SIDES),
  reason: v.string(),
  state: v.picklist(DISPUTE_STATES),
  resolution: v.nullable(v.string()),
  created_at: v.string(),
  resolved_at: v.nullable(v.string()),
});
export type Dispute = v.InferOutput<typeof Dispute>;

/** A lesson's attendance outcome and disputes, seen by its learner or teacher on the lesson's page. */
export const LessonDisputes = v.object({
  lesson_id: v.number(),
  attendance_outcome: v.nullable(v.picklist(ATTENDANCE_OUTCOMES)),
  /** The caller's side of the lesson. */
  side: v.picklist(DISPUTE_SIDES),
  /** The last moment the lesson may be disputed. */
  dispute_until: v.string(),
  /** Null when the caller may dispute the lesson now; else why not. */
  refusal: v.nullable(v.picklist(DISPUTE_REFUSALS)),
  disputes: v.array(Dispute),
});
export type LessonDisputes = v.InferOutput<typeof LessonDisputes>;

/** The caller's lessons that a no-show or a dispute concerns, or that they may still dispute (recent first). */
export const MyLessonDisputes = v.object({
  data: v.array(
    v.object({
      ...LessonDisputes.entries,
      status: v.picklist(['booked', 'complete', 'cancelled']),
      starts_at: v.string(),
      /** The other side's name: the teacher's for a learner, the learner's for a teacher. */
      with_name: v.string(),
    }),
  ),
});
export type MyLessonDisputes = v.InferOutput<typeof MyLessonDisputes>;
export type MyLessonDispute = MyLessonDisputes['data'][number];

/** A dispute in the service centre's list. */
export const DisputeListItem = v.object({
  ...Dispute.entries,
  raised_by_name: v.string(),
  teacher_name: v.string(),
  student_name: v.string(),
  lesson_starts_at: v.string(),
  attendance_outcome: v.nullable(v.picklist(ATTENDANCE_OUTCOMES)),
});
export type DisputeListItem = v.InferOutput<typeof DisputeListItem>;

export const DisputeList = v.object({ data: v.array(DisputeListItem) });
export type DisputeList = v.InferOutput<typeof DisputeList>;

/** One classroom connection of the lesson's (classroom_attendance). */
export const AttendanceRecord = v.object({
  user_id: v.number(),
  role: v.picklist(['teacher', 'learner', 'assistant']),
  joined_at: v.string(),
  left_at: v.nullable(v.string()),
});

/** A dispute with what the operator decides on: the lesson, its attendance records and both sides. */
export const DisputeDetail = v.object({
  dispute: DisputeListItem,
  lesson: v.object({
    id: v.number(),
    status: v.picklist(['booked', 'complete', 'cancelled']),
    starts_at: v.string(),
    ends_at: v.string(),
    minutes: v.number(),
    value_minor: v.number(),
    summary: v.nullable(v.string()),
    teacher: v.object({ id: v.number(), name: v.string(), email: v.string() }),
    learner: v.object({ id: v.number(), name: v.string(), email: v.string() }),
  }),
  attendance: v.array(AttendanceRecord),
  /** Every dispute of the lesson, both sides', newest first. */
  disputes: v.array(Dispute),
});
export type DisputeDetail = v.InferOutput<typeof DisputeDetail>;
