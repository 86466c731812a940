import {
  type CouponRedemptionsResponse,
  ERROR_CODES,
  fillMessage,
  OPERATOR_MESSAGES,
  type OperatorCoupon,
  type OperatorCouponsResponse,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { recordOperatorAction } from '../modules/audit/index.ts';
import {
  type CouponRow,
  disableCouponRow,
  findCouponRow,
  listCouponRows,
  listRedemptionRows,
} from './coupons.repository.ts';

/*
 * The service centre's coupons (issue 28): the list with how often each was used, a coupon's uses, and
 * disabling one: checkout then refuses it as not valid (orders/coupon-rules.ts).
 */

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const stateOf = (row: CouponRow, now: Date): OperatorCoupon['state'] => {
  if (row.disabled_at !== null) return 'disabled';
  if (row.starts_at !== null && new Date(row.starts_at) > now) return 'scheduled';
  if (row.ends_at !== null && new Date(row.ends_at) <= now) return 'expired';
  return 'active';
};

const toOperatorCoupon = (row: CouponRow, now: Date): OperatorCoupon => ({
  id: Number(row.id),
  code: row.code,
  discount_type: row.discount_type,
  discount_value: Number(row.discount_value),
  min_amount_yuan: row.min_amount_yuan,
  per_user_limit: row.per_user_limit,
  new_users_only: row.new_users_only,
  starts_at: isoOrNull(row.starts_at),
  ends_at: isoOrNull(row.ends_at),
  course_id: row.course_id === null ? null : Number(row.course_id),
  state: stateOf(row, now),
  disabled_at: isoOrNull(row.disabled_at),
  redemptions: Number(row.redemptions ?? 0),
  created_at: new Date(row.created_at).toISOString(),
});

const noSuchCoupon = (id: number | string) =>
  new ApiError(404, fillMessage(OPERATOR_MESSAGES.noCoupon, String(id)), { code: ERROR_CODES.notFound });

export async function listCoupons(db: Kysely<Database>, now: Date): Promise<OperatorCouponsResponse> {
  return { data: (await listCouponRows(db)).map((row) => toOperatorCoupon(row, now)) };
}

export async function couponRedemptions(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<CouponRedemptionsResponse> {
  const coupon = await findCouponRow(db, String(id));
  if (!coupon) throw noSuchCoupon(id);
  const rows = await listRedemptionRows(db, String(id));
  return {
    coupon: toOperatorCoupon(coupon, now),
    data: rows.map((row) => ({
      id: Number(row.id),
      user: { id: Number(row.user_id), email: row.email, nick_name: row.nick_name },
      order_id: Number(row.order_id),
      use_number: row.use_number,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}

/**
 * Disables a coupon with its audit row in the same transaction; 404 for no such coupon, 409 when it already
 * is (of two operators at once, one disables it and the other reads the 409).
 */
export async function disableCoupon(
  db: Kysely<Database>,
  input: { id: number; operatorId: number | string; reason: string; now: Date },
): Promise<OperatorCoupon> {
  const id = String(input.id);
  return db.transaction().execute(async (trx) => {
    if (!(await disableCouponRow(trx, id, input.now))) {
      const existing = await findCouponRow(trx, id);
      if (!existing) throw noSuchCoupon(input.id);
      throw new ApiError(409, fillMessage(OPERATOR_MESSAGES.couponAlreadyDisabled, existing.code), {
        code: ERROR_CODES.conflict,
      });
    }
    const coupon = toOperatorCoupon((await findCouponRow(trx, id)) as CouponRow, input.now);
    await recordOperatorAction(trx, {
      operatorId: input.operatorId,
      action: 'coupon.disable',
      subject: `coupon:${id}`,
      before: { code: coupon.code, disabled_at: null },
      after: { code: coupon.code, disabled_at: coupon.disabled_at },
      reason: input.reason,
    });
    return coupon;
  });
}
