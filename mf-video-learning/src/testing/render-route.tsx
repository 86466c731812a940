import type { Lang } from '@hanyu/contract';
import { loadRemoteStrings } from '@hanyu/ui/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { init, routes } from '../routes.tsx';

/** Loads the video strings in a language, as the shell does before a remote renders. */
export function loadStrings(lang: Lang = 'en'): Promise<void> {
  return loadRemoteStrings({ routes, init }, lang);
}

function HydrateFallback() {
  return null;
}

/** Renders mf-video-learning's routes under /:lang as the shell mounts them, in the language of the path. */
export async function renderRoute(path: string) {
  await loadStrings(path.split('/')[1] as Lang);
  const router = createMemoryRouter(
    [{ path: '/:lang', HydrateFallback, children: [{ index: true, element: <p>home</p> }, ...routes] }],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

export { apiError, apiResponse, mockApi, type RecordedCall } from '@hanyu/sdk/testing';
