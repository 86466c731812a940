import { data } from 'react-router';

/**
 * The not-found page, thrown by a loader: a 404 response the server answers with status 404 and the route's
 * error boundary (the shell gives every remote route one) shows in the layout. `orNotFound` (`@hanyu/ui`)
 * throws the same for an API call's 404.
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A numeric id from the URL. Anything else (`t/abc`, `pub/0`) names no page: a 404, without asking the API.
 * Loaders call it before starting any call (withRates asks nothing either when it throws).
 */
export function idOf(value: string | undefined): number {
  if (!value || !/^[1-9][0-9]{0,14}$/.test(value)) notFound();
  return Number(value);
}
