import { readFile } from 'node:fs/promises';
import { Registry } from '@hanyu/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_REGISTRY, LOCAL_REMOTES } from './default-registry.ts';

/**
 * The registry of remotes: the file at `file` when set (read on every call, so a remote is moved
 * or rolled back by editing it), else the default. A missing or invalid file is logged and the
 * default is served, so a bad deploy of the registry cannot take the site down.
 */
export async function loadRegistry(file: string | undefined, log: FastifyBaseLogger): Promise<Registry> {
  if (!file) return DEFAULT_REGISTRY;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    log.error({ err: error, file }, 'registry file unreadable; serving the default registry');
    return DEFAULT_REGISTRY;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    log.error({ err: error, file }, 'registry file is not JSON; serving the default registry');
    return DEFAULT_REGISTRY;
  }
  const result = v.safeParse(Registry, json);
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
    log.error({ file, issues }, 'registry file is invalid; serving the default registry');
    return DEFAULT_REGISTRY;
  }
  return result.output;
}

/** An origin fit for a Content-Security-Policy source list: no `;`, `,`, quotes or spaces to end a directive. */
const PLAIN_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/i;

/**
 * The origins remotes are loaded from besides `siteOrigin`: a manifest's, whose remote entry and chunks the
 * federation runtime loads from beside it, and the configured tracking tag's. Relative manifests are the site's own.
 */
export function remoteOrigins(registry: Registry, siteOrigin: string): string[] {
  // As URLs spell it (`http://localhost:80` is `http://localhost`).
  const self = new URL(siteOrigin).origin;
  const origins = new Set<string>();
  // The tracking tag's script (SPEC §7), when configured: the shell adds it after the visitor consents.
  const sources = [...Object.values(registry.remotes).map(({ manifest }) => manifest)];
  if (registry.tracking) sources.push(registry.tracking.src);
  for (const manifest of sources) {
    let origin: string;
    try {
      origin = new URL(manifest, self).origin;
    } catch {
      continue;
    }
    if (origin !== self && PLAIN_ORIGIN.test(origin)) origins.add(origin);
  }
  return [...origins];
}

/**
 * `registry` with each remote that has a chosen release (`mf-booking` → its version) pointed at that release's
 * manifest under `/releases/`; the remote keeps the prefixes it has (a remote the registry lacks takes its
 * built-in ones).
 */
export function withReleases(registry: Registry, chosen: ReadonlyMap<string, string>): Registry {
  if (chosen.size === 0) return registry;
  const remotes = { ...registry.remotes };
  for (const [remote, version] of chosen) {
    const name = remote.replaceAll('-', '_');
    const prefixes =
      remotes[name]?.prefixes ?? LOCAL_REMOTES.find((local) => local.folder === remote)?.prefixes;
    if (!prefixes) continue;
    remotes[name] = {
      ...remotes[name],
      manifest: `/releases/${remote}/${version}/mf-manifest.json`,
      prefixes: [...prefixes],
    };
  }
  return { ...registry, remotes };
}
