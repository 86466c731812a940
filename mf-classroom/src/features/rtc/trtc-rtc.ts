import type { ProviderAuth } from '@hanyu/contract';
import type TRTC from 'trtc-sdk-v5';
import type { TRTCEventTypes } from 'trtc-sdk-v5';
import type { NativeRtcEnvironment } from './native-rtc.ts';
import type { RtcProviderOptions } from './rtc-provider.ts';
import { type VendorMedia, type VendorMediaEvents, VendorRtc } from './vendor-rtc.ts';

type StreamType = TRTCEventTypes['remote-video-available'][0]['streamType'];

/** The part of a TRTC instance the adapter uses (the SDK's own `TRTC` fits); tests give a fake. */
export interface TrtcClient {
  on<T extends keyof TRTCEventTypes>(event: T, handler: (...args: TRTCEventTypes[T]) => void): unknown;
  enterRoom: TRTC['enterRoom'];
  exitRoom: TRTC['exitRoom'];
  destroy: TRTC['destroy'];
  startLocalAudio: TRTC['startLocalAudio'];
  updateLocalAudio: TRTC['updateLocalAudio'];
  startLocalVideo: TRTC['startLocalVideo'];
  updateLocalVideo: TRTC['updateLocalVideo'];
  stopLocalVideo: TRTC['stopLocalVideo'];
  startScreenShare: TRTC['startScreenShare'];
  stopScreenShare: TRTC['stopScreenShare'];
  startRemoteVideo: TRTC['startRemoteVideo'];
  getVideoTrack: TRTC['getVideoTrack'];
}

/** The TRTC class's statics the adapter uses. */
export interface TrtcSdk {
  create(): TrtcClient;
  isSupported(): Promise<{ result: boolean }>;
}

const SUB = 'sub' as StreamType;

/**
 * TRTC's Web SDK (v5) behind VendorMedia. The page's camera and microphone tracks are TRTC's custom capture
 * (`option.videoTrack` / `audioTrack`); a muted microphone is `updateLocalAudio({ mute: true })`; the screen
 * is TRTC's sub stream, shown to the others in place of the camera. Remote video is subscribed without a
 * view and handed to the page as tracks (TRTC's `track` event); remote audio TRTC plays itself.
 */
export class TrtcMedia implements VendorMedia {
  readonly #sdk: TrtcSdk;
  #trtc: TrtcClient | null = null;
  #audio: MediaStreamTrack | null = null;
  #video: MediaStreamTrack | null = null;
  #videoStarted = false;
  /** Remote video by user id and stream type ('main' camera, 'sub' screen). */
  readonly #remote = new Map<string, Map<StreamType, MediaStreamTrack>>();
  #onScreenEnded: (() => void) | null = null;

  constructor(sdk: TrtcSdk) {
    this.#sdk = sdk;
  }

  async supported(): Promise<boolean> {
    return (await this.#sdk.isSupported()).result;
  }

  async join(auth: ProviderAuth, events: VendorMediaEvents): Promise<void> {
    if (auth.provider !== 'trtc') throw new Error(`a TRTC room got ${auth.provider} credentials`);
    const trtc = this.#sdk.create();
    this.#trtc = trtc;
    const report = (userId: string) => {
      const videos = this.#remote.get(userId);
      // A shared screen is shown instead of the camera, as in native rooms.
      const shown = videos?.get(SUB) ?? [...(videos?.values() ?? [])][0];
      events.remote(userId, shown ? [shown] : []);
    };
    trtc.on('remote-video-available', ({ userId, streamType }) => {
      void trtc.startRemoteVideo({ userId, streamType, view: null }).catch(() => undefined);
    });
    trtc.on('track', ({ userId, streamType, track }) => {
      // An empty user id is this browser's own track.
      if (!userId || track.kind !== 'video' || !streamType) return;
      const videos = this.#remote.get(userId) ?? new Map<StreamType, MediaStreamTrack>();
      videos.set(streamType, track);
      this.#remote.set(userId, videos);
      report(userId);
    });
    trtc.on('remote-video-unavailable', ({ userId, streamType }) => {
      this.#remote.get(userId)?.delete(streamType);
      report(userId);
    });
    trtc.on('remote-user-exit', ({ userId }) => {
      this.#remote.delete(userId);
      report(userId);
    });
    trtc.on('connection-state-changed', ({ state, prevState }) => {
      const now = String(state);
      if (now === 'RECONNECTING') events.connection('reconnecting');
      else if (now === 'CONNECTED' && String(prevState) === 'RECONNECTING') events.connection('connected');
      else if (now === 'DISCONNECTED' && String(prevState) === 'RECONNECTING') events.ended('network');
    });
    // The same user id entering elsewhere kicks this one out ("kick"); a ban or a disbanded room ends it too.
    trtc.on('kicked-out', ({ reason }) => events.ended(String(reason) === 'kick' ? 'replaced' : 'network'));
    trtc.on('screen-share-stopped', () => this.#onScreenEnded?.());
    await trtc.enterRoom({
      sdkAppId: auth.sdk_app_id,
      userId: auth.user_id,
      userSig: auth.user_sig,
      strRoomId: auth.room_id,
    });
  }

  /** A UserSig is checked when entering only: the API gives one valid until the room closes. */
  async renew(): Promise<void> {}

  async sendAudio(track: MediaStreamTrack | null): Promise<void> {
    const trtc = this.#trtc;
    if (!trtc) return;
    if (!track) {
      if (this.#audio) await trtc.updateLocalAudio({ mute: true });
    } else if (!this.#audio) {
      await trtc.startLocalAudio({ option: { audioTrack: track } });
    } else {
      await trtc.updateLocalAudio({
        mute: false,
        ...(track === this.#audio ? {} : { option: { audioTrack: track } }),
      });
    }
    if (track) this.#audio = track;
  }

  async sendVideo(track: MediaStreamTrack | null): Promise<void> {
    const trtc = this.#trtc;
    if (!trtc) return;
    if (!track) {
      if (this.#videoStarted) await trtc.stopLocalVideo();
      this.#videoStarted = false;
    } else if (!this.#videoStarted) {
      await trtc.startLocalVideo({ view: null, option: { videoTrack: track } });
      this.#videoStarted = true;
    } else if (track !== this.#video) {
      await trtc.updateLocalVideo({ option: { videoTrack: track } });
    }
    this.#video = track;
  }

  async startScreen(onEnded: () => void): Promise<MediaStreamTrack> {
    const trtc = this.#trtc;
    if (!trtc) throw new Error('not in the room');
    await trtc.startScreenShare({ view: null });
    this.#onScreenEnded = onEnded;
    const track = trtc.getVideoTrack({ streamType: SUB });
    if (!track) throw new Error('the screen share has no track');
    return track;
  }

  async stopScreen(): Promise<void> {
    this.#onScreenEnded = null;
    await this.#trtc?.stopScreenShare();
  }

  async leave(): Promise<void> {
    const trtc = this.#trtc;
    this.#trtc = null;
    if (!trtc) return;
    await trtc.exitRoom().catch(() => undefined);
    trtc.destroy();
  }
}

/** A TRTC room: our signalling socket for presence and state, TRTC for the media. */
export function createTrtcRtc(
  options: RtcProviderOptions,
  sdk: TrtcSdk,
  env?: NativeRtcEnvironment,
): VendorRtc {
  return new VendorRtc(options, new TrtcMedia(sdk), env);
}
