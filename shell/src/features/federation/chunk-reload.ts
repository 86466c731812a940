const STORAGE_KEY = 'hanyu:chunk-reload';
/** A second chunk failure this soon after reloading is not fixed by reloading again. */
const RELOAD_WINDOW_MS = 30_000;

/** Whether an error is a failed download of a code chunk (a deploy replaced the files, the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

export interface ReloadOptions {
  /** The URL to load: the page being navigated to, else the current one. */
  target?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  load?: (url: string) => void;
  now?: number;
}

/**
 * Reloads the page once after a chunk failed to load (SPEC §8). Returns false when it already reloaded
 * for this URL moments ago, so the caller shows the error instead of looping.
 */
export function reloadOnceForChunkError({
  target = window.location.pathname + window.location.search + window.location.hash,
  storage = sessionStorage,
  load = (url) => window.location.assign(url),
  now = Date.now(),
}: ReloadOptions = {}): boolean {
  const path = target.split(/[?#]/)[0] ?? target;
  const previous = safeParse(storage.getItem(STORAGE_KEY));
  if (previous && previous.path === path && now - previous.at < RELOAD_WINDOW_MS) return false;
  storage.setItem(STORAGE_KEY, JSON.stringify({ path, at: now }));
  load(target);
  return true;
}

function safeParse(text: string | null): { path: string; at: number } | undefined {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Catches chunk failures that escape every boundary (a prefetch, a remote's own lazy import). */
export function installChunkReloadGuard(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  });
}
