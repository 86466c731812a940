import type { ProviderAuth } from '@hanyu/contract';
import type {
  ClientConfig,
  CustomAudioTrackInitConfig,
  CustomVideoTrackInitConfig,
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  ILocalTrack,
  ScreenVideoTrackInitConfig,
} from 'agora-rtc-sdk-ng';
import type { NativeRtcEnvironment } from './native-rtc.ts';
import type { RtcProviderOptions } from './rtc-provider.ts';
import { type VendorMedia, type VendorMediaEvents, VendorRtc } from './vendor-rtc.ts';

/** A local track as the adapter uses it: a part of Agora's ILocalTrack. */
export type AgoraLocalTrack = Pick<ILocalTrack, 'setMuted' | 'close' | 'getMediaStreamTrack' | 'on'>;

/** The part of Agora's IAgoraRTCClient the adapter uses (method syntax: the SDK's own client fits). */
export interface AgoraClient {
  on: IAgoraRTCClient['on'];
  join: IAgoraRTCClient['join'];
  leave: IAgoraRTCClient['leave'];
  subscribe: IAgoraRTCClient['subscribe'];
  renewToken: IAgoraRTCClient['renewToken'];
  publish(tracks: AgoraLocalTrack | AgoraLocalTrack[]): Promise<void>;
  unpublish(tracks?: AgoraLocalTrack | AgoraLocalTrack[]): Promise<void>;
}

/** The part of Agora's IAgoraRTC (the SDK's default export) the adapter uses; tests give a fake. */
export interface AgoraSdk {
  checkSystemRequirements(): boolean;
  createClient(config: ClientConfig): AgoraClient;
  createCustomAudioTrack(config: CustomAudioTrackInitConfig): AgoraLocalTrack;
  createCustomVideoTrack(config: CustomVideoTrackInitConfig): AgoraLocalTrack;
  createScreenVideoTrack(config: ScreenVideoTrackInitConfig, withAudio: 'disable'): Promise<AgoraLocalTrack>;
}

/** The tracks a remote user publishes now. */
function tracksOf(user: IAgoraRTCRemoteUser): MediaStreamTrack[] {
  const tracks: MediaStreamTrack[] = [];
  if (user.hasAudio && user.audioTrack) tracks.push(user.audioTrack.getMediaStreamTrack());
  if (user.hasVideo && user.videoTrack) tracks.push(user.videoTrack.getMediaStreamTrack());
  return tracks;
}

/**
 * Agora's Web SDK behind VendorMedia. The page's own camera and microphone tracks are sent as Agora custom
 * tracks; a muted microphone is `setMuted(true)`; the screen is Agora's screen track and takes the camera's
 * place (a client publishes one video track); remote users are subscribed as they publish.
 */
export class AgoraMedia implements VendorMedia {
  readonly #sdk: AgoraSdk;
  #client: AgoraClient | null = null;
  #audio: AgoraLocalTrack | null = null;
  #video: AgoraLocalTrack | null = null;
  #videoPublished = false;
  #screen: AgoraLocalTrack | null = null;

  constructor(sdk: AgoraSdk) {
    this.#sdk = sdk;
  }

  async supported(): Promise<boolean> {
    return this.#sdk.checkSystemRequirements();
  }

  async join(auth: ProviderAuth, events: VendorMediaEvents): Promise<void> {
    if (auth.provider !== 'agora') throw new Error(`an Agora room got ${auth.provider} credentials`);
    const client = this.#sdk.createClient({ mode: 'rtc', codec: 'vp8' });
    this.#client = client;
    client.on('user-published', (user, mediaType) => {
      if (mediaType === 'datachannel') return;
      void client.subscribe(user, mediaType).then(
        () => events.remote(String(user.uid), tracksOf(user)),
        () => undefined,
      );
    });
    client.on('user-unpublished', (user) => events.remote(String(user.uid), tracksOf(user)));
    client.on('user-left', (user) => events.remote(String(user.uid), []));
    client.on('connection-state-change', (state, previous, reason) => {
      if (state === 'RECONNECTING') events.connection('reconnecting');
      else if (state === 'CONNECTED' && previous === 'RECONNECTING') events.connection('connected');
      else if (state === 'DISCONNECTED' && reason !== 'LEAVE') {
        // The same uid entering elsewhere pushes this one out.
        events.ended(reason === 'UID_BANNED' || reason === 'UID_CONFLICT' ? 'replaced' : 'network');
      }
    });
    client.on('token-privilege-will-expire', () => events.credentialsExpiring());
    await client.join(auth.app_id, auth.channel, auth.token, auth.uid);
  }

  async renew(auth: ProviderAuth): Promise<void> {
    if (auth.provider === 'agora') await this.#client?.renewToken(auth.token);
  }

  async sendAudio(track: MediaStreamTrack | null): Promise<void> {
    const client = this.#client;
    if (!client) return;
    if (!track) {
      await this.#audio?.setMuted(true);
      return;
    }
    if (this.#audio?.getMediaStreamTrack() === track) {
      await this.#audio.setMuted(false);
      return;
    }
    if (this.#audio) await client.unpublish(this.#audio);
    this.#audio = this.#sdk.createCustomAudioTrack({ mediaStreamTrack: track });
    await client.publish(this.#audio);
  }

  async sendVideo(track: MediaStreamTrack | null): Promise<void> {
    const client = this.#client;
    if (!client) return;
    if (this.#video && this.#video.getMediaStreamTrack() !== track) {
      if (this.#videoPublished) await client.unpublish(this.#video);
      this.#video = null;
      this.#videoPublished = false;
    }
    if (!track) return;
    this.#video ??= this.#sdk.createCustomVideoTrack({ mediaStreamTrack: track });
    if (!this.#videoPublished && !this.#screen) {
      await client.publish(this.#video);
      this.#videoPublished = true;
    }
  }

  async startScreen(onEnded: () => void): Promise<MediaStreamTrack> {
    const client = this.#client;
    if (!client) throw new Error('not in the room');
    const screen = await this.#sdk.createScreenVideoTrack({}, 'disable');
    this.#screen = screen;
    screen.on('track-ended', onEnded);
    if (this.#video && this.#videoPublished) {
      await client.unpublish(this.#video);
      this.#videoPublished = false;
    }
    await client.publish(screen);
    return screen.getMediaStreamTrack();
  }

  async stopScreen(): Promise<void> {
    const screen = this.#screen;
    this.#screen = null;
    if (!screen) return;
    await this.#client?.unpublish(screen);
    screen.close();
  }

  async leave(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    this.#screen?.close();
    this.#screen = null;
    await client?.leave();
  }
}

/** An Agora room: our signalling socket for presence and state, Agora for the media. */
export function createAgoraRtc(
  options: RtcProviderOptions,
  sdk: AgoraSdk,
  env?: NativeRtcEnvironment,
): VendorRtc {
  return new VendorRtc(options, new AgoraMedia(sdk), env);
}
