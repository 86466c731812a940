import '@hanyu/ui/theme.css';
import { registerNamespace } from '@hanyu/i18n';
import { clearPrimed, primeResponses } from '@hanyu/sdk';
import { applyBrandTheme, brandForHost } from '@hanyu/ui';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router.tsx';
import { BrandContext } from './features/brand/brand-context.tsx';
import { rememberCampaign } from './features/campaign/remember-campaign.ts';
import { RouteError } from './features/errors/route-error.tsx';
import { installChunkReloadGuard } from './features/federation/chunk-reload.ts';
import { loadRegistry } from './features/federation/registry.ts';
import { RemoteRoutes } from './features/federation/remote-routes.ts';
import { RemotesContext } from './features/federation/remotes-context.tsx';
import { keepServerSlogan } from './features/header/slogan.ts';
import { carryOverInteractions } from './features/server-render/carry-over.ts';
import {
  hasServerRenderedPage,
  removeServerStyles,
  routerInitialized,
  serverSloganIndex,
  settleFirstLoaderData,
} from './features/server-render/first-render.ts';
import { connectSessionEvents } from './features/session/session-events.ts';
import { SHELL_LOCALES } from './locales/index.ts';

declare global {
  interface Window {
    /** The API answers the server rendered the page with (api web route `apiAnswersScript`). */
    __HANYU_API__?: unknown;
  }
}

/** Runs `effect` once the tree below has been committed to the page. */
function AfterCommit({ effect, children }: { effect: () => void; children: ReactNode }) {
  useEffect(() => effect(), [effect]);
  return children;
}

async function start() {
  installChunkReloadGuard();
  const brand = brandForHost(window.location.hostname);
  applyBrandTheme(brand);
  rememberCampaign(window.location.search);
  // The first route's loaders get the answers the server rendered the page with, without asking again.
  primeResponses(window.__HANYU_API__);

  // Registered now, loaded by the language route before the first render; meanwhile the router
  // already fetches the remote that owns the page.
  registerNamespace('shell', (lang) => SHELL_LOCALES[lang]()).catch((error: unknown) =>
    console.error('[shell] interface strings failed to load', error),
  );
  const registry = await loadRegistry();
  const remotes = new RemoteRoutes(registry, RouteError);
  const router = createAppRouter(remotes);
  router.subscribe((state) => rememberCampaign(state.location.search));
  connectSessionEvents(router, registry);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  let carryOver = () => {};
  if (hasServerRenderedPage(container)) {
    carryOver = carryOverInteractions(container);
    keepServerSlogan(serverSloganIndex(container));
    // The server's HTML stays on screen until the app can paint the same page complete: its route
    // patched, its loaders run, their data settled. React then replaces it in one commit.
    await routerInitialized(router);
    await settleFirstLoaderData(router.state.loaderData);
  } else {
    // No server page: nothing for index.html's early press recorder to keep.
    window.__HANYU_EARLY__?.stop();
    container.replaceChildren();
  }
  clearPrimed();
  const afterFirstRender = () => {
    removeServerStyles();
    // The root holds the app now, not the server's HTML.
    container.removeAttribute('data-server-rendered');
    carryOver();
  };
  const root = createRoot(container);
  // A transition: React renders in slices, yielding to the browser, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AfterCommit effect={afterFirstRender}>
          <BrandContext value={brand}>
            <RemotesContext value={remotes}>
              <RouterProvider router={router} />
            </RemotesContext>
          </BrandContext>
        </AfterCommit>
      </StrictMode>,
    );
  });
}

void start();
