import { FALLBACK_LANG, type HomeResponse, isLang } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

/** What the home page got from the API: the data, or the fact that the call failed. */
export type HomeResult = { home: HomeResponse; failed: false } | { home: null; failed: true };

/**
 * Starts the API call without waiting for it: the hero, the course kinds and the claims paint at once and
 * the teachers and courses stream in. The promise never rejects; a failure becomes `{ failed: true }`, so
 * the page shows an inline retry instead of the route's error page.
 */
export function homeLoader({ params }: LoaderFunctionArgs): { home: Promise<HomeResult> } {
  const language = isLang(params.lang) ? params.lang : FALLBACK_LANG;
  // Quiet: an API 404 here means "no home data", not "this page does not exist".
  const home = api.home({ query: { language } }, { quiet: true }).then(
    (response): HomeResult => ({ home: response, failed: false }),
    (): HomeResult => ({ home: null, failed: true }),
  );
  return { home };
}
