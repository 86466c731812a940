import { FALLBACK_LANG, isLang, type Lang } from '@hanyu/contract';

const LANG_OF_PRIMARY_TAG: Record<string, Lang> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja', ko: 'ko' };

/** The best route language for an `Accept-Language` header, by quality then order; null if none fits. */
export function langFromAcceptLanguage(header: string | undefined): Lang | null {
  const ranges = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.find((param) => /^\s*q\s*=/i.test(param));
      // A malformed weight makes the range invalid (NaN), not preferred.
      const quality =
        q === undefined
          ? 1
          : /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.test(q)
            ? Number(q.split('=')[1])
            : Number.NaN;
      return { tag: tag.trim().toLowerCase(), quality, index };
    })
    .filter((range) => range.tag && range.quality > 0 && !Number.isNaN(range.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const lang = LANG_OF_PRIMARY_TAG[range.tag.split('-')[0] ?? ''];
    if (lang) return lang;
  }
  return null;
}

/** Where `/` sends a visitor: the `lang` cookie's value if valid, else Accept-Language, else English. */
export function preferredLang(visitor: { langCookie?: string; acceptLanguage?: string }): Lang {
  if (isLang(visitor.langCookie)) return visitor.langCookie;
  return langFromAcceptLanguage(visitor.acceptLanguage) ?? FALLBACK_LANG;
}
