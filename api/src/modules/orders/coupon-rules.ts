import { ERROR_CODES, fillMessage, ORDER_MESSAGES } from '@hanyu/contract';

/** A coupon as the rules read it (migration 0013). */
export interface Coupon {
  id: string;
  code: string;
  discountType: 'fixed' | 'percent';
  /** Fen off for 'fixed', percent off for 'percent'. */
  discountValue: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Null: valid for every course. */
  courseId: string | null;
  minAmountYuan: number;
  perUserLimit: number;
  newUsersOnly: boolean;
  /** Since when an operator has disabled it (migration 0037); null while it is in use. */
  disabledAt: Date | null;
}

/** What the rules need to know about the purchase and the buyer. */
export interface CouponUse {
  courseId: string;
  /** The order's amount before the discount, in fen. */
  amountMinor: number;
  now: Date;
  /** How many paid orders of the buyer already used this coupon. */
  usesByUser: number;
  /** Whether the buyer has paid an order before (a coupon for new users only then fails). */
  hasPaidOrder: boolean;
}

export interface CouponFailure {
  code: number;
  message: string;
  /** What the message's `{0}` says (the minimum in yuan, the per-user limit); null when it has none. */
  value: number | null;
}

export type CouponResult = { ok: true; discountMinor: number } | { ok: false; failure: CouponFailure };

/** The discount on `amountMinor` in fen, never more than the amount; a percentage rounds down. */
export function couponDiscount(coupon: Pick<Coupon, 'discountType' | 'discountValue'>, amountMinor: number) {
  const discount =
    coupon.discountType === 'fixed'
      ? coupon.discountValue
      : Math.floor((amountMinor * coupon.discountValue) / 100);
  return Math.min(discount, amountMinor);
}

/**
 * Applies the coupon of SPEC §5 to a purchase: its discount, or the first of the five failures in the
 * order a buyer can act on them (a missing, disabled or other course's coupon, outside its window, under the
 * minimum, used up, not a new user's first purchase).
 */
export function applyCoupon(coupon: Coupon | undefined, use: CouponUse): CouponResult {
  const fail = (code: number, template: string, value: number | null = null): CouponResult => ({
    ok: false,
    failure: { code, message: value === null ? template : fillMessage(template, value), value },
  });
  if (
    !coupon ||
    (coupon.disabledAt !== null && coupon.disabledAt.getTime() <= use.now.getTime()) ||
    (coupon.courseId !== null && coupon.courseId !== use.courseId)
  ) {
    return fail(ERROR_CODES.couponNotApplicable, ORDER_MESSAGES.couponNotApplicable);
  }
  const now = use.now.getTime();
  if (
    (coupon.startsAt && now < coupon.startsAt.getTime()) ||
    (coupon.endsAt && now >= coupon.endsAt.getTime())
  ) {
    return fail(ERROR_CODES.couponExpired, ORDER_MESSAGES.couponExpired);
  }
  if (use.amountMinor < coupon.minAmountYuan * 100) {
    return fail(ERROR_CODES.couponMinimumAmount, ORDER_MESSAGES.couponMinimumAmount, coupon.minAmountYuan);
  }
  if (use.usesByUser >= coupon.perUserLimit) {
    return fail(ERROR_CODES.couponUseLimit, ORDER_MESSAGES.couponUseLimit, coupon.perUserLimit);
  }
  if (coupon.newUsersOnly && use.hasPaidOrder) {
    return fail(ERROR_CODES.couponNewUsersOnly, ORDER_MESSAGES.couponNewUsersOnly);
  }
  return { ok: true, discountMinor: couponDiscount(coupon, use.amountMinor) };
}
