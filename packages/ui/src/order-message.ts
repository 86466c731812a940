import { ERROR_CODES } from '@hanyu/contract';
import type { CommonResources } from '@hanyu/i18n';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format.ts';
import { useLang } from './use-lang.ts';

/** A message of the common `orderMessages` (SPEC §5, §8): what a buyer reads when an order fails. */
export type OrderMessageKey = keyof CommonResources['orderMessages'];

/**
 * What a page says about an order, in the page language: a key of `orderMessages` with its `{{value}}`,
 * or, only when the value of a templated message is unknown, the server's own words.
 */
export type OrderMessage = { key: OrderMessageKey; value?: string | number } | { serverText: string };

/** Each order code of the contract (20101–20117) and its message. */
const MESSAGE_OF_CODE: Readonly<Record<number, OrderMessageKey>> = {
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

/** Messages with a `{0}`: the missing amount, the coupon's minimum (both yuan) or its use limit. */
const TEMPLATED_CODES: ReadonlySet<number> = new Set([
  ERROR_CODES.notEnoughBalance,
  ERROR_CODES.couponMinimumAmount,
  ERROR_CODES.couponUseLimit,
]);

/** Messages whose value is an amount of yuan (the server sends it as a number, or yuanText): written as prices are. */
const AMOUNT_KEYS: ReadonlySet<OrderMessageKey> = new Set(['notEnoughBalance', 'couponMinimumAmount']);

/**
 * The message of an order code. A templated one without its value says the server's words (`serverText`);
 * a code that is not an order code says `fallback` (the page's own "could not pay" or "could not cancel").
 */
export function orderCodeMessage(
  code: number,
  value: string | number | null | undefined,
  serverText: string,
  fallback: OrderMessageKey = 'payFailed',
): OrderMessage {
  const key = MESSAGE_OF_CODE[code];
  if (!key) return { key: fallback };
  if (!TEMPLATED_CODES.has(code)) return { key };
  return value === null || value === undefined ? { serverText } : { key, value };
}

/** Says an order message in the page language; an amount of yuan is written as every price is (formatPrice). */
export function useOrderMessage(): (message: OrderMessage) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (message) => {
    if ('serverText' in message) return message.serverText;
    const amount = AMOUNT_KEYS.has(message.key) ? Number(message.value) : Number.NaN;
    const value = Number.isFinite(amount)
      ? formatPrice(Math.round(amount * 100), 'CNY', lang)
      : (message.value ?? '');
    return t(`orderMessages.${message.key}`, { value });
  };
}
