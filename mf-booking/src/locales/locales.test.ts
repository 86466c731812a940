import { BOOKING_MESSAGES, ORDER_MESSAGES } from '@hanyu/contract';
import { describeLocaleParity } from '@hanyu/i18n/testing';
import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import zhCn from './zh-cn.ts';

describeLocaleParity('booking', en, { 'zh-cn': zhCn, es, ja, ko });

describe('SPEC §5 and §8 messages', () => {
  it('say every order message of the contract word for word in English, {0} as {{value}}', () => {
    for (const [key, message] of Object.entries(ORDER_MESSAGES)) {
      // An amount of yuan is written as every price is ("CN¥906"): "{0} yuan" is the {{value}}.
      expect(`${key}: ${en.orderMessages[key as keyof typeof en.orderMessages]}`).toBe(
        `${key}: ${message.replace('{0} yuan', '{{value}}').replace('{0}', '{{value}}')}`,
      );
    }
  });

  it('say every booking message of the contract word for word in English, {0} as {{value}}', () => {
    for (const [key, message] of Object.entries(BOOKING_MESSAGES)) {
      expect(`${key}: ${en.bookingMessages[key as keyof typeof en.bookingMessages]}`).toBe(
        `${key}: ${message.replace('{0}', '{{value}}')}`,
      );
    }
  });

  it('say the payment messages word for word in English', () => {
    expect(en.paymentReturn.failed).toBe('Payment was not successful, please try again later');
    expect(en.paymentReturn.noResponse.toLowerCase()).toBe('system not responding, click here');
    expect(en.orderMessages.nonBalancePayment).toBe('Does not support non-balance payments');
    expect(en.topUp.errors.integer).toBe('Amount must be an integer');
  });
});
