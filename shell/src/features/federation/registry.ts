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
