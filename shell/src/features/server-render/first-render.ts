import { trackLoaderPromises } from '@hanyu/ui';
import type { DataRouter } from 'react-router';

/** Whether the page came with its first paint rendered by the server (api web route, `injectBody`). */
export function hasServerRenderedPage(container: Element): boolean {
  return container.hasAttribute('data-server-rendered');
}

/** The slogan the server's header shows, if it rendered one. */
export function serverSloganIndex(container: Element): number | undefined {
  const value = container.querySelector('[data-slogan]')?.getAttribute('data-slogan');
  return value ? Number(value) : undefined;
}

/** Resolves once the router has matched the first URL, patched the remote's routes and run their loaders. */
export function routerInitialized(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Marks the first route's loader promises with their outcome (see trackLoaderPromises), waiting one macrotask:
 * with the server's API answers primed, the loaders' calls settle within a few microtasks; one that has not by
 * then renders its fallback rather than hold the page.
 */
export async function settleFirstLoaderData(loaderData: Record<string, unknown>): Promise<void> {
  void trackLoaderPromises(loaderData);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Removes the styles the server sent for its markup (they sit after every stylesheet, see the api's
 * injectBody). Called once the app has rendered the page, whose own stylesheets are loaded by then.
 */
export function removeServerStyles(doc: Document = document): void {
  for (const style of doc.querySelectorAll('style[data-server-rendered]')) style.remove();
}
