import type { ClassroomEntry, ClientSignal, MediaState, RoomPeer, ServerSignal } from '@hanyu/contract';
import { isPolite, PeerLink } from './peer-link.ts';
import {
  createRtcEmitter,
  type MediaKind,
  type RtcErrorKind,
  type RtcProvider,
  type RtcProviderOptions,
} from './rtc-provider.ts';

/** The signalling socket's close codes, copied from the contract's SIGNAL_CLOSE (its module holds schemas). */
const SIGNAL_CLOSE = { badToken: 4401, notOpen: 4403, replaced: 4409, over: 4410 } as const;
/** The contract's CLASSROOM_SIGNAL_PATH under the API's /api, on the page's origin. */
const SIGNAL_PATH = '/api/classroom/signal';
/** The page's liveness check (docs/classroom-protocol.md): a socket that misses a pong is dropped. */
export const PING_MS = 10_000;
/** Reconnection attempts after a drop before the page says the network is gone (and offers to re-enter). */
export const MAX_RECONNECTS = 8;
/** A token this close to its expiry is renewed before reconnecting. */
const TOKEN_MARGIN_MS = 5_000;
const SOCKET_OPEN = 1;

/** The parts of a WebSocket the provider uses. */
export interface SignalSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

/** The browser as the native provider uses it; tests give fakes. */
export interface NativeRtcEnvironment {
  location: { protocol: string; host: string };
  openSocket(url: string): SignalSocket;
  createPeerConnection(configuration: RTCConfiguration): RTCPeerConnection;
  newStream(tracks?: MediaStreamTrack[]): MediaStream;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  /** Null where the browser cannot share a screen (most phones). */
  getDisplayMedia: ((options: DisplayMediaStreamOptions) => Promise<MediaStream>) | null;
  /** Calls `listener` when the browser is back online; returns its removal. */
  onOnline(listener: () => void): () => void;
  random(): number;
}

export function browserEnvironment(): NativeRtcEnvironment {
  const devices = navigator.mediaDevices;
  return {
    location: window.location,
    openSocket: (url) => new WebSocket(url) as unknown as SignalSocket,
    createPeerConnection: (configuration) => new RTCPeerConnection(configuration),
    newStream: (tracks) => (tracks ? new MediaStream(tracks) : new MediaStream()),
    getUserMedia: (constraints) => devices.getUserMedia(constraints),
    getDisplayMedia:
      typeof devices?.getDisplayMedia === 'function' ? (options) => devices.getDisplayMedia(options) : null,
    onOnline: (listener) => {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    random: Math.random,
  };
}

/** The signalling socket's URL on the page's origin: wss on an https page. */
export function signalUrl(location: { protocol: string; host: string }, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${SIGNAL_PATH}?token=${encodeURIComponent(token)}`;
}

/** Milliseconds before reconnection attempt `attempt` (1, 2, …): doubling from 0.5 s to 15 s, with jitter. */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(500 * 2 ** (attempt - 1), 15_000);
  return Math.round(base * (0.5 + random / 2));
}

function sameState(a: MediaState, b: MediaState): boolean {
  return a.audio === b.audio && a.video === b.video && a.screen === b.screen;
}

/**
 * Native WebRTC (provider `room`): the signalling WebSocket of docs/classroom-protocol.md and a mesh of
 * RTCPeerConnections, one per other participant, with perfect negotiation. It pings every 10 s, reconnects
 * with backoff after a drop (asking for a fresh entry when the token is refused or about to expire) and, once
 * admitted again, takes its mute and share state from the server's `welcome`, never from its own memory.
 */
export class NativeRtc implements RtcProvider {
  readonly #options: RtcProviderOptions;
  readonly #env: NativeRtcEnvironment;
  readonly #events = createRtcEmitter();
  readonly #links = new Map<string, PeerLink>();
  #entry: ClassroomEntry | null = null;
  #local: MediaStream | null = null;
  #screen: MediaStream | null = null;
  #state: MediaState = { audio: false, video: false, screen: false };
  #socket: SignalSocket | null = null;
  #me: string | null = null;
  #attempts = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #pendingRenew = false;
  #pingTimer: ReturnType<typeof setInterval> | null = null;
  #awaitingPong = false;
  #ended = false;
  #stopOnline: (() => void) | null = null;

  constructor(options: RtcProviderOptions, env: NativeRtcEnvironment = browserEnvironment()) {
    this.#options = options;
    this.#env = env;
  }

  on: RtcProvider['on'] = (event, listener) => this.#events.on(event, listener);

  join(entry: ClassroomEntry, local: MediaStream | null): void {
    this.#entry = entry;
    this.#local = local ?? this.#env.newStream();
    for (const track of this.#local.getTracks()) this.#watchEnded(track);
    this.#state = {
      audio: Boolean(this.#track('audio')),
      video: Boolean(this.#track('video')),
      screen: false,
    };
    this.#stopOnline = this.#env.onOnline(() => {
      // Back online: try now instead of waiting out the backoff.
      if (!this.#reconnectTimer) return;
      clearTimeout(this.#reconnectTimer);
      this.#reconnectTimer = null;
      void this.#open();
    });
    this.#events.emit('connection', { state: 'connecting' });
    void this.#open();
  }

  leave(): void {
    if (this.#ended) return;
    this.#send({ type: 'leave' });
    this.#end();
  }

  async publish(kind: MediaKind): Promise<void> {
    if (this.#ended) return;
    if (kind === 'microphone') {
      const mic = this.#track('audio') ?? (await this.#acquire('audio'));
      if (!mic) return;
      mic.enabled = true;
      this.#setState({ audio: true });
    } else if (kind === 'camera') {
      const camera = this.#track('video') ?? (await this.#acquire('video'));
      if (!camera) return;
      if (!this.#screen) this.#sendVideo(camera);
      this.#setState({ video: true });
    } else {
      await this.#shareScreen();
    }
  }

  unpublish(kind: MediaKind): void {
    if (kind === 'microphone') {
      const mic = this.#track('audio');
      if (mic) mic.enabled = false;
      this.#setState({ audio: false });
    } else if (kind === 'camera') {
      this.#stopCamera();
      this.#setState({ video: false });
    } else {
      this.#stopScreen();
      this.#sendVideo(this.#track('video'));
      this.#setState({ screen: false });
    }
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
        this.#welcome(message.you, message.peers);
        break;
      case 'peer-joined':
        this.#events.emit('peer-added', { peer: message.peer });
        this.#link(message.peer);
        break;
      case 'peer-left':
        this.#links.get(message.peer_id)?.close();
        this.#links.delete(message.peer_id);
        this.#events.emit('peer-removed', { peerId: message.peer_id });
        break;
      case 'peer-state':
        this.#events.emit('peer-state', { peerId: message.peer_id, state: message.state });
        break;
      case 'signal':
        void this.#links.get(message.from)?.receive(message.data);
        break;
      case 'pong':
        this.#awaitingPong = false;
        break;
      case 'over':
        this.#over();
        break;
    }
  }

  #welcome(you: RoomPeer, peers: RoomPeer[]): void {
    this.#attempts = 0;
    // Peer ids are per connection: whoever was linked before is linked again under the new ids.
    this.#closeLinks();
    this.#me = you.peer_id;
    const state = this.#restore(you.state);
    this.#events.emit('joined', { you: { ...you, state }, peers });
    this.#emitLocal();
    this.#events.emit('connection', { state: 'connected' });
    for (const peer of peers) this.#link(peer);
    this.#startPing();
  }

  /**
   * Takes the server's state for this person (kept across reconnects and reloads), limited to what this
   * browser has: a muted microphone stays muted, a camera the server says is off is turned off, a share
   * that no longer runs is not claimed. The server hears of any difference.
   */
  #restore(server: MediaState): MediaState {
    const mic = this.#track('audio');
    if (mic) mic.enabled = server.audio;
    if (!server.video) this.#stopCamera();
    if (!server.screen && this.#screen) {
      this.#stopScreen();
      this.#sendVideo(this.#track('video'));
    }
    const actual: MediaState = {
      audio: server.audio && Boolean(mic),
      video: server.video && Boolean(this.#track('video')),
      screen: server.screen && Boolean(this.#screen),
    };
    this.#state = actual;
    if (!sameState(actual, server)) this.#send({ type: 'state', state: actual });
    return actual;
  }

  #link(peer: RoomPeer): void {
    const me = this.#me;
    const local = this.#local;
    if (!me || !local || !this.#entry) return;
    this.#links.get(peer.peer_id)?.close();
    const link = new PeerLink(this.#env.createPeerConnection({ iceServers: this.#entry.ice_servers }), {
      polite: isPolite(me, peer.peer_id),
      send: (data) => this.#send({ type: 'signal', to: peer.peer_id, data }),
      onStream: (stream) => this.#events.emit('peer-stream', { peerId: peer.peer_id, stream }),
      onFailed: () => this.#fail('call'),
      wrapTrack: (track) => this.#env.newStream([track]),
    });
    this.#links.set(peer.peer_id, link);
    void link.setTrack('audio', this.#track('audio'), local);
    void link.setTrack('video', this.#videoTrack(), local);
  }

  #dropped(code: number): void {
    this.#socket = null;
    this.#stopPing();
    if (this.#ended) return;
    if (code === SIGNAL_CLOSE.over) this.#over();
    else if (code === SIGNAL_CLOSE.replaced) this.#fail('replaced');
    else this.#scheduleReconnect(code === SIGNAL_CLOSE.badToken || code === SIGNAL_CLOSE.notOpen);
  }

  #scheduleReconnect(renew: boolean): void {
    this.#attempts += 1;
    if (this.#attempts > MAX_RECONNECTS) {
      this.#fail(renew ? 'refused' : 'network');
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

  /** Connects, with a fresh entry first when asked to or when the token is about to expire. */
  async #open(): Promise<void> {
    const expires = this.#entry?.token_expires_at;
    const expiring = !expires || Date.parse(expires) - Date.now() < TOKEN_MARGIN_MS;
    if (this.#pendingRenew || expiring) await this.#renewAndConnect();
    else this.#connect();
  }

  /** A fresh entry (and token), then a connection with it; a closed room ends here. */
  async #renewAndConnect(): Promise<void> {
    let entry: ClassroomEntry;
    try {
      entry = await this.#options.renewEntry();
    } catch {
      if (!this.#ended) this.#scheduleReconnect(true);
      return;
    }
    if (this.#ended) return;
    this.#pendingRenew = false;
    if (entry.state === 'over') {
      this.#over();
      return;
    }
    this.#entry = entry;
    if (entry.state !== 'open' || !entry.token) this.#scheduleReconnect(true);
    else this.#connect();
  }

  #startPing(): void {
    this.#stopPing();
    this.#pingTimer = setInterval(() => {
      if (this.#awaitingPong) {
        // No pong in a whole interval: the socket is dead even if the browser has not noticed yet.
        const socket = this.#socket;
        if (socket) {
          socket.onclose = null;
          socket.onmessage = null;
          socket.close();
        }
        this.#dropped(1006);
        return;
      }
      this.#awaitingPong = true;
      this.#send({ type: 'ping' });
    }, PING_MS);
  }

  #stopPing(): void {
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    this.#pingTimer = null;
    this.#awaitingPong = false;
  }

  #send(message: ClientSignal): void {
    if (this.#socket?.readyState === SOCKET_OPEN) this.#socket.send(JSON.stringify(message));
  }

  #setState(change: Partial<MediaState>): void {
    this.#state = { ...this.#state, ...change };
    this.#send({ type: 'state', state: this.#state });
    this.#emitLocal();
  }

  #emitLocal(): void {
    this.#events.emit('local-state', { state: this.#state, camera: this.#local, screen: this.#screen });
  }

  #track(kind: 'audio' | 'video'): MediaStreamTrack | null {
    return (
      this.#local?.getTracks().find((track) => track.kind === kind && track.readyState === 'live') ?? null
    );
  }

  /** What the video senders carry: the shared screen, else the camera. */
  #videoTrack(): MediaStreamTrack | null {
    return this.#screen?.getVideoTracks()[0] ?? this.#track('video');
  }

  #sendVideo(track: MediaStreamTrack | null): void {
    const local = this.#local;
    if (!local) return;
    for (const link of this.#links.values()) void link.setTrack('video', track, local);
  }

  /** A device turned on after entering: added to the local stream and sent on every link. */
  async #acquire(kind: 'audio' | 'video'): Promise<MediaStreamTrack | null> {
    let track: MediaStreamTrack | undefined;
    try {
      const stream = await this.#env.getUserMedia(kind === 'audio' ? { audio: true } : { video: true });
      track = stream.getTracks().find((candidate) => candidate.kind === kind);
    } catch {
      track = undefined;
    }
    const local = this.#local;
    if (!track || !local || this.#ended) {
      track?.stop();
      if (!this.#ended) this.#events.emit('error', { kind: 'device' });
      return null;
    }
    local.addTrack(track);
    this.#watchEnded(track);
    if (kind === 'audio') for (const link of this.#links.values()) void link.setTrack('audio', track, local);
    return track;
  }

  /** A device unplugged or taken by the system ends its track: the room says so and stops sending it. */
  #watchEnded(track: MediaStreamTrack): void {
    track.addEventListener('ended', () => {
      if (this.#ended || !this.#local?.getTracks().includes(track)) return;
      this.#local.removeTrack(track);
      this.#events.emit('error', { kind: 'device' });
      if (track.kind === 'audio') this.#setState({ audio: false });
      else {
        if (!this.#screen) this.#sendVideo(null);
        this.#setState({ video: false });
      }
    });
  }

  #stopCamera(): void {
    const camera = this.#track('video');
    if (!camera) return;
    // Stopped, not just disabled: the camera's light goes off.
    camera.stop();
    this.#local?.removeTrack(camera);
    if (!this.#screen) this.#sendVideo(null);
  }

  async #shareScreen(): Promise<void> {
    const getDisplayMedia = this.#env.getDisplayMedia;
    if (!getDisplayMedia) {
      this.#events.emit('error', { kind: 'screen-unsupported' });
      return;
    }
    let screen: MediaStream;
    try {
      screen = await getDisplayMedia({ video: true, audio: false });
    } catch {
      if (!this.#ended) this.#events.emit('error', { kind: 'screen-denied' });
      return;
    }
    const track = screen.getVideoTracks()[0];
    if (this.#ended || !track) {
      for (const stale of screen.getTracks()) stale.stop();
      return;
    }
    this.#stopScreen();
    this.#screen = screen;
    // The browser's own "Stop sharing" ends the track.
    track.addEventListener('ended', () => {
      if (this.#screen === screen && !this.#ended) this.unpublish('screen');
    });
    this.#sendVideo(track);
    this.#setState({ screen: true });
  }

  #stopScreen(): void {
    for (const track of this.#screen?.getTracks() ?? []) track.stop();
    this.#screen = null;
  }

  #closeLinks(): void {
    for (const link of this.#links.values()) link.close();
    this.#links.clear();
  }

  #over(): void {
    if (this.#ended) return;
    this.#end();
    this.#events.emit('connection', { state: 'over' });
  }

  #fail(kind: RtcErrorKind): void {
    if (this.#ended) return;
    this.#end();
    this.#events.emit('error', { kind });
    this.#events.emit('connection', { state: 'failed' });
  }

  #end(): void {
    this.#ended = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    this.#stopPing();
    this.#stopOnline?.();
    this.#closeLinks();
    this.#stopScreen();
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
  }
}
