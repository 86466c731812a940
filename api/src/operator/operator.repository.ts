import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OperatedUserRow {
  id: string;
  email: string;
  nick_name: string;
}

/** Emails are unique whatever their letter case (migration 0003), so they are looked up that way. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<OperatedUserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'nick_name'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(
  db: Kysely<Database>,
  id: number | string,
): Promise<OperatedUserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'nick_name'])
    .where('id', '=', String(id))
    .executeTakeFirst();
}

/** The account of the company that pays for the user (migration 0008), if one does. */
export async function findPayingCompanyId(
  db: Kysely<Database>,
  userId: number | string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('company_users')
    .select('company_user_id')
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
  return row?.company_user_id;
}

/** What a transfer says it was for: its description, kept with it in the ledger. */
export async function findTransferDescription(
  db: Kysely<Database>,
  transferId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('ledger_transfers')
    .select('description')
    .where('id', '=', transferId)
    .executeTakeFirst();
  return row?.description;
}

export async function courseExists(db: Kysely<Database>, courseId: number | string): Promise<boolean> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', String(courseId))
    .executeTakeFirst();
  return course !== undefined;
}

/**
 * A coupon as an operator creates it, before the database gives it an id: the fields of the rules' `Coupon`
 * (orders/coupon-rules.ts), spelled out so that the operator's code does not depend on the orders module.
 */
export interface NewCoupon {
  code: string;
  discountType: 'fixed' | 'percent';
  discountValue: number;
  startsAt: Date | null;
  endsAt: Date | null;
  courseId: string | null;
  minAmountYuan: number;
  perUserLimit: number;
  newUsersOnly: boolean;
}

const couponColumns = [
  'id',
  'code',
  'discount_type',
  'discount_value',
  'starts_at',
  'ends_at',
  'course_id',
  'min_amount_yuan',
  'per_user_limit',
  'new_users_only',
] as const;

/** The new coupon's row; undefined when a coupon already has the code (nothing is written). */
export function insertCouponUnlessCodeTaken(db: Kysely<Database>, coupon: NewCoupon) {
  return (
    db
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
      // A code taken in any case (migration 0031: codes are unique by upper(code)).
      .onConflict((conflict) => conflict.expression(sql`upper(code)`).doNothing())
      .returning(couponColumns)
      .executeTakeFirst()
  );
}
