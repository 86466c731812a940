import { bus } from '@hanyu/event-bus';

/**
 * API 404s announced by the sdk (SPEC §7: HTTP 404 shows the not-found page). The first page's loaders
 * run before the shell's root is on screen, so an announcement can come while nobody listens: it is
 * kept until the root mounts and takes it.
 */
let unclaimed = false;
let listeners = 0;
bus.on('navigation:not-found', () => {
  if (listeners === 0) unclaimed = true;
});

/** Whether a 404 was announced before anyone listened; answers it once. */
export function takeUnclaimedNotFound(): boolean {
  const was = unclaimed;
  unclaimed = false;
  return was;
}

export function onNotFound(handler: () => void): () => void {
  listeners += 1;
  const off = bus.on('navigation:not-found', handler);
  return () => {
    listeners -= 1;
    off();
  };
}
