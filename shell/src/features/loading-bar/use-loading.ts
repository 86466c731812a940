import { LOADING_BAR_THROTTLE_MS } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { useEffect, useState } from 'react';

/**
 * Whether something is loading for long enough to show: pending API calls or a navigation, shown only
 * after the 200 ms throttle (SPEC §9) so fast answers never flash a bar.
 */
export function useThrottledLoading(navigating: boolean, throttleMs = LOADING_BAR_THROTTLE_MS): boolean {
  const [pending, setPending] = useState(() => (bus.last('requests:pending')?.count ?? 0) > 0);
  const [visible, setVisible] = useState(false);
  const busy = pending || navigating;

  useEffect(() => bus.on('requests:pending', ({ count }) => setPending(count > 0)), []);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), throttleMs);
    return () => clearTimeout(timer);
  }, [busy, throttleMs]);

  return visible;
}
