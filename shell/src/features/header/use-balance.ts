import { type BusEvents, bus } from '@hanyu/event-bus';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => bus.on('balance:changed', onChange);
const read = () => bus.last('balance:changed');

/**
 * The tuition balance as a page last read it (the user centre, checkout, the payment pages), or undefined
 * until one has: the header never asks the API itself, so pages that do not show money cost nothing.
 */
export function useLastBalance(): BusEvents['balance:changed'] | undefined {
  return useSyncExternalStore(subscribe, read, () => undefined);
}
