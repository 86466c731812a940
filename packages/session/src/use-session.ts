import { useStore } from 'zustand';
import { type SessionActions, type SessionState, sessionStore } from './session-store.ts';

/** Selects from the session store in a component. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector);
}

export const selectSignedIn = (state: SessionState): boolean => Boolean(state.token);
