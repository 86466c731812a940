import path from 'node:path';
import * as v from 'valibot';
import { REMOTES_URL_PREFIX } from './default-registry.ts';

/** The part of a module federation manifest (mf-manifest.json) the server reads. */
const FederationManifest = v.object({
  metaData: v.object({
    remoteEntry: v.object({
      path: v.string(),
      name: v.pipe(v.string(), v.minLength(1)),
      type: v.optional(v.string()),
    }),
    publicPath: v.optional(v.string()),
  }),
});
export type FederationManifest = v.InferOutput<typeof FederationManifest>;

export function parseManifest(text: string): FederationManifest {
  return v.parse(FederationManifest, JSON.parse(text));
}

/** A remote folder the server may publish: `mf-` and lower-case words. */
export const REMOTE_FOLDER = /^mf-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The file behind a `/remotes/<folder>/…` URL of a published folder, or null for URLs elsewhere
 * (another host, a CDN) and for paths that would leave the folder's dist.
 */
export function localFileOfUrl(url: string, webRoot: string, folders: ReadonlySet<string>): string | null {
  const match = new RegExp(`^${REMOTES_URL_PREFIX}/([^/]+)/(.+)$`).exec(url.split(/[?#]/)[0] ?? '');
  if (!match) return null;
  const [, folder = '', rest = ''] = match;
  if (!folders.has(folder)) return null;
  const root = path.join(webRoot, folder, 'dist');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const file = path.resolve(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

export interface RemoteEntryLink {
  url: string;
  /** ESM entries are imported (modulepreload); others are classic scripts. */
  module: boolean;
}

/**
 * Where a build's files are, as the federation runtime derives it: the manifest's publicPath ("auto" or empty:
 * the manifest's own folder), ending in `/`.
 */
function buildBase(manifest: FederationManifest, manifestUrl: string): string {
  const { publicPath } = manifest.metaData;
  return !publicPath || publicPath === 'auto'
    ? manifestUrl.replace(/[?#].*$/, '').replace(/[^/]*$/, '')
    : publicPath.endsWith('/')
      ? publicPath
      : `${publicPath}/`;
}

/**
 * The URL of a remote's entry script, as the federation runtime derives it: the build's base (`buildBase`), then
 * the entry's path and name.
 */
export function remoteEntryLink(manifest: FederationManifest, manifestUrl: string): RemoteEntryLink {
  const { remoteEntry } = manifest.metaData;
  const folder = remoteEntry.path.replace(/^\.?\/+/, '').replace(/\/*$/, '');
  return {
    url: `${buildBase(manifest, manifestUrl)}${folder ? `${folder}/` : ''}${remoteEntry.name}`,
    module: remoteEntry.type === 'module' || remoteEntry.type === 'esm',
  };
}

/** Where a build's server manifest is, beside its server build: `ssr/ssr-manifest.json` of the build's base. */
export const SERVER_MANIFEST_PATH = 'ssr/ssr-manifest.json';

/** The absolute URL of the server manifest of the build whose federation manifest is at `manifestUrl` (absolute). */
export function serverManifestUrl(manifest: FederationManifest, manifestUrl: string): string {
  return new URL(SERVER_MANIFEST_PATH, new URL(buildBase(manifest, manifestUrl), manifestUrl)).href;
}

/** Subresource Integrity: the algorithm and the base64 digest (`sha384-…`). */
const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
/** A file of the server build, relative to its manifest and inside its folder: `ssr.mjs`, `chunks/12.mjs`. */
const BUILD_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
/** A stylesheet of the browser build, relative to the server manifest: `../117.0e20ded9d7.css`. */
const STYLESHEET = /^(?:\.\.\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\.css$/;

/**
 * A server build's manifest (`ssr/ssr-manifest.json`, written by packages/mf-config's ServerManifestPlugin): the
 * build's files and the browser build's stylesheets, each with its integrity; the build's version; the version of
 * each shared singleton it takes from the shell, which the shell's must satisfy (`^version`).
 */
const ServerManifest = v.pipe(
  v.object({
    schema: v.literal(1),
    name: v.string(),
    version: v.pipe(v.string(), v.regex(/^[\w.+-]{1,64}$/)),
    entry: v.pipe(v.string(), v.regex(BUILD_FILE)),
    files: v.record(v.pipe(v.string(), v.regex(BUILD_FILE)), v.pipe(v.string(), v.regex(INTEGRITY))),
    css: v.optional(
      v.record(v.pipe(v.string(), v.regex(STYLESHEET)), v.pipe(v.string(), v.regex(INTEGRITY))),
      {},
    ),
    shared: v.optional(v.record(v.string(), v.string()), {}),
  }),
  v.check((manifest) => manifest.entry in manifest.files, 'the entry is one of the files'),
);
export type ServerManifest = v.InferOutput<typeof ServerManifest>;

export function parseServerManifest(text: string): ServerManifest {
  return v.parse(ServerManifest, JSON.parse(text));
}
