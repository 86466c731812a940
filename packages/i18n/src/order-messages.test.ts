import { ORDER_MESSAGES } from '@hanyu/contract';
import en from './common/en.ts';

describe('order messages (SPEC §5, §8)', () => {
  it('say every order message of the contract word for word in English, {0} as {{value}}', () => {
    for (const [key, message] of Object.entries(ORDER_MESSAGES)) {
      // An amount of yuan is written as every price is ("CN¥906"): "{0} yuan" is the {{value}}.
      expect(`${key}: ${en.orderMessages[key as keyof typeof en.orderMessages]}`).toBe(
        `${key}: ${message.replace('{0} yuan', '{{value}}').replace('{0}', '{{value}}')}`,
      );
    }
  });

  it('say the non-balance payment refusal in the SPEC’s words', () => {
    expect(en.orderMessages.nonBalancePayment).toBe('Does not support non-balance payments');
    expect(en.orderMessages.purchaseLimit).toBe('The number of courses you have purchased exceeds the limit');
  });
});
