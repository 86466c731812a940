import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SeedCoupon } from '../seed-data.ts';

/** Writes the seed's coupons keyed by code, so seeding again applies edits. */
export async function upsertCoupons(db: Kysely<Database>, coupons: readonly SeedCoupon[]): Promise<void> {
  for (const coupon of coupons) {
    const course = coupon.courseSlug
      ? await db.selectFrom('courses').select('id').where('slug', '=', coupon.courseSlug).executeTakeFirst()
      : undefined;
    if (coupon.courseSlug && !course)
      throw new Error(`coupon ${coupon.code}: no course ${coupon.courseSlug}`);
    const values = {
      discount_type: coupon.discountType,
      discount_value: coupon.discountValue,
      starts_at: coupon.startsAt ?? null,
      ends_at: coupon.endsAt ?? null,
      course_id: course?.id ?? null,
      min_amount_yuan: coupon.minAmountYuan ?? 0,
      per_user_limit: coupon.perUserLimit ?? 1,
      new_users_only: coupon.newUsersOnly ?? false,
    };
    await db
      .insertInto('coupons')
      .values({ code: coupon.code, ...values })
      // Codes are one whatever their case (migration 0031).
      .onConflict((conflict) => conflict.expression(sql`upper(code)`).doUpdateSet(values))
      .execute();
  }
}
