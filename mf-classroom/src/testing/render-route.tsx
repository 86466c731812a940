import type { Lang } from '@hanyu/contract';
import { loadRemoteStrings } from '@hanyu/ui/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RtcProviders } from '../features/rtc/rtc-provider.ts';
import { RtcProvidersContext } from '../features/rtc/rtc-providers.tsx';
import { init, routes } from '../routes.tsx';

/** Loads the classroom strings in a language, as the shell does before a remote renders. */
export function loadStrings(lang: Lang = 'en'): Promise<void> {
  return loadRemoteStrings({ routes, init }, lang);
}

function HydrateFallback() {
  return null;
}

/**
 * Renders mf-classroom's routes under /:lang as the shell mounts them, in the language of the path (as
 * `renderRemoteRoute` of @hanyu/ui/testing does), with the room's media providers replaced by `providers`.
 */
export async function renderRoute(path: string, { providers }: { providers?: RtcProviders } = {}) {
  await loadStrings(path.split('/')[1] as Lang);
  const router = createMemoryRouter(
    [{ path: '/:lang', HydrateFallback, children: [{ index: true, element: <p>home</p> }, ...routes] }],
    { initialEntries: [path] },
  );
  const app = <RouterProvider router={router} />;
  const view = render(providers ? <RtcProvidersContext value={providers}>{app}</RtcProvidersContext> : app);
  return { router, ...view };
}

export { apiError, apiResponse, mockApi, type RecordedCall } from '@hanyu/sdk/testing';
