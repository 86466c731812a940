import type { ClassroomEntry, MediaState, ProviderAuth, RoomPeer } from '@hanyu/contract';
import { LocalMedia } from './local-media.ts';
import { browserEnvironment, type NativeRtcEnvironment } from './native-rtc.ts';
import {
  createRtcEmitter,
  type MediaKind,
  type RtcProvider,
  type RtcProviderOptions,
} from './rtc-provider.ts';
import { SignalSession } from './signal-session.ts';

/**
 * A room whose media goes through a vendor (Agora, TRTC) while who is in it and their media state stay on
 * our signalling socket (`SignalSession`, docs/classroom-protocol.md, "Vendor rooms"): the server remains the one truth for
 * mute and screen state after a reconnect, and the room shows the same people whatever carries the media.
 * The vendor's SDK hides behind `VendorMedia`, so each adapter is a small mapping tested with a fake of the
 * SDK's own interface.
 */

/** What a vendor adapter tells the room. */
export interface VendorMediaEvents {
  /** The tracks a vendor user sends now; none when they stopped or left. */
  remote(vendorUserId: string, tracks: MediaStreamTrack[]): void;
  connection(state: 'connected' | 'reconnecting'): void;
  /** The vendor ended the session: the same user entered elsewhere, or it gave up on the network. */
  ended(kind: 'replaced' | 'network'): void;
  /** The credentials expire soon: fresh ones are given to `renew`. */
  credentialsExpiring(): void;
}

/** A vendor's SDK as the room uses it. */
export interface VendorMedia {
  /** False when the SDK says this browser cannot take part. */
  supported(): Promise<boolean>;
  join(auth: ProviderAuth, events: VendorMediaEvents): Promise<void>;
  renew(auth: ProviderAuth): Promise<void>;
  /** Sends this microphone track, or silence when null (muted). */
  sendAudio(track: MediaStreamTrack | null): Promise<void>;
  /** Sends this camera track, or no video when null. */
  sendVideo(track: MediaStreamTrack | null): Promise<void>;
  /** Shares the screen with the vendor's screen track; `onEnded` when the browser stops it. */
  startScreen(onEnded: () => void): Promise<MediaStreamTrack>;
  stopScreen(): Promise<void>;
  leave(): Promise<void>;
}

/** The user id a vendor knows a participant by: ours, as text (Agora's numeric uid, TRTC's user id). */
export const vendorUserId = (userId: number) => String(userId);

export class VendorRtc implements RtcProvider {
  readonly #media: VendorMedia;
  readonly #env: NativeRtcEnvironment;
  readonly #events = createRtcEmitter();
  readonly #session: SignalSession;
  readonly #local: LocalMedia;
  /** Who is in, by vendor user id, as the signalling socket says. */
  readonly #peers = new Map<string, RoomPeer>();
  /** What each vendor user sends, kept until their peer is known. */
  readonly #remote = new Map<string, MediaStreamTrack[]>();
  #mediaJoined = false;

  constructor(
    options: RtcProviderOptions,
    media: VendorMedia,
    env: NativeRtcEnvironment = browserEnvironment(),
  ) {
    this.#media = media;
    this.#env = env;
    this.#session = new SignalSession(options, env, this.#events, {
      welcome: (you, peers) => this.#welcome(you, peers),
      peerJoined: (peer) => this.#addPeer(peer),
      peerLeft: (peerId) => {
        for (const [userId, peer] of this.#peers) if (peer.peer_id === peerId) this.#peers.delete(userId);
      },
      ended: () => this.#release(),
    });
    this.#local = new LocalMedia(this.#events, this.#session);
  }

  on: RtcProvider['on'] = (event, listener) => this.#events.on(event, listener);

  join(entry: ClassroomEntry, local: MediaStream | null): void {
    this.#local.use(local ?? this.#env.newStream());
    this.#session.enter(entry);
    void this.#start();
  }

  leave(): void {
    this.#session.leave();
  }

  async publish(kind: MediaKind): Promise<void> {
    if (this.#session.ended) return;
    if (kind === 'screen') {
      await this.#shareScreen();
      return;
    }
    const audio = kind === 'microphone';
    const device = audio ? 'audio' : 'video';
    const track =
      this.#local.track(device) ??
      (await this.#local.acquire(device, (constraints) => this.#env.getUserMedia(constraints)));
    if (!track || this.#session.ended) return;
    try {
      if (audio) await this.#media.sendAudio(track);
      else if (!this.#local.screen) await this.#media.sendVideo(track);
    } catch {
      if (!this.#session.ended) this.#events.emit('error', { kind: 'device' });
      return;
    }
    this.#local.switched(kind, true);
  }

  unpublish(kind: MediaKind): void {
    if (kind === 'microphone') void this.#media.sendAudio(null);
    else if (kind === 'camera') this.#stopCamera();
    else this.#stopScreen();
    this.#local.switched(kind, false);
  }

  turnPage(page: number): void {
    this.#session.send({ type: 'page', page });
  }

  async #start(): Promise<void> {
    const session = this.#session;
    if (!(await this.#media.supported().catch(() => false))) {
      session.fail('call');
      return;
    }
    if (!session.entry?.provider_auth) await session.renew();
    const auth = session.entry?.provider_auth;
    if (session.ended || !auth) return;
    session.connect();
    try {
      await this.#media.join(auth, {
        remote: (userId, tracks) => this.#remoteTracks(userId, tracks),
        connection: (state) => {
          if (state === 'reconnecting') this.#events.emit('connection', { state });
          else if (session.admitted) this.#events.emit('connection', { state: 'connected' });
        },
        ended: (kind) => session.fail(kind),
        credentialsExpiring: () => void this.#renewMedia(),
      });
    } catch {
      session.fail('call');
      return;
    }
    if (session.ended) return;
    this.#mediaJoined = true;
    // Nothing is sent before the server has said what this person's state is.
    if (session.admitted) await this.#sendLocal();
  }

  async #renewMedia(): Promise<void> {
    await this.#session.renew();
    const auth = this.#session.entry?.provider_auth;
    if (!this.#session.ended && auth) await this.#media.renew(auth).catch(() => undefined);
  }

  // --- presence and state, from the signalling session -------------------------------------------------

  #welcome(you: RoomPeer, peers: RoomPeer[]): void {
    this.#peers.clear();
    const state = this.#restore(you.state);
    this.#events.emit('joined', { you: { ...you, state }, peers });
    this.#local.announce();
    for (const peer of peers) this.#addPeer(peer);
    if (this.#mediaJoined) void this.#sendLocal();
  }

  /** Knows `peer` by its vendor user id, and shows what that user already sends. */
  #addPeer(peer: RoomPeer): void {
    const userId = vendorUserId(peer.user_id);
    this.#peers.set(userId, peer);
    const tracks = this.#remote.get(userId);
    if (tracks?.length)
      this.#events.emit('peer-stream', { peerId: peer.peer_id, stream: this.#env.newStream(tracks) });
  }

  #remoteTracks(userId: string, tracks: MediaStreamTrack[]): void {
    this.#remote.set(userId, tracks);
    const peer = this.#peers.get(userId);
    if (peer && tracks.length > 0) {
      this.#events.emit('peer-stream', { peerId: peer.peer_id, stream: this.#env.newStream(tracks) });
    }
  }

  /** The server's state for this person, limited to what this browser has (as the native room does). */
  #restore(server: MediaState): MediaState {
    if (!server.video) this.#stopCamera();
    if (!server.screen) this.#stopScreen();
    return this.#local.settle(server, {
      audio: server.audio && Boolean(this.#local.track('audio')),
      video: server.video && Boolean(this.#local.track('video')),
      screen: server.screen && Boolean(this.#local.screen),
    });
  }

  /** Publishes what the state says: the microphone or silence, the camera unless a screen is shared. */
  async #sendLocal(): Promise<void> {
    try {
      await this.#media.sendAudio(this.#local.state.audio ? this.#local.track('audio') : null);
      if (!this.#local.screen)
        await this.#media.sendVideo(this.#local.state.video ? this.#local.track('video') : null);
    } catch {
      if (!this.#session.ended) this.#events.emit('error', { kind: 'device' });
    }
  }

  // --- local media ------------------------------------------------------------------------------------

  #stopCamera(): void {
    if (this.#local.stopCamera() && !this.#local.screen) void this.#media.sendVideo(null);
  }

  async #shareScreen(): Promise<void> {
    if (!this.#env.getDisplayMedia) {
      this.#events.emit('error', { kind: 'screen-unsupported' });
      return;
    }
    let track: MediaStreamTrack;
    try {
      track = await this.#media.startScreen(() => {
        if (this.#local.screen && !this.#session.ended) this.unpublish('screen');
      });
    } catch {
      if (!this.#session.ended) this.#events.emit('error', { kind: 'screen-denied' });
      return;
    }
    if (this.#session.ended) {
      void this.#media.stopScreen();
      return;
    }
    this.#local.screen = this.#env.newStream([track]);
    this.#local.switched('screen', true);
  }

  /** Ends the share and gives the video back to the camera, if it is on. */
  #stopScreen(): void {
    if (!this.#local.screen) return;
    this.#local.screen = null;
    const camera = this.#local.state.video ? this.#local.track('video') : null;
    void this.#media
      .stopScreen()
      .then(() => (this.#session.ended ? undefined : this.#media.sendVideo(camera)));
  }

  // --- the end ----------------------------------------------------------------------------------------

  /** The session ended: the vendor's side goes too. */
  #release(): void {
    if (this.#local.screen) void this.#media.stopScreen().catch(() => undefined);
    this.#local.screen = null;
    void this.#media.leave().catch(() => undefined);
  }
}
