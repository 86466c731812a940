import type { Lang } from '@hanyu/contract';
import { setLanguage } from '@hanyu/i18n';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RemoteRoutesModule } from './route-handle.ts';

/** The shell shows its own frame while the first route loads; tests show nothing. */
function HydrateFallback() {
  return null;
}

/** Loads a remote's strings in a language, as the shell does before the remote's pages render. */
export async function loadRemoteStrings(remote: RemoteRoutesModule, lang: Lang = 'en'): Promise<void> {
  await remote.init?.();
  await setLanguage(lang);
}

/**
 * Renders a remote's routes under /:lang as the shell mounts them (a home page beside them), in the
 * language of the path, for the remotes' component tests.
 */
export async function renderRemoteRoute(remote: RemoteRoutesModule, path: string) {
  await loadRemoteStrings(remote, path.split('/')[1] as Lang);
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        HydrateFallback,
        children: [{ index: true, element: <p>home</p> }, ...remote.routes],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
