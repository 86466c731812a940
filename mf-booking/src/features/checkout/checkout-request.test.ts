import { ORDER_QUANTITY_MAX, type OrderCalculation } from '@hanyu/contract';
import { CALCULATION } from '../../testing/fixtures.ts';
import { checkoutPath, draftFromUrl, maxQuantity, orderBody, quantityFrom } from './checkout-request.ts';

const url = (search: string) => new URLSearchParams(search);

describe('checkout request', () => {
  it('reads the item, the quantity and the coupon from the URL, the URL before the cookie', () => {
    expect(draftFromUrl(url('sku=7&quantity=3&coupon=%20SPRING%20'), 'COOKIE')).toEqual({
      skuId: 7,
      quantity: 3,
      couponCode: 'SPRING',
    });
    expect(draftFromUrl(url('sku=7'), 'COOKIE')).toEqual({ skuId: 7, quantity: 1, couponCode: 'COOKIE' });
    expect(draftFromUrl(url('sku=7'), undefined)).toEqual({ skuId: 7, quantity: 1, couponCode: '' });
  });

  it('names no item without a valid sku', () => {
    for (const search of ['', 'sku=', 'sku=0', 'sku=abc', 'sku=-1', 'sku=1.5', 'sku=1234567890123456']) {
      expect(draftFromUrl(url(search), undefined)).toBeUndefined();
    }
  });

  it('keeps quantities within the order bounds', () => {
    expect(quantityFrom('0')).toBe(1);
    expect(quantityFrom('x')).toBe(1);
    expect(quantityFrom('2.5')).toBe(1);
    expect(quantityFrom('9999')).toBe(ORDER_QUANTITY_MAX);
    expect(quantityFrom('4')).toBe(4);
  });

  it('sends a coupon only when there is one, and the page language', () => {
    expect(orderBody({ skuId: 7, quantity: 2, couponCode: '' }, 'ja')).toEqual({
      sku_id: 7,
      quantity: 2,
      language: 'ja',
    });
    expect(orderBody({ skuId: 7, quantity: 1, couponCode: 'A B' }, 'en')).toMatchObject({
      coupon_code: 'A B',
    });
  });

  it('writes the checkout back as a URL', () => {
    expect(checkoutPath('es', { skuId: 7, quantity: 2, couponCode: 'A&B' })).toBe(
      '/es/checkout?sku=7&quantity=2&coupon=A%26B',
    );
  });

  it('bounds the stepper by the stock and the purchase limit', () => {
    const with_ = (fields: Partial<OrderCalculation>) => maxQuantity({ ...CALCULATION, ...fields });
    expect(with_({ remaining: null, purchase_limit: null })).toBe(ORDER_QUANTITY_MAX);
    expect(with_({ remaining: 3, purchase_limit: null })).toBe(3);
    expect(with_({ remaining: 10, purchase_limit: 5, purchased: 3 })).toBe(2);
    expect(with_({ remaining: 0, purchase_limit: null })).toBe(1);
  });
});
