import {
  CHAT_CLOSE,
  CHAT_SOCKET_PATH,
  type ChatServerFrame,
  type Endpoints,
  endpointPaths,
} from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { request } from '@hanyu/sdk';

/**
 * The bell's live count (docs/decisions.md, "Notifications"): for a signed-in user, once the page has
 * hydrated, the count is read once and then kept live by the chat socket's `notification` frames, announced
 * to the header and to any page as `notifications:changed`. Nothing of it is in the page's first paint.
 */

/** What the feed needs of the browser (tests give their own). */
export interface FeedEnvironment {
  location: { protocol: string; host: string };
  openSocket(url: string): FeedSocket;
  /** The session token now; none stops the feed. */
  token(): string | undefined;
  setTimer(run: () => void, ms: number): () => void;
  random(): number;
  /** The unread count from the API (after a connect, so nothing missed while away stays unseen). */
  fetchCount(): Promise<number>;
}

export interface FeedSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

const OPEN = 1;
/** Under the idle timeouts of proxies between the page and the API. */
const PING_MS = 25_000;

/** The chat's reconnect rule: doubling from 0.5 s up to 15 s, jittered down to half. */
function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(500 * 2 ** Math.max(0, attempt - 1), 15_000);
  return Math.round(base * (0.5 + random / 2));
}

function announce(unread: number, notificationId: number | null): void {
  bus.emit('notifications:changed', { unread, notificationId });
}

/** Starts the feed; answers a function that stops it. */
export function startNotificationFeed(env: FeedEnvironment): () => void {
  let stopped = false;
  let attempt = 0;
  let socket: FeedSocket | undefined;
  let cancelTimer = () => {};
  let cancelPing = () => {};

  const refreshCount = () =>
    env.fetchCount().then(
      (unread) => {
        if (!stopped) announce(unread, null);
      },
      () => {},
    );

  const ping = () => {
    cancelPing = env.setTimer(() => {
      if (socket?.readyState === OPEN) socket.send(JSON.stringify({ type: 'ping' }));
      ping();
    }, PING_MS);
  };

  const connect = () => {
    const token = env.token();
    if (stopped || !token) return;
    const scheme = env.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const next = env.openSocket(`${scheme}//${env.location.host}/api${CHAT_SOCKET_PATH}`);
    socket = next;
    next.onopen = () => next.send(JSON.stringify({ type: 'hello', token }));
    next.onmessage = (event) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'welcome') {
        attempt = 0;
        ping();
        void refreshCount();
      } else if (frame.type === 'notification') {
        announce(frame.unread, frame.notification?.id ?? null);
      }
    };
    next.onclose = (event) => {
      cancelPing();
      if (socket !== next) return;
      socket = undefined;
      // A session that ended is not retried: the page signs out.
      if (stopped || event.code === CHAT_CLOSE.unauthorized) return;
      attempt += 1;
      cancelTimer = env.setTimer(connect, reconnectDelay(attempt, env.random()));
    };
  };

  connect();
  return () => {
    stopped = true;
    cancelTimer();
    cancelPing();
    const open = socket;
    socket = undefined;
    open?.close(1000);
  };
}

/** The browser's environment of the feed. */
export function browserFeedEnvironment(token: () => string | undefined): FeedEnvironment {
  return {
    location: window.location,
    openSocket: (url) => new WebSocket(url) as unknown as FeedSocket,
    token,
    setTimer: (run, ms) => {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
    random: Math.random,
    fetchCount: async () =>
      (await request<Endpoints['notificationCount']>(endpointPaths.notificationCount, {}, { quiet: true }))
        .unread,
  };
}
