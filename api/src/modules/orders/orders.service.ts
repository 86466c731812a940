import {
  BALANCE_PAYMENT,
  type Balance,
  BILL_TYPE,
  type BillType,
  boughtOneAtATime,
  ERROR_CODES,
  FALLBACK_LANG,
  fillMessage,
  GROUP_CLASS_STATUS,
  type Lang,
  ORDER_MESSAGES,
  ORDER_STATUS,
  type Order,
  type OrderCalculation,
  yuanText,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import { type IdempotencyClaim, idempotent, lockUserRow, retriedTransaction } from '../../db/idempotent.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, idempotencyKeyReused, notFound } from '../../http/errors.ts';
import {
  listBills,
  openWallet,
  platformAccount,
  transfer,
  type WalletPurpose,
  walletBalance,
} from '../ledger/index.ts';
import { attributeOrder } from '../promotion/index.ts';
import { type ModelTexts, modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import { assertCourseForSale } from '../video-learning/index.ts';
import { applyCoupon, type CouponResult } from './coupon-rules.ts';
import {
  countCouponUses,
  countPurchased,
  findCouponByCode,
  findCouponById,
  findOrder,
  findOrders,
  findSkuForSale,
  hasPaidOrder,
  insertEnrolment,
  insertGrant,
  insertOrder,
  insertRedemption,
  lockGroupClass,
  lockWalletBalance,
  markOrderCancelled,
  markOrderPaid,
  netWalletMovements,
  type OrderRow,
  type SkuForSale,
  takeStock,
} from './orders.repository.ts';

export interface OrderRequest {
  sku_id: number;
  quantity?: number | undefined;
  coupon_code?: string | undefined;
  /** The language of the course title in the answer; it changes nothing else. */
  language?: Lang | undefined;
}

/** The language course titles are answered in: the caller's, English when they name none. */
const titleLanguage = (language: Lang | undefined) => language ?? FALLBACK_LANG;

/** The titles of the courses in one lookup, in `language` with the translations' English fallback. */
const courseTitles = (db: Kysely<Database>, courseIds: Array<number | string>, language: Lang | undefined) =>
  modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [...new Set(courseIds.map(Number))],
    language: titleLanguage(language),
  });

const DEFAULT_PAGE_SIZE = 20;

const refuse = (status: number, code: number, message: string) => new ApiError(status, message, { code });

/** An Idempotency-Key sent again with another order or payment. */
const keyReused = () => idempotencyKeyReused(ORDER_MESSAGES.idempotencyKeyReused);

/** Who pays for the user's orders: their company when one pays for them (SPEC §6), else themselves. */
function payerOf(user: AuthUser): { ownerId: number; purpose: WalletPurpose; companyPaid: boolean } {
  return user.company
    ? { ownerId: user.company.companyUserId, purpose: 'company_wallet', companyPaid: true }
    : { ownerId: user.id, purpose: 'wallet', companyPaid: false };
}

async function skuForSale(db: Kysely<Database>, skuId: number, quantity: number): Promise<SkuForSale> {
  const sku = await findSkuForSale(db, skuId);
  if (!sku) throw notFound();
  if (boughtOneAtATime(sku.kind) && quantity !== 1) {
    throw refuse(400, ERROR_CODES.singleQuantity, ORDER_MESSAGES.singleQuantity);
  }
  await assertCourseForSale(db, sku);
  return sku;
}

async function checkCoupon(
  db: Kysely<Database>,
  user: AuthUser,
  coupon: Awaited<ReturnType<typeof findCouponById>>,
  sku: SkuForSale,
  amountMinor: number,
  now: Date,
): Promise<CouponResult> {
  return applyCoupon(coupon, {
    courseId: sku.course_id,
    amountMinor,
    now,
    usesByUser: coupon ? await countCouponUses(db, coupon.id, user.id) : 0,
    hasPaidOrder: await hasPaidOrder(db, user.id),
  });
}

/**
 * What refuses `quantity` of the item to the user whatever they pay with: its purchase limit (SPEC §5,
 * counted over the user's paid orders) or the stock left. Creating the order refuses it, calculate says it,
 * and paying checks both again under the buyer's lock (they may have changed since).
 */
async function saleRefusal(
  db: Kysely<Database>,
  user: AuthUser,
  sku: SkuForSale,
  quantity: number,
  purchased?: number,
): Promise<ApiError | undefined> {
  if (sku.purchase_limit !== null) {
    const bought = purchased ?? (await countPurchased(db, user.id, sku.id));
    if (bought + quantity > sku.purchase_limit) {
      return refuse(409, ERROR_CODES.purchaseLimit, ORDER_MESSAGES.purchaseLimit);
    }
  }
  if (sku.stock !== null && sku.stock < quantity) {
    return refuse(409, ERROR_CODES.outOfStock, ORDER_MESSAGES.outOfStock);
  }
  return undefined;
}

/** SPEC §7's calculate: what the order would cost and whether the payer can pay. Writes nothing. */
export async function calculateOrder(
  db: Kysely<Database>,
  user: AuthUser,
  body: OrderRequest,
  now: Date,
): Promise<OrderCalculation> {
  const quantity = body.quantity ?? 1;
  const sku = await skuForSale(db, body.sku_id, quantity);
  const unitPrice = Number(sku.price_minor);
  const amount = unitPrice * quantity;
  let coupon: OrderCalculation['coupon'] = null;
  if (body.coupon_code !== undefined) {
    const result = await checkCoupon(
      db,
      user,
      await findCouponByCode(db, body.coupon_code),
      sku,
      amount,
      now,
    );
    coupon = result.ok
      ? {
          code: body.coupon_code,
          valid: true,
          discount_minor: result.discountMinor,
          message: null,
          error_code: null,
          message_value: null,
        }
      : {
          code: body.coupon_code,
          valid: false,
          discount_minor: 0,
          message: result.failure.message,
          error_code: result.failure.code,
          message_value: result.failure.value,
        };
  }
  const discount = coupon?.discount_minor ?? 0;
  const total = amount - discount;
  const payer = payerOf(user);
  const balance = await walletBalance(db, payer.ownerId, payer.purpose, sku.currency);
  const titles = await courseTitles(db, [sku.course_id], body.language);
  const purchased = await countPurchased(db, user.id, sku.id);
  const refusal = await saleRefusal(db, user, sku, quantity, purchased);
  return {
    sku_id: Number(sku.id),
    course_id: Number(sku.course_id),
    course_kind: sku.kind,
    course_title: titles(TEXT_FIELDS.courseTitle, Number(sku.course_id)),
    lesson_count: sku.lesson_count,
    lesson_minutes: sku.lesson_minutes,
    quantity,
    currency: sku.currency,
    unit_price_minor: unitPrice,
    amount_minor: amount,
    discount_minor: discount,
    total_minor: total,
    coupon,
    balance_minor: balance,
    missing_minor: Math.max(0, total - balance),
    company_paid: payer.companyPaid,
    remaining: sku.stock,
    purchase_limit: sku.purchase_limit,
    purchased,
    refusal: refusal ? { error_code: refusal.code, message: refusal.message } : null,
  };
}

/**
 * The order a key's first request answered, its title in the language of this request: the language is
 * not part of what a key stands for (a payer may switch the page's language and retry).
 */
async function idempotentOrder(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  language: Lang | undefined,
  work: (trx: Kysely<Database>) => Promise<Order>,
): Promise<Order> {
  const { answer, replayed } = await idempotent(db, claim, work);
  if (!replayed) return answer;
  const titles = await courseTitles(db, [answer.course_id], language);
  return { ...answer, course_title: titles(TEXT_FIELDS.courseTitle, answer.course_id) };
}

/** An order awaiting payment, its price and coupon discount fixed now; a failing coupon refuses it. */
export function createOrder(
  db: Kysely<Database>,
  user: AuthUser,
  body: OrderRequest,
  options: { idempotencyKey: string | undefined; now: Date; visitorId?: string | undefined },
): Promise<Order> {
  const quantity = body.quantity ?? 1;
  const fingerprint = JSON.stringify([body.sku_id, quantity, body.coupon_code ?? null]);
  return idempotentOrder(
    db,
    { userId: user.id, scope: 'createOrder', key: options.idempotencyKey, fingerprint, reused: keyReused },
    body.language,
    async (trx) => {
      const sku = await skuForSale(trx, body.sku_id, quantity);
      const refusal = await saleRefusal(trx, user, sku, quantity);
      if (refusal) throw refusal;
      const amount = Number(sku.price_minor) * quantity;
      let discount = 0;
      let couponId: string | null = null;
      if (body.coupon_code !== undefined) {
        const coupon = await findCouponByCode(trx, body.coupon_code);
        const result = await checkCoupon(trx, user, coupon, sku, amount, options.now);
        if (!result.ok) throw refuse(400, result.failure.code, result.failure.message);
        discount = result.discountMinor;
        couponId = coupon?.id ?? null;
      }
      const id = await insertOrder(trx, {
        userId: user.id,
        skuId: sku.id,
        courseId: sku.course_id,
        quantity,
        currency: sku.currency,
        unitPriceMinor: Number(sku.price_minor),
        amountMinor: amount,
        discountMinor: discount,
        totalMinor: amount - discount,
        couponId,
        createdAt: options.now,
      });
      // The promoter of the visitor's last followed link (or of the coupon), decided once, with the order.
      await attributeOrder(trx, {
        orderId: id,
        buyerId: user.id,
        couponId,
        visitorId: options.visitorId,
        now: options.now,
      });
      return describedOrder(trx, await orderOf(trx, user, id), body.language);
    },
  );
}

async function orderOf(db: Kysely<Database>, user: AuthUser, id: number | string, lock = false) {
  const order = await findOrder(db, user.id, id, { lock });
  if (!order) throw notFound();
  return order;
}

/**
 * Pays an order from the balance, all in one transaction, its locks taken in one order: the buyer's row
 * (idempotent() takes it first, so a buyer's payments run one at a time), the order's row, then the purchase
 * limit, the stock, the coupon's redemption, what the order grants, and the ledger transfer (bill type 2)
 * from the payer's wallet, locked last.
 */
export function payOrder(
  db: Kysely<Database>,
  user: AuthUser,
  orderId: number,
  options: {
    paymentMethod: string | undefined;
    idempotencyKey: string | undefined;
    now: Date;
    language?: Lang | undefined;
  },
): Promise<Order> {
  if ((options.paymentMethod ?? BALANCE_PAYMENT) !== BALANCE_PAYMENT) {
    throw refuse(400, ERROR_CODES.nonBalancePayment, ORDER_MESSAGES.nonBalancePayment);
  }
  return idempotentOrder(
    db,
    {
      userId: user.id,
      scope: 'payOrder',
      key: options.idempotencyKey,
      fingerprint: String(orderId),
      reused: keyReused,
    },
    options.language,
    async (trx) => {
      const order = await orderOf(trx, user, orderId, true);
      if (order.status !== ORDER_STATUS.awaitingPayment) {
        throw refuse(409, ERROR_CODES.orderNotAwaitingPayment, ORDER_MESSAGES.notAwaitingPayment);
      }
      const sku = await findSkuForSale(trx, order.sku_id);
      if (!sku) throw notFound();
      const limit = await saleRefusal(trx, user, { ...sku, stock: null }, order.quantity);
      if (limit) throw limit;
      if (sku.stock !== null && !(await takeStock(trx, sku.id, order.quantity))) {
        throw refuse(409, ERROR_CODES.outOfStock, ORDER_MESSAGES.outOfStock);
      }
      if (order.coupon_id !== null) await redeemCoupon(trx, user, order, sku, options.now);
      await grant(trx, user, order, sku);
      const payer = payerOf(user);
      await takePayment(trx, user, order, payer);
      await markOrderPaid(trx, order.id, { payerId: payer.ownerId, paidAt: options.now });
      return describedOrder(trx, await orderOf(trx, user, order.id), options.language);
    },
  );
}

async function redeemCoupon(
  trx: Kysely<Database>,
  user: AuthUser,
  order: OrderRow,
  sku: SkuForSale,
  now: Date,
) {
  const coupon = await findCouponById(trx, order.coupon_id as string);
  const result = await checkCoupon(trx, user, coupon, sku, Number(order.amount_minor), now);
  if (!result.ok || !coupon) {
    const failure = result.ok ? undefined : result.failure;
    throw refuse(409, failure?.code ?? ERROR_CODES.couponNotApplicable, failure?.message ?? '');
  }
  try {
    await insertRedemption(trx, {
      couponId: coupon.id,
      userId: user.id,
      orderId: order.id,
      useNumber: (await countCouponUses(trx, coupon.id, user.id)) + 1,
    });
  } catch (error) {
    // Another transaction took the same use number first: the coupon is used up for this user.
    if ((error as { code?: string }).code !== '23505') throw error;
    throw refuse(
      409,
      ERROR_CODES.couponUseLimit,
      fillMessage(ORDER_MESSAGES.couponUseLimit, coupon.perUserLimit),
    );
  }
}

/** What a paid order gives its buyer (SPEC §1): lesson time, a seat, or access to a video course. */
async function grant(trx: Kysely<Database>, user: AuthUser, order: OrderRow, sku: SkuForSale) {
  const base = { ownerId: user.id, orderId: order.id, courseId: order.course_id };
  if (sku.kind === 'live') {
    const lessonMinutes = sku.lesson_count * sku.lesson_minutes * order.quantity;
    await insertGrant(trx, { ...base, kind: 'lesson_minutes', lessonMinutes });
    return;
  }
  if (sku.kind === 'group') {
    const group = await lockGroupClass(trx, order.course_id);
    // A finished or cancelled class takes no one; the group-class job moves the status under this lock.
    if (group?.status === GROUP_CLASS_STATUS.finished) {
      throw refuse(409, ERROR_CODES.classClosed, ORDER_MESSAGES.classClosed);
    }
    if (!group || group.taken >= group.capacity) {
      throw refuse(409, ERROR_CODES.classFull, ORDER_MESSAGES.classFull);
    }
    if (!(await insertEnrolment(trx, order.course_id, user.id))) {
      throw refuse(409, ERROR_CODES.alreadyEnrolled, ORDER_MESSAGES.alreadyEnrolled);
    }
    await insertGrant(trx, { ...base, kind: 'seat', lessonMinutes: null });
    return;
  }
  await insertGrant(trx, { ...base, kind: 'access', lessonMinutes: null });
}

async function takePayment(
  trx: Kysely<Database>,
  user: AuthUser,
  order: OrderRow,
  payer: ReturnType<typeof payerOf>,
) {
  const total = Number(order.total_minor);
  if (total === 0) return;
  const wallet = await openWallet(trx, payer.ownerId, payer.purpose, order.currency);
  const balance = await lockWalletBalance(trx, wallet.id);
  if (balance < total) {
    throw payer.companyPaid
      ? refuse(409, ERROR_CODES.companyBalanceShort, ORDER_MESSAGES.companyBalanceShort)
      : refuse(
          409,
          ERROR_CODES.notEnoughBalance,
          fillMessage(ORDER_MESSAGES.notEnoughBalance, yuanText(total - balance)),
        );
  }
  const held = await platformAccount(trx, 'course_revenue_held', order.currency);
  await transfer(trx, {
    kind: BILL_TYPE.buyCourses,
    entries: [
      { accountId: wallet.id, amount: -total },
      { accountId: held.id, amount: total },
    ],
    idempotencyKey: `order:${order.id}:pay`,
    reference: orderReference(order.id),
    actorId: user.id,
    description: `Order ${order.id}`,
  });
}

const orderReference = (id: string) => `order:${id}`;

/**
 * Cancels an order awaiting payment. Whatever its transfers took from a wallet goes back (bill type 5);
 * an order is paid in one transaction, so one awaiting payment has normally taken nothing.
 */
export function cancelOrder(
  db: Kysely<Database>,
  user: AuthUser,
  orderId: number,
  options: { now: Date; language?: Lang | undefined },
): Promise<Order> {
  return retriedTransaction(db, async (trx) => {
    // The buyer's row first, as in payOrder: a cancellation and a payment of one buyer take locks in one order.
    await lockUserRow(trx, user.id);
    const order = await orderOf(trx, user, orderId, true);
    if (order.status !== ORDER_STATUS.awaitingPayment) {
      throw refuse(409, ERROR_CODES.orderNotAwaitingPayment, ORDER_MESSAGES.notAwaitingPayment);
    }
    await cancelAndRefund(trx, order, { now: options.now, actorId: user.id });
    return describedOrder(trx, await orderOf(trx, user, order.id), options.language);
  });
}

/**
 * Cancels an order inside the caller's transaction and gives back to each wallet what the order's
 * transfers took from it, from the revenue held for the course (bill type 5, one transfer per wallet,
 * keyed so that it happens once). Answers what went back, per wallet account. Used when a learner cancels
 * an order awaiting payment and when a group class that did not open refunds its seats.
 */
export async function cancelAndRefund(
  trx: Kysely<Database>,
  order: { id: string; currency: string },
  options: { now: Date; actorId: number | null },
): Promise<Array<{ accountId: string; amount: number }>> {
  const held = await platformAccount(trx, 'course_revenue_held', order.currency);
  const refunds = [];
  for (const movement of await netWalletMovements(trx, orderReference(order.id))) {
    const taken = -Number(movement.amount);
    if (taken <= 0) continue;
    await transfer(trx, {
      kind: BILL_TYPE.orderCancelRefund,
      entries: [
        { accountId: held.id, amount: -taken },
        { accountId: movement.account_id, amount: taken },
      ],
      idempotencyKey: `order:${order.id}:cancel:${movement.account_id}`,
      reference: orderReference(order.id),
      actorId: options.actorId ?? undefined,
      description: `Order ${order.id} cancelled`,
    });
    refunds.push({ accountId: movement.account_id, amount: taken });
  }
  await markOrderCancelled(trx, order.id, options.now);
  return refunds;
}

export async function getOrder(
  db: Kysely<Database>,
  user: AuthUser,
  orderId: number,
  language: Lang | undefined,
): Promise<Order> {
  return describedOrder(db, await orderOf(db, user, orderId), language);
}

/** A page of the user's orders: one query for the orders, one lookup for their courses' titles. */
export async function listOrders(
  db: Kysely<Database>,
  user: AuthUser,
  query: {
    status?: number | undefined;
    page?: number | undefined;
    size?: number | undefined;
    language?: Lang | undefined;
  },
): Promise<{ list: Order[]; total: number }> {
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await findOrders(db, user.id, {
    status: query.status,
    offset: ((query.page ?? 1) - 1) * size,
    limit: size,
  });
  const titles = await courseTitles(
    db,
    rows.map((row) => row.course_id),
    query.language,
  );
  return { list: rows.map((row) => toOrder(row, titles)), total };
}

export async function balanceOf(db: Kysely<Database>, user: AuthUser): Promise<Balance> {
  return {
    currency: 'CNY',
    balance_minor: await walletBalance(db, user.id),
    company_balance_minor: user.company
      ? await walletBalance(db, user.company.companyUserId, 'company_wallet')
      : null,
  };
}

export function billsOf(
  db: Kysely<Database>,
  user: AuthUser,
  query: { type?: BillType | undefined; page?: number | undefined; size?: number | undefined },
) {
  return listBills(db, user.id, {
    types: query.type === undefined ? undefined : [query.type],
    page: query.page,
    size: query.size,
  });
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function describedOrder(db: Kysely<Database>, row: OrderRow, language: Lang | undefined) {
  return toOrder(row, await courseTitles(db, [row.course_id], language));
}

function toOrder(row: OrderRow, titles: ModelTexts): Order {
  return {
    id: Number(row.id),
    status: row.status as Order['status'],
    sku_id: Number(row.sku_id),
    course_id: Number(row.course_id),
    course_kind: row.course_kind,
    course_title: titles(TEXT_FIELDS.courseTitle, Number(row.course_id)),
    lesson_count: row.lesson_count,
    lesson_minutes: row.lesson_minutes,
    quantity: row.quantity,
    currency: row.currency,
    unit_price_minor: Number(row.unit_price_minor),
    amount_minor: Number(row.amount_minor),
    discount_minor: Number(row.discount_minor),
    total_minor: Number(row.total_minor),
    coupon_code: row.coupon_code,
    company_paid: row.payer_id !== null && row.payer_id !== row.user_id,
    created_at: row.created_at.toISOString(),
    paid_at: isoOrNull(row.paid_at),
    cancelled_at: isoOrNull(row.cancelled_at),
  };
}
