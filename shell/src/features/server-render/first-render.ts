import type { DataRouter } from 'react-router';

/** Whether the page came with its first paint rendered by the server (api web route, `injectBody`). */
export function hasServerRenderedPage(container: Element): boolean {
  return container.hasAttribute('data-server-rendered');
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

type Tracked = Promise<unknown> & { status?: string; value?: unknown; reason?: unknown };

/**
 * Marks the promises the first route's loaders returned with their outcome once they settle (React's
 * thenable fields, which <Await> reads): a promise already settled when the page renders shows its data at
 * once, no fallback first. With the server's API answers primed, the loaders' calls settle within a few
 * microtasks; then it waits one macrotask so they have.
 */
export async function settleFirstLoaderData(loaderData: Record<string, unknown>): Promise<void> {
  for (const data of Object.values(loaderData)) {
    if (!data || typeof data !== 'object') continue;
    for (const value of Object.values(data)) {
      if (!(value instanceof Promise)) continue;
      const promise = value as Tracked;
      if (promise.status) continue;
      promise.status = 'pending';
      promise.then(
        (result) => {
          promise.status = 'fulfilled';
          promise.value = result;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Removes the styles the server sent for its markup (they sit after every stylesheet, see the api's
 * injectBody). Called once the app has rendered the page, whose own stylesheets are loaded by then.
 */
export function removeServerStyles(doc: Document = document): void {
  for (const style of doc.querySelectorAll('style[data-server-rendered]')) style.remove();
}
