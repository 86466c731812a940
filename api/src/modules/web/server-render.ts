import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { criticalCss, parseStylesheet, type Stylesheet } from './critical-css.ts';

/** What a remote's server render (its `dist/ssr/ssr.mjs`, see mf-public/src/ssr.tsx) gives for a page. */
export interface RenderedPage {
  html: string;
  title?: string;
  description?: string;
  apiResponses: Record<string, string>;
  /** The page shows what only the browser knows (the visitor's time zone): the app must start at load. */
  browserOnly?: boolean;
  status: number;
}

export interface ServerRenderModule {
  renderPage(
    request: Request,
    options: { fetch: typeof fetch; origin?: string; timeoutMs?: number },
  ): Promise<RenderedPage | null>;
}

/** What the shell's server render (`shell/dist/ssr/ssr.mjs`, see shell/src/ssr.tsx) gives: its header and footer. */
export interface RenderedFrame {
  /** Up to and including the page's `<main>` opening tag. */
  before: string;
  /** From the page's `</main>` on. */
  after: string;
  /** The brand drawn, for `<html data-brand>`. */
  brand: string;
}

export interface FrameRenderModule {
  renderFrame(url: string, cookie?: string): Promise<RenderedFrame | null>;
}

/**
 * A page ready to go into the shell's HTML: markup, the styles it uses, the answers it was rendered with, and
 * the shell's frame around it when the shell's render gave one.
 */
export interface ServerRenderedPage extends RenderedPage {
  css: string;
  frame: RenderedFrame | null;
}

/** How long a page may take to render before the browser is left to render it. */
export const RENDER_TIMEOUT_MS = 1000;

/** The API of `app` as a fetch function: the server render calls the API in-process, not over the network. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body !== undefined ? { payload: body } : {}),
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}

/**
 * Loads a remote build's server render and stylesheets, each again only when its files change (a rebuilt
 * remote is picked up without a restart). A missing or broken render module means no server render.
 */
export class ServerRenderer {
  readonly #app: FastifyInstance;
  readonly #shellDist: string;
  readonly #cssDirs: (distDir: string) => string[];
  #modules = new Map<string, { mtimeMs: number; module: Promise<Record<string, unknown> | null> }>();
  #styles = new Map<string, { key: string; sheet: Stylesheet }>();

  /**
   * @param shellDist the shell's build, whose `ssr/ssr.mjs` renders the frame around the pages.
   * @param cssDirs the folders whose `*.css` files style a remote's pages: the shell's assets (theme,
   *   frame) and the remote's build, whose class names the server render shares.
   */
  constructor(app: FastifyInstance, shellDist: string, cssDirs: (distDir: string) => string[]) {
    this.#app = app;
    this.#shellDist = shellDist;
    this.#cssDirs = cssDirs;
  }

  /** A build's `ssr/ssr.mjs` when it exports the function `name`; loaded again only when the file changes. */
  async #module<T>(distDir: string, name: keyof T & string, log: FastifyBaseLogger): Promise<T | null> {
    const file = path.join(distDir, 'ssr', 'ssr.mjs');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    let cached = this.#modules.get(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      // Left to Node (not bundled); the query string makes a rebuilt file a new module.
      const module = import(/* webpackIgnore: true */ `${pathToFileURL(file).href}?v=${mtimeMs}`).catch(
        (error: unknown) => {
          log.warn({ err: error, file }, 'server render module failed to load; pages render in the browser');
          return null;
        },
      );
      cached = { mtimeMs, module };
      this.#modules.set(file, cached);
    }
    const loaded = await cached.module;
    return typeof loaded?.[name] === 'function' ? (loaded as T) : null;
  }

  /** The shell's header and footer for the page at `url`, or null (no frame render, an error). */
  async #frame(
    url: string,
    cookie: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<RenderedFrame | null> {
    const module = await this.#module<FrameRenderModule>(this.#shellDist, 'renderFrame', log);
    try {
      const frame = await module?.renderFrame(url, cookie);
      const valid =
        frame &&
        typeof frame.before === 'string' &&
        typeof frame.after === 'string' &&
        /^[a-z0-9-]+$/.test(frame.brand);
      return valid ? frame : null;
    } catch (error) {
      log.warn(
        { err: error, url },
        "the shell's frame failed to render; the page gets the header placeholder",
      );
      return null;
    }
  }

  /**
   * Every stylesheet of the folders, parsed once per build: builds write content-hashed files, so a folder's
   * own mtime (it changes when a file is added or removed) tells a new build without listing it per request.
   */
  async #stylesheet(distDir: string): Promise<Stylesheet> {
    const dirs = this.#cssDirs(distDir);
    const times = await Promise.all(
      dirs.map((dir) =>
        stat(dir).then(
          (info) => info.mtimeMs,
          () => 0,
        ),
      ),
    );
    const key = dirs.map((dir, index) => `${dir}@${times[index]}`).join('|');
    const cached = this.#styles.get(distDir);
    if (cached?.key === key) return cached.sheet;
    const files: string[] = [];
    for (const dir of dirs) {
      const names = await readdir(dir).catch(() => [] as string[]);
      files.push(
        ...names
          .filter((name) => name.endsWith('.css'))
          .sort()
          .map((name) => path.join(dir, name)),
      );
    }
    const texts = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => '')));
    const sheet = parseStylesheet(texts.join('\n'));
    this.#styles.set(distDir, { key, sheet });
    return sheet;
  }

  /**
   * The page at `url` rendered by the remote built in `distDir`, or null (no render module, an error,
   * a redirect, a failed API call, a timeout): the browser then renders it as before.
   */
  async render(
    distDir: string,
    url: string,
    cookie: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<ServerRenderedPage | null> {
    const module = await this.#module<ServerRenderModule>(distDir, 'renderPage', log);
    if (!module) return null;
    const frame = this.#frame(url, cookie, log);
    try {
      // The module gives up by itself after timeoutMs; this bounds a module that does not.
      let timer: NodeJS.Timeout | undefined;
      const page = await Promise.race([
        // The visitor's cookies, for what they choose without signing in (the display currency).
        module.renderPage(new Request(url, { headers: cookie ? { cookie } : {} }), {
          fetch: injectFetch(this.#app),
          timeoutMs: RENDER_TIMEOUT_MS,
        }),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS + 200);
        }),
      ]).finally(() => clearTimeout(timer));
      if (!page || typeof page.html !== 'string' || page.status !== 200) return null;
      const around = await frame;
      const markup = around ? around.before + page.html + around.after : page.html;
      return { ...page, frame: around, css: criticalCss(await this.#stylesheet(distDir), markup) };
    } catch (error) {
      log.warn({ err: error, url }, 'server render failed; the page renders in the browser');
      return null;
    }
  }
}
