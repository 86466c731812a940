import { FALLBACK_LANG, isLang, type Lang } from '@hanyu/contract';
import { type Params, useParams } from 'react-router';

/** The page language from a route's params (the /{lang} segment), as loaders read it. */
export function langOf(params: Params): Lang {
  const { lang } = params;
  return isLang(lang) ? lang : FALLBACK_LANG;
}

/** The page language from the /{lang} route segment. */
export function useLang(): Lang {
  return langOf(useParams());
}
