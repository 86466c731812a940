import {
  COUPON_CODE_MAX_LENGTH,
  type Lang,
  ORDER_QUANTITY_MAX,
  type OrderBody,
  type OrderCalculation,
} from '@hanyu/contract';

/** What the learner is about to buy, as the page holds it. An empty coupon code means none. */
export interface OrderDraft {
  skuId: number;
  quantity: number;
  couponCode: string;
}

const ID = /^[1-9][0-9]{0,14}$/;

/** A quantity the order accepts: whole, from 1 to ORDER_QUANTITY_MAX; anything else is 1. */
export function quantityFrom(value: string | null): number {
  if (!value || !/^[0-9]{1,4}$/.test(value)) return 1;
  return Math.min(ORDER_QUANTITY_MAX, Math.max(1, Number(value)));
}

/** A coupon code as the order takes it: trimmed, no longer than the longest code. */
export function couponFrom(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, COUPON_CODE_MAX_LENGTH);
}

/**
 * The draft a checkout URL (`?sku=N[&quantity=Q][&coupon=CODE]`) asks for; `?coupon=` wins over the
 * remembered `app_coupon_code` cookie. Undefined when the URL names no item: no call can help then.
 */
export function draftFromUrl(
  search: URLSearchParams,
  rememberedCoupon: string | undefined,
): OrderDraft | undefined {
  const sku = search.get('sku');
  if (!sku || !ID.test(sku)) return undefined;
  return {
    skuId: Number(sku),
    quantity: quantityFrom(search.get('quantity')),
    couponCode: couponFrom(search.get('coupon') ?? rememberedCoupon),
  };
}

/** The body of calculate and create: titles come back in the page language. */
export function orderBody(draft: OrderDraft, lang: Lang): OrderBody {
  return {
    sku_id: draft.skuId,
    quantity: draft.quantity,
    ...(draft.couponCode ? { coupon_code: draft.couponCode } : {}),
    language: lang,
  };
}

/** This checkout as a URL, to come back to after topping up. */
export function checkoutPath(lang: Lang, draft: OrderDraft): string {
  const search = new URLSearchParams({ sku: String(draft.skuId), quantity: String(draft.quantity) });
  if (draft.couponCode) search.set('coupon', draft.couponCode);
  return `/${lang}/checkout?${search}`;
}

/** The most the stepper offers: the order's bound, the stock left and what the purchase limit allows. */
export function maxQuantity(calculation: OrderCalculation): number {
  const bounds = [ORDER_QUANTITY_MAX];
  if (calculation.remaining !== null) bounds.push(calculation.remaining);
  if (calculation.purchase_limit !== null) bounds.push(calculation.purchase_limit - calculation.purchased);
  return Math.max(1, Math.min(...bounds));
}
