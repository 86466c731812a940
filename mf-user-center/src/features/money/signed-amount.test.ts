import { signedAmount } from './signed-amount.ts';

describe('signedAmount', () => {
  it('marks money into the wallet with + and money out with a minus sign', () => {
    expect(signedAmount(10_000, 'CNY', 'en')).toEqual({ direction: 'credit', text: '+CN¥100' });
    expect(signedAmount(-19_850, 'CNY', 'en')).toEqual({ direction: 'debit', text: '\u2212CN¥198.50' });
  });

  it('formats the amount in the page language', () => {
    expect(signedAmount(-19_800, 'CNY', 'zh-cn').text).toBe('\u2212¥198');
  });
});
