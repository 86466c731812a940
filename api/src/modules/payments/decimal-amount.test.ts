import { fromDecimalAmount, toDecimalAmount } from './decimal-amount.ts';

describe('decimal amounts on the wire', () => {
  it.each([
    [0, 'CNY', '0.00'],
    [5, 'CNY', '0.05'],
    [12_345, 'CNY', '123.45'],
    [1_406, 'USD', '14.06'],
    [500, 'JPY', '500'],
  ] as const)('%d %s is "%s" and back', (minor, currency, text) => {
    expect(toDecimalAmount(minor, currency)).toBe(text);
    expect(fromDecimalAmount(text, currency)).toBe(minor);
  });

  it('reads trailing zeros and whole numbers exactly', () => {
    expect(fromDecimalAmount('123.4', 'CNY')).toBe(12_340);
    expect(fromDecimalAmount('123', 'CNY')).toBe(12_300);
    expect(fromDecimalAmount('0.10000', 'USD')).toBe(10);
    // 0.29 × 100 is 28.999999999999996 in floating point.
    expect(fromDecimalAmount('0.29', 'CNY')).toBe(29);
  });

  it.each([['1.005'], ['-1.00'], ['1e3'], [' 1.00'], ['1,00'], [''], ['.5'], ['99999999999999']])(
    'refuses "%s"',
    (text) => {
      expect(fromDecimalAmount(text, 'CNY')).toBeUndefined();
    },
  );

  it('refuses what is not a string, and will not write a fraction of a minor unit', () => {
    expect(fromDecimalAmount(12.34, 'CNY')).toBeUndefined();
    expect(() => toDecimalAmount(1.5, 'CNY')).toThrow();
    expect(() => toDecimalAmount(-1, 'CNY')).toThrow();
  });
});
