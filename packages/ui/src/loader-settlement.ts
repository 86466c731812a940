type Tracked = Promise<unknown> & { status?: string; value?: unknown; reason?: unknown };

/**
 * Marks the promises route loaders returned (one level into each route's data) with their outcome as they
 * settle: React's thenable fields, which `<Await>` reads, so a promise already settled when the page renders
 * shows its data at once, no fallback first, and a hook can read a settled value while rendering. Resolves
 * once every one has settled. Used by the shell's first render over server HTML and by server renders.
 */
export function trackLoaderPromises(loaderData: Record<string, unknown>): Promise<void> {
  const settling: Promise<unknown>[] = [];
  for (const data of Object.values(loaderData)) {
    if (!data || typeof data !== 'object') continue;
    for (const value of Object.values(data)) {
      if (!(value instanceof Promise)) continue;
      const promise = value as Tracked;
      if (!promise.status) {
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
      settling.push(promise);
    }
  }
  return Promise.allSettled(settling).then(() => undefined);
}
