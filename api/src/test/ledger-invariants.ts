import { ORDER_STATUS } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Every transfer sums to zero, and each wallet's balance is the sum of its entries and never negative. */
export async function expectBooksBalanced(db: Kysely<Database>): Promise<void> {
  const unbalanced = await sql<{ id: string }>`
    select transfer_id as id from ledger_entries group by transfer_id, currency having sum(amount) <> 0`.execute(
    db,
  );
  expect(unbalanced.rows).toEqual([]);
  const drifted = await sql<{ id: string }>`
    select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.balance is not null group by a.id having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`.execute(
    db,
  );
  expect(drifted.rows).toEqual([]);
}

/** Each paid order with a coupon has its redemption, and no user paid with a coupon beyond its limit. */
export async function expectCouponsWithinLimits(db: Kysely<Database>): Promise<void> {
  const overused = await sql<{ coupon_id: string }>`
    select o.coupon_id from orders o join coupons c on c.id = o.coupon_id
    left join coupon_redemptions r on r.order_id = o.id
    where o.status = ${ORDER_STATUS.paid}
    group by o.coupon_id, o.user_id, c.per_user_limit
    having count(*) > c.per_user_limit or count(r.id) <> count(*)`.execute(db);
  expect(overused.rows).toEqual([]);
}

/**
 * No order gives back more than it took (bill types 2 and 5 on wallets, per order), an approved refund moved
 * what it says and cancelled its order, and no lesson time is spent beyond what is granted.
 */
export async function expectRefundsWithinPayments(db: Kysely<Database>): Promise<void> {
  const overpaid = await sql<{ reference: string }>`
    select t.reference from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
    where e.balance_after is not null and t.kind in (2, 5) and t.reference like 'order:%'
    group by t.reference having sum(e.amount) > 0`.execute(db);
  expect(overpaid.rows).toEqual([]);
  const wrong = await sql<{ id: string }>`
    select r.id from refund_requests r join orders o on o.id = r.order_id
    left join ledger_entries e on e.transfer_id = r.transfer_id and e.balance_after is not null
    where r.state = 'approved'
    group by r.id, r.refunded_minor, o.status, o.total_minor
    having o.status <> ${ORDER_STATUS.cancelled} or r.refunded_minor > o.total_minor
      or coalesce(sum(e.amount), 0) <> r.refunded_minor`.execute(db);
  expect(wrong.rows).toEqual([]);
  const overspent = await sql<{ owner_id: string }>`
    select owner_id from lesson_time
    where spent_minutes > granted_minutes or spent_value_minor > granted_value_minor or granted_minutes < 0`.execute(
    db,
  );
  expect(overspent.rows).toEqual([]);
}
