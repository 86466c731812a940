import { FETCH_DELAY_MS, LOADING_BAR_THROTTLE_MS } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { useEffect, useState } from 'react';

export interface LoadingDelays {
  /** How long API calls must stay pending before they count (SPEC §9 fetch delay, 200 ms). */
  fetchDelayMs?: number;
  /** How long a navigation must stay pending before it shows (SPEC §9 loading bar throttle, 200 ms). */
  throttleMs?: number;
}

/** True once `active` has stayed true for `delayMs`; false as soon as it is false again. */
function useHeldFor(active: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return held;
}

/**
 * Whether something is loading for long enough to show a bar (SPEC §9): API calls that have been pending
 * for the fetch delay, or a navigation pending for the loading bar's throttle. A call or navigation that
 * answers sooner never flashes a bar; the bar goes as soon as nothing is pending.
 */
export function useThrottledLoading(
  navigating: boolean,
  { fetchDelayMs = FETCH_DELAY_MS, throttleMs = LOADING_BAR_THROTTLE_MS }: LoadingDelays = {},
): boolean {
  const [pending, setPending] = useState(() => (bus.last('requests:pending')?.count ?? 0) > 0);
  useEffect(() => bus.on('requests:pending', ({ count }) => setPending(count > 0)), []);
  const slowFetch = useHeldFor(pending, fetchDelayMs);
  const slowNavigation = useHeldFor(navigating, throttleMs);
  return slowFetch || slowNavigation;
}
