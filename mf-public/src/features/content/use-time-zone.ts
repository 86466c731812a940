import { useSession } from '@hanyu/session';

/** The visitor's time zone from the session store (utc cookie, profile, else the browser's). */
export function useTimeZone(): string {
  return useSession((state) => state.timeZone);
}
