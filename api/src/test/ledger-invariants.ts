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
