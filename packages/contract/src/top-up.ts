import * as v from 'valibot';
import { LANGS } from './constants.ts';
import { integerText, integerValue } from './request-fields.ts';

/** The gateways a learner tops up through. */
export const TOP_UP_GATEWAYS = ['alipay', 'paypal', 'goallpay'] as const;
export type TopUpGateway = (typeof TOP_UP_GATEWAYS)[number];

/** The payer's device: Alipay has a desktop page and a phone page. */
export const TOP_UP_DEVICES = ['pc', 'phone'] as const;

/** A top-up is a whole number of yuan within these bounds. */
export const TOP_UP_MIN_YUAN = 1;
export const TOP_UP_MAX_YUAN = 50_000;

/** The whole yuan a top-up must bring to cover `missingMinor` fen, within the top-up bounds. */
export function topUpYuanFor(missingMinor: number): number {
  return Math.min(TOP_UP_MAX_YUAN, Math.max(TOP_UP_MIN_YUAN, Math.ceil(missingMinor / 100)));
}

/**
 * Recharge gifts (bill type 6) by tier: a top-up of at least `minYuan` yuan brings `giftYuan` more.
 * The highest tier reached applies; below the lowest, no gift.
 */
export const RECHARGE_GIFT_TIERS: ReadonlyArray<{ minYuan: number; giftYuan: number }> = [
  { minYuan: 5_000, giftYuan: 300 },
  { minYuan: 2_000, giftYuan: 100 },
  { minYuan: 1_000, giftYuan: 50 },
];

/** The gift of a top-up of `amountYuan` yuan, in yuan. */
export function rechargeGiftYuan(amountYuan: number): number {
  return RECHARGE_GIFT_TIERS.find((tier) => amountYuan >= tier.minYuan)?.giftYuan ?? 0;
}

/** created: not yet at the gateway; pending: waiting for the payer; paid and failed are final. */
export const TOP_UP_STATUSES = ['created', 'pending', 'paid', 'failed'] as const;

export const TopUpBody = v.object({
  /** Whole yuan: 'amount must be an integer from 1 to 50000'. */
  amount: integerValue('amount', { min: TOP_UP_MIN_YUAN, max: TOP_UP_MAX_YUAN }),
  gateway: v.picklist(TOP_UP_GATEWAYS, `gateway must be one of ${TOP_UP_GATEWAYS.join(', ')}`),
  device: v.optional(v.picklist(TOP_UP_DEVICES, `device must be one of ${TOP_UP_DEVICES.join(', ')}`)),
  /** The language of the page the gateway sends the payer back to (`/{language}/redirect/{gateway}`). */
  language: v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`)),
});
export type TopUpBody = v.InferInput<typeof TopUpBody>;

export const TopUp = v.object({
  id: v.number(),
  /** Yuan credited to the balance, and the recharge gift on top. */
  amount: v.number(),
  gift: v.number(),
  gateway: v.picklist(TOP_UP_GATEWAYS),
  status: v.picklist(TOP_UP_STATUSES),
  /** What the gateway charges, in its currency's minor units, and the rate when converted. */
  charged_minor: v.nullable(v.number()),
  charged_currency: v.nullable(v.string()),
  rate: v.nullable(v.string()),
  /** True when the gateway is a local sandbox (no real money). */
  sandbox: v.boolean(),
  created_at: v.string(),
});
export type TopUp = v.InferOutput<typeof TopUp>;

/** A created top-up: send the payer to `redirect_url`. */
export const CreatedTopUp = v.object({ ...TopUp.entries, redirect_url: v.string() });
export type CreatedTopUp = v.InferOutput<typeof CreatedTopUp>;

export const TopUpIdParams = v.object({ id: integerText('id') });
export type TopUpIdParams = v.InferInput<typeof TopUpIdParams>;
