import { ORDER_STATUS } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Coupon } from './coupon-rules.ts';

export interface SkuForSale {
  id: string;
  course_id: string;
  kind: string;
  price_minor: string;
  currency: string;
  lesson_count: number;
  lesson_minutes: number;
  purchase_limit: number | null;
  stock: number | null;
}

export function findSkuForSale(
  db: Kysely<Database>,
  skuId: number | string,
): Promise<SkuForSale | undefined> {
  return db
    .selectFrom('course_skus')
    .innerJoin('courses', 'courses.id', 'course_skus.course_id')
    .select([
      'course_skus.id',
      'course_skus.course_id',
      'courses.kind',
      'course_skus.price_minor',
      'course_skus.currency',
      'course_skus.lesson_count',
      'course_skus.lesson_minutes',
      'course_skus.purchase_limit',
      'course_skus.stock',
    ])
    .where('course_skus.id', '=', String(skuId))
    .executeTakeFirst();
}

/** The coupon of `code` in any case (migration 0031: codes are unique by upper(code)). */
export async function findCouponByCode(db: Kysely<Database>, code: string): Promise<Coupon | undefined> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where(sql`upper(code)`, '=', sql`upper(${code})`)
    .executeTakeFirst();
  return row && toCoupon(row);
}

export async function findCouponById(db: Kysely<Database>, id: string): Promise<Coupon | undefined> {
  const row = await db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCoupon(row);
}

function toCoupon(row: {
  id: string;
  code: string;
  discount_type: 'fixed' | 'percent';
  discount_value: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  course_id: string | null;
  min_amount_yuan: number;
  per_user_limit: number;
  new_users_only: boolean;
  disabled_at: Date | string | null;
}): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discount_type,
    discountValue: Number(row.discount_value),
    startsAt: row.starts_at === null ? null : new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    courseId: row.course_id,
    minAmountYuan: row.min_amount_yuan,
    perUserLimit: row.per_user_limit,
    newUsersOnly: row.new_users_only,
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
  };
}

export async function countCouponUses(
  db: Kysely<Database>,
  couponId: string,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasPaidOrder(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', String(userId))
    .where('status', '=', ORDER_STATUS.paid)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of the item the user has bought in paid orders. */
export async function countPurchased(db: Kysely<Database>, userId: number, skuId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), sql<string>`0`).as('quantity'))
    .where('user_id', '=', String(userId))
    .where('sku_id', '=', skuId)
    .where('status', '=', ORDER_STATUS.paid)
    .executeTakeFirstOrThrow();
  return Number(row.quantity);
}

export interface NewOrder {
  userId: number;
  skuId: string;
  courseId: string;
  quantity: number;
  currency: string;
  unitPriceMinor: number;
  amountMinor: number;
  discountMinor: number;
  totalMinor: number;
  couponId: string | null;
  createdAt: Date;
}

export async function insertOrder(db: Kysely<Database>, order: NewOrder): Promise<string> {
  const row = await db
    .insertInto('orders')
    .values({
      user_id: order.userId,
      sku_id: order.skuId,
      course_id: order.courseId,
      quantity: order.quantity,
      currency: order.currency,
      unit_price_minor: order.unitPriceMinor,
      amount_minor: order.amountMinor,
      discount_minor: order.discountMinor,
      total_minor: order.totalMinor,
      coupon_id: order.couponId,
      created_at: order.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const orderView = (db: Kysely<Database>) =>
  db
    .selectFrom('orders')
    .innerJoin('courses', 'courses.id', 'orders.course_id')
    .innerJoin('course_skus', 'course_skus.id', 'orders.sku_id')
    .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
    .select([
      'orders.id',
      'orders.user_id',
      'orders.status',
      'orders.sku_id',
      'orders.course_id',
      'courses.kind as course_kind',
      'course_skus.lesson_count',
      'course_skus.lesson_minutes',
      'orders.quantity',
      'orders.currency',
      'orders.unit_price_minor',
      'orders.amount_minor',
      'orders.discount_minor',
      'orders.total_minor',
      'orders.coupon_id',
      'coupons.code as coupon_code',
      'orders.payer_id',
      'orders.created_at',
      'orders.paid_at',
      'orders.cancelled_at',
    ]);

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The user's order; with `lock`, its row stays locked until the transaction ends. */
export function findOrder(
  db: Kysely<Database>,
  userId: number,
  orderId: number | string,
  options: { lock?: boolean } = {},
) {
  const query = orderView(db)
    .where('orders.id', '=', String(orderId))
    .where('orders.user_id', '=', String(userId));
  return (options.lock ? query.forUpdate('orders') : query).executeTakeFirst();
}

export async function findOrders(
  db: Kysely<Database>,
  userId: number,
  filter: { status?: number | undefined; offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  let query = orderView(db).where('orders.user_id', '=', String(userId));
  if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query.orderBy('orders.id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Takes `quantity` from the item's stock; false when not enough remains. */
export async function takeStock(db: Kysely<Database>, skuId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('course_skus')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', skuId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Locks the group class and answers its capacity, its status and how many seats are taken. */
export async function lockGroupClass(
  db: Kysely<Database>,
  courseId: string,
): Promise<{ capacity: number; status: number; taken: number } | undefined> {
  const group = await db
    .selectFrom('group_classes')
    .select(['capacity', 'status'])
    .where('course_id', '=', courseId)
    .forUpdate()
    .executeTakeFirst();
  if (!group) return undefined;
  const taken = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return { capacity: group.capacity, status: group.status, taken: Number(taken.count) };
}

/** A seat for the user; false when they have one already. */
export async function insertEnrolment(
  db: Kysely<Database>,
  courseId: string,
  userId: number,
): Promise<boolean> {
  const row = await db
    .insertInto('enrolments')
    .values({ course_id: courseId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['course_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRedemption(
  db: Kysely<Database>,
  redemption: { couponId: string; userId: number; orderId: string; useNumber: number },
): Promise<void> {
  await db
    .insertInto('coupon_redemptions')
    .values({
      coupon_id: redemption.couponId,
      user_id: redemption.userId,
      order_id: redemption.orderId,
      use_number: redemption.useNumber,
    })
    .execute();
}

export async function insertGrant(
  db: Kysely<Database>,
  grant: {
    ownerId: number;
    orderId: string;
    courseId: string;
    kind: 'lesson_minutes' | 'seat' | 'access';
    lessonMinutes: number | null;
  },
): Promise<void> {
  await db
    .insertInto('grants')
    .values({
      owner_id: grant.ownerId,
      order_id: grant.orderId,
      course_id: grant.courseId,
      kind: grant.kind,
      lesson_minutes: grant.lessonMinutes,
    })
    .execute();
}

export async function markOrderPaid(
  db: Kysely<Database>,
  orderId: string,
  payment: { payerId: number; paidAt: Date },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.paid, payer_id: payment.payerId, paid_at: payment.paidAt })
    .where('id', '=', orderId)
    .execute();
}

export async function markOrderCancelled(
  db: Kysely<Database>,
  orderId: string,
  cancelledAt: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.cancelled, cancelled_at: cancelledAt })
    .where('id', '=', orderId)
    .execute();
}

/**
 * The wallet's balance, its row locked until the transaction ends: FOR NO KEY UPDATE, the lock the balance's
 * own update takes, which never waits for the KEY SHARE locks of inserts referencing the wallet.
 */
export async function lockWalletBalance(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** What the transfers of `reference` moved, net, per wallet (the accounts that keep a balance). */
export function netWalletMovements(
  db: Kysely<Database>,
  reference: string,
): Promise<Array<{ account_id: string; amount: string }>> {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
    .where('ledger_transfers.reference', '=', reference)
    .where('ledger_entries.balance_after', 'is not', null)
    .groupBy('ledger_entries.account_id')
    .select(['ledger_entries.account_id', (eb) => eb.fn.sum<string>('ledger_entries.amount').as('amount')])
    .execute();
}
