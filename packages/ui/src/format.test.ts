import {
  convertFromCny,
  currencySymbol,
  formatDate,
  formatDateTime,
  formatList,
  formatPrice,
  minorUnitDigits,
} from './format.ts';

describe('formatPrice', () => {
  it('turns integer minor units into the currency amount, in the page language', () => {
    expect(formatPrice(198_000, 'CNY', 'en')).toBe('CN¥1,980');
    expect(formatPrice(198_000, 'CNY', 'zh-cn')).toBe('¥1,980');
    expect(formatPrice(19_850, 'CNY', 'en')).toBe('CN¥198.50');
    expect(formatPrice(123_456, 'USD', 'en')).toBe('$1,234.56');
  });

  it('uses the separators and symbol placement of each language', () => {
    // Spanish puts the code after the amount and groups thousands only from five digits on.
    expect(formatPrice(576_000, 'CNY', 'es')).toMatch(/^5760\sCN¥$/u);
    expect(formatPrice(5_760_000, 'CNY', 'es')).toMatch(/^57\.600\sCN¥$/u);
    expect(formatPrice(576_000, 'CNY', 'ko')).toBe('CN¥5,760');
  });

  it('writes yuan one way in every language: ¥ for Chinese readers, CN¥ for the others (never 元 beside a yen)', () => {
    expect(formatPrice(107_400, 'CNY', 'ja')).toBe('CN¥1,074');
    expect(formatPrice(107_450, 'CNY', 'ja')).toBe('CN¥1,074.50');
    expect(currencySymbol('CNY', 'ja')).toBe('CN¥');
    expect(currencySymbol('CNY', 'zh-cn')).toBe('¥');
    expect(currencySymbol('CNY', 'es')).toBe('CN¥');
    expect(currencySymbol('USD', 'en')).toBe('$');
  });

  it('knows currencies without minor units', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('CNY')).toBe(2);
    expect(formatPrice(3000, 'JPY', 'ja')).toBe('￥3,000');
  });

  it('falls back to a plain amount for an unknown currency code', () => {
    expect(formatPrice(1000, 'NOT-A-CODE', 'en')).toBe('10.00 NOT-A-CODE');
  });
});

describe('formatList and formatDate', () => {
  it('writes lists and dates in the page language', () => {
    expect(formatList(['Chinese', 'English', 'Spanish'], 'en')).toBe('Chinese, English, and Spanish');
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01', 'zh-cn')).toBe('2026年3月1日');
  });
});

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

describe('formatDateTime', () => {
  it('writes a moment in the given time zone', () => {
    expect(formatDateTime('2026-12-01T12:00:00Z', 'en', 'Asia/Shanghai')).toMatch(/Dec 1, 2026.*8:00\sPM/u);
    expect(formatDateTime('2026-12-01T12:00:00Z', 'en', 'America/New_York')).toMatch(
      /Dec 1, 2026.*7:00\sAM/u,
    );
  });
});
