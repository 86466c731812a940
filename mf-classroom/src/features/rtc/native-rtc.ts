import type { ClassroomEntry, MediaState, RoomPeer } from '@hanyu/contract';
import { LocalMedia } from './local-media.ts';
import { isPolite, PeerLink } from './peer-link.ts';
import {
  createRtcEmitter,
  type MediaKind,
  type RtcProvider,
  type RtcProviderOptions,
} from './rtc-provider.ts';
import { type SignalEnvironment, SignalSession, type SignalSocket } from './signal-session.ts';

/** The browser as the native provider uses it; tests give fakes. */
export interface NativeRtcEnvironment extends SignalEnvironment {
  createPeerConnection(configuration: RTCConfiguration): RTCPeerConnection;
  newStream(tracks?: MediaStreamTrack[]): MediaStream;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  /** Null where the browser cannot share a screen (most phones). */
  getDisplayMedia: ((options: DisplayMediaStreamOptions) => Promise<MediaStream>) | null;
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
    onPageHide: (listener) => {
      window.addEventListener('pagehide', listener);
      return () => window.removeEventListener('pagehide', listener);
    },
    random: Math.random,
  };
}

/**
 * Native WebRTC (provider `room`): the signalling session of docs/classroom-protocol.md (`SignalSession`:
 * ping, reconnection, renewal), which also relays negotiation, and a mesh of RTCPeerConnections, one per
 * other participant, with perfect negotiation. Once admitted again, it takes its mute and share state from
 * the server's `welcome`, never from its own memory.
 */
export class NativeRtc implements RtcProvider {
  readonly #env: NativeRtcEnvironment;
  readonly #events = createRtcEmitter();
  readonly #session: SignalSession;
  readonly #local: LocalMedia;
  readonly #links = new Map<string, PeerLink>();
  #me: string | null = null;

  constructor(options: RtcProviderOptions, env: NativeRtcEnvironment = browserEnvironment()) {
    this.#env = env;
    this.#session = new SignalSession(options, env, this.#events, {
      welcome: (you, peers) => this.#welcome(you, peers),
      // Whoever comes in offers to those already here (their welcome lists them); those here wait for it.
      peerJoined: (peer) => this.#link(peer, { waitForOffer: true }),
      peerLeft: (peerId) => {
        this.#links.get(peerId)?.close();
        this.#links.delete(peerId);
      },
      signal: (from, data) => void this.#links.get(from)?.receive(data),
      ended: () => {
        this.#closeLinks();
        this.#stopScreen();
      },
    });
    this.#local = new LocalMedia(this.#events, this.#session);
  }

  on: RtcProvider['on'] = (event, listener) => this.#events.on(event, listener);

  join(entry: ClassroomEntry, local: MediaStream | null): void {
    const camera = local ?? this.#env.newStream();
    for (const track of camera.getTracks()) this.#watchEnded(track);
    this.#local.use(camera);
    this.#session.enter(entry);
    this.#session.connect();
  }

  leave(): void {
    this.#session.leave();
  }

  async publish(kind: MediaKind): Promise<void> {
    if (this.#session.ended) return;
    if (kind === 'microphone') {
      const mic = this.#local.track('audio') ?? (await this.#acquire('audio'));
      if (!mic) return;
      mic.enabled = true;
    } else if (kind === 'camera') {
      const camera = this.#local.track('video') ?? (await this.#acquire('video'));
      if (!camera) return;
      if (!this.#local.screen) this.#sendVideo(camera);
    } else {
      await this.#shareScreen();
      return;
    }
    this.#local.switched(kind, true);
  }

  unpublish(kind: MediaKind): void {
    if (kind === 'microphone') {
      const mic = this.#local.track('audio');
      if (mic) mic.enabled = false;
    } else if (kind === 'camera') {
      this.#stopCamera();
    } else {
      this.#stopScreen();
      this.#sendVideo(this.#local.track('video'));
    }
    this.#local.switched(kind, false);
  }

  turnPage(page: number): void {
    this.#session.send({ type: 'page', page });
  }

  #welcome(you: RoomPeer, peers: RoomPeer[]): void {
    // Peer ids are per connection: whoever was linked before is linked again under the new ids.
    this.#closeLinks();
    this.#me = you.peer_id;
    const state = this.#restore(you.state);
    this.#events.emit('joined', { you: { ...you, state }, peers });
    this.#local.announce();
    for (const peer of peers) this.#link(peer);
  }

  /**
   * Takes the server's state for this person (kept across reconnects and reloads), limited to what this
   * browser has: a muted microphone stays muted, a camera the server says is off is turned off, a share
   * that no longer runs is not claimed. The server hears of any difference.
   */
  #restore(server: MediaState): MediaState {
    const mic = this.#local.track('audio');
    if (mic) mic.enabled = server.audio;
    if (!server.video) this.#stopCamera();
    if (!server.screen && this.#local.screen) {
      this.#stopScreen();
      this.#sendVideo(this.#local.track('video'));
    }
    return this.#local.settle(server, {
      audio: server.audio && Boolean(mic),
      video: server.video && Boolean(this.#local.track('video')),
      screen: server.screen && Boolean(this.#local.screen),
    });
  }

  #link(peer: RoomPeer, { waitForOffer = false } = {}): void {
    const me = this.#me;
    const camera = this.#local.camera;
    const entry = this.#session.entry;
    if (!me || !camera || !entry) return;
    // A peer id is one connection: a second word of the same peer (a `peer-joined` racing the welcome that
    // listed it) keeps the link it has. A new connection here would meet the other side's old one with new
    // keys, which it refuses, and the pair would never exchange media.
    if (this.#links.has(peer.peer_id)) return;
    const link = new PeerLink(this.#env.createPeerConnection({ iceServers: entry.ice_servers }), {
      polite: isPolite(me, peer.peer_id),
      waitForOffer,
      send: (data) => this.#session.send({ type: 'signal', to: peer.peer_id, data }),
      onStream: (stream) => this.#events.emit('peer-stream', { peerId: peer.peer_id, stream }),
      onFailed: () => this.#session.fail('call'),
      wrapTrack: (track) => this.#env.newStream([track]),
    });
    this.#links.set(peer.peer_id, link);
    void link.setTrack('audio', this.#local.track('audio'), camera);
    void link.setTrack('video', this.#videoTrack(), camera);
  }

  /** What the video senders carry: the shared screen, else the camera. */
  #videoTrack(): MediaStreamTrack | null {
    return this.#local.screen?.getVideoTracks()[0] ?? this.#local.track('video');
  }

  #sendVideo(track: MediaStreamTrack | null): void {
    const camera = this.#local.camera;
    if (!camera) return;
    for (const link of this.#links.values()) void link.setTrack('video', track, camera);
  }

  /** A device turned on after entering: added to the local stream and sent on every link. */
  async #acquire(kind: 'audio' | 'video'): Promise<MediaStreamTrack | null> {
    const track = await this.#local.acquire(kind, (constraints) => this.#env.getUserMedia(constraints));
    const camera = this.#local.camera;
    if (!track || !camera) return null;
    this.#watchEnded(track);
    if (kind === 'audio') for (const link of this.#links.values()) void link.setTrack('audio', track, camera);
    return track;
  }

  /** A device unplugged or taken by the system ends its track: the room says so and stops sending it. */
  #watchEnded(track: MediaStreamTrack): void {
    track.addEventListener('ended', () => {
      const camera = this.#local.camera;
      if (this.#session.ended || !camera?.getTracks().includes(track)) return;
      camera.removeTrack(track);
      this.#events.emit('error', { kind: 'device' });
      if (track.kind === 'audio') this.#local.set({ audio: false });
      else {
        if (!this.#local.screen) this.#sendVideo(null);
        this.#local.set({ video: false });
      }
    });
  }

  #stopCamera(): void {
    if (this.#local.stopCamera() && !this.#local.screen) this.#sendVideo(null);
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
      if (!this.#session.ended) this.#events.emit('error', { kind: 'screen-denied' });
      return;
    }
    const track = screen.getVideoTracks()[0];
    if (this.#session.ended || !track) {
      for (const stale of screen.getTracks()) stale.stop();
      return;
    }
    this.#stopScreen();
    this.#local.screen = screen;
    // The browser's own "Stop sharing" ends the track.
    track.addEventListener('ended', () => {
      if (this.#local.screen === screen && !this.#session.ended) this.unpublish('screen');
    });
    this.#sendVideo(track);
    this.#local.switched('screen', true);
  }

  #stopScreen(): void {
    for (const track of this.#local.screen?.getTracks() ?? []) track.stop();
    this.#local.screen = null;
  }

  #closeLinks(): void {
    for (const link of this.#links.values()) link.close();
    this.#links.clear();
  }
}
