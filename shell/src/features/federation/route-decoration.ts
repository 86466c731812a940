import type { LayoutName, RemoteRoutesModule, RouteHandle } from '@hanyu/ui';
import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { middlewareFor } from '../guards/route-middleware.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

/** Adds routes under the route with this id (the router's `patchRoutes`, or a tree not yet given to one). */
export type Patch = (parentId: string, routes: RouteObject[]) => void;

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
 * A remote's routes under the shell's layouts, each with the shell's guards, an error boundary and its page
 * waiting for the remote's strings. The same in the browser and in the server render (src/ssr.tsx).
 */
export function patchRemoteRoutes(
  module: RemoteRoutesModule,
  patch: Patch,
  errorBoundary: RouteObject['ErrorBoundary'],
  pendingUrl?: () => string | undefined,
): void {
  // The remote's strings download while the first page's chunk does; its pages wait for both.
  const ready = module.init?.();
  for (const [layout, routes] of groupByLayout(module.routes)) {
    patch(LAYOUT_ROUTE_IDS[layout], decorateRoutes(routes, errorBoundary, pendingUrl, ready));
  }
}

/** A Patch for a route tree no router holds yet: the first page's remote, placed before hydration. */
export function patchInto(tree: RouteObject[]): Patch {
  const find = (routes: RouteObject[], id: string): RouteObject | undefined => {
    for (const route of routes) {
      if (route.id === id) return route;
      const found = route.children && find(route.children, id);
      if (found) return found;
    }
    return undefined;
  };
  return (parentId, routes) => {
    const parent = find(tree, parentId);
    if (!parent) throw new Error(`no route ${parentId} to add routes to`);
    parent.children = [...(parent.children ?? []), ...routes];
  };
}
