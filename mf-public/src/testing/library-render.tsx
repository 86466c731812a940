import type { Lang } from '@hanyu/contract';
import { setLanguage } from '@hanyu/i18n';
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError } from 'react-router';
import { init, routes } from '../routes.tsx';

/** What the shell's error boundary reads: the status of a route error response or of any error object. */
function RouteErrorStatus() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error)
    ? error.status
    : ((error as { status?: number } | null)?.status ?? 500);
  return <p data-testid="route-error">{status}</p>;
}

function HydrateFallback() {
  return null;
}

/**
 * Like `renderRoute`, with the error boundary the shell gives every remote route (shell's decorateRoutes),
 * reduced to the status it would show: 404 is the not-found page.
 */
export async function renderRouteInShell(path: string) {
  const lang = path.split('/')[1] as Lang;
  // React reports the errors its boundaries catch; here they are the expected outcome. Tests restore
  // console.error with jest.restoreAllMocks() after each test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await init();
  await setLanguage(lang);
  const children = routes.map((route) => ({ ...route, ErrorBoundary: RouteErrorStatus }));
  const router = createMemoryRouter([{ path: '/:lang', HydrateFallback, children }], {
    initialEntries: [path],
  });
  return { router, ...render(<RouterProvider router={router} />) };
}
