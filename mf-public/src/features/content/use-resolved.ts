import { useEffect, useState } from 'react';

/** A promise React (or the shell's first render) has already seen settle carries its value. */
type Thenable<T> = Promise<T> & { status?: string; value?: T };

/** The value of a loader's streamed promise once it settles; undefined until then. */
export function useResolved<T>(promise: Promise<T> | null): T | undefined {
  const settled =
    (promise as Thenable<T> | null)?.status === 'fulfilled' ? (promise as Thenable<T>).value : undefined;
  const [state, setState] = useState<{ promise: Promise<T> | null; value: T | undefined }>({
    promise,
    value: settled,
  });
  useEffect(() => {
    let current = true;
    void promise?.then((value) => {
      if (current) setState({ promise, value });
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return state.promise === promise ? state.value : settled;
}
