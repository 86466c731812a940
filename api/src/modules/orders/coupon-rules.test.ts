import { ERROR_CODES, ORDER_MESSAGES } from '@hanyu/contract';
import { applyCoupon, type Coupon, type CouponUse, couponDiscount } from './coupon-rules.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const coupon: Coupon = {
  id: '1',
  code: 'SAVE',
  discountType: 'fixed',
  discountValue: 2_000,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  courseId: '7',
  minAmountYuan: 100,
  perUserLimit: 2,
  newUsersOnly: true,
  disabledAt: null,
};
const use: CouponUse = { courseId: '7', amountMinor: 10_000, now: NOW, usesByUser: 1, hasPaidOrder: false };

describe('coupon rules', () => {
  it('discounts a fixed amount or a percentage rounded down, never beyond the amount', () => {
    expect(couponDiscount({ discountType: 'fixed', discountValue: 2_000 }, 1_500)).toBe(1_500);
    expect(couponDiscount({ discountType: 'percent', discountValue: 15 }, 999)).toBe(149);
    expect(couponDiscount({ discountType: 'percent', discountValue: 100 }, 999)).toBe(999);
    expect(applyCoupon(coupon, use)).toEqual({ ok: true, discountMinor: 2_000 });
  });

  it.each([
    ['no coupon', undefined, use, ERROR_CODES.couponNotApplicable, ORDER_MESSAGES.couponNotApplicable, null],
    [
      'another course',
      coupon,
      { ...use, courseId: '8' },
      ERROR_CODES.couponNotApplicable,
      ORDER_MESSAGES.couponNotApplicable,
      null,
    ],
    [
      'disabled by an operator',
      { ...coupon, disabledAt: new Date('2026-11-20T00:00:00Z') },
      use,
      ERROR_CODES.couponNotApplicable,
      ORDER_MESSAGES.couponNotApplicable,
      null,
    ],
    [
      'its end',
      coupon,
      { ...use, now: new Date('2026-12-01T00:00:00Z') },
      ERROR_CODES.couponExpired,
      ORDER_MESSAGES.couponExpired,
      null,
    ],
    [
      'before its start',
      coupon,
      { ...use, now: new Date('2026-10-31T00:00:00Z') },
      ERROR_CODES.couponExpired,
      ORDER_MESSAGES.couponExpired,
      null,
    ],
    [
      'under the minimum',
      coupon,
      { ...use, amountMinor: 9_999 },
      ERROR_CODES.couponMinimumAmount,
      'The coupon requires a minimum amount of 100 yuan',
      100,
    ],
    [
      'used up',
      coupon,
      { ...use, usesByUser: 2 },
      ERROR_CODES.couponUseLimit,
      'The coupon has reached its per-user use limit of 2',
      2,
    ],
    [
      'after a first purchase',
      coupon,
      { ...use, hasPaidOrder: true },
      ERROR_CODES.couponNewUsersOnly,
      ORDER_MESSAGES.couponNewUsersOnly,
      null,
    ],
  ])('fails with %s', (_case, given, at, code, message, value) => {
    expect(applyCoupon(given, at)).toEqual({ ok: false, failure: { code, message, value } });
  });

  it('applies to every course when it names none', () => {
    expect(applyCoupon({ ...coupon, courseId: null }, { ...use, courseId: '99' })).toMatchObject({
      ok: true,
    });
  });
});
