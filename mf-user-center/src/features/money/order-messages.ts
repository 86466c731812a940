import { ERROR_CODES } from '@hanyu/contract';
import { type ApiError, isApiError } from '@hanyu/sdk';
import type { UserCenterResources } from '../../locales/en.ts';

export type OrderMessageKey = keyof UserCenterResources['orderMessages'];

/**
 * What the page says about an order, in the page language: a key of `orderMessages` (with the missing
 * amount for "not enough balance"), or, only when a message's value is unknown, the server's own words.
 */
export type OrderMessage = { key: OrderMessageKey; missingMinor?: number } | { serverText: string };

/** Each order code (SPEC §5, §8, the contract's 20101–20116) and its message. */
const MESSAGE_OF_CODE: Readonly<Record<number, OrderMessageKey>> = {
  [ERROR_CODES.notEnoughBalance]: 'notEnoughBalance',
  [ERROR_CODES.companyBalanceShort]: 'companyBalanceShort',
  [ERROR_CODES.nonBalancePayment]: 'nonBalancePayment',
  [ERROR_CODES.purchaseLimit]: 'purchaseLimit',
  [ERROR_CODES.outOfStock]: 'outOfStock',
  [ERROR_CODES.classFull]: 'classFull',
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
  [ERROR_CODES.classClosed]: 'classClosed',
};

/** Messages with a `{0}` that only the server's words carry here (the coupon's minimum or limit). */
const SERVER_VALUED: ReadonlySet<number> = new Set([
  ERROR_CODES.couponMinimumAmount,
  ERROR_CODES.couponUseLimit,
]);

/** The API refused the request (4xx); transport failures and 5xx are not refusals. */
function refusalOf(error: unknown): ApiError | undefined {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error : undefined;
}

/** A refusal's code in words; an unknown code says `fallback`. */
function codeMessage(refusal: ApiError, fallback: OrderMessageKey): OrderMessage {
  const key = MESSAGE_OF_CODE[refusal.code];
  if (!key) return { key: fallback };
  return SERVER_VALUED.has(refusal.code) ? { serverText: refusal.message } : { key };
}

export function isNotEnoughBalance(error: unknown): boolean {
  return refusalOf(error)?.code === ERROR_CODES.notEnoughBalance;
}

/** The whole yuan a top-up must bring to cover `missingMinor` fen (top-ups count in whole yuan). */
export function topUpYuanFor(missingMinor: number): number {
  return Math.max(1, Math.ceil(missingMinor / 100));
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
    ? { message: { key: 'notEnoughBalance', missingMinor }, topUp: { yuan: topUpYuanFor(missingMinor) } }
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
