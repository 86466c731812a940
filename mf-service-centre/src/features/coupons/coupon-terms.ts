import type { Lang, OperatorCoupon } from '@hanyu/contract';
import { formatDateTime, formatPrice } from '@hanyu/ui';
import type { TFunction } from 'i18next';

/** What a coupon takes off, in words: "15 % off", "¥20.00 off". */
export function discountText(coupon: OperatorCoupon, t: TFunction<'service'>, lang: Lang): string {
  return coupon.discount_type === 'percent'
    ? t('coupons.percentOff', { value: coupon.discount_value })
    : t('coupons.fixedOff', { amount: formatPrice(coupon.discount_value, 'CNY', lang) });
}

/** When it may be used: from, until, both or always. */
export function windowText(
  coupon: OperatorCoupon,
  t: TFunction<'service'>,
  lang: Lang,
  zone: string,
): string {
  const from = coupon.starts_at && formatDateTime(coupon.starts_at, lang, zone);
  const until = coupon.ends_at && formatDateTime(coupon.ends_at, lang, zone);
  if (from && until) return t('coupons.between', { from, until });
  if (from) return t('coupons.from', { from });
  if (until) return t('coupons.until', { until });
  return t('coupons.always');
}
