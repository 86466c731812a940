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
 * The URL of a remote's entry script, as the federation runtime derives it: the manifest's
 * publicPath ("auto" or empty: the manifest's own folder), then the entry's path and name.
 */
export function remoteEntryLink(manifest: FederationManifest, manifestUrl: string): RemoteEntryLink {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base =
    !publicPath || publicPath === 'auto'
      ? manifestUrl.replace(/[?#].*$/, '').replace(/[^/]*$/, '')
      : publicPath.endsWith('/')
        ? publicPath
        : `${publicPath}/`;
  const folder = remoteEntry.path.replace(/^\.?\/+/, '').replace(/\/*$/, '');
  return {
    url: `${base}${folder ? `${folder}/` : ''}${remoteEntry.name}`,
    module: remoteEntry.type === 'module' || remoteEntry.type === 'esm',
  };
}
