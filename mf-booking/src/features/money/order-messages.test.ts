import { ERROR_CODES, ORDER_MESSAGES, type OrderCalculation } from '@hanyu/contract';
import { ApiError } from '@hanyu/sdk';
import { CALCULATION } from '../../testing/fixtures.ts';
import { couponMessage, endsAttempt, payFailureMessage, shortfallMessage } from './order-messages.ts';

const refused = (code: number, message = 'server words', status = 409) => new ApiError(message, code, status);
const failingCoupon = (error_code: number, message_value: number | null): OrderCalculation['coupon'] => ({
  code: 'SPRING',
  valid: false,
  discount_minor: 0,
  message: 'server words',
  error_code,
  message_value,
});

describe('order messages', () => {
  it('says the five coupon failures with their {0}', () => {
    expect(couponMessage(failingCoupon(20111, null))).toEqual({ key: 'couponExpired' });
    expect(couponMessage(failingCoupon(20112, null))).toEqual({ key: 'couponNotApplicable' });
    expect(couponMessage(failingCoupon(20113, 300))).toEqual({ key: 'couponMinimumAmount', value: 300 });
    expect(couponMessage(failingCoupon(20114, 2))).toEqual({ key: 'couponUseLimit', value: 2 });
    expect(couponMessage(failingCoupon(20115, null))).toEqual({ key: 'couponNewUsersOnly' });
  });

  it('says nothing of a valid or absent coupon, and the server’s words for an unknown failure', () => {
    expect(couponMessage(null)).toBeUndefined();
    expect(
      couponMessage({
        code: 'A',
        valid: true,
        discount_minor: 100,
        message: null,
        error_code: null,
        message_value: null,
      }),
    ).toBeUndefined();
    expect(
      couponMessage({
        code: 'A',
        valid: false,
        discount_minor: 0,
        message: 'No',
        error_code: null,
        message_value: null,
      }),
    ).toEqual({ serverText: 'No' });
  });

  it('says what is missing, or whom a company-paid learner asks', () => {
    expect(shortfallMessage(CALCULATION)).toBeUndefined();
    expect(shortfallMessage({ ...CALCULATION, missing_minor: 1_234 })).toEqual({
      key: 'notEnoughBalance',
      value: '12.34',
    });
    expect(shortfallMessage({ ...CALCULATION, missing_minor: 1_234, company_paid: true })).toEqual({
      key: 'companyBalanceShort',
    });
  });

  it('explains a refused payment with the values of the calculation asked again', () => {
    const short = { ...CALCULATION, missing_minor: 5_050 };
    expect(payFailureMessage(refused(ERROR_CODES.notEnoughBalance), short)).toEqual({
      key: 'notEnoughBalance',
      value: '50.50',
    });
    expect(payFailureMessage(refused(ERROR_CODES.companyBalanceShort), undefined)).toEqual({
      key: 'companyBalanceShort',
    });
    const couponUsedUp = { ...CALCULATION, coupon: failingCoupon(ERROR_CODES.couponUseLimit, 1) };
    expect(payFailureMessage(refused(ERROR_CODES.couponUseLimit), couponUsedUp)).toEqual({
      key: 'couponUseLimit',
      value: 1,
    });
    expect(payFailureMessage(refused(ERROR_CODES.outOfStock), CALCULATION)).toEqual({ key: 'outOfStock' });
    expect(payFailureMessage(refused(ERROR_CODES.nonBalancePayment, 'x', 400), CALCULATION)).toEqual({
      key: 'nonBalancePayment',
    });
  });

  it('falls back to the server’s words when a value is unknown, and to a plain failure without an answer', () => {
    expect(
      payFailureMessage(refused(ERROR_CODES.notEnoughBalance, ORDER_MESSAGES.notEnoughBalance), CALCULATION),
    ).toEqual({
      serverText: ORDER_MESSAGES.notEnoughBalance,
    });
    expect(payFailureMessage(new ApiError('timeout', 0, 0), CALCULATION)).toEqual({ key: 'payFailed' });
    expect(payFailureMessage(new ApiError('boom', 500, 500), CALCULATION)).toEqual({ key: 'payFailed' });
    expect(payFailureMessage(new Error('boom'), CALCULATION)).toEqual({ key: 'payFailed' });
    expect(payFailureMessage(refused(404, 'Not found', 404), CALCULATION)).toEqual({ key: 'payFailed' });
  });

  it('starts a new attempt only after an order that cannot be paid again or a reused key', () => {
    expect(endsAttempt(refused(ERROR_CODES.orderNotAwaitingPayment))).toBe(true);
    expect(endsAttempt(refused(ERROR_CODES.idempotencyKeyReused))).toBe(true);
    expect(endsAttempt(refused(ERROR_CODES.notEnoughBalance))).toBe(false);
    expect(endsAttempt(new ApiError('timeout', 0, 0))).toBe(false);
  });
});
