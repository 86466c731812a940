import { useSession } from '@hanyu/session';
import { createContext, useContext } from 'react';

/**
 * Told, during a server render, that the page shows what only the browser knows: the server does not know the
 * visitor's time zone, so such a page has the app start at once to show its times right (mf-public ssr.tsx).
 */
export const BrowserOnlyProbe = createContext<(() => void) | null>(null);

/** The visitor's time zone from the session store (utc cookie, profile, else the browser's). */
export function useTimeZone(): string {
  useContext(BrowserOnlyProbe)?.();
  return useSession((state) => state.timeZone);
}
