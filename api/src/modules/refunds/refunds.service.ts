import {
  BILL_TYPE,
  ERROR_CODES,
  FALLBACK_LANG,
  fillMessage,
  type Lang,
  type OperatorRefund,
  type OperatorRefunds,
  ORDER_STATUS,
  REFUND_MESSAGES,
  REFUND_WINDOW_DAYS,
  type Refund,
  type Refunds,
  type RefundUsage,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import { retriedTransaction } from '../../db/idempotent.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { recordOperatorAction } from '../audit/index.ts';
import { openWallet, platformAccount, transfer } from '../ledger/index.ts';
import { markLesson } from '../lessons/index.ts';
import { notify, notifyLesson } from '../notifications/index.ts';
import { moveLessonTime } from '../scheduling/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import { type RefundFacts, refundableMinor, revokedMinutes } from './refund-rules.ts';
import {
  deleteEnrolment,
  deleteGrant,
  deletePreparingTextbook,
  findGrant,
  findGroupClass,
  findLessonsAhead,
  findLessonTime,
  findRecipient,
  findRefund,
  findRefundOrder,
  findRefundQueue,
  findUserRefunds,
  hasApprovedRefund,
  insertRefundRequest,
  markOrderRefunded,
  markRefundDecided,
  type RefundOrderRow,
  type RefundRow,
  revokeLessonTime,
  textbookState,
  videoProgress,
} from './refunds.repository.ts';

/**
 * The 30-day money-back guarantee (issue 28; docs/decisions.md, "Refunds"): a learner asks, an operator
 * approves or declines. An approval is one transaction whose locks are taken in one order: the request, the
 * order, then what the order granted (the item's lesson time, which bookings lock too; the group class),
 * the lessons ahead, and last the ledger's wallet.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const QUEUE_LIMIT = 200;

const refuse = (status: number, code: number, message: string) => new ApiError(status, message, { code });

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRefund(row: RefundRow): Refund {
  return {
    id: Number(row.id),
    order_id: Number(row.order_id),
    state: row.state,
    reason: row.reason,
    reply: row.reply,
    refunded_minor: row.refunded_minor === null ? null : Number(row.refunded_minor),
    created_at: new Date(row.created_at).toISOString(),
    decided_at: iso(row.decided_at),
  };
}

/** Why an order cannot be refunded now, or undefined when it can (the request's and the approval's rule). */
async function refusalOf(
  db: Kysely<Database>,
  order: RefundOrderRow,
  now: Date,
): Promise<ApiError | undefined> {
  if (order.status !== ORDER_STATUS.paid || order.paid_at === null) {
    return (await hasApprovedRefund(db, order.id))
      ? refuse(409, ERROR_CODES.orderAlreadyRefunded, REFUND_MESSAGES.alreadyRefunded)
      : refuse(409, ERROR_CODES.refundNotPaid, REFUND_MESSAGES.notPaid);
  }
  if (new Date(order.paid_at).getTime() + REFUND_WINDOW_DAYS * DAY_MS < now.getTime()) {
    return refuse(409, ERROR_CODES.refundWindowClosed, REFUND_MESSAGES.windowClosed);
  }
  return undefined;
}

/** A learner asks for a refund of their paid order, within the window, once while a request is open. */
export function requestRefund(
  db: Kysely<Database>,
  user: AuthUser,
  orderId: number,
  reason: string,
  now: Date,
): Promise<Refund> {
  return retriedTransaction(db, async (trx) => {
    const order = await findRefundOrder(trx, orderId, { userId: user.id, lock: true });
    if (!order) throw notFound();
    const refusal = await refusalOf(trx, order, now);
    if (refusal) throw refusal;
    const id = await insertRefundRequest(trx, { orderId: order.id, userId: user.id, reason, at: now });
    if (!id) throw refuse(409, ERROR_CODES.refundAlreadyRequested, REFUND_MESSAGES.alreadyRequested);
    const row = await findRefund(trx, id);
    if (!row) throw notFound();
    return toRefund(row);
  });
}

export async function myRefunds(db: Kysely<Database>, user: AuthUser): Promise<Refunds> {
  return { list: (await findUserRefunds(db, user.id)).map(toRefund) };
}

/** What the order granted, how much is used, and the facts the refund rule reads; writes nothing. */
async function assess(
  db: Kysely<Database>,
  order: RefundOrderRow,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<{ usage: RefundUsage; facts: RefundFacts; orderMinutes: number }> {
  const paidMinor = Number(order.total_minor);
  const textbook = order.printed_textbook
    ? await textbookState(db, order.course_id, order.user_id)
    : undefined;
  const base = {
    kind: order.course_kind,
    granted_minutes: null,
    used_minutes: null,
    future_lessons: null,
    class_opened: null,
    video_progress: null,
    textbook_shipped: textbook === 'shipped' || textbook === 'delivered',
  };
  if (order.course_kind === 'live') {
    const grant = await findGrant(db, order.id);
    const time = await findLessonTime(db, order.user_id, order.sku_id, options);
    const ahead = await findLessonsAhead(db, order.user_id, order.sku_id, now, options);
    const aheadMinutes = ahead.reduce((sum, lesson) => sum + lesson.charged_minutes, 0);
    const aheadValue = ahead.reduce((sum, lesson) => sum + Number(lesson.value_minor), 0);
    const orderMinutes = grant?.lesson_minutes ?? 0;
    const granted = time?.granted_minutes ?? 0;
    const spent = (time?.spent_minutes ?? 0) - aheadMinutes;
    return {
      orderMinutes,
      usage: {
        ...base,
        granted_minutes: orderMinutes,
        used_minutes: orderMinutes - revokedMinutes(orderMinutes, granted, spent),
        future_lessons: ahead.length,
      },
      facts: {
        kind: 'live',
        paidMinor,
        grantedValueMinor: Number(time?.granted_value_minor ?? 0),
        spentValueMinor: Number(time?.spent_value_minor ?? 0) - aheadValue,
      },
    };
  }
  if (order.course_kind === 'group') {
    const group = await findGroupClass(db, order.course_id, options);
    const classOpened = group ? group.opened_at !== null || group.status !== 0 : true;
    return {
      orderMinutes: 0,
      usage: { ...base, class_opened: classOpened },
      facts: { kind: 'group', paidMinor, classOpened },
    };
  }
  const progress = await videoProgress(db, order.course_id, order.user_id);
  return {
    orderMinutes: 0,
    usage: { ...base, video_progress: progress },
    facts: { kind: 'video', paidMinor, progress },
  };
}

/** The service centre's list: open requests first, each with its order, usage and what would go back. */
export async function operatorRefunds(db: Kysely<Database>, language: Lang | undefined, now: Date) {
  const rows = await findRefundQueue(db, QUEUE_LIMIT);
  const list: OperatorRefund[] = [];
  const orders = new Map<string, RefundOrderRow>();
  for (const row of rows) {
    const order = await findRefundOrder(db, row.order_id);
    if (order) orders.set(row.order_id, order);
  }
  const titles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [...new Set([...orders.values()].map((order) => Number(order.course_id)))],
    language: language ?? FALLBACK_LANG,
  });
  for (const row of rows) {
    const order = orders.get(row.order_id);
    if (!order) continue;
    list.push(await describe(db, row, order, now, titles(TEXT_FIELDS.courseTitle, Number(order.course_id))));
  }
  return { list } satisfies OperatorRefunds;
}

async function describe(
  db: Kysely<Database>,
  row: RefundRow & { email?: string; nick_name?: string },
  order: RefundOrderRow,
  now: Date,
  courseTitle: string,
): Promise<OperatorRefund> {
  const { usage, facts } = await assess(db, order, now);
  const user = row.email === undefined ? await findRecipient(db, row.user_id) : undefined;
  return {
    ...toRefund(row),
    user_id: Number(row.user_id),
    email: row.email ?? user?.email ?? '',
    nick_name: row.nick_name ?? '',
    course_id: Number(order.course_id),
    course_title: courseTitle,
    currency: order.currency,
    total_minor: Number(order.total_minor),
    paid_at: iso(order.paid_at),
    company_paid: order.payer_id !== null && order.payer_id !== order.user_id,
    usage,
    refundable_minor:
      row.state === 'open'
        ? refundableMinor(facts)
        : row.refunded_minor === null
          ? 0
          : Number(row.refunded_minor),
  };
}

/** A decided request, for the learner's mail. */
export interface RefundDecision {
  refund: OperatorRefund;
  recipient: { email: string; language: string | null };
  /**
   * Lessons ahead the approval cancelled, each with its learner (a linked account may have booked with the
   * buyer's time): their learner and teacher are told, as of any cancellation.
   */
  cancelledLessons: Array<{ id: string; learnerId: string }>;
}

async function openRequest(trx: Kysely<Database>, id: number): Promise<RefundRow> {
  const request = await findRefund(trx, id, { lock: true });
  if (!request) throw refuse(404, ERROR_CODES.notFound, fillMessage(REFUND_MESSAGES.requestNotFound, id));
  if (request.state !== 'open') throw refuse(409, ERROR_CODES.refundNotOpen, REFUND_MESSAGES.notOpen);
  return request;
}

async function decided(
  trx: Kysely<Database>,
  id: number,
  order: RefundOrderRow,
  now: Date,
  language: Lang | undefined,
  cancelledLessons: RefundDecision['cancelledLessons'] = [],
): Promise<RefundDecision> {
  const row = await findRefund(trx, id);
  const recipient = await findRecipient(trx, order.user_id);
  if (!row || !recipient) throw notFound();
  const titles = await modelTexts(trx, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [Number(order.course_id)],
    language: (recipient.language as Lang | null) ?? language ?? FALLBACK_LANG,
  });
  const refund = await describe(
    trx,
    { ...row, email: recipient.email },
    order,
    now,
    titles(TEXT_FIELDS.courseTitle, Number(order.course_id)),
  );
  return { refund, recipient, cancelledLessons };
}

/** Tells the learner the request is decided, in the decision's transaction. */
function notifyDecision(
  trx: Kysely<Database>,
  request: RefundRow,
  order: RefundOrderRow,
  state: 'approved' | 'declined',
  now: Date,
) {
  return notify(
    trx,
    [
      {
        userId: order.user_id,
        kind: 'refund_decided',
        params: { refund_id: Number(request.id), order_id: Number(order.id), state },
      },
    ],
    now,
  );
}

/**
 * Approves an open request in one transaction: lessons ahead made with the order's time cancelled (their
 * time back), what is unused (refundableMinor) moved from the course's held revenue to the wallet that paid
 * (bill type 5), the grants revoked, the order cancelled, the audit row written. A second approval (two
 * operators at once) waits for the first's lock and is refused: the request is no longer open.
 */
export function approveRefund(
  db: Kysely<Database>,
  operatorId: number,
  id: number,
  reply: string,
  options: { now: Date; language?: Lang | undefined },
): Promise<RefundDecision> {
  const now = options.now;
  return retriedTransaction(db, async (trx) => {
    const request = await openRequest(trx, id);
    const order = await findRefundOrder(trx, request.order_id, { lock: true });
    if (!order) throw notFound();
    const refusal = await refusalOf(trx, order, new Date(request.created_at));
    if (refusal) throw refusal;
    const cancelledLessons: RefundDecision['cancelledLessons'] = [];
    if (order.course_kind === 'live') {
      // Lesson time first (bookings of it wait now), then the lessons ahead made with it, given back.
      await findLessonTime(trx, order.user_id, order.sku_id, { lock: true });
      for (const lesson of await findLessonsAhead(trx, order.user_id, order.sku_id, now, { lock: true })) {
        await markLesson(trx, lesson.id, { status: 'cancelled', at: now, by: operatorId });
        await moveLessonTime(trx, lesson, 'giveBack');
        // The learner reads it in the refund's notice; the teacher is told of the lesson.
        await notifyLesson(trx, 'lesson_cancelled', lesson.id, now, { actorId: lesson.student_user_id });
        cancelledLessons.push({ id: lesson.id, learnerId: lesson.student_user_id });
      }
    }
    const { facts, orderMinutes } = await assess(trx, order, now, { lock: true });
    const amount = refundableMinor(facts);
    await revokeGrants(trx, order, orderMinutes);
    const transferId =
      amount > 0 ? await payBack(trx, order, amount, { operatorId, refundId: request.id }) : null;
    await markOrderRefunded(trx, order.id, now);
    await markRefundDecided(trx, request.id, {
      state: 'approved',
      by: operatorId,
      reply,
      at: now,
      refundedMinor: amount,
      transferId,
    });
    await notifyDecision(trx, request, order, 'approved', now);
    await recordOperatorAction(trx, {
      operatorId,
      action: 'refund.approve',
      subject: `refund:${request.id}`,
      userId: order.user_id,
      before: { state: 'open', order_status: ORDER_STATUS.paid },
      after: { state: 'approved', order_status: ORDER_STATUS.cancelled, refunded_minor: amount },
      reason: reply,
    });
    return decided(trx, id, order, now, options.language, cancelledLessons);
  });
}

/** What the order granted is taken back: the unspent minutes of its lesson time, the seat, the access. */
async function revokeGrants(trx: Kysely<Database>, order: RefundOrderRow, orderMinutes: number) {
  if (order.course_kind === 'live') {
    const time = await findLessonTime(trx, order.user_id, order.sku_id);
    if (time) {
      const minutes = revokedMinutes(orderMinutes, time.granted_minutes, time.spent_minutes);
      const value = Math.max(
        0,
        Math.min(
          Number(order.total_minor),
          Number(time.granted_value_minor) - Number(time.spent_value_minor),
        ),
      );
      await revokeLessonTime(trx, order.user_id, order.sku_id, { minutes, valueMinor: value });
    }
  }
  if (order.course_kind === 'group') await deleteEnrolment(trx, order.course_id, order.user_id);
  if (order.printed_textbook) await deletePreparingTextbook(trx, order.course_id, order.user_id);
  await deleteGrant(trx, order.id);
}

/** Bill type 5: from the revenue held for the course to the wallet that paid (the learner's or the company's). */
async function payBack(
  trx: Kysely<Database>,
  order: RefundOrderRow,
  amount: number,
  by: { operatorId: number; refundId: string },
): Promise<string> {
  const companyPaid = order.payer_id !== null && order.payer_id !== order.user_id;
  const wallet = await openWallet(
    trx,
    order.payer_id ?? order.user_id,
    companyPaid ? 'company_wallet' : 'wallet',
    order.currency,
  );
  const held = await platformAccount(trx, 'course_revenue_held', order.currency);
  const moved = await transfer(trx, {
    kind: BILL_TYPE.orderCancelRefund,
    entries: [
      { accountId: held.id, amount: -amount },
      { accountId: wallet.id, amount },
    ],
    idempotencyKey: `refund:${by.refundId}`,
    reference: `order:${order.id}`,
    actorId: by.operatorId,
    description: `Order ${order.id} refunded`,
  });
  return moved.id;
}

/** Declines an open request with a reply; the order and its grants stay as they are. */
export function declineRefund(
  db: Kysely<Database>,
  operatorId: number,
  id: number,
  reply: string,
  options: { now: Date; language?: Lang | undefined },
): Promise<RefundDecision> {
  return retriedTransaction(db, async (trx) => {
    const request = await openRequest(trx, id);
    const order = await findRefundOrder(trx, request.order_id);
    if (!order) throw notFound();
    await markRefundDecided(trx, request.id, {
      state: 'declined',
      by: operatorId,
      reply,
      at: options.now,
      refundedMinor: null,
      transferId: null,
    });
    await notifyDecision(trx, request, order, 'declined', options.now);
    await recordOperatorAction(trx, {
      operatorId,
      action: 'refund.decline',
      subject: `refund:${request.id}`,
      userId: order.user_id,
      before: { state: 'open' },
      after: { state: 'declined' },
      reason: reply,
    });
    return decided(trx, id, order, options.now, options.language);
  });
}
