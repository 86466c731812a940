/** What a page got from one API call: its answer, or that none came (the page offers a retry). */
export type Settled<T> = { state: 'ok'; data: T } | { state: 'failed' };

/**
 * Turns an API call into a promise that never rejects, so a page shows its own error state with a retry
 * inside the user area instead of the shell's error page.
 */
export function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  return call.then(
    (data): Settled<T> => ({ state: 'ok', data }),
    (): Settled<T> => ({ state: 'failed' }),
  );
}
