import { data } from 'react-router';

/** The HTTP status an API call failed with (the sdk's ApiError carries it), if any. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A loader's API call whose 404 (an id the API does not know) is the page's not-found page: thrown as a 404
 * response, which the server answers with status 404 and the route's error boundary shows in the layout.
 * Any other failure is thrown as it is (docs/server-render.md, "Data comes from loaders").
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (statusOf(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}
