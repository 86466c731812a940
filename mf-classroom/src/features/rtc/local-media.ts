import type { MediaState } from '@hanyu/contract';
import type { createRtcEmitter, MediaKind } from './rtc-provider.ts';
import type { SignalSession } from './signal-session.ts';

type RtcEmitter = ReturnType<typeof createRtcEmitter>;

function sameState(a: MediaState, b: MediaState): boolean {
  return a.audio === b.audio && a.video === b.video && a.screen === b.screen;
}

/**
 * What this browser sends, whoever carries it: the microphone and camera tracks (`camera`, kept current: a
 * camera turned off is stopped and removed), the shared screen, and the media state the server is told on the
 * signalling session and the page is shown as `local-state`.
 */
export class LocalMedia {
  readonly #events: RtcEmitter;
  readonly #session: SignalSession;
  #camera: MediaStream | null = null;
  #state: MediaState = { audio: false, video: false, screen: false };
  /** The shared screen, while there is one. */
  screen: MediaStream | null = null;

  constructor(events: RtcEmitter, session: SignalSession) {
    this.#events = events;
    this.#session = session;
  }

  get camera(): MediaStream | null {
    return this.#camera;
  }

  get state(): MediaState {
    return this.#state;
  }

  /** Starts from the tracks the page checked before entering: on if present, no share. */
  use(camera: MediaStream): void {
    this.#camera = camera;
    this.#state = { audio: Boolean(this.track('audio')), video: Boolean(this.track('video')), screen: false };
  }

  /** The live microphone or camera track, if any. */
  track(kind: 'audio' | 'video'): MediaStreamTrack | null {
    return (
      this.#camera?.getTracks().find((track) => track.kind === kind && track.readyState === 'live') ?? null
    );
  }

  /** A change of this person's own: the server hears it and the page shows it. */
  set(change: Partial<MediaState>): void {
    this.#state = { ...this.#state, ...change };
    this.#session.sendState(this.#state);
    this.announce();
  }

  /** This person turned a kind of media on or off. */
  switched(kind: MediaKind, on: boolean): void {
    if (kind === 'microphone') this.set({ audio: on });
    else if (kind === 'camera') this.set({ video: on });
    else this.set({ screen: on });
  }

  /** Takes what this browser could restore of the server's state; the server hears of any difference. */
  settle(server: MediaState, actual: MediaState): MediaState {
    this.#state = actual;
    if (!sameState(actual, server)) this.#session.sendState(actual);
    return actual;
  }

  /** Emits `local-state`. */
  announce(): void {
    this.#events.emit('local-state', { state: this.#state, camera: this.#camera, screen: this.screen });
  }

  /**
   * A device turned on after entering, added to `camera`; null (with a `device` error) when the browser
   * would not give it or the room ended meanwhile.
   */
  async acquire(
    kind: 'audio' | 'video',
    getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>,
  ): Promise<MediaStreamTrack | null> {
    let track: MediaStreamTrack | undefined;
    try {
      const stream = await getUserMedia(kind === 'audio' ? { audio: true } : { video: true });
      track = stream.getTracks().find((candidate) => candidate.kind === kind);
    } catch {
      track = undefined;
    }
    const camera = this.#camera;
    if (!track || !camera || this.#session.ended) {
      track?.stop();
      if (!this.#session.ended) this.#events.emit('error', { kind: 'device' });
      return null;
    }
    camera.addTrack(track);
    return track;
  }

  /** Stops the camera (its light goes off) and removes it; false when none was on. */
  stopCamera(): boolean {
    const camera = this.track('video');
    if (!camera) return false;
    camera.stop();
    this.#camera?.removeTrack(camera);
    return true;
  }
}
