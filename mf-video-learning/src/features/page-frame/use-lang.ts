import { FALLBACK_LANG, isLang, type Lang } from '@hanyu/contract';
import { useParams } from 'react-router';

/** The page language from the /{lang} route segment. */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : FALLBACK_LANG;
}
