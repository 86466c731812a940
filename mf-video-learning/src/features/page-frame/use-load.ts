import { bus } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { type DependencyList, useCallback, useEffect, useState } from 'react';

/** What a page shows of one API answer. `locked`: a lesson not open yet (403, SPEC §8's sequence message). */
export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'missing' }
  | { status: 'locked' }
  | { status: 'failed' };

/**
 * One API answer for a page, asked at mount and whenever `deps` change. `retry` asks again from the loading
 * state; `refresh` asks again keeping what is shown until the answer comes (a push said it changed);
 * `replace` shows an answer another call gave.
 */
export function useLoad<T>(ask: () => Promise<T>, deps: DependencyList) {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` are the caller's; a new attempt asks again.
  useEffect(() => {
    let current = true;
    ask().then(
      (data) => current && setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.code === 401)
          bus.emit('session:unauthorized', { path: globalThis.location?.pathname ?? '/' });
        if (isApiError(error) && error.status === 403) setLoad({ status: 'locked' });
        else
          setLoad({
            status: isApiError(error) && [400, 404, 422].includes(error.status) ? 'missing' : 'failed',
          });
      },
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((data: T) => setLoad({ status: 'ready', data }), []);
  return { load, retry, refresh, replace };
}
