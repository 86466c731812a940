import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/** What a page says about itself for the document head; the shell adds the brand and hreflang links. */
export interface PageMeta {
  title?: string;
  description?: string;
}

/**
 * Where a server render collects the meta its page names (the last call wins, as the last effect would).
 * Provide it only on the server: in the browser the effect below publishes the meta.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

// @hanyu/ui is a shared singleton, so every remote's pages and the shell see this one store.
let current: PageMeta | null = null;
const listeners = new Set<() => void>();

function publish(meta: PageMeta | null) {
  current = meta;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Names the page being shown: its title (without the brand) and its description. Pages whose title
 * comes from data call this; static pages may instead name a `titleKey` in their route handle.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  // A server render runs no effects: it hands the meta to its collector while rendering instead.
  const collect = useContext(PageMetaCollector);
  collect?.({ title, description });
  useEffect(() => {
    publish({ title, description });
    return () => publish(null);
  }, [title, description]);
}

/** The meta of the page on screen, or null while none has named itself. For the shell. */
export function useCurrentPageMeta(): PageMeta | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
