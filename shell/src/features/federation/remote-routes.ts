import type { Registry } from '@hanyu/contract';
import type { RemoteRoutesModule } from '@hanyu/ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RemoteStatus, Remotes } from './remotes-context.tsx';
import { type Patch, patchRemoteRoutes } from './route-decoration.ts';

export { decorateRoutes, groupByLayout, LAYOUT_ROUTE_IDS, Rethrow } from './route-decoration.ts';

/**
 * Loads remotes' routes over module federation when a URL they own is first visited, and remembers
 * which failed so the page can offer a retry. React reads it with useSyncExternalStore.
 */
export class RemoteRoutes implements Remotes {
  private readonly statuses = new Map<string, RemoteStatus>();
  private readonly inflight = new Map<string, Promise<boolean>>();
  private readonly listeners = new Set<() => void>();
  private patch: Patch | undefined;
  private pendingUrl: () => string | undefined = () => undefined;

  constructor(
    readonly registry: Registry,
    private readonly errorBoundary: RouteObject['ErrorBoundary'],
    private readonly federation: Federation = moduleFederation,
  ) {
    federation.register(
      Object.entries(registry.remotes).map(([name, remote]) => ({ name, entry: remote.manifest })),
      false,
    );
  }

  /** Set once the router exists: how loaded routes are added to it, and where it is navigating to. */
  connect(patch: Patch, pendingUrl?: () => string | undefined): void {
    this.patch = patch;
    if (pendingUrl) this.pendingUrl = pendingUrl;
  }

  status(name: string): RemoteStatus {
    return this.statuses.get(name) ?? 'idle';
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads a remote's routes once; resolves false if it could not be loaded. */
  ensure(name: string, patch: Patch | undefined = this.patch): Promise<boolean> {
    if (this.status(name) === 'loaded') return Promise.resolve(true);
    if (this.status(name) === 'failed') return Promise.resolve(false);
    let pending = this.inflight.get(name);
    if (!pending) {
      pending = this.loadAndPatch(name, patch);
      this.inflight.set(name, pending);
    }
    return pending;
  }

  /** Forgets a failure and tries again from the manifest. */
  async retry(name: string): Promise<boolean> {
    const remote = this.registry.remotes[name];
    if (!remote) return false;
    this.federation.register([{ name, entry: remote.manifest }], true);
    this.statuses.delete(name);
    return this.ensure(name);
  }

  private async loadAndPatch(name: string, patch: Patch | undefined): Promise<boolean> {
    this.setStatus(name, 'loading');
    try {
      const module = await this.federation.loadRoutes(name);
      if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes exposes no routes`);
      if (!patch) throw new Error('router not connected');
      // Read when a page loads: the first page's remote is placed before the router (and its pending URL) exists.
      patchRemoteRoutes(module, patch, this.errorBoundary, () => this.pendingUrl());
      this.setStatus(name, 'loaded');
      return true;
    } catch (error) {
      console.error(`[shell] remote ${name} failed to load`, error);
      this.setStatus(name, 'failed');
      return false;
    } finally {
      this.inflight.delete(name);
    }
  }

  /** A component another remote exposes (`./LoginModal` of `mf_passport`), for a RemoteSlot. */
  async loadModule(remote: string, module: string): Promise<ComponentType | undefined> {
    const loaded = await this.federation.loadModule(remote, module);
    return loaded?.default;
  }

  private setStatus(name: string, status: RemoteStatus): void {
    this.statuses.set(name, status);
    for (const listener of this.listeners) listener();
  }
}

/** The module federation runtime calls RemoteRoutes makes; tests give it a fake. */
export interface Federation {
  register(remotes: Array<{ name: string; entry: string }>, force: boolean): void;
  loadRoutes(name: string): Promise<RemoteRoutesModule | undefined>;
  loadModule(remote: string, module: string): Promise<{ default?: ComponentType } | undefined>;
}

const moduleFederation: Federation = {
  register: (remotes, force) => registerRemotes(remotes, { force }),
  loadRoutes: async (name) => (await loadRemote<RemoteRoutesModule>(`${name}/routes`)) ?? undefined,
  loadModule: async (remote, module) =>
    (await loadRemote<{ default?: ComponentType }>(`${remote}/${module.replace(/^\.\//, '')}`)) ?? undefined,
};
