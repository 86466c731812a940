import { useSyncExternalStore } from 'react';
import {
  readServerSession,
  SERVER_RENDER_TIME_ZONE,
  type SessionActions,
  type SessionState,
  sessionStore,
} from './session-store.ts';

/**
 * Selects from the session store in a component. The state as it is now is also the server snapshot: a server
 * render sets the store to the visitor's session before rendering, and a hydrating page's store starts from
 * the session the server rendered with (readServerSession), so both draw the same header.
 */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  const select = () => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, select, select);
}

export const selectSignedIn = (state: SessionState): boolean => Boolean(state.token);

const never = () => () => {};

/** The zone a server-rendered page's times were rendered in: the visitor's when the server knew it. */
function renderedTimeZone(): string | undefined {
  const server = readServerSession();
  return server ? (server.timeZone ?? SERVER_RENDER_TIME_ZONE) : undefined;
}

/**
 * The visitor's time zone for text the page's script cannot rewrite in place (a sentence that changes with
 * the zone): while the app hydrates a server-rendered page, the zone the server rendered it in, then the
 * visitor's. Mark such text `data-needs-zone`: a page rendered without the visitor's zone hides it until then.
 */
export function useTimeZoneAsRendered(): string {
  const zone = useSession((state) => state.timeZone);
  return useSyncExternalStore(
    never,
    () => zone,
    () => (typeof document === 'undefined' ? zone : (renderedTimeZone() ?? zone)),
  );
}
