import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's page, true after. What depends on the
 * browser's own clock ("this week") waits for it, so hydration adopts the server's markup unchanged
 * whatever the two clocks say.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
