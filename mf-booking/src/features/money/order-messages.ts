import { ERROR_CODES, type OrderCalculation, yuanText } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { type OrderMessage, orderCodeMessage } from '@hanyu/ui';

type CouponCheck = NonNullable<OrderCalculation['coupon']>;

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
