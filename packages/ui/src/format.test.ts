import {
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

describe('formatDateTime', () => {
  it('writes a moment in the given time zone', () => {
    expect(formatDateTime('2026-12-01T12:00:00Z', 'en', 'Asia/Shanghai')).toMatch(/Dec 1, 2026.*8:00\sPM/u);
    expect(formatDateTime('2026-12-01T12:00:00Z', 'en', 'America/New_York')).toMatch(
      /Dec 1, 2026.*7:00\sAM/u,
    );
  });
});
