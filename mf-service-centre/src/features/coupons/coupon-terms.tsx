import type { Lang, OperatorCoupon } from '@hanyu/contract';
import { formatPrice, withNodes } from '@hanyu/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Moment } from '../centre-frame/moment.tsx';

/** What a coupon takes off, in words: "15 % off", "¥20.00 off". */
export function discountText(coupon: OperatorCoupon, t: TFunction<'service'>, lang: Lang): string {
  return coupon.discount_type === 'percent'
    ? t('coupons.percentOff', { value: coupon.discount_value })
    : t('coupons.fixedOff', { amount: formatPrice(coupon.discount_value, 'CNY', lang) });
}

/** When it may be used: from, until, both or always, the times in the operator's zone. */
export function validWindow(coupon: OperatorCoupon, t: TFunction<'service'>): ReactNode {
  const from = coupon.starts_at ? <Moment iso={coupon.starts_at} /> : null;
  const until = coupon.ends_at ? <Moment iso={coupon.ends_at} /> : null;
  if (from && until) return withNodes((values) => t('coupons.between', values), { from, until });
  if (from) return withNodes((values) => t('coupons.from', values), { from });
  if (until) return withNodes((values) => t('coupons.until', values), { until });
  return t('coupons.always');
}
