import { type Registry, Registry as RegistrySchema } from '@hanyu/contract';
import * as v from 'valibot';

declare global {
  interface Window {
    /** Injected into index.html by the server, saving a request on the critical path. */
    __HANYU_REGISTRY__?: unknown;
  }
}

const EMPTY: Registry = { remotes: {} };

/** Reads the runtime registry: the injected copy, else `/registry.json`. A broken registry loads no remote. */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const candidate =
    window.__HANYU_REGISTRY__ ??
    (await fetchImpl('/registry.json', { cache: 'no-cache' })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined));
  const parsed = v.safeParse(RegistrySchema, candidate);
  if (!parsed.success) console.error('[shell] registry.json is missing or invalid; no remote will load');
  return parsed.success ? parsed.output : EMPTY;
}

export interface RemoteOwner {
  name: string;
  prefix: string;
}

/**
 * Which remote owns a path (after the /{lang} segment): the longest matching prefix. "" owns only the
 * home page, so unknown paths are not blamed on the home remote.
 */
export function ownerOf(registry: Registry, pathAfterLang: string): RemoteOwner | undefined {
  const path = pathAfterLang.replace(/^\/+|\/+$/g, '');
  let best: RemoteOwner | undefined;
  for (const [name, remote] of Object.entries(registry.remotes)) {
    for (const prefix of remote.prefixes) {
      const clean = prefix.replace(/^\/+|\/+$/g, '');
      const matches = clean === '' ? path === '' : path === clean || path.startsWith(`${clean}/`);
      if (matches && (!best || clean.length > best.prefix.length)) best = { name, prefix: clean };
    }
  }
  return best;
}

/** Splits `/en/about/how` into `en` and `about/how`. */
export function splitLangPath(pathname: string): { lang: string; rest: string } {
  const [, lang = '', ...rest] = pathname.split('/');
  return { lang, rest: rest.join('/') };
}
