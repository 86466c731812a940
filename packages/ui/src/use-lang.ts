import { FALLBACK_LANG, isLang, type Lang } from '@hanyu/contract';
import { useParams } from 'react-router';

/**
 * The page language of a route's params (the /{lang} segment), as loaders read it; the fallback language when
 * the segment is not one (the 404 page of /xx).
 */
export function langOf(params: { readonly lang?: string | undefined }): Lang {
  return isLang(params.lang) ? params.lang : FALLBACK_LANG;
}

/** The page language from the /{lang} route segment. */
export function useLang(): Lang {
  return langOf(useParams());
}

/** Prefixes an in-site path with the page language: `useLocalePath()('user/order')` → `/en/user/order`. */
export function useLocalePath(): (path?: string) => string {
  const lang = useLang();
  return (path = '') => `/${lang}${path ? `/${path.replace(/^\/+/, '')}` : ''}`;
}
