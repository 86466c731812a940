import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { COOKIES, ownerOf, splitLangPath } from '@hanyu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isHttps, newNonce, setPagePolicy } from '../../http/security-headers.ts';
import type { SharedRedis } from '../../redis.ts';
import { followedLinkCookies } from '../promotion/index.ts';
import {
  CANARY_COOKIE,
  isStoreKey,
  LiveRegistry,
  type ReleaseFiles,
  VISITOR_COOKIE,
} from '../releases/index.ts';
import { campaignCookies, clearedSessionCookies, languageCookie, sloganCookie } from './campaign-cookies.ts';
import { LOCAL_REMOTES, REMOTES_URL_PREFIX } from './default-registry.ts';
import { FileCache } from './file-cache.ts';
import { preferredLang } from './language-negotiation.ts';
import { loadRegistry, remoteOrigins, withReleases } from './registry.ts';
import { RELEASE_URL, ReleaseBuildSource } from './release-source.ts';
import { localFileOfUrl, REMOTE_FOLDER, remoteEntryLink } from './remote-manifest.ts';
import { RenderPool } from './render-pool.ts';
import {
  type BuildSource,
  LocalBuildSource,
  RemoteBuildSource,
  type RemoteSourceOptions,
  ServerBuilds,
} from './server-build.ts';
import { ServerRenderer } from './server-render.ts';
import {
  alternateLinks,
  dataScripts,
  injectBody,
  injectHead,
  preloadLinks,
  registryScript,
  SHELL_NOT_BUILT_PAGE,
  startOnIntent,
  withHtmlBrand,
  withHtmlLang,
  withNonce,
  withPageMeta,
} from './shell-page.ts';

export interface WebOptions {
  /** The repository root: the shell's build is `shell/dist`, a remote's is `<folder>/dist`. */
  webRoot: string;
  /** The site's origin (PUBLIC_URL): over https, cookies are `Secure` and pages upgrade mixed content. */
  publicUrl: string;
  /** A registry.json to serve instead of the default; read on every request. */
  registryFile?: string;
  /** Render pages on the server when the remote owning them ships a server render (default true). */
  serverRender?: boolean;
  /**
   * Threads rendering pages beside the one answering the API (render-pool.ts; the built render-worker.js);
   * 0 or absent: pages render on this thread.
   */
  renderThreads?: number;
  /** The render threads' module (default: the built render-worker.js beside this bundle). */
  renderWorker?: URL;
  /**
   * Remotes the registry points at another origin: where their server builds are kept (default: a folder in the
   * system's temporary directory), and how they are fetched (timeouts, how long a manifest is trusted).
   */
  remoteBuilds?: RemoteSourceOptions & { cacheDir?: string; waitMs?: number };
  /**
   * Remote releases (docs/releases.md): the live registry in the database, whose releases' files are in the
   * file store. With none recorded the registry is `registryFile`'s or the default, as without this.
   */
  releases?: { db: Kysely<Database>; files: ReleaseFiles; redis?: SharedRedis; pollMs?: number };
  /** Told what each render on the server came to (metrics); a fallback is a page the browser renders. */
  onRender?: (outcome: 'rendered' | 'redirect' | 'fallback') => void;
}

export interface ShellPages {
  /** Whether an unmatched request is a page navigation the shell should answer. */
  wants(request: FastifyRequest): boolean;
  /** The shell's index.html with the registry and preloads injected; 404 status off the language space. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Remote files fetched by fixed name: they must be revalidated so a redeploy shows at once. */
const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);
/** Build output names carry a content hash: `main.3f9a1c0b2e.js`, `assets/app.3f9a1c0b2e.css`. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.(?:br|gz|map))?$/i;

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
};

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** A file of the API's build beside this one (dist/server.js at run time: this module is bundled into it). */
function builtBeside(name: string): URL {
  return pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), name));
}

/** A signed-in visitor's pages are theirs alone: never kept by a shared cache, whatever the render gave. */
function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[COOKIES.token]);
}

function withoutEncoding(file: string): string {
  return path.basename(file).replace(/\.(br|gz|deflate)$/, '');
}

/** The shell build's scripts as URLs (none when it has no assets folder). */
function shellScriptsIn(assets: string): string[] {
  try {
    return readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => `/assets/${name}`);
  } catch {
    return [];
  }
}

/** Sources of remote builds kept at once (one per manifest URL the registry has named lately). */
const MAX_SOURCES = 64;

/**
 * The source of the build whose federation manifest is at `manifestUrl`: this server's files for a URL under
 * `/remotes/<folder>/` of a published folder, the origin for an absolute http(s) URL, else none. Sources are
 * kept (they keep what they read: a manifest's validators, a described build) while the registry names them.
 */
function buildSources(
  webRoot: string,
  folders: ReadonlySet<string>,
  options: RemoteSourceOptions,
  releaseFiles: ReleaseFiles | undefined,
) {
  const sources = new Map<string, BuildSource>();
  return (manifestUrl: string): BuildSource | null => {
    const known = sources.get(manifestUrl);
    if (known) {
      // Most recently used last.
      sources.delete(manifestUrl);
      sources.set(manifestUrl, known);
      return known;
    }
    const file = localFileOfUrl(manifestUrl, webRoot, folders);
    const release = RELEASE_URL.exec(manifestUrl);
    let source: BuildSource | null = null;
    if (file) source = new LocalBuildSource(path.dirname(file));
    else if (release && releaseFiles && release[3] === 'mf-manifest.json') {
      source = new ReleaseBuildSource(releaseFiles, release[1] as string, release[2] as string);
    } else if (/^https?:\/\//i.test(manifestUrl)) {
      try {
        source = new RemoteBuildSource(new URL(manifestUrl).href, options);
      } catch {
        source = null;
      }
    }
    if (!source) return null;
    if (sources.size >= MAX_SOURCES) sources.delete(sources.keys().next().value as string);
    sources.set(manifestUrl, source);
    return source;
  };
}

/** Remote folders the server publishes: the known ones and any `mf-*` folder in the web root. */
async function publishedRemoteFolders(webRoot: string): Promise<Set<string>> {
  const folders = new Set(LOCAL_REMOTES.map((remote) => remote.folder));
  try {
    for (const entry of await readdir(webRoot, { withFileTypes: true })) {
      if (entry.isDirectory() && REMOTE_FOLDER.test(entry.name)) folders.add(entry.name);
    }
  } catch {
    // An unreadable web root publishes only the known remotes, whose builds then 404.
  }
  return folders;
}

/**
 * The built site of the one-command start: registry.json, remote builds, shell assets, the `/`
 * language redirect, and (through the returned ShellPages, used by the not-found handler) the
 * shell page for every other navigation.
 */
export async function registerWebRoutes(app: FastifyInstance, options: WebOptions): Promise<ShellPages> {
  const { webRoot, registryFile, serverRender = true } = options;
  const https = isHttps(options.publicUrl);
  // Canonical and hreflang links name the configured site, never the Host header a request brought.
  const siteOrigin = new URL(options.publicUrl).origin;
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const shellAssets = path.join(shellDist, 'assets');
  const { cacheDir, waitMs, ...remoteOptions } = options.remoteBuilds ?? {};
  const builds = new ServerBuilds({
    cacheDir: cacheDir ?? path.join(tmpdir(), 'hanyu-server-builds'),
    ...(waitMs !== undefined ? { waitMs } : {}),
  });
  const pool =
    serverRender && options.renderThreads
      ? new RenderPool(options.renderWorker ?? builtBeside('render-worker.js'), options.renderThreads)
      : null;
  if (pool) app.addHook('onClose', () => pool.close());
  const renderer = new ServerRenderer(app, shellDist, shellAssets, builds, pool);
  const remoteFolders = await publishedRemoteFolders(webRoot);
  const sourceOf = buildSources(webRoot, remoteFolders, remoteOptions, options.releases?.files);
  const live = options.releases
    ? new LiveRegistry(options.releases.db, {
        log: app.log,
        ...(options.releases.redis ? { redis: options.releases.redis } : {}),
        ...(options.releases.pollMs ? { pollMs: options.releases.pollMs } : {}),
      })
    : null;
  if (live) {
    await live.start();
    app.addHook('onClose', () => live.close());
  }

  /**
   * The registry this visitor is served: the file's or the default, with each remote that has a release
   * pointed at the one chosen for them (live, canary, or the override cookie's). A visitor without an id gets
   * one (a cookie) while a canary runs, so that their choice is the same on every page and process.
   */
  async function registryFor(request: FastifyRequest, cookies: string[]) {
    const base = await loadRegistry(registryFile, request.log);
    const override = request.cookies[CANARY_COOKIE];
    if (!live || (live.empty && !override)) return { registry: base, personal: false };
    let visitor = request.cookies[VISITOR_COOKIE];
    if (!visitor && live.canaryRunning) {
      visitor = randomUUID();
      cookies.push(
        `${VISITOR_COOKIE}=${visitor}; path=/; SameSite=Lax; HttpOnly; max-age=${365 * 24 * 3600}${https ? '; Secure' : ''}`,
      );
    }
    return { registry: withReleases(base, await live.choices(visitor, override)), personal: true };
  }
  // The shell's page, and its scripts listed with it: every build writes a new index.html.
  const shellPage = new FileCache((html) => ({ html, scripts: shellScriptsIn(shellAssets) }));

  app.get('/registry.json', async (request, reply) => {
    const cookies: string[] = [];
    const { registry, personal } = await registryFor(request, cookies);
    if (cookies.length > 0) reply.header('Set-Cookie', cookies);
    // With canaries each visitor may have another registry: never one shared cache's answer for all.
    if (personal) reply.header('Vary', 'Cookie');
    return reply.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache').send(registry);
  });

  app.get('/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Cookie, Accept-Language')
      .redirect(
        `/${preferredLang({ langCookie: request.cookies[COOKIES.lang], acceptLanguage: request.headers['accept-language'] })}${query}`,
        302,
      );
  });

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      serve: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      setHeaders: (reply, file) => {
        // Shells on other origins load remotes from here (the registry may point anywhere).
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        reply.header('Cache-Control', REMOTE_ENTRY_FILES.has(withoutEncoding(file)) ? 'no-cache' : IMMUTABLE);
      },
    });
    scope.get<{ Params: { folder: string; '*': string } }>(
      `${REMOTES_URL_PREFIX}/:folder/*`,
      async (request, reply) => {
        const { folder, '*': file } = request.params;
        if (!remoteFolders.has(folder) || !file) return reply.callNotFound();
        return reply.sendFile(`/${file}`, path.join(webRoot, folder, 'dist'));
      },
    );
  });

  const releaseFiles = options.releases?.files;
  if (releaseFiles) {
    // A release's files: immutable under their versioned URL, from the file store (br or gzip when kept).
    app.get<{ Params: { '*': string } }>('/releases/*', async (request, reply) => {
      const match = RELEASE_URL.exec(`/releases/${request.params['*']}`);
      if (!match) return reply.callNotFound();
      const key = `releases/${match[1]}/${match[2]}/${match[3]}`;
      if (!isStoreKey(key) || /\.(br|gz)$/.test(key)) return reply.callNotFound();
      const accepts = String(request.headers['accept-encoding'] ?? '');
      let bytes: Uint8Array | null = null;
      try {
        for (const [encoding, suffix] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          if (bytes || !accepts.includes(encoding)) continue;
          bytes = await releaseFiles.get(`${key}${suffix}`);
          if (bytes) reply.header('Content-Encoding', encoding);
        }
        bytes ??= await releaseFiles.get(key);
      } catch (error) {
        // The store did not answer: a moment's outage, not a missing file (a 404 would be cached).
        request.log.warn({ err: error, key }, 'release file unreadable');
        reply.removeHeader('Content-Encoding');
        return reply.status(503).header('Retry-After', '1').header('Cache-Control', 'no-store').send();
      }
      if (!bytes) return reply.callNotFound();
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Accept-Encoding')
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .type(contentTypeOf(key))
        .send(Buffer.from(bytes));
    });
  }

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      wildcard: true,
      index: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      suppressWarning: true,
      // The page itself is always rendered with its head tags, never sent raw.
      allowedPath: (pathName) => withoutEncoding(pathName) !== 'index.html',
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', HASHED_FILE.test(path.basename(file)) ? IMMUTABLE : 'no-cache');
      },
    });
  });

  return {
    wants(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const urlPath = request.url.split('?')[0] ?? '';
      if (/^\/(api|remotes|releases)(\/|$)/.test(urlPath)) return false;
      const accept = request.headers.accept ?? '*/*';
      if (accept.includes('text/html')) return true;
      // Clients that take anything (curl, link checkers) get pages too, but a missing script or
      // image never gets HTML in its place.
      return accept.includes('*/*') && !/\.[a-z0-9]+$/i.test(urlPath);
    },

    async send(request, reply) {
      const nonce = newNonce();
      const origin = `${request.protocol}://${request.host}`;
      const shell = await shellPage.get(path.join(shellDist, 'index.html'));
      if (shell === null) {
        setPagePolicy(reply, { nonce, remoteOrigins: [], https });
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(withNonce(SHELL_NOT_BUILT_PAGE, nonce));
      }
      const releaseCookies: string[] = [];
      const { registry } = await registryFor(request, releaseCookies);
      setPagePolicy(reply, { nonce, remoteOrigins: remoteOrigins(registry, origin), https });
      const { lang, rest } = splitLangPath(request.url);
      let tags = registryScript(registry, nonce) + alternateLinks(request.url, siteOrigin);
      const owner = lang ? ownerOf(registry, rest) : undefined;
      const { html, scripts } = shell;
      // The nonce goes on the shell's own elements before anything rendered joins them.
      let page = withNonce(lang ? withHtmlLang(html, lang) : html, nonce);
      let redirect: string | undefined;
      let clearSession = false;
      // Off the language space, or a page nothing owns: the not-found page, with its status.
      let status = lang && owner ? 200 : 404;
      let slogan: number | undefined;
      if (owner) {
        // The remote's build where the registry says it is: this server's files or another origin.
        const source = sourceOf(owner.manifest);
        const manifest = source ? await source.manifest().catch(() => null) : null;
        const entry = manifest ? remoteEntryLink(manifest, owner.manifest) : null;
        // The first paint from the server, by the same build of the remote the browser will run, for the
        // visitor's session; the browser hydrates it.
        const rendered =
          serverRender && source && manifest && request.method === 'GET'
            ? await renderer.render(
                source,
                `${origin}${request.url}`,
                request.headers.cookie,
                registry,
                request.log,
              )
            : null;
        clearSession = rendered?.clearSession ?? false;
        const withBody = rendered?.kind === 'page' ? injectBody(page, rendered, nonce) : null;
        if (serverRender && source && manifest && request.method === 'GET') {
          options.onRender?.(rendered?.kind === 'redirect' ? 'redirect' : withBody ? 'rendered' : 'fallback');
        }
        if (rendered?.kind === 'page' && rendered.status) status = rendered.status;
        if (rendered?.kind === 'page') slogan = rendered.slogan;
        if (rendered?.kind === 'redirect') {
          redirect = rendered.location;
        } else if (rendered && withBody) {
          tags += dataScripts(rendered.data, nonce);
          page = withHtmlBrand(withPageMeta(withBody, rendered), rendered.brand, rendered.theme);
          // A whole page in the HTML: the app can wait for the visitor to reach for something, unless the
          // page acts as it arrives.
          if (rendered.startAtLoad) tags += preloadLinks(owner.manifest, entry);
          else page = startOnIntent(page, [owner.manifest, ...(entry ? [entry.url] : []), ...scripts], nonce);
        } else {
          tags += preloadLinks(owner.manifest, entry);
        }
      } else if (lang && serverRender && request.method === 'GET') {
        // A page no remote owns: the shell's not-found page, rendered by the shell alone.
        const rendered = await renderer.render(
          null,
          `${origin}${request.url}`,
          request.headers.cookie,
          registry,
          request.log,
        );
        const withBody = rendered?.kind === 'page' ? injectBody(page, rendered, nonce) : null;
        options.onRender?.(withBody ? 'rendered' : 'fallback');
        if (rendered?.kind === 'page' && withBody) {
          clearSession = rendered.clearSession;
          slogan = rendered.slogan;
          tags += dataScripts(rendered.data, nonce);
          page = startOnIntent(
            withHtmlBrand(withPageMeta(withBody, rendered), rendered.brand, rendered.theme),
            scripts,
            nonce,
          );
        }
      }
      // Behind a proxy that ends TLS the request itself may look like http: the site's origin says.
      const secure = https || request.protocol === 'https';
      const cookies = lang
        ? [
            ...campaignCookies(request.url, secure),
            ...languageCookie(lang, request.cookies[COOKIES.lang], secure),
            // A followed promotion link counts as its page is served (issue 14).
            ...(await followedLinkCookies(app, request)),
          ]
        : [];
      // The slogan shown, so that the next page (a full load is a route change too) shows another one.
      if (Number.isInteger(slogan)) cookies.push(sloganCookie(slogan as number, secure));
      cookies.push(...releaseCookies);
      // SPEC §4: a token the API refused is forgotten, as the app would forget it.
      if (clearSession) cookies.push(...clearedSessionCookies(request.hostname, secure));
      if (cookies.length > 0) reply.header('Set-Cookie', cookies);
      // A page with a session may show whose it is: only the visitor's own browser may keep it.
      reply.header('Cache-Control', hasSessionCookie(request) ? 'private, no-cache' : 'no-cache');
      reply.header('Vary', 'Cookie');
      if (redirect) return reply.redirect(redirect, 302);
      return reply.status(status).type('text/html; charset=utf-8').send(injectHead(page, tags));
    },
  };
}
