import { bus } from '@hanyu/event-bus';

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();
const requested = new Set<string>();

/**
 * Says a remote module is about to be needed (a pointer over, a finger on, or focus on the button that
 * opens it), so its slot loads it now rather than with the page.
 */
export function requestRemote(remote: string): void {
  requested.add(remote);
  for (const listener of listeners.get(remote) ?? []) listener();
}

/** Calls `listener` when `remote` is requested (at once if it was already). Returns the unsubscribe function. */
export function onRemoteRequested(remote: string, listener: Listener): () => void {
  if (requested.has(remote)) listener();
  const set = listeners.get(remote) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(remote, set);
  return () => set.delete(listener);
}

/**
 * When the passport's login modal loads: on intent to sign in, or when anything asks for the modal (a
 * page's own sign-in button emits `passport:open`; the modal replays the last such event when it mounts).
 */
export function passportModalTrigger(load: () => void): () => void {
  const offIntent = onRemoteRequested('mf_passport', load);
  if (bus.last('passport:open')) load();
  const offOpen = bus.on('passport:open', load);
  return () => {
    offIntent();
    offOpen();
  };
}

/**
 * When the chat widget loads: when a learner reaches for its launcher, or when anything asks to open it
 * (`chat:open`; the widget replays the last such event when it mounts). Never with the page.
 */
export function chatWidgetTrigger(load: () => void): () => void {
  const offIntent = onRemoteRequested('mf_classroom', load);
  if (bus.last('chat:open')) load();
  const offOpen = bus.on('chat:open', load);
  return () => {
    offIntent();
    offOpen();
  };
}
