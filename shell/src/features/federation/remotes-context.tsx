import type { Registry } from '@hanyu/contract';
import { type ComponentType, createContext, useContext, useSyncExternalStore } from 'react';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The remotes as pages see them: the registry, each remote's load status, a retry, and modules remotes expose.
 * In the browser the federation runtime is behind it (RemoteRoutes); a server render gives a still copy.
 */
export interface Remotes {
  readonly registry: Registry;
  status(name: string): RemoteStatus;
  subscribe(listener: () => void): () => void;
  retry(name: string): Promise<boolean>;
  loadModule(remote: string, module: string): Promise<ComponentType | undefined>;
}

export const RemotesContext = createContext<Remotes | undefined>(undefined);

export function useRemotes(): Remotes {
  const remotes = useContext(RemotesContext);
  if (!remotes) throw new Error('useRemotes outside the shell');
  return remotes;
}

export function useRemoteStatus(name: string | undefined): RemoteStatus {
  const remotes = useRemotes();
  const status = () => (name ? remotes.status(name) : 'idle');
  return useSyncExternalStore(remotes.subscribe, status, status);
}
