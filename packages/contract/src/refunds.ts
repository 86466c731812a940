import * as v from 'valibot';
import { integerText, text } from './request-fields.ts';

/*
 * The 30-day money-back guarantee (issue 28): a learner asks for a refund of a paid order within 30 days of
 * its payment; an operator of the service centre approves it (what is unused goes back to the wallet that
 * paid, bill type 5, and the order's grants are revoked) or declines it, with a reply the learner reads.
 */

/** How long after its payment an order may be refunded. */
export const REFUND_WINDOW_DAYS = 30;
/** The longest reason a learner gives, and the longest reply an operator writes. */
export const REFUND_TEXT_MAX_LENGTH = 1000;
/**
 * The share of a video course's clips a learner may have finished and still have it refunded in full; from
 * this share on, nothing is refunded (docs/decisions.md, "Refunds").
 */
export const VIDEO_REFUND_PROGRESS_LIMIT = 0.2;

export const REFUND_STATES = ['open', 'approved', 'declined'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The refusals of the refund endpoints, in English; pages say them in their language by error code. */
export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded',
  windowClosed: `An order can be refunded within ${REFUND_WINDOW_DAYS} days of its payment`,
  alreadyRequested: 'A refund of this order has already been asked for and is being looked at',
  alreadyRefunded: 'This order has already been refunded',
  notOpen: 'This refund request has already been decided',
  requestNotFound: 'No refund request with the id {0}',
} as const;

const reasonText = (name: string) =>
  v.pipe(
    text(name, { max: REFUND_TEXT_MAX_LENGTH, multiline: true }),
    v.trim(),
    v.minLength(1, `${name} is required`),
  );

/** The learner's reason for asking. */
export const RefundRequestBody = v.object({ reason: reasonText('reason') });
export type RefundRequestBody = v.InferInput<typeof RefundRequestBody>;

/** The operator's reply, which the learner reads on their order and in a mail. */
export const RefundDecisionBody = v.object({ reply: reasonText('reply') });
export type RefundDecisionBody = v.InferInput<typeof RefundDecisionBody>;

export const RefundIdParams = v.object({ id: integerText('id') });
export type RefundIdParams = v.InferInput<typeof RefundIdParams>;

const State = v.picklist(REFUND_STATES);

/** A refund request as its learner sees it. */
export const Refund = v.object({
  id: v.number(),
  order_id: v.number(),
  state: State,
  reason: v.string(),
  reply: v.nullable(v.string()),
  /** What went back to the wallet that paid (fen); null until approved. */
  refunded_minor: v.nullable(v.number()),
  created_at: v.string(),
  decided_at: v.nullable(v.string()),
});
export type Refund = v.InferOutput<typeof Refund>;

/** The caller's refund requests, newest first. */
export const Refunds = v.object({ list: v.array(Refund) });
export type Refunds = v.InferOutput<typeof Refunds>;

/** What the order gave and how much of it is used, as an approval now would count it. */
export const RefundUsage = v.object({
  kind: v.picklist(['live', 'group', 'video']),
  /** Lesson time: minutes granted by the order and minutes spent (completed or already started). */
  granted_minutes: v.nullable(v.number()),
  used_minutes: v.nullable(v.number()),
  /** Lesson time: booked lessons ahead that an approval cancels. */
  future_lessons: v.nullable(v.number()),
  /** A group seat: whether the class has opened. */
  class_opened: v.nullable(v.boolean()),
  /** A video course: the share of its clips finished, 0 to 1. */
  video_progress: v.nullable(v.number()),
  /** Whether a printed textbook of the course has been shipped (it is not refunded). */
  textbook_shipped: v.boolean(),
});
export type RefundUsage = v.InferOutput<typeof RefundUsage>;

/** A refund request as the service centre lists it: the order, what is used and what would go back. */
export const OperatorRefund = v.object({
  ...Refund.entries,
  user_id: v.number(),
  email: v.string(),
  nick_name: v.string(),
  course_id: v.number(),
  course_title: v.string(),
  currency: v.string(),
  total_minor: v.number(),
  paid_at: v.nullable(v.string()),
  company_paid: v.boolean(),
  usage: RefundUsage,
  /** What an approval now would give back (fen); for a decided request, what it gave. */
  refundable_minor: v.number(),
});
export type OperatorRefund = v.InferOutput<typeof OperatorRefund>;

export const OperatorRefunds = v.object({ list: v.array(OperatorRefund) });
export type OperatorRefunds = v.InferOutput<typeof OperatorRefunds>;
