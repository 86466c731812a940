import { type ComponentType, useEffect, useState } from 'react';
import { useRemotes } from './remotes-context.tsx';

/** Slots are never on the critical path: by default they load once the page is idle. */
function whenIdle(load: () => void): () => void {
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(load);
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(load, 1);
  return () => window.clearTimeout(timer);
}

/**
 * Mounts a component another remote exposes (the passport login modal, the chat widget) when that remote
 * is in the registry. A missing or broken remote leaves the slot empty: the page around it still works.
 */
export function RemoteSlot({
  remote,
  module,
  trigger,
}: {
  remote: string;
  module: string;
  /** When to load: calls `load` when it is time, returns its cleanup. By default once the page is idle. */
  trigger?: (load: () => void) => () => void;
}) {
  const remotes = useRemotes();
  const { registry } = remotes;
  const [Component, setComponent] = useState<ComponentType | undefined>();
  const present = Boolean(registry.remotes[remote]);

  useEffect(() => {
    if (!present) return;
    let cancelled = false;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      remotes
        .loadModule(remote, module)
        .then((loaded) => {
          if (!cancelled && loaded) setComponent(() => loaded);
        })
        .catch((error: unknown) => console.error(`[shell] ${remote}/${module} failed to load`, error));
    };
    const stop = trigger ? trigger(load) : whenIdle(load);
    return () => {
      cancelled = true;
      stop();
    };
  }, [remotes, present, remote, module, trigger]);

  return Component ? <Component /> : null;
}
