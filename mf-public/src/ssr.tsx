// The server render of mf-public's pages: the first paint of a public page comes with its HTML (and crawlers
// read the content). Built by rspack.ssr.config.mjs for Node; the API's web route imports it. The page is
// rendered from the same route objects and components as in the browser, with its loaders' data resolved.
// Its styles are the browser build's stylesheets (same class names), which the server trims to the page.
import { isLang, type Lang } from '@hanyu/contract';
import { i18n, setLanguage } from '@hanyu/i18n';
import { type ApiAnswers, configureSdk, recordResponses } from '@hanyu/sdk';
import {
  brandForHost,
  type PageMeta,
  PageMetaCollector,
  type RouteHandle,
  trackLoaderPromises,
} from '@hanyu/ui';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { forgetRates, renderForCookies } from './features/content/display-currency.ts';
import { BrowserOnlyProbe } from './features/content/use-time-zone.ts';
import { init, routes } from './routes.tsx';

export interface RenderOptions {
  /** How the API is reached, e.g. the server calling itself in-process; given the sdk's requests. */
  fetch: typeof fetch;
  /** Origin the sdk resolves its `/api` base against (only used to build request URLs). */
  origin?: string;
  /** Past this, the render is given up and the page renders in the browser as before. */
  timeoutMs?: number;
}

export interface RenderedPage {
  /** The page's markup: what the route renders inside the layout's <main>. */
  html: string;
  /** The document title, "Page · Brand" as the shell writes it (the page's usePageMeta, else its titleKey). */
  title?: string;
  description?: string;
  /** The API answers the render used, to prime the browser's sdk with. */
  apiResponses: ApiAnswers;
  /** The page shows what only the browser knows (the visitor's time zone): the app should start at once. */
  browserOnly: boolean;
  status: number;
}

const pageRoutes: RouteObject[] = [{ id: 'lang', path: '/:lang', children: routes }];
const handler = createStaticHandler(pageRoutes);

/**
 * Renders run one at a time: the sdk's configuration and recording, and the shared i18next instance's
 * language, are process-wide. A render is a few milliseconds of CPU plus in-process API calls.
 */
let queue: Promise<unknown> = Promise.resolve();

const delay = (ms: number) =>
  new Promise<null>((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    timer.unref?.();
  });

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

async function render(
  request: Request,
  options: RenderOptions,
  signal: AbortSignal,
): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const lang = url.pathname.split('/')[1];
  // Other brands' colours and names are set in the browser; only the default brand is rendered here.
  const brand = brandForHost(url.hostname);
  if (!isLang(lang) || brand.id !== 'hanyu') return null;

  configureSdk({
    baseUrl: new URL('/api', options.origin ?? url.origin).href,
    getToken: () => undefined,
    // A render given up also gives up its API calls.
    fetch: (input, init) => {
      const request = new Request(input, init);
      return options.fetch(new Request(request, { signal: AbortSignal.any([request.signal, signal]) }));
    },
  });
  await Promise.all([init(), setLanguage(lang as Lang)]);
  const recorder = recordResponses();
  try {
    renderForCookies(request.headers.get('cookie'));
    // Prices ask for today's rates (a server process outlives a day's rates).
    forgetRates();
    const context = await handler.query(request);
    // A redirect or anything but a rendered page is left to the browser.
    if (context instanceof Response) return null;
    if (context.errors || context.statusCode !== 200) return null;
    // Rendered with every loader's data settled: what a page derives from it while rendering (a tag's name
    // in a title) is in the HTML, not only what <Await> shows.
    await trackLoaderPromises(context.loaderData);

    const router = createStaticRouter(handler.dataRoutes, context);
    let browserOnly = false;
    const probe = () => {
      browserOnly = true;
    };
    let meta: PageMeta = {};
    const collect = (next: PageMeta) => {
      meta = next;
    };
    const tree: ReactNode = (
      // The instance is passed explicitly: it is a process-wide singleton, which a rebuilt copy of this
      // module (loaded by the server without a restart) finds already made by the previous copy.
      <I18nextProvider i18n={i18n}>
        <PageMetaCollector value={collect}>
          <BrowserOnlyProbe value={probe}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </BrowserOnlyProbe>
        </PageMetaCollector>
      </I18nextProvider>
    );
    let failedRender = false;
    const { prelude } = await prerender(tree, {
      signal,
      // Every boundary inline, in place: no out-of-order segments swapped in by inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        failedRender = true;
      },
    });
    const html = await streamToString(prelude);
    const recording = recorder.stop();
    // A failed API call would render an error state: better the browser retries it.
    if (failedRender || recording.failed) return null;
    const title = meta.title ?? titleOf(context);
    return {
      html,
      title: title ? `${title} · ${brand.name}` : undefined,
      description: meta.description,
      apiResponses: recording.answers,
      browserOnly,
      status: 200,
    };
  } finally {
    recorder.stop();
  }
}

async function renderWithin(
  request: Request,
  options: RenderOptions,
  deadline: number,
): Promise<RenderedPage | null> {
  const timeoutMs = deadline - Date.now();
  // Waited its time out in the queue: the browser renders it.
  if (timeoutMs <= 0) return null;
  const abort = new AbortController();
  const rendering = render(request, options, abort.signal).catch(() => null);
  const page = await Promise.race([rendering, delay(timeoutMs)]);
  if (page) return page;
  // Given up (or nothing to render): stop the render, and let it wind down before the next one starts.
  abort.abort();
  await Promise.race([rendering, delay(timeoutMs)]);
  return null;
}

/**
 * The page of `request` (a GET of /{lang}/…) rendered to HTML with its data, or null when it should render in
 * the browser instead: an unknown page, a redirect, an error, a failed API call, or more than `timeoutMs`
 * (1 s by default) from the call, time waiting behind other renders included.
 */
export function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | null> {
  const timeoutMs = options.timeoutMs ?? 1000;
  const deadline = Date.now() + timeoutMs;
  const result = queue.then(() => renderWithin(request, options, deadline));
  queue = result.catch(() => null);
  return Promise.race([result, delay(timeoutMs + 50)]);
}
