import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The coupons an operator's list shows at most, newest first. */
export const COUPON_LIST_LIMIT = 200;

const couponWithUses = (db: Kysely<Database>) =>
  db
    .selectFrom('coupons as c')
    .select([
      'c.id',
      'c.code',
      'c.discount_type',
      'c.discount_value',
      'c.starts_at',
      'c.ends_at',
      'c.course_id',
      'c.min_amount_yuan',
      'c.per_user_limit',
      'c.new_users_only',
      'c.disabled_at',
      'c.created_at',
      (eb) =>
        eb
          .selectFrom('coupon_redemptions as r')
          .select(sql<string>`count(*)`.as('uses'))
          .whereRef('r.coupon_id', '=', 'c.id')
          .as('redemptions'),
    ]);

export type CouponRow = Awaited<ReturnType<ReturnType<typeof couponWithUses>['executeTakeFirstOrThrow']>>;

export function listCouponRows(db: Kysely<Database>): Promise<CouponRow[]> {
  return couponWithUses(db).orderBy('c.id', 'desc').limit(COUPON_LIST_LIMIT).execute();
}

export function findCouponRow(db: Kysely<Database>, id: string): Promise<CouponRow | undefined> {
  return couponWithUses(db).where('c.id', '=', id).executeTakeFirst();
}

/** Disables the coupon unless it already is: true when this call disabled it. Locks the row till commit. */
export async function disableCouponRow(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('coupons')
    .set({ disabled_at: now })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A coupon's uses by paid orders, newest first, with who used it. */
export function listRedemptionRows(db: Kysely<Database>, couponId: string) {
  return db
    .selectFrom('coupon_redemptions as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.order_id',
      'r.use_number',
      'r.created_at',
      'u.id as user_id',
      'u.email',
      'u.nick_name',
    ])
    .where('r.coupon_id', '=', couponId)
    .orderBy('r.id', 'desc')
    .limit(COUPON_LIST_LIMIT)
    .execute();
}
