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
 * How a currency is written in each page language, where the runtime's own symbol would mislead or differ
 * between the server and the browser: yuan are "¥" to a Chinese reader and "CN¥" to everyone else (ICU writes
 * "元" in Japanese, beside a yen sign the reader knows as JPY, and "CNY" in Spanish on some runtimes).
 */
const CURRENCY_SYMBOLS: Record<string, { [lang in Lang]?: string } & { other: string }> = {
  CNY: { 'zh-cn': '¥', other: 'CN¥' },
};

/** The symbol amounts of `currency` are written with in `lang`: prices, and the prefix of an amount input. */
export function currencySymbol(currency: string, lang: Lang): string {
  const table = CURRENCY_SYMBOLS[currency];
  if (table) return table[lang] ?? table.other;
  try {
    return (
      new Intl.NumberFormat(LOCALE_OF_LANG[lang], { style: 'currency', currency })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency
    );
  } catch {
    return currency;
  }
}

/**
 * A price held as integer minor units (fen, cents), formatted for the page language: the one way amounts are
 * written, on every page and in every message. `formatPrice(198000, 'CNY', 'en')` → `CN¥1,980.00`,
 * `formatPrice(107400, 'CNY', 'ja')` → `CN¥1,074`. Whole amounts drop their zero decimals; the number is the
 * language's, the symbol `currencySymbol`'s.
 */
export function formatPrice(minor: number, currency: string, lang: Lang): string {
  const digits = minorUnitDigits(currency);
  const amount = minor / 10 ** digits;
  const whole = Number.isInteger(amount);
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(LOCALE_OF_LANG[lang], {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    }).formatToParts(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
  const symbol = currencySymbol(currency, lang);
  const at = parts.findIndex((part) => part.type === 'currency');
  const written = parts.map((part) => (part.type === 'currency' ? symbol : part.value));
  // A symbol before the number sits against it ("CN¥39", not "CN¥ 39"); one after keeps its space.
  const next = parts[at + 1];
  if (at >= 0 && next?.type === 'literal' && next.value.trim() === '') written[at + 1] = '';
  return written.join('');
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

/** A moment given in ISO 8601, as date and time in the page language and the given IANA time zone. */
export function formatDateTime(iso: string, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A moment given in ISO 8601, as a calendar date in the page language and the given time zone. */
export function formatDay(iso: string, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { dateStyle: 'medium', timeZone }).format(
    new Date(iso),
  );
}
