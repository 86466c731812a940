import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Registry, RenderedApp, RenderedRedirect } from '@hanyu/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { openRenderUsers, RENDER_USERS_HEADER } from '../../http/auth.ts';
import { criticalCss, parseStylesheet, type Stylesheet } from './critical-css.ts';
import { FileCache } from './file-cache.ts';
import { parseServerManifest } from './remote-manifest.ts';
import type { RenderPool } from './render-pool.ts';
import { NO_REMOTE, SERVER_SHARED_GLOBAL, type ShellRenderModule } from './render-task.ts';
import type { BuildSource, LoadedBuild, ServerBuilds, ShellLends } from './server-build.ts';

/** A page ready to go into the shell's HTML: the render and the styles its markup uses. */
export type ServerRenderedPage = RenderedApp & { css: string };

/** How long a page may take to render before the browser is left to render it. */
export const RENDER_TIMEOUT_MS = 1000;

/**
 * The API of `app` as a fetch function for one render: the server render calls the API in-process, not over the
 * network, and its reads find the visitor's token's user once (a call that may change the session, any but a
 * GET, forgets it).
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  const users = openRenderUsers();
  return async (input, init) => {
    const request = new Request(input, init);
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!reads) users.forget();
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), [RENDER_USERS_HEADER]: users.key },
      ...(body !== undefined ? { payload: body } : {}),
    });
    if (!reads) users.forget();
    return new Response(response.body, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}

/**
 * Renders pages with the shell's server build and the owning remote's, wherever the registry says the remote is
 * (`BuildSource`: this server's files or another origin; `ServerBuilds` loads either the same way). The shell's
 * build is loaded again when its file changes, a remote's when its server manifest names other files (a rebuilt
 * or redeployed remote is picked up without a restart). No build, or one that cannot be loaded: no server render.
 */
export class ServerRenderer {
  readonly #app: FastifyInstance;
  readonly #shellDist: string;
  readonly #shellCssDir: string;
  readonly #builds: ServerBuilds;
  readonly #shellManifests = new FileCache(parseServerManifest);
  #shellModule: { version: string; href: string; module: Promise<Record<string, unknown> | null> } | null =
    null;
  readonly #pool: RenderPool | null;
  #styles = new Map<string, Stylesheet>();

  /**
   * @param shellDist the shell's build, whose `ssr/ssr.mjs` renders the frame around the pages.
   * @param shellCssDir the folder whose `*.css` files style the shell's frame (its assets): with the stylesheets
   *   of the remote's browser build (its server manifest names them), the styles a page's markup may use.
   * @param builds where remotes' server builds are loaded and kept.
   */
  constructor(
    app: FastifyInstance,
    shellDist: string,
    shellCssDir: string,
    builds: ServerBuilds,
    pool: RenderPool | null = null,
  ) {
    this.#app = app;
    this.#pool = pool;
    this.#shellDist = shellDist;
    this.#shellCssDir = shellCssDir;
    this.#builds = builds;
  }

  /**
   * The shell's `ssr/ssr.mjs`, loaded again only when the file changes, with the version its load is known by
   * and the shared singletons' versions its server manifest gives; null without a valid one.
   */
  async #shell(
    log: FastifyBaseLogger,
  ): Promise<{ module: ShellRenderModule; href: string; lends: ShellLends } | null> {
    const file = path.join(this.#shellDist, 'ssr', 'ssr.mjs');
    let version: string;
    try {
      const info = await stat(file);
      version = `${info.mtimeMs}-${info.size}`;
    } catch {
      return null;
    }
    if (this.#shellModule?.version !== version) {
      // Left to Node (not bundled); the query string makes a rebuilt file a new module.
      const href = `${pathToFileURL(file).href}?v=${version}`;
      const module = import(/* webpackIgnore: true */ href).catch((error: unknown) => {
        log.warn({ err: error, file }, 'server render module failed to load; pages render in the browser');
        return null;
      });
      this.#shellModule = { version, href, module };
    }
    const module = await this.#shellModule.module;
    const valid =
      typeof module?.renderApp === 'function' && module.shared && typeof module.shared === 'object';
    if (!valid) return null;
    const manifest = await this.#shellManifests.get(path.join(this.#shellDist, 'ssr', 'ssr-manifest.json'));
    return {
      module: module as unknown as ShellRenderModule,
      href: this.#shellModule.href,
      lends: {
        version,
        shared: manifest && Object.keys(manifest.shared).length > 0 ? manifest.shared : null,
      },
    };
  }

  /**
   * The shell's stylesheets and the build's, parsed once per pair: builds write content-hashed files, so the
   * shell's folder's own mtime (it changes when a file is added or removed) tells a new build without listing
   * it per request, and a remote's build is known by its content.
   */
  async #stylesheet(build: LoadedBuild | null): Promise<Stylesheet> {
    const shellTime = await stat(this.#shellCssDir).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    const key = `${shellTime}|${build?.key ?? ''}`;
    const cached = this.#styles.get(key);
    if (cached) return cached;
    const names = (await readdir(this.#shellCssDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.css'))
      .sort();
    const texts = await Promise.all(
      names.map((name) => readFile(path.join(this.#shellCssDir, name), 'utf8').catch(() => '')),
    );
    const sheet = parseStylesheet([...texts, ...(build?.css ?? [])].join('\n'));
    // One sheet per remote build in use: a handful.
    if (this.#styles.size >= 32) this.#styles.delete(this.#styles.keys().next().value as string);
    this.#styles.set(key, sheet);
    return sheet;
  }

  /**
   * The page at `url` rendered by the shell's server build with the routes of the remote build `source` has
   * (null: a page no remote owns, the shell's own not-found page), for the visitor sending `cookie`: a page with
   * its styles, a redirect, or null (no server build, one that cannot be loaded, an error, a failed API call, a
   * timeout), when the browser renders it as before.
   */
  async render(
    source: BuildSource | null,
    url: string,
    cookie: string | undefined,
    registry: Registry,
    log: FastifyBaseLogger,
  ): Promise<ServerRenderedPage | RenderedRedirect | null> {
    const shell = await this.#shell(log);
    if (!shell) return null;
    // The remote's build takes the shell's React, router and state as it loads (see SERVER_SHARED_MODULES).
    (globalThis as Record<string, unknown>)[SERVER_SHARED_GLOBAL] = shell.module.shared;
    const build = source ? await this.#builds.load(source, shell.lends, log) : null;
    if (source && !build) return null;
    const remote = build ? build.module : NO_REMOTE;
    const onSkip = (reason: string, error?: unknown) =>
      log.debug({ err: error, url }, `server render skipped: ${reason}`);
    try {
      // On a render thread when there are some (the page's API calls are still answered here), else here.
      const rendering = this.#pool
        ? this.#pool
            .render(
              {
                shell: { href: shell.href },
                remote: build ? { href: build.href } : null,
                url,
                cookie,
                registry,
                timeoutMs: RENDER_TIMEOUT_MS,
              },
              injectFetch(this.#app),
            )
            .then(({ page, skips }) => {
              for (const skip of skips) onSkip(skip.reason, skip.error);
              return page;
            })
        : shell.module.renderApp(new Request(url, { headers: cookie ? { cookie } : {} }), {
            remote,
            registry,
            fetch: injectFetch(this.#app),
            timeoutMs: RENDER_TIMEOUT_MS,
            onSkip,
          });
      // The render gives up by itself after timeoutMs; this bounds one that does not.
      let timer: NodeJS.Timeout | undefined;
      const page = await Promise.race([
        rendering,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS + 200);
        }),
      ]).finally(() => clearTimeout(timer));
      if (page?.kind === 'redirect') return typeof page.location === 'string' ? page : null;
      if (page?.kind !== 'page' || typeof page.html !== 'string') return null;
      return { ...page, css: criticalCss(await this.#stylesheet(build), page.html) };
    } catch (error) {
      log.warn({ err: error, url }, 'server render failed; the page renders in the browser');
      return null;
    }
  }
}
