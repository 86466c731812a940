import { FALLBACK_LANG, isLang, type Lang } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { data } from 'react-router';

/** What a page got from one API call. `missing` is an API 404: the page throws `NotFoundError`. */
export type Settled<T> = { state: 'ok'; data: T } | { state: 'missing' } | { state: 'failed' };

/** Turns an API call into a promise that never rejects, so `<Await>` never reaches the route's error page. */
export function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  return call.then(
    (value): Settled<T> => ({ state: 'ok', data: value }),
    (error: unknown): Settled<T> =>
      isApiError(error) && error.status === 404 ? { state: 'missing' } : { state: 'failed' },
  );
}

/** The page language from the route's `:lang` segment. */
export function langOf(params: { lang?: string }): Lang {
  return isLang(params.lang) ? params.lang : FALLBACK_LANG;
}

/**
 * A numeric id from the URL. Anything else (`t/abc`, `pub/0`) names no page: a 404 the shell renders
 * as its not-found page, without asking the API.
 */
export function idOf(value: string | undefined): number {
  if (!value || !/^[1-9][0-9]{0,14}$/.test(value)) throw data('Not found', { status: 404 });
  return Number(value);
}

/**
 * Thrown while rendering a page whose data the API does not have. The route's error boundary (the shell
 * gives every remote route one) reads its `status` and shows the not-found page inside the layout. The
 * calls are quiet: the sdk's bus event would fire while the loader runs, before the new location is
 * rendered, and mark the wrong history entry as not found.
 */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor() {
    super('Not found');
    this.name = 'NotFoundError';
  }
}

/** Renders the route's not-found page by throwing to its error boundary. */
export function NotFound(): never {
  throw new NotFoundError();
}
