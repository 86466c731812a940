import { ERROR_CODES, topUpYuanFor, yuanText } from '@hanyu/contract';
import { type ApiError, isApiError } from '@hanyu/sdk';
import { type OrderMessage, type OrderMessageKey, orderCodeMessage } from '@hanyu/ui';

/** The API refused the request (4xx); transport failures and 5xx are not refusals. */
function refusalOf(error: unknown): ApiError | undefined {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error : undefined;
}

/**
 * A refusal's code in words; an unknown code says `fallback`. The values of templated messages (the coupon's
 * minimum or limit) only the server's words carry here.
 */
function codeMessage(refusal: ApiError, fallback: OrderMessageKey): OrderMessage {
  return orderCodeMessage(refusal.code, null, refusal.message, fallback);
}

export function isNotEnoughBalance(error: unknown): boolean {
  return refusalOf(error)?.code === ERROR_CODES.notEnoughBalance;
}

export interface PayFailure {
  message: OrderMessage;
  /** Not enough balance: a top-up is the way on, of this many whole yuan when the shortfall is known. */
  topUp?: { yuan: number | undefined };
}

/**
 * Why paying an order failed. `missingMinor` is what the balance lacks, from the balance read again after
 * a "not enough balance" refusal; without it the server's own words say it.
 */
export function payFailure(error: unknown, missingMinor: number | undefined): PayFailure {
  const refusal = refusalOf(error);
  if (!refusal) return { message: { key: 'payFailed' } };
  if (refusal.code !== ERROR_CODES.notEnoughBalance) return { message: codeMessage(refusal, 'payFailed') };
  return missingMinor !== undefined && missingMinor > 0
    ? {
        message: { key: 'notEnoughBalance', value: yuanText(missingMinor) },
        topUp: { yuan: topUpYuanFor(missingMinor) },
      }
    : { message: { serverText: refusal.message }, topUp: { yuan: undefined } };
}

/** Why cancelling an order failed. */
export function cancelFailure(error: unknown): OrderMessage {
  const refusal = refusalOf(error);
  return refusal ? codeMessage(refusal, 'cancelFailed') : { key: 'cancelFailed' };
}

/**
 * A refusal the same attempt can never get past: the order is no longer awaiting payment (paid or
 * cancelled elsewhere), or the key was spent on another request. The next try needs a new key, and the
 * list is stale.
 */
export function endsAttempt(error: unknown): boolean {
  const code = refusalOf(error)?.code;
  return code === ERROR_CODES.orderNotAwaitingPayment || code === ERROR_CODES.idempotencyKeyReused;
}
