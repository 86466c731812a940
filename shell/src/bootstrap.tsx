import '@hanyu/ui/theme.css';
import { registerNamespace } from '@hanyu/i18n';
import { applyBrandTheme, brandForHost } from '@hanyu/ui';
import { StrictMode } from 'react';
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
import { connectSessionEvents } from './features/session/session-events.ts';

async function start() {
  installChunkReloadGuard();
  const brand = brandForHost(window.location.hostname);
  applyBrandTheme(brand);
  rememberCampaign(window.location.search);

  // Registered now, loaded by the language route before the first render; meanwhile the router
  // already fetches the remote that owns the page.
  registerNamespace('shell', (lang) => import(`./locales/${lang}.ts`)).catch((error: unknown) =>
    console.error('[shell] interface strings failed to load', error),
  );
  const registry = await loadRegistry();
  const remotes = new RemoteRoutes(registry, RouteError);
  const router = createAppRouter(remotes);
  router.subscribe((state) => rememberCampaign(state.location.search));
  connectSessionEvents(router, registry);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <BrandContext value={brand}>
        <RemotesContext value={remotes}>
          <RouterProvider router={router} />
        </RemotesContext>
      </BrandContext>
    </StrictMode>,
  );
}

void start();
