import { useSession } from '@hanyu/session';

/**
 * The visitor's time zone from the session store (utc cookie, profile, else the browser's). Times shown in it
 * go through LocalTime, ZoneName and ZoneOffset (@hanyu/ui), which a server-rendered page shows right before
 * the app starts.
 */
export function useTimeZone(): string {
  return useSession((state) => state.timeZone);
}
