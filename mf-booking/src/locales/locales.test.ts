import { BOOKING_MESSAGES } from '@hanyu/contract';
import { describeLocaleParity } from '@hanyu/i18n/testing';
import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import zhCn from './zh-cn.ts';

describeLocaleParity('booking', en, { 'zh-cn': zhCn, es, ja, ko });

describe('SPEC §5 and §8 messages (the order messages are common: @hanyu/i18n)', () => {
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
    expect(en.topUp.errors.integer).toBe('Amount must be an integer');
  });
});
