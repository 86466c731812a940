import {
  ERROR_CODES,
  type OrderCalculation,
  TOP_UP_MAX_YUAN,
  TOP_UP_MIN_YUAN,
  yuanText,
} from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import type { BookingResources } from '../../locales/en.ts';

export type OrderMessageKey = keyof BookingResources['orderMessages'];

/**
 * What the page says about an order, in the page language: a key of `orderMessages` with its `{{value}}`,
 * or, only when the value of a templated message is unknown, the server's own words.
 */
export type OrderMessage = { key: OrderMessageKey; value?: string | number } | { serverText: string };

type CouponCheck = NonNullable<OrderCalculation['coupon']>;

/** Each order code (SPEC §5, §8) and its message; the templated ones take their `{0}` as `value`. */
const MESSAGE_OF_CODE: Record<number, OrderMessageKey> = {
  [ERROR_CODES.notEnoughBalance]: 'notEnoughBalance',
  [ERROR_CODES.companyBalanceShort]: 'companyBalanceShort',
  [ERROR_CODES.nonBalancePayment]: 'nonBalancePayment',
  [ERROR_CODES.purchaseLimit]: 'purchaseLimit',
  [ERROR_CODES.outOfStock]: 'outOfStock',
  [ERROR_CODES.classFull]: 'classFull',
  [ERROR_CODES.classClosed]: 'classClosed',
  [ERROR_CODES.orderNotAwaitingPayment]: 'notAwaitingPayment',
  [ERROR_CODES.idempotencyKeyReused]: 'idempotencyKeyReused',
  [ERROR_CODES.alreadyEnrolled]: 'alreadyEnrolled',
  [ERROR_CODES.singleQuantity]: 'singleQuantity',
  [ERROR_CODES.courseNotForSale]: 'courseNotForSale',
  [ERROR_CODES.couponExpired]: 'couponExpired',
  [ERROR_CODES.couponNotApplicable]: 'couponNotApplicable',
  [ERROR_CODES.couponMinimumAmount]: 'couponMinimumAmount',
  [ERROR_CODES.couponUseLimit]: 'couponUseLimit',
  [ERROR_CODES.couponNewUsersOnly]: 'couponNewUsersOnly',
};

const TEMPLATED_CODES: ReadonlySet<number> = new Set([
  ERROR_CODES.notEnoughBalance,
  ERROR_CODES.couponMinimumAmount,
  ERROR_CODES.couponUseLimit,
]);

/** The message of an order code; a templated one without its value falls back to the server's words. */
export function orderCodeMessage(
  code: number,
  value: string | number | null | undefined,
  serverText: string,
): OrderMessage {
  const key = MESSAGE_OF_CODE[code];
  if (!key) return { key: 'payFailed' };
  if (!TEMPLATED_CODES.has(code)) return { key };
  return value === null || value === undefined ? { serverText } : { key, value };
}

/** Why a coupon does not apply (the five SPEC §5 failures), or undefined when it does. */
export function couponMessage(coupon: CouponCheck | null): OrderMessage | undefined {
  if (!coupon || coupon.valid) return undefined;
  if (coupon.error_code === null) return coupon.message ? { serverText: coupon.message } : undefined;
  return orderCodeMessage(coupon.error_code, coupon.message_value, coupon.message ?? '');
}

/** The balance cannot pay the total: what is missing, or, for a company-paid learner, whom to ask. */
export function shortfallMessage(calculation: OrderCalculation): OrderMessage | undefined {
  if (calculation.missing_minor <= 0) return undefined;
  if (calculation.company_paid) return { key: 'companyBalanceShort' };
  return { key: 'notEnoughBalance', value: yuanText(calculation.missing_minor) };
}

/** Why the order is refused whatever is paid (the purchase limit, the stock left), or undefined. */
export function refusalMessage(calculation: OrderCalculation): OrderMessage | undefined {
  const { refusal } = calculation;
  return refusal ? orderCodeMessage(refusal.error_code, null, refusal.message) : undefined;
}

/**
 * Why paying failed. `fresh` is the calculation asked again after the failure: it knows the values the
 * failure's message needs (the coupon's minimum or limit, the missing amount).
 */
export function payFailureMessage(error: unknown, fresh: OrderCalculation | undefined): OrderMessage {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { key: 'payFailed' };
  if (error.code === ERROR_CODES.notEnoughBalance || error.code === ERROR_CODES.companyBalanceShort) {
    return (fresh && shortfallMessage(fresh)) ?? orderCodeMessage(error.code, null, error.message);
  }
  const coupon = fresh?.coupon;
  const value = coupon?.error_code === error.code ? coupon.message_value : null;
  return orderCodeMessage(error.code, value, error.message);
}

/** A failure the same attempt can never get past: the next try must be a new attempt (a new key). */
export function endsAttempt(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === ERROR_CODES.orderNotAwaitingPayment || error.code === ERROR_CODES.idempotencyKeyReused)
  );
}

/** The whole yuan a top-up must bring to cover `missingMinor` fen, within the top-up bounds. */
export function topUpYuanFor(missingMinor: number): number {
  return Math.min(TOP_UP_MAX_YUAN, Math.max(TOP_UP_MIN_YUAN, Math.ceil(missingMinor / 100)));
}
