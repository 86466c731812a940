import type { Registry } from '@hanyu/contract';
import type { LayoutName, RemoteRoutesModule, RouteHandle } from '@hanyu/ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { middlewareFor } from '../guards/route-middleware.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';
type Patch = (parentId: string, routes: RouteObject[]) => void;

export const LAYOUT_ROUTE_IDS: Record<LayoutName, string> = {
  default: 'layout-default',
  fullscreen: 'layout-fullscreen',
  user: 'layout-user',
  blank: 'layout-blank',
};

/**
 * Gives every remote route the shell's guards and an error boundary inside its layout, so a broken page
 * keeps the header and footer around it.
 */
export function decorateRoutes(
  routes: RouteObject[],
  errorBoundary: RouteObject['ErrorBoundary'],
  pendingUrl: () => string | undefined = () => undefined,
  ready?: Promise<void>,
): RouteObject[] {
  return routes.map((route) => {
    const guards = middlewareFor(route.handle as RouteHandle | undefined);
    const decorated = {
      ...route,
      ...(guards.length ? { middleware: [...guards, ...(route.middleware ?? [])] } : {}),
      // Middleware runs only when a loader does; a no-op keeps guards running on every navigation.
      ...(guards.length && !route.loader && !route.lazy ? { loader: () => null } : {}),
      ...(typeof route.lazy === 'function' || ready
        ? { lazy: loadPage(typeof route.lazy === 'function' ? route.lazy : undefined, pendingUrl, ready) }
        : {}),
      ErrorBoundary: route.ErrorBoundary ?? errorBoundary,
      ...(route.children ? { children: decorateRoutes(route.children, undefined, pendingUrl) } : {}),
    } as RouteObject;
    return decorated;
  });
}

/** Renders nothing but the error it is given, for the route's error boundary to show. */
export function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/**
 * Loads a page's chunk together with what its remote must have ready first (its strings), in parallel.
 * A chunk that fails to download (a deploy replaced the files) reloads the page once (SPEC §8); if it
 * fails again right after, the route renders the error instead of reloading in a loop.
 */
function loadPage(
  lazy: LazyRoute | undefined,
  pendingUrl: () => string | undefined,
  ready: Promise<void> = Promise.resolve(),
): LazyRoute {
  return (async () => {
    try {
      const [loaded] = await Promise.all([lazy ? lazy() : {}, ready]);
      return loaded;
    } catch (error) {
      // The URL bar still shows the page being left: load the one being navigated to.
      const target = pendingUrl();
      if (isChunkLoadError(error) && reloadOnceForChunkError(target ? { target } : {}))
        return new Promise(() => {});
      // Thrown while rendering the page, the error reaches the route's error boundary.
      return { element: createElement(Rethrow, { error }) };
    }
  }) as LazyRoute;
}

/** Groups a remote's top-level routes by the layout their handle asks for. */
export function groupByLayout(routes: RouteObject[]): Map<LayoutName, RouteObject[]> {
  const groups = new Map<LayoutName, RouteObject[]>();
  for (const route of routes) {
    const layout = (route.handle as RouteHandle | undefined)?.layout ?? 'default';
    groups.set(layout, [...(groups.get(layout) ?? []), route]);
  }
  return groups;
}

/**
 * Loads remotes' routes over module federation when a URL they own is first visited, and remembers
 * which failed so the page can offer a retry. React reads it with useSyncExternalStore.
 */
export class RemoteRoutes {
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
      // The remote's strings download while the first page's chunk does; its pages wait for both.
      const ready = module.init?.();
      for (const [layout, routes] of groupByLayout(module.routes)) {
        patch(LAYOUT_ROUTE_IDS[layout], decorateRoutes(routes, this.errorBoundary, this.pendingUrl, ready));
      }
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

  private setStatus(name: string, status: RemoteStatus): void {
    this.statuses.set(name, status);
    for (const listener of this.listeners) listener();
  }
}

/** The module federation runtime calls RemoteRoutes makes; tests give it a fake. */
export interface Federation {
  register(remotes: Array<{ name: string; entry: string }>, force: boolean): void;
  loadRoutes(name: string): Promise<RemoteRoutesModule | undefined>;
}

const moduleFederation: Federation = {
  register: (remotes, force) => registerRemotes(remotes, { force }),
  loadRoutes: async (name) => (await loadRemote<RemoteRoutesModule>(`${name}/routes`)) ?? undefined,
};
