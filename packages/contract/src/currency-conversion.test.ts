import { convertFromCny } from './currency-conversion.ts';

describe('convertFromCny', () => {
  it('converts fen into minor units of the display currency with the decimal rate', () => {
    expect(convertFromCny(9800, '0.1408', 'USD')).toBe(1380);
    expect(convertFromCny(198_000, '0.1295', 'EUR')).toBe(25_641);
    expect(convertFromCny(9800, '1', 'CNY')).toBe(9800);
    expect(convertFromCny(0, '0.1408', 'USD')).toBe(0);
  });

  it('rounds half up, exactly, without floating-point drift', () => {
    // 1 fen at 0.5 → 0.5 cent → 1 cent; 1 fen at 0.4999 → 0 cents.
    expect(convertFromCny(1, '0.5', 'USD')).toBe(1);
    expect(convertFromCny(1, '0.4999', 'USD')).toBe(0);
    // 50 fen × 1.15 is 57.5 cents; in binary floating point 50 * 1.15 is 57.49999… and would round down.
    expect(convertFromCny(50, '1.15', 'USD')).toBe(58);
    // The cases the API's /open/waihui/transform is tested with give the same amounts here.
    expect(convertFromCny(1000, '0.1405', 'USD')).toBe(141);
    expect(convertFromCny(4, '0.125', 'EUR')).toBe(1);
    expect(convertFromCny(29, '1.0', 'USD')).toBe(29);
    expect(convertFromCny(1005, '0.1', 'GBP')).toBe(101);
    expect(convertFromCny(999_999_999_999, '0.123456789', 'USD')).toBe(123_456_789_000);
  });

  it('gives whole yen and won, which have no minor unit', () => {
    // CN¥98 × 21.35 = ¥2092.3 → ¥2092; CN¥98.50 × 190.5 = ₩18764.25 → ₩18764.
    expect(convertFromCny(9800, '21.35', 'JPY')).toBe(2092);
    expect(convertFromCny(9850, '190.5', 'KRW')).toBe(18_764);
    expect(convertFromCny(1, '50', 'JPY')).toBe(1);
    expect(convertFromCny(1, '49.99', 'JPY')).toBe(0);
  });

  it('rejects what is not an amount or a decimal rate', () => {
    expect(() => convertFromCny(-1, '0.14', 'USD')).toThrow(RangeError);
    expect(() => convertFromCny(1.5, '0.14', 'USD')).toThrow(RangeError);
    expect(() => convertFromCny(100, '1e-3', 'USD')).toThrow(RangeError);
    expect(() => convertFromCny(100, '', 'USD')).toThrow(RangeError);
  });
});
