/**
 * Typed events between the shell and the remotes. One bus per page: the instance lives on `globalThis`
 * so that even a remote that failed to share this package talks to the same listeners.
 */

export interface ToastEvent {
  message: string;
  kind?: 'info' | 'success' | 'error';
  /** Milliseconds; SPEC §8 default is 2.5 s. */
  duration?: number;
}

export interface BusEvents {
  /** Token or user info changed (sign in, sign out, user info loaded). */
  'session:changed': { signedIn: boolean };
  /** An API answer said the session is not valid (code 401): the shell goes to the logout route. */
  'session:unauthorized': { path: string };
  /** A remote asks the passport remote to open its modal in one of its modes. */
  'passport:open': { mode: 'login' | 'register' | 'reset' };
  /** The interface language changed (route segment). */
  'language:changed': { lang: string };
  /** An API call answered HTTP 404: the shell shows the not-found page. */
  'navigation:not-found': { url: string };
  /** Number of API requests in flight changed; drives the loading bar. */
  'requests:pending': { count: number };
  'toast:show': ToastEvent;
  /**
   * The tuition balance as last read (after a payment, a top-up, a refund, or a page that shows it), in
   * minor units of `currency`; the header and open pages show it.
   */
  'balance:changed': { balance_minor: number; currency: string };
  /**
   * The chat widget is asked to open (the shell's launcher, a page's "contact support" link): with support, a
   * teacher of the learner's (user id), or the list.
   */
  'chat:open': { with?: 'support' | { teacher: number } };
  /** How many chat messages the signed-in user has not read, as the chat last counted them. */
  'chat:unread': { count: number };
  /**
   * The signed-in user's notification centre changed (a notice came live over the socket, notices were read,
   * or the count was loaded): the bell shows `unread`; a page listing notices reloads them.
   */
  'notifications:changed': { unread: number; notificationId: number | null };
}

export type BusEventName = keyof BusEvents;
type Listener<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  /** Returns a function that removes the listener. */
  on<K extends BusEventName>(name: K, listener: Listener<K>): () => void;
  /** The last payload emitted for an event, for late subscribers (a remote loaded after sign-in). */
  last<K extends BusEventName>(name: K): BusEvents[K] | undefined;
  /** Forgets the remembered payloads: a server render ends, and the next visitor's page must not start from them. */
  forget(): void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<BusEventName, Set<(payload: never) => void>>();
  const lastPayloads = new Map<BusEventName, unknown>();
  return {
    emit(name, payload) {
      lastPayloads.set(name, payload);
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as Listener<typeof name>)(payload);
        } catch (error) {
          // One broken listener in one remote must not stop the others.
          console.error(`[event-bus] listener of ${name} failed`, error);
        }
      }
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    last(name) {
      return lastPayloads.get(name) as BusEvents[typeof name] | undefined;
    },
    forget() {
      lastPayloads.clear();
    },
  };
}

/**
 * One instance per page under a global key: even if federation failed to share a package and two copies
 * of it load, both reach the same state.
 */
export function pageSingleton<T>(key: string, create: () => T): T {
  const registry = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const symbol = Symbol.for(`hanyu.${key}`);
  const existing = registry[symbol];
  if (existing !== undefined) return existing;
  const created = create();
  registry[symbol] = created;
  return created;
}

/**
 * Where a server render keeps its own page state. In the browser there is one visitor per page, and the page
 * singletons are theirs; a server renders many visitors' pages side by side in one process, so each render runs
 * in a scope of its own (shell/src/ssr.tsx runs it in an AsyncLocalStorage) and `renderScoped` values (the
 * session store, the sdk's configuration, the bus, the i18next instance) are made per scope.
 */
export interface RenderScopes {
  /** The values of the render running now, or undefined outside any render. */
  current(): Map<string, unknown> | undefined;
}

const RENDER_SCOPES = Symbol.for('hanyu.render-scopes');

/** Installs the server's scopes (once, by the server render); undefined removes them. */
export function setRenderScopes(scopes: RenderScopes | undefined): void {
  (globalThis as Record<symbol, unknown>)[RENDER_SCOPES] = scopes;
}

/** The current render's values, or undefined in the browser and outside any server render. */
export function currentRenderScope(): Map<string, unknown> | undefined {
  return ((globalThis as Record<symbol, unknown>)[RENDER_SCOPES] as RenderScopes | undefined)?.current();
}

/**
 * A getter of `key`'s value: the page singleton, except inside a server render, where each render has its own
 * (made by `create` the first time the render asks).
 */
export function renderScoped<T>(key: string, create: () => T): () => T {
  return () => {
    const scope = currentRenderScope();
    if (!scope) return pageSingleton(key, create);
    let value = scope.get(key) as T | undefined;
    if (value === undefined) {
      value = create();
      scope.set(key, value);
    }
    return value;
  };
}

const currentBus = renderScoped('event-bus', createEventBus);

/** The page's bus (a server render's own while it runs: what one visitor's page announces never reaches another's). */
export const bus: EventBus = {
  emit: (name, payload) => currentBus().emit(name, payload),
  on: (name, listener) => currentBus().on(name, listener),
  last: (name) => currentBus().last(name),
  forget: () => currentBus().forget(),
};
