import { formatZoneLabel } from '@hanyu/session';
import { useHydrated } from '@hanyu/ui';
import { useMemo } from 'react';

/**
 * Every zone the browser knows as [zone, "Europe/Madrid (UTC+1)"] (SPEC §4 shows zones as UTC plus or minus
 * hours); the chosen one first when the runtime's list lacks it. The server's list (its ICU) may differ
 * from the browser's: until the page has hydrated only the chosen zone is offered.
 */
export function useZoneChoices(current: string): Array<[string, string]> {
  const hydrated = useHydrated();
  return useMemo(() => {
    const listed = hydrated && typeof Intl.supportedValuesOf === 'function';
    const all = listed ? Intl.supportedValuesOf('timeZone') : [];
    const zones = current && !all.includes(current) ? [current, ...all] : all;
    return zones.map((zone) => [zone, formatZoneLabel(zone)]);
  }, [current, hydrated]);
}
