import { ownerOf, splitLangPath } from '@hanyu/contract';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { RouteError } from '../features/errors/route-error.tsx';
import { UnmatchedRoute } from '../features/errors/unmatched-route.tsx';
import type { RemoteRoutes } from '../features/federation/remote-routes.ts';
import { signedInAreaMiddleware } from '../features/guards/route-middleware.ts';
import { langLoader, rootRedirectLoader } from '../features/i18n/lang-route.ts';
import { BlankLayout, DefaultLayout, FullscreenLayout, UserLayout } from '../features/layout/layouts.tsx';
import { BootFallback, LangError, LangRoot } from './lang-root.tsx';

/** The shell's own routes: layouts are empty until remotes patch their routes in. */
export function shellRoutes(): RouteObject[] {
  return [
    { path: '/', loader: rootRedirectLoader },
    {
      id: 'lang',
      path: '/:lang',
      loader: langLoader,
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
      middleware: [signedInAreaMiddleware],
      Component: LangRoot,
      HydrateFallback: BootFallback,
      ErrorBoundary: LangError,
      children: [
        {
          id: 'layout-default',
          Component: DefaultLayout,
          children: [
            // The server answers a page matching only this one with HTTP 404 (src/ssr.tsx).
            {
              id: 'not-found',
              path: '*',
              Component: UnmatchedRoute,
              ErrorBoundary: RouteError,
              loader: () => null,
            },
          ],
        },
        { id: 'layout-fullscreen', Component: FullscreenLayout, children: [] },
        { id: 'layout-user', Component: UserLayout, children: [] },
        { id: 'layout-blank', Component: BlankLayout, children: [] },
      ],
    },
  ];
}

/**
 * One data router for the whole site; a remote's routes are fetched the first time a URL it owns is visited.
 * A server-rendered page passes the routes it was rendered with (its remote's already placed) and the loaders'
 * answers, so the router starts on that page without loading anything again.
 */
export function createAppRouter(
  remotes: RemoteRoutes,
  {
    routes = shellRoutes(),
    hydrationData,
  }: { routes?: RouteObject[]; hydrationData?: HydrationState | null } = {},
) {
  const router = createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    async patchRoutesOnNavigation({ path, patch }) {
      const { lang, rest } = splitLangPath(path);
      if (!lang) return;
      const owner = ownerOf(remotes.registry, rest);
      if (owner) await remotes.ensure(owner.name, patch);
    },
  });
  remotes.connect(
    (parentId, routes) => router.patchRoutes(parentId, routes),
    () => {
      const next = router.state.navigation.location;
      return next ? next.pathname + next.search + next.hash : undefined;
    },
  );
  return router;
}
