import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Coupon } from '../modules/orders/coupon-rules.ts';

export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return user && String(user.id);
}

export async function courseExists(db: Kysely<Database>, courseId: string): Promise<boolean> {
  const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
  return course !== undefined;
}

/** A coupon as an operator creates it: the rules' shape, before the database gives it an id. */
export type NewCoupon = Omit<Coupon, 'id'>;

/** The new coupon's id; undefined when a coupon already has the code (nothing is written). */
export async function insertCouponUnlessCodeTaken(
  db: Kysely<Database>,
  coupon: NewCoupon,
): Promise<string | undefined> {
  const row = await db
    .insertInto('coupons')
    .values({
      code: coupon.code,
      discount_type: coupon.discountType,
      discount_value: coupon.discountValue,
      starts_at: coupon.startsAt,
      ends_at: coupon.endsAt,
      course_id: coupon.courseId,
      min_amount_yuan: coupon.minAmountYuan,
      per_user_limit: coupon.perUserLimit,
      new_users_only: coupon.newUsersOnly,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row && String(row.id);
}
