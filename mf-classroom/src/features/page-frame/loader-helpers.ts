import { bus } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { orNotFound } from '@hanyu/ui';
import { data } from 'react-router';

/** An id in the URL that is no id at all (not a positive integer) is a page that does not exist. */
export function idOrNotFound(value: string | undefined): string {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) throw data(null, { status: 404 });
  return value;
}

/**
 * A classroom loader's call, made quiet (a lesson, class or courseware that is not the caller's is a 404 the
 * route's own error boundary shows in the classroom's words, not the site's not-found page): its 404 is thrown
 * as the page's not-found response (orNotFound), and an invalid session is still announced, as the sdk would.
 */
export async function classroomCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await orNotFound(call);
  } catch (error) {
    if (isApiError(error) && error.code === 401)
      bus.emit('session:unauthorized', { path: globalThis.location?.pathname ?? '/' });
    throw error;
  }
}
