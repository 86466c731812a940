import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Registry, RenderedApp, RenderedRedirect } from '@hanyu/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { criticalCss, parseStylesheet, type Stylesheet } from './critical-css.ts';

/** The shell's server build: the render, and the shared singletons it lends remotes' server builds. */
export interface ShellRenderModule {
  shared: Record<string, unknown>;
  renderApp(
    request: Request,
    options: {
      remote: unknown;
      registry: Registry;
      fetch: typeof fetch;
      timeoutMs?: number;
      onSkip?: (reason: string, error?: unknown) => void;
    },
  ): Promise<RenderedApp | RenderedRedirect | null>;
}

/** A page ready to go into the shell's HTML: the render and the styles its markup uses. */
export type ServerRenderedPage = RenderedApp & { css: string };

/** Where remotes' server builds find the shell's shared singletons (packages/mf-config SERVER_SHARED_GLOBAL). */
const SERVER_SHARED_GLOBAL = '__HANYU_SERVER_SHARED__';

/** What renders a page no remote owns: the shell's routes alone (its not-found page). */
const NO_REMOTE: Record<string, unknown> = { routes: [] };

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
  #modules = new Map<string, { version: string; module: Promise<Record<string, unknown> | null> }>();
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

  /**
   * A build's `ssr/ssr.mjs`, loaded again only when the file changes, or when `after` (the shell's module,
   * whose shared singletons a remote's takes as it loads) was loaded again.
   */
  async #module(
    distDir: string,
    log: FastifyBaseLogger,
    after = '',
  ): Promise<Record<string, unknown> | null> {
    const file = path.join(distDir, 'ssr', 'ssr.mjs');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    const version = `${mtimeMs}${after}`;
    let cached = this.#modules.get(file);
    if (!cached || cached.version !== version) {
      // Left to Node (not bundled); the query string makes a rebuilt file a new module.
      const module = import(/* webpackIgnore: true */ `${pathToFileURL(file).href}?v=${version}`).catch(
        (error: unknown) => {
          log.warn({ err: error, file }, 'server render module failed to load; pages render in the browser');
          return null;
        },
      );
      cached = { version, module };
      this.#modules.set(file, cached);
    }
    return cached.module;
  }

  /** The shell's render module and the version its load is known by, or null without a valid one. */
  async #shell(log: FastifyBaseLogger): Promise<{ module: ShellRenderModule; version: string } | null> {
    const module = await this.#module(this.#shellDist, log);
    const version = this.#modules.get(path.join(this.#shellDist, 'ssr', 'ssr.mjs'))?.version ?? '';
    const valid =
      typeof module?.renderApp === 'function' && module.shared && typeof module.shared === 'object';
    return valid ? { module: module as unknown as ShellRenderModule, version } : null;
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
   * The page at `url` rendered by the shell's server build with the routes of the remote built in `distDir`
   * (null: a page no remote owns, the shell's own not-found page), for the visitor sending `cookie`: a page with its styles, a redirect, or null (no server build, an error, a
   * failed API call, a timeout), when the browser renders it as before.
   */
  async render(
    distDir: string | null,
    url: string,
    cookie: string | undefined,
    registry: Registry,
    log: FastifyBaseLogger,
  ): Promise<ServerRenderedPage | RenderedRedirect | null> {
    const shell = await this.#shell(log);
    if (!shell) return null;
    // The remote's build takes the shell's React, router and state as it loads (see SERVER_SHARED_MODULES).
    (globalThis as Record<string, unknown>)[SERVER_SHARED_GLOBAL] = shell.module.shared;
    const remote = distDir ? await this.#module(distDir, log, `-${shell.version}`) : NO_REMOTE;
    if (!remote || !Array.isArray(remote.routes)) return null;
    try {
      // The render gives up by itself after timeoutMs; this bounds one that does not.
      let timer: NodeJS.Timeout | undefined;
      const page = await Promise.race([
        shell.module.renderApp(new Request(url, { headers: cookie ? { cookie } : {} }), {
          remote,
          registry,
          fetch: injectFetch(this.#app),
          timeoutMs: RENDER_TIMEOUT_MS,
          onSkip: (reason, error) => log.debug({ err: error, url }, `server render skipped: ${reason}`),
        }),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS + 200);
        }),
      ]).finally(() => clearTimeout(timer));
      if (page?.kind === 'redirect') return typeof page.location === 'string' ? page : null;
      if (page?.kind !== 'page' || typeof page.html !== 'string') return null;
      return { ...page, css: criticalCss(await this.#stylesheet(distDir ?? this.#shellDist), page.html) };
    } catch (error) {
      log.warn({ err: error, url }, 'server render failed; the page renders in the browser');
      return null;
    }
  }
}
