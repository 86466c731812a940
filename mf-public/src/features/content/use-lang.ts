import { FALLBACK_LANG, isLang, type Lang, LOCALE_OF_LANG } from '@hanyu/contract';
import { useParams } from 'react-router';

/** The page language from the /{lang} route segment. */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : FALLBACK_LANG;
}

/** The BCP 47 locale Intl formatters should use for a route language. */
export function localeOf(lang: Lang): string {
  return LOCALE_OF_LANG[lang];
}

/** Prefixes an in-site path with the page language: `to('about/how')` → `/en/about/how`. */
export function useLocalePath(): (path?: string) => string {
  const lang = useLang();
  return (path = '') => `/${lang}${path ? `/${path.replace(/^\/+/, '')}` : ''}`;
}
