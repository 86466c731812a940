import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteRoutes, RemoteStatus } from './remote-routes.ts';

export const RemotesContext = createContext<RemoteRoutes | undefined>(undefined);

export function useRemotes(): RemoteRoutes {
  const remotes = useContext(RemotesContext);
  if (!remotes) throw new Error('useRemotes outside the shell');
  return remotes;
}

export function useRemoteStatus(name: string | undefined): RemoteStatus {
  const remotes = useRemotes();
  return useSyncExternalStore(remotes.subscribe, () => (name ? remotes.status(name) : 'idle'));
}
