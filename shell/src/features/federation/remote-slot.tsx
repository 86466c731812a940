import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, useEffect, useState } from 'react';
import { useRemotes } from './remotes-context.tsx';

/**
 * Mounts a component another remote exposes (the passport login modal, the chat widget) when that remote
 * is in the registry. A missing or broken remote leaves the slot empty: the page around it still works.
 */
export function RemoteSlot({ remote, module }: { remote: string; module: string }) {
  const { registry } = useRemotes();
  const [Component, setComponent] = useState<ComponentType | undefined>();
  const present = Boolean(registry.remotes[remote]);

  useEffect(() => {
    if (!present) return;
    let cancelled = false;
    const load = () =>
      loadRemote<{ default: ComponentType }>(`${remote}/${module.replace(/^\.\//, '')}`)
        .then((loaded) => {
          if (!cancelled && loaded?.default) setComponent(() => loaded.default);
        })
        .catch((error: unknown) => console.error(`[shell] ${remote}/${module} failed to load`, error));
    // Slots are never on the critical path: load once the page is idle.
    const idle = window.requestIdleCallback?.(load) ?? window.setTimeout(load, 1);
    return () => {
      cancelled = true;
      window.cancelIdleCallback?.(idle);
    };
  }, [present, remote, module]);

  return Component ? <Component /> : null;
}
