import { ownerOf, type Registry, splitLangPath } from '@hanyu/contract';

/** What the Network Information API says about the connection, where the browser has it. */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether prefetching would cost the visitor more than it saves (SPEC §9 "link prefetch skipped on slow
 * connections"): they asked to save data, or the connection is 2G or slower. Unknown (browsers without
 * `navigator.connection`) is not slow.
 */
export function isSlowConnection(navigatorLike: { connection?: ConnectionInfo } | undefined): boolean {
  const connection = navigatorLike?.connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

export interface PrefetchTarget {
  readonly registry: Registry;
  ensure(name: string): Promise<boolean>;
}

/** The remote owning the page a link leads to, if it is one of the site's pages. */
export function remoteOfLink(
  anchor: HTMLAnchorElement,
  registry: Registry,
  origin: string,
): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const { lang, rest } = splitLangPath(url.pathname);
  return lang ? ownerOf(registry, rest)?.name : undefined;
}

/**
 * Link prefetch: when a pointer rests on, a finger touches or focus reaches a link to a page of a remote not
 * loaded yet, that remote's routes start loading, so the click finds them there. Skipped on slow
 * connections, read at each intent (a visitor may turn on data saving while on the page). Returns the
 * function that stops it.
 */
export function installLinkPrefetch(
  target: PrefetchTarget,
  {
    root = document,
    navigatorLike = globalThis.navigator as { connection?: ConnectionInfo } | undefined,
    origin = globalThis.location.origin,
  }: {
    root?: Document | HTMLElement;
    navigatorLike?: { connection?: ConnectionInfo } | undefined;
    origin?: string;
  } = {},
): () => void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (isSlowConnection(navigatorLike)) return;
    const remote = remoteOfLink(anchor, target.registry, origin);
    if (remote) void target.ensure(remote);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent, { capture: true });
  };
}
