import type { ClassroomEntry, ClientSignal, MediaState, RoomPeer, ServerSignal } from '@hanyu/contract';
import { reconnectDelay } from '../realtime/reconnect-delay.ts';
import type { SignalData } from './peer-link.ts';
import type { createRtcEmitter, RtcErrorKind, RtcProviderOptions } from './rtc-provider.ts';

/** The signalling socket's close codes, copied from the contract's SIGNAL_CLOSE (its module holds schemas). */
const SIGNAL_CLOSE = {
  badToken: 4401,
  notOpen: 4403,
  replaced: 4409,
  over: 4410,
  viewersFull: 4429,
} as const;
/** How a socket that stopped answering is treated: as the network dropping it. */
const ABNORMAL_CLOSE = 1006;
const NORMAL_CLOSE = 1000;
/** The contract's CLASSROOM_SIGNAL_PATH under the API's /api, on the page's origin. */
const SIGNAL_PATH = '/api/classroom/signal';
/** The page's liveness check (docs/classroom-protocol.md): a socket that misses a pong is dropped. */
export const PING_MS = 10_000;
/** Reconnection attempts after a drop before the page says the network is gone (and offers to re-enter). */
export const MAX_RECONNECTS = 8;
/** A token this close to its expiry is renewed before reconnecting. */
const TOKEN_MARGIN_MS = 5_000;
const SOCKET_OPEN = 1;

/** The parts of a WebSocket the session uses. */
export interface SignalSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

/** The browser as the signalling session uses it; tests give fakes. */
export interface SignalEnvironment {
  location: { protocol: string; host: string };
  openSocket(url: string): SignalSocket;
  /** Calls `listener` when the browser is back online; returns its removal. */
  onOnline(listener: () => void): () => void;
  /** Calls `listener` when the page goes away (closed, reloaded, navigated from); returns its removal. */
  onPageHide(listener: () => void): () => void;
  random(): number;
}

/** The signalling socket's URL on the page's origin: wss on an https page. */
export function signalUrl(location: { protocol: string; host: string }, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${SIGNAL_PATH}?token=${encodeURIComponent(token)}`;
}

type RtcEmitter = ReturnType<typeof createRtcEmitter>;

/**
 * What the provider does with the session's news. The session itself emits the connection states, the
 * errors that end it, `peer-added`, `peer-removed`, `peer-state` and `page`.
 */
export interface SignalSessionHandlers {
  /**
   * Admitted, the first time or again: forget the previous connection's peers (peer ids are per connection),
   * take the server's state for this person (telling the server what this browser cannot match), emit
   * `joined` and `local-state`, and take in `peers`. The session says `connected` right after.
   */
  welcome(you: RoomPeer, peers: RoomPeer[]): void;
  /** Someone came in; `peer-added` has been emitted. */
  peerJoined(peer: RoomPeer): void;
  /** Someone went; `peer-removed` is emitted next. */
  peerLeft(peerId: string): void;
  /** Negotiation relayed from another participant (native rooms; a vendor room never sends any). */
  signal?(from: string, data: SignalData): void;
  /** The session ended (left, over or failed) and nothing reconnects: release the media. */
  ended(): void;
}

/**
 * A room's session on our signalling socket (docs/classroom-protocol.md), whoever carries the media: it
 * connects with the entry's token, pings every 10 s, reconnects with backoff after a drop (with a fresh entry
 * when the token is refused or about to expire), maps close codes to connection states and errors, and
 * passes `welcome`, arrivals and departures to the provider.
 */
export class SignalSession {
  readonly #options: RtcProviderOptions;
  readonly #env: SignalEnvironment;
  readonly #events: RtcEmitter;
  readonly #handlers: SignalSessionHandlers;
  #entry: ClassroomEntry | null = null;
  #socket: SignalSocket | null = null;
  #admitted = false;
  #attempts = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #pendingRenew = false;
  #pingTimer: ReturnType<typeof setInterval> | null = null;
  #awaitingPong = false;
  #ended = false;
  #stopOnline: (() => void) | null = null;
  #stopPageHide: (() => void) | null = null;

  constructor(
    options: RtcProviderOptions,
    env: SignalEnvironment,
    events: RtcEmitter,
    handlers: SignalSessionHandlers,
  ) {
    this.#options = options;
    this.#env = env;
    this.#events = events;
    this.#handlers = handlers;
  }

  /** The latest entry: the one given to `enter`, or a fresh one since. */
  get entry(): ClassroomEntry | null {
    return this.#entry;
  }

  /** Between a `welcome` and the socket's drop. */
  get admitted(): boolean {
    return this.#admitted;
  }

  /** Left, over or failed: for good. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Takes the entry and says `connecting`; `connect` opens the socket (a vendor room checks its SDK first). */
  enter(entry: ClassroomEntry): void {
    this.#entry = entry;
    this.#stopOnline = this.#env.onOnline(() => {
      // Back online: try now instead of waiting out the backoff.
      if (!this.#reconnectTimer) return;
      clearTimeout(this.#reconnectTimer);
      this.#reconnectTimer = null;
      void this.#open();
    });
    // A page going away leaves at once, before its devices stop: a camera or microphone the closing browser
    // ends is not the person turning it off, and must not come back off when they enter again.
    this.#stopPageHide = this.#env.onPageHide(() => this.leave());
    this.#events.emit('connection', { state: 'connecting' });
  }

  connect(): void {
    void this.#open();
  }

  send(message: ClientSignal): void {
    if (this.#socket?.readyState === SOCKET_OPEN) this.#socket.send(JSON.stringify(message));
  }

  sendState(state: MediaState): void {
    this.send({ type: 'state', state });
  }

  /** A fresh entry (a new token, new vendor credentials), kept for what follows; a closed room ends here. */
  async renew(): Promise<ClassroomEntry | null> {
    let entry: ClassroomEntry;
    try {
      entry = await this.#options.renewEntry();
    } catch {
      return null;
    }
    if (this.#ended) return null;
    if (entry.state === 'over') {
      this.over();
      return null;
    }
    this.#entry = entry;
    return entry;
  }

  /** Leaves on purpose: the server hears it and nothing reconnects. */
  leave(): void {
    if (this.#ended) return;
    this.send({ type: 'leave' });
    this.#end();
  }

  over(): void {
    if (this.#ended) return;
    this.#end();
    this.#events.emit('connection', { state: 'over' });
  }

  fail(kind: RtcErrorKind): void {
    if (this.#ended) return;
    this.#end();
    this.#events.emit('error', { kind });
    this.#events.emit('connection', { state: 'failed' });
  }

  /** Connects, with a fresh entry first when asked to or when the token is about to expire. */
  async #open(): Promise<void> {
    const expires = this.#entry?.token_expires_at;
    const expiring = !expires || Date.parse(expires) - Date.now() < TOKEN_MARGIN_MS;
    if (this.#pendingRenew || expiring) await this.#renewAndConnect();
    else this.#connect();
  }

  /** A fresh entry (and token), then a connection with it. */
  async #renewAndConnect(): Promise<void> {
    const entry = await this.renew();
    if (this.#ended) return;
    if (!entry) {
      this.#scheduleReconnect(true);
      return;
    }
    this.#pendingRenew = false;
    if (entry.state !== 'open' || !entry.token) this.#scheduleReconnect(true);
    else this.#connect();
  }

  #connect(): void {
    const token = this.#entry?.token;
    if (!token) {
      void this.#renewAndConnect();
      return;
    }
    const socket = this.#env.openSocket(signalUrl(this.#env.location, token));
    this.#socket = socket;
    socket.onmessage = (event) => {
      if (this.#socket === socket && typeof event.data === 'string') this.#receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.#socket === socket) this.#dropped(event.code);
    };
  }

  #receive(raw: string): void {
    let message: ServerSignal;
    try {
      message = JSON.parse(raw) as ServerSignal;
    } catch {
      return;
    }
    switch (message.type) {
      case 'welcome':
        this.#attempts = 0;
        this.#admitted = true;
        this.#handlers.welcome(message.you, message.peers);
        this.#events.emit('connection', { state: 'connected' });
        this.#startPing();
        this.#events.emit('page', { page: message.page, turned: false });
        break;
      case 'peer-joined':
        this.#events.emit('peer-added', { peer: message.peer });
        this.#handlers.peerJoined(message.peer);
        break;
      case 'peer-left':
        this.#handlers.peerLeft(message.peer_id);
        this.#events.emit('peer-removed', { peerId: message.peer_id });
        break;
      case 'peer-state':
        this.#events.emit('peer-state', { peerId: message.peer_id, state: message.state });
        break;
      case 'signal':
        this.#handlers.signal?.(message.from, message.data);
        break;
      case 'page':
        this.#events.emit('page', { page: message.page, turned: true });
        break;
      case 'pong':
        this.#awaitingPong = false;
        break;
      case 'over':
        this.over();
        break;
    }
  }

  #dropped(code: number): void {
    this.#socket = null;
    this.#admitted = false;
    this.#stopPing();
    if (this.#ended) return;
    if (code === SIGNAL_CLOSE.over) this.over();
    else if (code === SIGNAL_CLOSE.replaced) this.fail('replaced');
    else if (code === SIGNAL_CLOSE.viewersFull) this.fail('viewersFull');
    else this.#scheduleReconnect(code === SIGNAL_CLOSE.badToken || code === SIGNAL_CLOSE.notOpen);
  }

  #scheduleReconnect(renew: boolean): void {
    this.#attempts += 1;
    if (this.#attempts > MAX_RECONNECTS) {
      this.fail(renew ? 'refused' : 'network');
      return;
    }
    this.#pendingRenew = this.#pendingRenew || renew;
    this.#events.emit('connection', { state: 'reconnecting' });
    this.#reconnectTimer = setTimeout(
      () => {
        this.#reconnectTimer = null;
        void this.#open();
      },
      reconnectDelay(this.#attempts, this.#env.random()),
    );
  }

  #startPing(): void {
    this.#stopPing();
    this.#pingTimer = setInterval(() => {
      if (this.#awaitingPong) {
        // No pong in a whole interval: the socket is dead even if the browser has not noticed yet.
        this.#detachSocket()?.close();
        this.#dropped(ABNORMAL_CLOSE);
        return;
      }
      this.#awaitingPong = true;
      this.send({ type: 'ping' });
    }, PING_MS);
  }

  #stopPing(): void {
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    this.#pingTimer = null;
    this.#awaitingPong = false;
  }

  /** Stops listening to the socket (its late messages and close are not news) and hands it over to close. */
  #detachSocket(): SignalSocket | null {
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
    }
    return socket;
  }

  #end(): void {
    this.#ended = true;
    this.#admitted = false;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    this.#stopPing();
    this.#stopOnline?.();
    this.#stopPageHide?.();
    this.#handlers.ended();
    this.#detachSocket()?.close(NORMAL_CLOSE);
  }
}
