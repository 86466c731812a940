// The server render of a whole page: the shell's routes (language, layouts, header, footer) with the routes of
// the remote that owns the page placed under them, rendered by the same components as in the browser, with the
// loaders' data resolved and the visitor's session. The browser hydrates it (bootstrap.tsx): same tree, same
// markup. Built by rspack.ssr.config.mjs for Node; the API's web route imports it beside the remote's server
// build, to which it hands the shared singletons (`shared`), as the federation runtime does in the browser.
// The contract every remote follows is docs/server-render.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  COOKIES,
  type Endpoints,
  endpointPaths,
  isLang,
  type Registry,
  type RenderedApp,
  type RenderedRedirect,
  type UserInfo,
} from '@hanyu/contract';
import * as eventBus from '@hanyu/event-bus';
import { setRenderScopes } from '@hanyu/event-bus';
import * as hanyuI18n from '@hanyu/i18n';
import { i18n, registerNamespace, setLanguage } from '@hanyu/i18n';
import * as sdk from '@hanyu/sdk';
import { configureSdk, cookieFromHeader, isApiError, recordResponses, request } from '@hanyu/sdk';
import * as session from '@hanyu/session';
import {
  isValidTimeZone,
  resolveTimeZone,
  SERVER_RENDER_TIME_ZONE,
  SERVER_SESSION_ELEMENT_ID,
  type ServerSession,
  sessionStore,
} from '@hanyu/session';
import * as ui from '@hanyu/ui';
import {
  brandForHost,
  brandTheme,
  type PageMeta,
  PageMetaCollector,
  type RemoteRoutesModule,
  type RouteHandle,
  trackLoaderPromises,
} from '@hanyu/ui';
import * as i18next from 'i18next';
import * as React from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { prerender } from 'react-dom/static';
import * as reactI18next from 'react-i18next';
import * as reactRouter from 'react-router';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import * as zustand from 'zustand';
import * as zustandVanilla from 'zustand/vanilla';
import { App } from './app/app.tsx';
import { shellRoutes } from './app/router.tsx';
import { errorStatus, RouteError } from './features/errors/route-error.tsx';
import type { Remotes } from './features/federation/remotes-context.tsx';
import { patchInto, patchRemoteRoutes } from './features/federation/route-decoration.ts';
import { FirstSlogan, SLOGAN_COOKIE, sloganAfter } from './features/header/slogan.ts';
import {
  dehydrateErrors,
  dehydrateLoaderData,
  HYDRATION_ELEMENT_ID,
  notFoundResponse,
} from './features/server-render/hydration.ts';
import { SHELL_LOCALES } from './locales/index.ts';

/**
 * The shared singletons (packages/mf-config SERVER_SHARED_MODULES), the shell's copies, for remotes' server
 * builds to use: the api sets them on `globalThis.__HANYU_SERVER_SHARED__` before it loads a remote's.
 */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  i18next,
  'react-i18next': reactI18next,
  zustand,
  'zustand/vanilla': zustandVanilla,
  '@hanyu/session': session,
  '@hanyu/event-bus': eventBus,
  '@hanyu/sdk': sdk,
  '@hanyu/i18n': hanyuI18n,
  '@hanyu/ui': ui,
};

/** What a remote's server build (`dist/ssr/ssr.mjs`) exports: its routes and, if it needs one, a hook. */
export interface RemoteServerModule extends RemoteRoutesModule {
  /** Reads what the request says that its pages show (a display-currency cookie), before each render. */
  prepareRender?: (request: Request) => void;
}

export interface RenderOptions {
  /** The remote owning the page. */
  remote: RemoteServerModule;
  /** The registry the page is served with (the header's slots and links read it). */
  registry: Registry;
  /** How the API is reached: the server calling itself in-process. */
  fetch: typeof fetch;
  /** Past this, the render is given up and the page renders in the browser. */
  timeoutMs?: number;
  /** Told why a page is left to the browser (the api logs it at debug level). */
  onSkip?: (reason: string, error?: unknown) => void;
}

const namespaces = registerNamespace('shell', (lang) => SHELL_LOCALES[lang]());

/** The remotes as a server render sees them: the registry, nothing loading, nothing to load. */
function stillRemotes(registry: RenderOptions['registry']): Remotes {
  return {
    registry,
    status: () => 'idle',
    subscribe: () => () => {},
    retry: async () => false,
    loadModule: () => new Promise(() => {}),
  };
}

/**
 * Routes, built once per remote module: the shell's with the remote's patched under its layouts. The same for
 * every brand, language and visitor (what differs is given to the render, not built into its routes).
 */
const routeTrees = new WeakMap<RemoteServerModule, ReturnType<typeof createStaticHandler>>();

function handlerFor(remote: RemoteServerModule) {
  let handler = routeTrees.get(remote);
  if (!handler) {
    const routes = shellRoutes();
    patchRemoteRoutes(remote, patchInto(routes), RouteError);
    handler = createStaticHandler(routes);
    routeTrees.set(remote, handler);
  }
  return handler;
}

function titleOf(context: StaticHandlerContext): string | undefined {
  const key = [...context.matches]
    .reverse()
    .map((match) => (match.route.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  return key ? (i18n.t as (key: string) => string)(key) : undefined;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

/** Why a render gives up without a page: the browser renders it, and nobody is signed out. */
class RenderGivenUp extends Error {}

/**
 * The visitor's session for this render, in the render's own store: the token's user (loaded through the API),
 * their time zone. Only the API refusing the token (code 401) signs the visitor out; a user load that fails
 * otherwise (the deadline, a network error, a 5xx) gives the render up, and the browser tries again.
 */
async function startSession(cookie: string | null): Promise<{ known: ServerSession; refused: boolean }> {
  const token = cookieFromHeader(cookie, COOKIES.token) || undefined;
  const utc = cookieFromHeader(cookie, COOKIES.utc);
  sessionStore.setState({
    token,
    uid: cookieFromHeader(cookie, COOKIES.uid) || undefined,
    user: undefined,
    userStatus: 'idle',
    // Times are shown in the zone the server knows, else Beijing time until the page's script shows local ones.
    timeZone: isValidTimeZone(utc) ? utc : SERVER_RENDER_TIME_ZONE,
  });
  let user: UserInfo | undefined;
  let refused = false;
  if (token) {
    try {
      user = await request<Endpoints['currentUser']>(endpointPaths.currentUser, {}, { quiet: true });
    } catch (error) {
      if (!isApiError(error) || (error.code !== 401 && error.status !== 401)) {
        throw new RenderGivenUp('the user could not be loaded', { cause: error });
      }
      refused = true;
    }
  }
  const known = isValidTimeZone(utc) || isValidTimeZone(user?.time_zone);
  const zone = known ? resolveTimeZone({ cookie: utc, user: user?.time_zone }) : null;
  sessionStore.setState(
    refused
      ? { token: undefined, uid: undefined, user: undefined, userStatus: 'failed' }
      : { ...(user ? { user, userStatus: 'loaded' as const } : {}) },
  );
  sessionStore.setState({ timeZone: zone ?? SERVER_RENDER_TIME_ZONE });
  return { known: { user: user ?? null, timeZone: zone }, refused };
}

/**
 * Each render runs in a scope of its own (AsyncLocalStorage): the session store, the sdk's configuration, the
 * bus and the i18next instance it reads are its own (`renderScoped`), so renders for different visitors and
 * languages run side by side and never see each other's.
 */
const scopes = new AsyncLocalStorage<Map<string, unknown>>();
setRenderScopes({ current: () => scopes.getStore() });

const delay = (ms: number) =>
  new Promise<null>((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    timer.unref?.();
  });

/** The route id of the shell's catch-all page (shellRoutes): a URL nothing else matches. */
const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * Whether the page is a not-found page: the catch-all route matched, or every error its loaders threw is a
 * 404 (an id the API does not know). Such errors are carried to the browser as the same 404 response.
 */
function notFoundErrors(context: StaticHandlerContext): Record<string, unknown> | null | undefined {
  if (!context.errors) {
    return context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE_ID) ? null : undefined;
  }
  const entries = Object.entries(context.errors);
  if (!entries.every(([, error]) => errorStatus(error) === 404)) return undefined;
  return Object.fromEntries(entries.map(([routeId]) => [routeId, notFoundResponse()]));
}

async function render(
  request: Request,
  options: RenderOptions,
  signal: AbortSignal,
): Promise<RenderedApp | RenderedRedirect | null> {
  const url = new URL(request.url);
  const lang = url.pathname.split('/')[1];
  if (!isLang(lang)) return null;
  // The brand is the request's host's (as the browser's is the page's host's): given to the whole tree by `App`
  // (BrandContext), never kept anywhere else, so renders for different brands side by side cannot mix them.
  const brand = brandForHost(url.hostname);
  const cookie = request.headers.get('cookie');

  configureSdk({
    baseUrl: new URL('/api', url.origin).href,
    getToken: () => sessionStore.getState().token,
    // A render given up also gives up its API calls.
    fetch: (input, init) => {
      const call = new Request(input, init);
      return options.fetch(new Request(call, { signal: AbortSignal.any([call.signal, signal]) }));
    },
  });
  // The remote's strings are registered with its routes (its `init`); every namespace is then loaded in the
  // page's language before anything renders, in this render's own i18next instance.
  const handler = handlerFor(options.remote);
  await namespaces;
  await setLanguage(lang);
  let refused: boolean;
  let known: ServerSession;
  try {
    ({ known, refused } = await startSession(cookie));
  } catch (error) {
    if (error instanceof RenderGivenUp) {
      options.onSkip?.(error.message, error.cause);
      return null;
    }
    throw error;
  }
  const recorder = recordResponses();
  options.remote.prepareRender?.(request);
  // Middleware (the shell's guards) runs only when a response is asked for; the page's context is kept aside.
  let context: StaticHandlerContext | undefined;
  const query = new Request(request, { signal });
  const response = await handler.query(query, {
    generateMiddlewareResponse: async (run) => {
      const result = await run(query);
      if (result instanceof Response) return result;
      context = result;
      return new Response(null, { status: 204 });
    },
  });
  if (signal.aborted) return null;
  // A session the request carried and the render ended (refused, or a page that signs out) is forgotten; never
  // because a call failed (the API, the deadline): such a render is given up instead.
  const signedOut = Boolean(cookieFromHeader(cookie, COOKIES.token)) && !sessionStore.getState().token;
  if (signedOut && !refused && recorder.failed()) {
    options.onSkip?.('an API call failed while the session ended');
    return null;
  }
  const clearSession = refused || signedOut;
  if (!context) {
    const location = response instanceof Response ? response.headers.get('Location') : null;
    if (location) return { kind: 'redirect', location, clearSession };
    options.onSkip?.(
      `a response instead of a page (${response instanceof Response ? response.status : '?'})`,
    );
    return null;
  }
  // An unknown page renders the not-found page, answered 404; another error is left to the browser.
  let notFound = notFoundErrors(context);
  if (notFound === undefined && (context.errors || context.statusCode !== 200)) {
    options.onSkip?.(`route status ${context.statusCode}`, context.errors);
    return null;
  }
  if (notFound) context.errors = notFound;
  // Rendered with every loader's data settled: what a page derives from it while rendering is in the HTML.
  await trackLoaderPromises(context.loaderData);
  const loaderData = dehydrateLoaderData(context.loaderData);
  if (!loaderData) {
    options.onSkip?.('a loader promise did not settle with a value');
    return null;
  }

  let meta: PageMeta = {};
  const slogan = sloganAfter(cookieFromHeader(cookie, SLOGAN_COOKIE));
  const renderHtml = async (): Promise<{ html: string; errors: unknown[] }> => {
    const router = createStaticRouter(handler.dataRoutes, context as StaticHandlerContext);
    const tree = (
      <PageMetaCollector
        value={(next) => {
          meta = next;
        }}
      >
        <FirstSlogan value={slogan}>
          <App brand={brand} remotes={stillRemotes(options.registry)}>
            <StaticRouterProvider router={router} context={context as StaticHandlerContext} hydrate={false} />
          </App>
        </FirstSlogan>
      </PageMetaCollector>
    );
    const errors: unknown[] = [];
    try {
      const { prelude } = await prerender(tree, {
        signal,
        // Every boundary inline, in place: no out-of-order segments swapped in by inline scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error);
        },
      });
      return { html: await streamToString(prelude), errors };
    } catch (error) {
      // Thrown outside any Suspense boundary: no page at all.
      return { html: '', errors: [...errors, error] };
    }
  };
  let { html, errors } = await renderHtml();
  // A page that found out while rendering that its data does not exist (the API's 404 read from a streamed
  // loader promise) throws a 404 to its route's error boundary, which a server render does not run: render
  // that route's error (the not-found page) instead, as the browser will when it hydrates.
  const leaf = context.matches.at(-1)?.route.id;
  if (errors.length > 0 && !notFound && leaf && errors.every((error) => errorStatus(error) === 404)) {
    notFound = { [leaf]: notFoundResponse() };
    context.errors = notFound;
    ({ html, errors } = await renderHtml());
  }
  // A failed API call would render an error state: better the browser retries it.
  if (errors.length > 0 || signal.aborted) {
    options.onSkip?.('a component failed to render', errors[0]);
    return null;
  }
  if (recorder.stop().failed && !notFound) {
    options.onSkip?.('an API call failed');
    return null;
  }
  const title = meta.title ?? titleOf(context);
  return {
    kind: 'page',
    html,
    ...(notFound !== undefined ? { status: 404 } : {}),
    slogan,
    ...(title ? { title: `${title} · ${brand.name}` } : {}),
    ...(meta.description ? { description: meta.description } : {}),
    brand: brand.id,
    theme: brandTheme(brand),
    data: {
      [HYDRATION_ELEMENT_ID]: { loaderData, ...(notFound ? { errors: dehydrateErrors(notFound) } : {}) },
      [SERVER_SESSION_ELEMENT_ID]: known,
    },
    personal: Boolean(known.user),
    zoneKnown: known.timeZone !== null,
    startAtLoad: context.matches.some(
      (match) => (match.route.handle as RouteHandle | undefined)?.startAtLoad,
    ),
    clearSession,
  };
}

/**
 * The page of `request` (a GET of /{lang}/…, with the visitor's cookies) rendered with the remote that owns it,
 * a redirect its guards or loaders ask for, or null when the browser should render it instead: an error, a
 * failed API call (the user's included: nobody is signed out for it), or more than `timeoutMs` (1 s by default).
 * Every brand is rendered, the request's host's. Renders run side by side, each in its own scope.
 */
export async function renderApp(
  request: Request,
  options: RenderOptions,
): Promise<RenderedApp | RenderedRedirect | null> {
  const timeoutMs = options.timeoutMs ?? 1000;
  const abort = new AbortController();
  const rendering = scopes
    .run(new Map(), () => render(request, options, abort.signal))
    .catch((error: unknown) => {
      if (!abort.signal.aborted) options.onSkip?.('the render threw', error);
      return null;
    });
  const page = await Promise.race([rendering, delay(timeoutMs)]);
  // Given up: its API calls and its render stop; what it had is its own and goes with it.
  if (!page) abort.abort();
  return page;
}
