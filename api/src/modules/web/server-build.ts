import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { FileCache } from './file-cache.ts';
import {
  type FederationManifest,
  parseManifest,
  parseServerManifest,
  type ServerManifest,
  serverManifestUrl,
} from './remote-manifest.ts';

/**
 * A remote's server build, wherever the registry says the remote is: this server's own files or another origin.
 * Both are sources of the same things (the federation manifest, the server manifest, the files it names), and
 * `ServerBuilds` loads a build from either the same way: integrity checked, cached on disk by content, imported.
 */
export interface BuildSource {
  /** The build's folder or its manifest's URL: names it in logs. */
  readonly id: string;
  /** The federation manifest (mf-manifest.json): null when there is none or it does not parse. */
  manifest(): Promise<FederationManifest | null>;
  /**
   * The build's server manifest as it is now: null when the build has no server render. Throws when it cannot
   * be read (an origin unreachable, too slow, answering an error).
   */
  serverManifest(): Promise<ServerManifest | null>;
  /** The bytes of a file the server manifest names (relative to it). Throws when it cannot be read. */
  file(name: string): Promise<Uint8Array>;
}

/** The digest of `bytes` as Subresource Integrity says (`sha384-…`), in the algorithm `integrity` names. */
function digestAs(integrity: string, bytes: Uint8Array): string {
  const algorithm = integrity.slice(0, integrity.indexOf('-'));
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

/** Whether `bytes` are what `integrity` (one or more space-separated `sha…-` digests) describes. */
export function matchesIntegrity(bytes: Uint8Array, integrity: string): boolean {
  return integrity
    .split(/\s+/)
    .filter(Boolean)
    .some((one) => /^sha(?:256|384|512)-/.test(one) && digestAs(one, bytes) === one);
}

function sri(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A version `x.y.z` (pre-release and build parts ignored), or null. */
function parseVersion(version: string): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether `have` satisfies `^want`, as the browser's federation runtime checks a shared singleton. */
export function satisfiesCaret(have: string, want: string): boolean {
  const a = parseVersion(have);
  const b = parseVersion(want);
  if (!a || !b) return have === want;
  const [major, minor, patch] = a;
  const [wantMajor, wantMinor, wantPatch] = b;
  const atLeast =
    major !== wantMajor ? major > wantMajor : minor !== wantMinor ? minor > wantMinor : patch >= wantPatch;
  if (!atLeast) return false;
  if (wantMajor > 0) return major === wantMajor;
  if (wantMinor > 0) return major === 0 && minor === wantMinor;
  return major === 0 && minor === 0 && patch === wantPatch;
}

/**
 * What a server build expects of the shell that the shell does not lend (`lent`: the shell's shared singletons
 * and their versions; null when the shell's build does not say, then nothing is checked).
 */
export function incompatibleShared(
  built: Readonly<Record<string, string>>,
  lent: Readonly<Record<string, string>> | null,
): string[] {
  if (!lent) return [];
  return Object.entries(built).flatMap(([name, version]) => {
    const have = lent[name];
    if (!have) return [`${name} ${version} (the shell lends none)`];
    return satisfiesCaret(have, version) ? [] : [`${name} ${version} (the shell's is ${have})`];
  });
}

/** The file at `name` under `root`, or null when the name would leave it. */
function inside(root: string, name: string): string | null {
  const file = path.resolve(root, name);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * A build served from this server's files: the folder of its federation manifest (`<remote>/dist`), its server
 * build in `ssr/`. A build made before server manifests existed (no `ssr/ssr-manifest.json`) is described from
 * its files: `ssr/ssr.mjs` and the folder's stylesheets, each read again only when it changes.
 */
export class LocalBuildSource implements BuildSource {
  readonly id: string;
  readonly #dir: string;
  readonly #ssrDir: string;
  readonly #manifests = new FileCache(parseManifest);
  readonly #serverManifests = new FileCache(parseServerManifest);
  #described: { key: string; manifest: ServerManifest } | null = null;

  /** @param dir the build's folder: where its mf-manifest.json is. */
  constructor(dir: string) {
    this.id = dir;
    this.#dir = dir;
    this.#ssrDir = path.join(dir, 'ssr');
  }

  manifest(): Promise<FederationManifest | null> {
    return this.#manifests.get(path.join(this.#dir, 'mf-manifest.json'));
  }

  async serverManifest(): Promise<ServerManifest | null> {
    const written = await this.#serverManifests.get(path.join(this.#ssrDir, 'ssr-manifest.json'));
    return written ?? this.#describe();
  }

  async #describe(): Promise<ServerManifest | null> {
    const entry = path.join(this.#ssrDir, 'ssr.mjs');
    let key: string;
    try {
      // Builds write content-hashed stylesheets: the folder's mtime changes when one is added or removed.
      const [file, folder] = await Promise.all([stat(entry), stat(this.#dir)]);
      key = `${file.mtimeMs}:${file.size}:${folder.mtimeMs}`;
    } catch {
      return null;
    }
    if (this.#described?.key === key) return this.#described.manifest;
    const names = (await readdir(this.#dir).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.css'),
    );
    let bytes: Buffer;
    try {
      bytes = await readFile(entry);
    } catch {
      return null;
    }
    const css: Record<string, string> = {};
    for (const name of names.sort()) {
      const text = await readFile(path.join(this.#dir, name)).catch(() => null);
      if (text) css[`../${name}`] = sri(text);
    }
    const files = { 'ssr.mjs': sri(bytes) };
    const version = createHash('sha256').update(JSON.stringify({ files, css })).digest('hex').slice(0, 16);
    const manifest: ServerManifest = {
      schema: 1,
      name: '',
      version,
      entry: 'ssr.mjs',
      files,
      css,
      shared: {},
    };
    this.#described = { key, manifest };
    return manifest;
  }

  async file(name: string): Promise<Uint8Array> {
    const file = inside(this.#dir, path.join('ssr', name));
    if (!file) throw new Error(`${name} is outside the build`);
    return readFile(file);
  }
}

export interface RemoteSourceOptions {
  fetch?: typeof fetch;
  /** How long a request to the remote's origin may take (manifests; files take five times that). */
  timeoutMs?: number;
  /** How long a manifest read is used before it is asked for again (conditionally: ETag, Last-Modified). */
  ttlMs?: number;
  /** How long an origin that failed is left alone before it is tried again. */
  retryMs?: number;
  now?: () => number;
}

/** The most a manifest and a build file may weigh. */
const MAX_MANIFEST_BYTES = 1 << 20;
const MAX_FILE_BYTES = 64 << 20;

interface Document<T> {
  value: T | null;
  etag: string | null;
  lastModified: string | null;
  checkedAt: number;
  error?: Error;
}

/** Reads a response's body, refusing one larger than `max` bytes. */
async function bodyOf(response: Response, max: number, url: string): Promise<Uint8Array> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > max) throw new Error(`${url} is larger than ${max} bytes`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > max) throw new Error(`${url} is larger than ${max} bytes`);
  return bytes;
}

/**
 * A build on another origin, known by its federation manifest's URL. Manifests are kept for `ttlMs`, then asked
 * for again with `If-None-Match`/`If-Modified-Since` (an unchanged one answers 304 and is not sent again); an
 * origin that failed is not asked again for `retryMs`. Every request has a timeout.
 */
export class RemoteBuildSource implements BuildSource {
  readonly id: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #ttlMs: number;
  readonly #retryMs: number;
  readonly #now: () => number;
  readonly #documents = new Map<string, Document<unknown>>();
  readonly #pending = new Map<string, Promise<unknown>>();

  constructor(manifestUrl: string, options: RemoteSourceOptions = {}) {
    this.id = manifestUrl;
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 1000;
    this.#ttlMs = options.ttlMs ?? 3000;
    this.#retryMs = options.retryMs ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** The document at `url`, parsed; null when the origin says there is none (404, 410). */
  async #document<T>(url: string, parse: (text: string) => T): Promise<T | null> {
    const cached = this.#documents.get(url) as Document<T> | undefined;
    const age = cached ? this.#now() - cached.checkedAt : Number.POSITIVE_INFINITY;
    if (cached?.error && age < this.#retryMs) throw cached.error;
    if (cached && !cached.error && age < this.#ttlMs) return cached.value;
    const pending = this.#pending.get(url) as Promise<T | null> | undefined;
    if (pending) return pending;
    const request = this.#revalidate(url, parse, cached).finally(() => this.#pending.delete(url));
    this.#pending.set(url, request);
    return request;
  }

  async #revalidate<T>(
    url: string,
    parse: (text: string) => T,
    cached: Document<T> | undefined,
  ): Promise<T | null> {
    const headers: Record<string, string> = { accept: 'application/json' };
    // After a failure too: the entry keeps the last good value and its validators.
    const known = cached;
    if (known?.etag) headers['if-none-match'] = known.etag;
    if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
    try {
      const response = await this.#fetch(url, { headers, signal: AbortSignal.timeout(this.#timeoutMs) });
      let value: T | null;
      if (response.status === 304 && known) {
        value = known.value;
      } else if (response.status === 404 || response.status === 410) {
        value = null;
      } else if (response.ok) {
        value = parse(new TextDecoder().decode(await bodyOf(response, MAX_MANIFEST_BYTES, url)));
      } else {
        throw new Error(`${url} answered ${response.status}`);
      }
      this.#documents.set(url, {
        value,
        etag: response.headers.get('etag') ?? (response.status === 304 ? (known?.etag ?? null) : null),
        lastModified:
          response.headers.get('last-modified') ??
          (response.status === 304 ? (known?.lastModified ?? null) : null),
        checkedAt: this.#now(),
      });
      return value;
    } catch (cause) {
      const error = cause as Error;
      // Kept with the last good value's validators, so the next try after `retryMs` may still get a 304.
      this.#documents.set(url, {
        value: known?.value ?? null,
        etag: known?.etag ?? null,
        lastModified: known?.lastModified ?? null,
        checkedAt: this.#now(),
        error,
      });
      throw error;
    }
  }

  async manifest(): Promise<FederationManifest | null> {
    return this.#document(this.id, parseManifest);
  }

  /** The server manifest's URL, from the federation manifest (its public path). */
  async #serverManifestUrl(): Promise<string> {
    const manifest = await this.manifest();
    if (!manifest) throw new Error(`${this.id} has no federation manifest`);
    return serverManifestUrl(manifest, this.id);
  }

  async serverManifest(): Promise<ServerManifest | null> {
    const url = await this.#serverManifestUrl();
    const manifest = await this.#document(url, parseServerManifest);
    if (!manifest) throw new Error(`${url} is missing: the build has no server render`);
    return manifest;
  }

  async file(name: string): Promise<Uint8Array> {
    const url = new URL(name, await this.#serverManifestUrl()).href;
    const response = await this.#fetch(url, { signal: AbortSignal.timeout(this.#timeoutMs * 5) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return bodyOf(response, MAX_FILE_BYTES, url);
  }
}

/** What the shell lends remotes' server builds: the version its module is known by, its shared singletons'. */
export interface ShellLends {
  version: string;
  /** The shared packages' versions (the shell's server manifest); null when its build does not say. */
  shared: Readonly<Record<string, string>> | null;
}

/** A server build ready to render: its module and the stylesheets of its browser build. */
export interface LoadedBuild {
  /** The build's identity: a hash of its files' and stylesheets' integrity. */
  key: string;
  /** The version its manifest gives. */
  version: string;
  module: Record<string, unknown>;
  /** The URL the module was imported from, for a render thread to import it the same way (render-pool.ts). */
  href: string;
  css: string[];
}

export interface ServerBuildsOptions {
  /** Where builds are kept, each in a folder named by its content (`<cacheDir>/<key>/`). */
  cacheDir: string;
  /** How long a page waits for a build being loaded before it is left to the browser (the load goes on). */
  waitMs?: number;
  /** How long a build that failed to load is left alone before it is tried again. */
  retryMs?: number;
  /** Builds not used for this long are removed from the cache folder. */
  keepMs?: number;
  now?: () => number;
}

type Outcome = { build: LoadedBuild } | { failure: string };

/** Builds whose load is remembered. */
const MAX_LOADS = 64;

/** The identity of a build's content: a hash of what its manifest says of its files. */
function keyOf(manifest: ServerManifest): string {
  const { entry, files, css } = manifest;
  return createHash('sha256').update(JSON.stringify({ entry, files, css })).digest('hex').slice(0, 32);
}

/** A short reason for a log line. */
function reasonOf(error: unknown): string {
  // Not `instanceof Error`: a DOMException (a fetch's timeout) may come from another realm.
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { name, message, cause } = error as { name?: string; message: string; cause?: { code?: string } };
    if (name === 'TimeoutError' || name === 'AbortError') return 'timed out';
    return cause?.code ? `${message} (${cause.code})` : message;
  }
  return String(error);
}

/**
 * Remotes' server builds, loaded from their sources: the server manifest read (cheaply: a source keeps it),
 * the shared singletons' versions checked against the shell's, every file checked against its integrity and
 * kept on disk by content (a build already there is not downloaded again, even by another process), the entry
 * imported once per build and shell. A build that cannot be loaded is logged at warn once and its pages are
 * rendered by the browser; it is tried again after `retryMs`.
 */
export class ServerBuilds {
  readonly #cacheDir: string;
  readonly #waitMs: number;
  readonly #retryMs: number;
  readonly #keepMs: number;
  readonly #now: () => number;
  readonly #loads = new Map<string, { at: number; outcome: Promise<Outcome>; settled?: Outcome }>();
  readonly #warned = new Set<string>();
  /** Why each source's server manifest could not be read, as last logged (logged again once it was read). */
  readonly #unreadable = new Map<string, string>();
  #attempts = 0;
  #pruned = false;

  constructor(options: ServerBuildsOptions) {
    this.#cacheDir = path.resolve(options.cacheDir);
    this.#waitMs = options.waitMs ?? 1500;
    this.#retryMs = options.retryMs ?? 30_000;
    this.#keepMs = options.keepMs ?? 14 * 24 * 3600 * 1000;
    this.#now = options.now ?? Date.now;
  }

  /** Logs at warn once per `key` (a build's version and what went wrong). */
  #warnOnce(log: FastifyBaseLogger, key: string, fields: Record<string, unknown>, message: string): void {
    if (this.#warned.has(key)) return;
    if (this.#warned.size > 1000) this.#warned.clear();
    this.#warned.add(key);
    log.warn(fields, message);
  }

  /**
   * The build `source` has now, for a render by the shell `shell`; null when it has none, or it cannot be
   * loaded (unreachable, too slow, an integrity mismatch, shared singletons the shell does not lend, an
   * import error), or is still loading after `waitMs`.
   */
  async load(source: BuildSource, shell: ShellLends, log: FastifyBaseLogger): Promise<LoadedBuild | null> {
    let manifest: ServerManifest | null;
    try {
      manifest = await source.serverManifest();
    } catch (error) {
      const reason = reasonOf(error);
      if (this.#unreadable.get(source.id) !== reason) {
        this.#unreadable.set(source.id, reason);
        log.warn({ source: source.id, reason }, 'server build unreadable; its pages render in the browser');
      }
      return null;
    }
    this.#unreadable.delete(source.id);
    if (!manifest) return null;
    if (!this.#pruned) {
      this.#pruned = true;
      void this.#prune();
    }
    const id = `${keyOf(manifest)} ${shell.version}`;
    let load = this.#loads.get(id);
    if (load?.settled && 'failure' in load.settled && this.#now() - load.at > this.#retryMs) {
      this.#loads.delete(id);
      load = undefined;
    }
    if (!load) {
      this.#attempts += 1;
      const created: { at: number; outcome: Promise<Outcome>; settled?: Outcome } = {
        at: this.#now(),
        outcome: this.#load(source, manifest, shell, this.#attempts),
      };
      created.outcome.then((outcome) => {
        created.settled = outcome;
      });
      // Builds replaced long ago are forgotten (their modules stay in Node's: an ES module cannot be unloaded).
      if (this.#loads.size >= MAX_LOADS) this.#loads.delete(this.#loads.keys().next().value as string);
      this.#loads.set(id, created);
      load = created;
    }
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      load.outcome,
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), this.#waitMs);
      }),
    ]).finally(() => clearTimeout(timer));
    if (!outcome) {
      log.debug(
        { source: source.id, version: manifest.version },
        'server build still loading; rendered in the browser',
      );
      return null;
    }
    if ('failure' in outcome) {
      this.#warnOnce(
        log,
        `${source.id} ${manifest.version} ${outcome.failure}`,
        { source: source.id, version: manifest.version, reason: outcome.failure },
        'server build not loaded; its pages render in the browser',
      );
      return null;
    }
    return outcome.build;
  }

  async #load(
    source: BuildSource,
    manifest: ServerManifest,
    shell: ShellLends,
    attempt: number,
  ): Promise<Outcome> {
    const incompatible = incompatibleShared(manifest.shared, shell.shared);
    if (incompatible.length > 0) return { failure: `shared singletons: ${incompatible.join(', ')}` };
    const key = keyOf(manifest);
    const dir = path.join(this.#cacheDir, key);
    const jsDir = path.join(dir, 'js');
    // Modules keep their names (an entry imports its chunks by relative path); stylesheets are only read.
    const wanted = [
      ...Object.entries(manifest.files).map(([name, integrity]) => ({
        name,
        integrity,
        file: inside(jsDir, name),
        css: false,
      })),
      ...Object.entries(manifest.css).map(([name, integrity], index) => ({
        name,
        integrity,
        file: path.join(dir, 'css', `${index}.css`),
        css: true,
      })),
    ];
    let files: { bytes: Uint8Array; css: boolean }[];
    try {
      files = await Promise.all(
        wanted.map(async ({ name, integrity, file, css }) => {
          if (!file) throw new Error(`${name} is outside the build`);
          return { bytes: await this.#fetchFile(source, name, integrity, file), css };
        }),
      );
    } catch (error) {
      return { failure: reasonOf(error) };
    }
    let module: Record<string, unknown>;
    const entry = inside(jsDir, manifest.entry) as string;
    // A build's module takes the shell's shared singletons as it is evaluated: one instance per shell.
    const href = `${pathToFileURL(entry).href}?shell=${encodeURIComponent(shell.version)}&load=${attempt}`;
    try {
      module = await import(/* webpackIgnore: true */ href);
    } catch (error) {
      return { failure: `import failed: ${reasonOf(error)}` };
    }
    if (!Array.isArray(module.routes)) return { failure: 'the build exports no routes' };
    const now = new Date();
    await utimes(dir, now, now).catch(() => {});
    const decoder = new TextDecoder();
    return {
      build: {
        key,
        version: manifest.version,
        module,
        href,
        css: files.filter((file) => file.css).map((file) => decoder.decode(file.bytes)),
      },
    };
  }

  /** The file's bytes from the cache, else from the source; checked against `integrity`, kept on disk. */
  async #fetchFile(source: BuildSource, name: string, integrity: string, file: string): Promise<Uint8Array> {
    const kept = await readFile(file).catch(() => null);
    if (kept && matchesIntegrity(kept, integrity)) return kept;
    const bytes = await source.file(name);
    if (!matchesIntegrity(bytes, integrity)) throw new Error(`integrity mismatch: ${name}`);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return bytes;
  }

  /** Removes the builds not used for `keepMs` (best effort). */
  async #prune(): Promise<void> {
    const names = await readdir(this.#cacheDir).catch(() => [] as string[]);
    for (const name of names) {
      if (!/^[0-9a-f]{32}$/.test(name)) continue;
      const dir = path.join(this.#cacheDir, name);
      const info = await stat(dir).catch(() => null);
      if (info && this.#now() - info.mtimeMs > this.#keepMs) await rm(dir, { recursive: true, force: true });
    }
  }
}
