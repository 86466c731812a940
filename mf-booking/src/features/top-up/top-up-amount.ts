import { RECHARGE_GIFT_TIERS, rechargeGiftYuan, TOP_UP_MAX_YUAN, TOP_UP_MIN_YUAN } from '@hanyu/contract';

export type AmountError = 'required' | 'integer' | 'min' | 'max';

/** A top-up amount as typed: a whole number of yuan within the bounds (SPEC §5), or why not. */
export function parseTopUpAmount(text: string): { yuan: number } | { error: AmountError } {
  const value = text.trim();
  if (!value) return { error: 'required' };
  if (!/^[+-]?[0-9]+$/.test(value)) return { error: 'integer' };
  const yuan = Number(value);
  if (yuan < TOP_UP_MIN_YUAN) return { error: 'min' };
  if (yuan > TOP_UP_MAX_YUAN) return { error: 'max' };
  return { yuan };
}

/** The gift tiers from the smallest, for the table. */
export const GIFT_TIERS_ASCENDING = [...RECHARGE_GIFT_TIERS].sort((a, b) => a.minYuan - b.minYuan);

/** Two everyday amounts, then each gift tier's threshold: a tap reaches a gift. */
export const QUICK_AMOUNTS_YUAN = [
  ...new Set([100, 500, ...GIFT_TIERS_ASCENDING.map((tier) => tier.minYuan)]),
];

/** The next tier above `yuan` that brings a bigger gift, to say how much more it takes. */
export function nextGiftTier(yuan: number): { minYuan: number; giftYuan: number } | undefined {
  const gift = rechargeGiftYuan(yuan);
  return GIFT_TIERS_ASCENDING.find((tier) => tier.minYuan > yuan && tier.giftYuan > gift);
}

/**
 * The device the gateway's payment page is made for: Alipay has a desktop page and a phone page. A
 * narrow screen or a touch pointer is a phone.
 */
export function payerDevice(): 'pc' | 'phone' {
  if (typeof globalThis.matchMedia !== 'function') return 'pc';
  const phone = matchMedia('(max-width: 640px)').matches || matchMedia('(pointer: coarse)').matches;
  return phone ? 'phone' : 'pc';
}
