import { type Lang, LOCALE_OF_LANG } from '@hanyu/contract';

/** How many minor units make one major unit of a currency (100 for CNY and USD, 1 for JPY and KRW). */
export function minorUnitDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * A price held as integer minor units (fen, cents), formatted for the page language:
 * `formatPrice(198000, 'CNY', 'en')` → `CN¥1,980.00`. Whole amounts drop their zero decimals.
 */
export function formatPrice(minor: number, currency: string, lang: Lang): string {
  const digits = minorUnitDigits(currency);
  const amount = minor / 10 ** digits;
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(LOCALE_OF_LANG[lang], {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALE_OF_LANG[lang], options).format(value);
}

/** "English, Spanish and Chinese" in the page language. */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(LOCALE_OF_LANG[lang], { type: 'conjunction' }).format(items);
}

/** A calendar date given as YYYY-MM-DD, written out in the page language, without time-zone drift. */
export function formatDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
