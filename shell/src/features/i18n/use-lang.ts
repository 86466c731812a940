import { FALLBACK_LANG, isLang, type Lang } from '@hanyu/contract';
import { useParams } from 'react-router';

/** The route's language, or the fallback when the segment is not one (the 404 page of /xx). */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : FALLBACK_LANG;
}

/** A path under the current language: `useLangPath('about')` → `/en/about`. */
export function useLangPath(path: string): string {
  const lang = useLang();
  return `/${lang}${path ? `/${path.replace(/^\/+/, '')}` : ''}`;
}
