import type { Lang } from '@hanyu/contract';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const cache = new Map<Lang, Array<{ code: string; name: string }>>();

/**
 * The countries and regions ISO 3166-1 alpha-2 names, labelled in the page language by the browser's own
 * data (Intl.DisplayNames): a code the browser cannot name is not one.
 */
export function countryOptions(lang: Lang): Array<{ code: string; name: string }> {
  const known = cache.get(lang);
  if (known) return known;
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  const options: Array<{ code: string; name: string }> = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = `${first}${second}`;
      // Reserved and private-use codes (AA, QM–QZ, XA–XZ, ZZ, EU, UN…) are no place to post a book to.
      if (/^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/.test(code)) continue;
      const name = names.of(code);
      if (name && name !== code) options.push({ code, name });
    }
  }
  options.sort((a, b) => a.name.localeCompare(b.name, lang));
  cache.set(lang, options);
  return options;
}
