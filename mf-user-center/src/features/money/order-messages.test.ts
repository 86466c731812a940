import { ERROR_CODES } from '@hanyu/contract';
import { ApiError } from '@hanyu/sdk';
import { cancelFailure, endsAttempt, isNotEnoughBalance, payFailure } from './order-messages.ts';

const refused = (code: number, message = 'server words', status = 409) => new ApiError(message, code, status);

describe('order messages', () => {
  it('says every order code of the contract in words', () => {
    const orderCodes = Object.values(ERROR_CODES).filter((code) => code >= 20101 && code <= 20117);
    expect(orderCodes).toHaveLength(17);
    const said = orderCodes.map((code) => {
      const { message } = payFailure(refused(code), 5_000);
      return 'key' in message ? message.key : message.serverText;
    });
    expect(said).toEqual([
      'notEnoughBalance',
      'companyBalanceShort',
      'nonBalancePayment',
      'purchaseLimit',
      'outOfStock',
      'classFull',
      'notAwaitingPayment',
      'idempotencyKeyReused',
      'alreadyEnrolled',
      'singleQuantity',
      'couponExpired',
      'couponNotApplicable',
      'server words',
      'server words',
      'couponNewUsersOnly',
      'classClosed',
      'courseNotForSale',
    ]);
  });

  it('says the company is short, with no top-up', () => {
    expect(payFailure(refused(ERROR_CODES.companyBalanceShort), undefined)).toEqual({
      message: { key: 'companyBalanceShort' },
    });
  });

  it('says how much is missing and offers a top-up of it in whole yuan', () => {
    expect(payFailure(refused(ERROR_CODES.notEnoughBalance), 1_234)).toEqual({
      message: { key: 'notEnoughBalance', value: '12.34' },
      topUp: { yuan: 13 },
    });
    expect(isNotEnoughBalance(refused(ERROR_CODES.notEnoughBalance))).toBe(true);
    expect(isNotEnoughBalance(refused(ERROR_CODES.companyBalanceShort))).toBe(false);
  });

  it('falls back to the server’s words when the shortfall is unknown, still offering a top-up', () => {
    expect(
      payFailure(refused(ERROR_CODES.notEnoughBalance, 'Not enough balance, 3.00 yuan missing'), 0),
    ).toEqual({
      message: { serverText: 'Not enough balance, 3.00 yuan missing' },
      topUp: { yuan: undefined },
    });
  });

  it('keeps the server’s words for coupon messages whose value only it knows', () => {
    expect(payFailure(refused(ERROR_CODES.couponUseLimit, 'limit of 2'), undefined).message).toEqual({
      serverText: 'limit of 2',
    });
    expect(payFailure(refused(ERROR_CODES.couponExpired), undefined).message).toEqual({
      key: 'couponExpired',
    });
  });

  it('says a plain failure without an answer, on a server error or an unknown refusal', () => {
    for (const error of [
      new ApiError('timeout', 0, 0),
      new ApiError('boom', 500, 500),
      new Error('x'),
      refused(403, 'no', 403),
    ]) {
      expect(payFailure(error, undefined)).toEqual({ message: { key: 'payFailed' } });
      expect(cancelFailure(error)).toEqual({ key: 'cancelFailed' });
    }
    expect(cancelFailure(refused(ERROR_CODES.orderNotAwaitingPayment))).toEqual({
      key: 'notAwaitingPayment',
    });
  });

  it('ends the attempt only when the order or the key cannot succeed again', () => {
    expect(endsAttempt(refused(ERROR_CODES.orderNotAwaitingPayment))).toBe(true);
    expect(endsAttempt(refused(ERROR_CODES.idempotencyKeyReused))).toBe(true);
    expect(endsAttempt(refused(ERROR_CODES.notEnoughBalance))).toBe(false);
    expect(endsAttempt(new ApiError('timeout', 0, 0))).toBe(false);
  });
});
