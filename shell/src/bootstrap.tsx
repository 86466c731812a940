import '@hanyu/ui/theme.css';
import { isLang, ownerOf, splitLangPath } from '@hanyu/contract';
import { registerNamespace, setLanguage } from '@hanyu/i18n';
import { applyBrandTheme, brandForHost } from '@hanyu/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app.tsx';
import { createAppRouter, shellRoutes } from './app/router.tsx';
import { rememberCampaign } from './features/campaign/remember-campaign.ts';
import { RouteError } from './features/errors/route-error.tsx';
import { installChunkReloadGuard } from './features/federation/chunk-reload.ts';
import { installLinkPrefetch } from './features/federation/link-prefetch.ts';
import { loadRegistry } from './features/federation/registry.ts';
import { RemoteRoutes } from './features/federation/remote-routes.ts';
import { patchInto } from './features/federation/route-decoration.ts';
import { keepServerSlogan } from './features/header/slogan.ts';
import {
  announceFieldsChangedBeforeHydration,
  hasServerRenderedPage,
  removeServerStyles,
  resolveLazyMatches,
  routerInitialized,
  serverSloganIndex,
  whenHydrated,
} from './features/server-render/first-render.ts';
import { readHydrationData } from './features/server-render/hydration.ts';
import { showServerPageNotice } from './features/server-render/server-page-notice.tsx';
import { connectSessionEvents } from './features/session/session-events.ts';
import { SHELL_LOCALES } from './locales/index.ts';

declare global {
  interface Window {
    /**
     * index.html's inline script on a server-rendered page: the press on a button made before the app ran,
     * and the switch that removes its listeners.
     */
    __HANYU_EARLY__?: {
      pressed: Element | null;
      /** A form without an action of its own submitted before the app ran. */
      submitted?: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
      started?: boolean;
      stop(): void;
    };
  }
}

/** What a visitor presses, types in or submits: the elements whose handlers must be React's before the recorder stops. */
const CONTROLS = 'button, [role="button"], [role="tab"], form, input, select, textarea';

/** A hydration mismatch is a bug: said loudly (the e2e suite fails on it), though React recovers by rendering. */
function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.error(
    '[shell] hydration mismatch: the app did not render what the server rendered',
    error,
    info.componentStack,
  );
}

async function start() {
  installChunkReloadGuard();
  const brand = brandForHost(window.location.hostname);
  applyBrandTheme(brand);
  rememberCampaign(window.location.search);
  const shellStrings = registerNamespace('shell', (lang) => SHELL_LOCALES[lang]()).catch((error: unknown) =>
    console.error('[shell] interface strings failed to load', error),
  );
  const registry = await loadRegistry();
  const remotes = new RemoteRoutes(registry, RouteError);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  const routes = shellRoutes();
  const hydrationData = hasServerRenderedPage(container) ? readHydrationData() : null;
  if (hydrationData) {
    // The server rendered this page with its remote's routes under the shell's: the router starts with the
    // same routes, the same language and the loaders' answers, so the app renders exactly the server's page.
    const { lang, rest } = splitLangPath(window.location.pathname);
    const owner = lang ? ownerOf(registry, rest) : undefined;
    const [loaded] = await Promise.all([
      // A page no remote owns is the shell's own (the not-found page).
      owner ? remotes.ensure(owner.name, patchInto(routes)) : Promise.resolve(true),
      shellStrings,
      isLang(lang) ? setLanguage(lang) : undefined,
    ]);
    // Without its remote or its page's code the page stays as the server rendered it, readable, its links
    // working, and a notice offers the retry.
    if (!loaded || !(await resolveLazyMatches(routes, window.location.pathname))) {
      window.__HANYU_EARLY__?.stop();
      showServerPageNotice(container);
      return;
    }
  }

  const router = createAppRouter(remotes, { routes, hydrationData });
  router.subscribe((state) => rememberCampaign(state.location.search));
  connectSessionEvents(router, registry);
  installLinkPrefetch(remotes);
  const app = (onCommit: () => void) => (
    <App brand={brand} remotes={remotes} onCommit={onCommit}>
      <RouterProvider router={router} />
    </App>
  );

  if (hydrationData) {
    keepServerSlogan(serverSloganIndex(container));
    await routerInitialized(router);
    const afterHydration = async () => {
      removeServerStyles();
      // Times now follow the visitor's zone (see useTimeZoneAsRendered).
      container.removeAttribute('data-zone-unknown');
      // What the visitor typed or chose before the app ran, handed to React at once: a field's component that
      // renders again before that would put the server's value back.
      const fieldsAnnounced = announceFieldsChangedBeforeHydration(container);
      // The root commits before the Suspense boundaries inside it are hydrated, and React drops a press on a part
      // it has not hydrated yet: index.html's recorder keeps such presses until every control is React's.
      await Promise.all([whenHydrated([...container.querySelectorAll(CONTROLS)]), fieldsAnnounced]);
      container.removeAttribute('data-server-rendered');
      const early = window.__HANYU_EARLY__;
      early?.stop();
      const { pressed = null, submitted = null } = early ?? {};
      if (early) Object.assign(early, { pressed: null, submitted: null });
      // A button pressed or a form sent before any of the app ran: the same element, once React has it.
      if (pressed instanceof HTMLElement) {
        await whenHydrated([pressed]);
        if (pressed.isConnected) pressed.click();
      }
      if (submitted) {
        await whenHydrated([submitted.form]);
        if (submitted.form.isConnected) submitted.form.requestSubmit(submitted.submitter);
      }
    };
    hydrateRoot(
      container,
      app(() => void afterHydration()),
      { onRecoverableError: reportRecoverableError },
    );
    return;
  }

  // No server page: nothing for index.html's early press recorder to keep.
  window.__HANYU_EARLY__?.stop();
  container.replaceChildren();
  const root = createRoot(container);
  // A transition: React renders in slices, yielding to the browser, instead of one long task.
  startTransition(() => root.render(app(() => {})));
}

void start();
