import * as v from 'valibot';
import { LANGS } from './constants.ts';
import { BILL_TYPE, ORDER_STATUS } from './enums.ts';
import { integerText, integerValue, text } from './request-fields.ts';
import { TOP_UP_GATEWAYS } from './top-up.ts';

/**
 * What a buyer reads when paying or applying a coupon fails (SPEC §5, §8). `{0}` is filled by
 * `fillMessage`.
 */
export const ORDER_MESSAGES = {
  couponExpired: 'The coupon has expired',
  couponNotApplicable: 'The coupon is not valid for this course or does not exist',
  couponMinimumAmount: 'The coupon requires a minimum amount of {0} yuan',
  couponUseLimit: 'The coupon has reached its per-user use limit of {0}',
  couponNewUsersOnly: 'The coupon is for the first purchase by new users only',
  purchaseLimit: 'The number of courses you have purchased exceeds the limit',
  outOfStock: 'Not enough remaining courses',
  classFull: 'The class is full',
  classClosed: 'This class is no longer open for enrolment',
  alreadyEnrolled: 'You already have a seat in this class',
  singleQuantity: 'This course is bought one at a time',
  courseNotForSale: 'This course is not yet available',
  notEnoughBalance: 'Not enough balance, {0} yuan missing',
  companyBalanceShort: 'Not enough company balance, please contact the service centre',
  nonBalancePayment: 'Does not support non-balance payments',
  notAwaitingPayment: 'The order is not awaiting payment',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
} as const;

/** A message template with `{0}`, `{1}`… replaced by `values`. */
export function fillMessage(template: string, ...values: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (all, index: string) => String(values[Number(index)] ?? all));
}

/** Minor units (fen) as yuan with two decimals, for messages: 1234 → '12.34'. */
export function yuanText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const fen = Math.abs(minor);
  return `${sign}${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** The one payment method orders accept (SPEC §5). */
export const BALANCE_PAYMENT = 'balance';
export const ORDER_QUANTITY_MAX = 100;
export const COUPON_CODE_MAX_LENGTH = 40;

const ORDER_STATUSES = Object.values(ORDER_STATUS);
const BILL_TYPES = Object.values(BILL_TYPE);

export const CouponCodeText = text('coupon_code', { max: COUPON_CODE_MAX_LENGTH });

/** The language course titles are answered in; English when absent or untranslated. */
const TitleLanguage = v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`));

/** An item (SKU) of a course, how many, and a coupon code (the `app_coupon_code` cookie pre-fills it). */
export const OrderBody = v.object({
  sku_id: integerValue('sku_id'),
  quantity: v.optional(integerValue('quantity', { max: ORDER_QUANTITY_MAX })),
  coupon_code: v.optional(CouponCodeText),
  language: TitleLanguage,
});
export type OrderBody = v.InferInput<typeof OrderBody>;

export const PayOrderBody = v.object({
  /** 'balance', the default; anything else is refused with ORDER_MESSAGES.nonBalancePayment. */
  payment_method: v.optional(text('payment_method', { max: 40 })),
});
export type PayOrderBody = v.InferInput<typeof PayOrderBody>;

export const OrderIdParams = v.object({ id: integerText('id') });
export type OrderIdParams = v.InferInput<typeof OrderIdParams>;

export const OrderQuery = v.object({ language: TitleLanguage });
export type OrderQuery = v.InferInput<typeof OrderQuery>;

/** What was bought, in the requested language: the course's title and the item's lessons. */
const PurchasedItem = {
  course_title: v.string(),
  lesson_count: v.number(),
  lesson_minutes: v.number(),
};

/** The coupon as applied to a price: its discount, or why it does not apply. */
export const CouponCheck = v.object({
  code: v.string(),
  valid: v.boolean(),
  discount_minor: v.number(),
  /** The failure's message (ORDER_MESSAGES), null when valid. */
  message: v.nullable(v.string()),
  /** The failure's ERROR_CODES value (20111–20115), for the page to say it in its language; null when valid. */
  error_code: v.nullable(v.number()),
  /** What the message's `{0}` stands for: the minimum in yuan, or the per-user use limit; else null. */
  message_value: v.nullable(v.number()),
});

/**
 * What an order would cost and whether the payer can pay it (SPEC §7's `/user/order/calculate`), amounts
 * in minor units (fen) of `currency`. `missing_minor` is what a top-up must bring; `remaining` the item's
 * stock, null when unlimited.
 */
export const OrderCalculation = v.object({
  sku_id: v.number(),
  course_id: v.number(),
  course_kind: v.string(),
  ...PurchasedItem,
  quantity: v.number(),
  currency: v.string(),
  unit_price_minor: v.number(),
  amount_minor: v.number(),
  discount_minor: v.number(),
  total_minor: v.number(),
  coupon: v.nullable(CouponCheck),
  balance_minor: v.number(),
  missing_minor: v.number(),
  /** True when a company pays for the caller (SPEC §6): the balance is the company's. */
  company_paid: v.boolean(),
  remaining: v.nullable(v.number()),
  purchase_limit: v.nullable(v.number()),
  purchased: v.number(),
  /**
   * Why this order would be refused whatever the balance and the coupon (issue 24): the purchase limit
   * (ERROR_CODES.purchaseLimit) or the stock left (outOfStock), in ORDER_MESSAGES' words; null when none.
   */
  refusal: v.nullable(v.object({ error_code: v.number(), message: v.string() })),
});
export type OrderCalculation = v.InferOutput<typeof OrderCalculation>;

export const Order = v.object({
  id: v.number(),
  status: v.picklist(ORDER_STATUSES),
  sku_id: v.number(),
  course_id: v.number(),
  course_kind: v.string(),
  ...PurchasedItem,
  quantity: v.number(),
  currency: v.string(),
  unit_price_minor: v.number(),
  amount_minor: v.number(),
  discount_minor: v.number(),
  total_minor: v.number(),
  coupon_code: v.nullable(v.string()),
  company_paid: v.boolean(),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
});
export type Order = v.InferOutput<typeof Order>;

export const OrdersQuery = v.object({
  status: v.optional(
    v.pipe(
      integerText('status', { min: 0, max: 4 }),
      v.picklist(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`),
    ),
  ),
  page: v.optional(integerText('page', { max: 100_000 })),
  size: v.optional(integerText('size', { max: 100 })),
  language: TitleLanguage,
});
export type OrdersQuery = v.InferInput<typeof OrdersQuery>;

export const OrdersResponse = v.object({ list: v.array(Order), total: v.number() });

export const Balance = v.object({
  currency: v.string(),
  /** The caller's own tuition balance in minor units. */
  balance_minor: v.number(),
  /** The paying company's balance when a company pays for the caller, else null. */
  company_balance_minor: v.nullable(v.number()),
});
export type Balance = v.InferOutput<typeof Balance>;

export const BillsQuery = v.object({
  type: v.optional(
    v.pipe(
      integerText('type', { max: 7 }),
      v.picklist(BILL_TYPES, `type must be one of ${BILL_TYPES.join(', ')}`),
    ),
  ),
  page: v.optional(integerText('page', { max: 100_000 })),
  size: v.optional(integerText('size', { max: 100 })),
});
export type BillsQuery = v.InferInput<typeof BillsQuery>;

export const Bill = v.object({
  id: v.number(),
  type: v.picklist(BILL_TYPES),
  amount: v.number(),
  balance_after: v.number(),
  /** As stored, in English; pages write a bill from `type`, `order_id` and `gateway` where they can. */
  description: v.string(),
  /** The order a purchase, a refund or a reward is about. */
  order_id: v.optional(v.nullable(v.number()), null),
  /** The gateway of a top-up or of its gift. */
  gateway: v.optional(v.nullable(v.picklist(TOP_UP_GATEWAYS)), null),
  created_at: v.string(),
});
export type Bill = v.InferOutput<typeof Bill>;
export const BillsResponse = v.object({ list: v.array(Bill), total: v.number() });
