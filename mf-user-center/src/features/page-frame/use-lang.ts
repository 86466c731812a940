import { FALLBACK_LANG, isLang, type Lang } from '@hanyu/contract';
import { useParams } from 'react-router';

/** The page language from the route's `:lang` segment, for loaders. */
export function langOf(params: { lang?: string | undefined }): Lang {
  return isLang(params.lang) ? params.lang : FALLBACK_LANG;
}

/** The page language from the /{lang} route segment. */
export function useLang(): Lang {
  return langOf(useParams());
}

/** Prefixes an in-site path with the page language: `to('user/order')` → `/en/user/order`. */
export function useLocalePath(): (path?: string) => string {
  const lang = useLang();
  return (path = '') => `/${lang}${path ? `/${path.replace(/^\/+/, '')}` : ''}`;
}
