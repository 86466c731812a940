import type { ClassroomEntry, MediaState } from '@hanyu/contract';
import { FakeTrack } from '../../testing/fake-media.ts';
import { classroomEntry, roomPeer } from '../../testing/fixtures.ts';
import { cameraAndMic, recordEvents, settle, vendorRoomEnvironment } from '../../testing/vendor-room.ts';
import { createTrtcRtc, type TrtcClient, type TrtcSdk } from './trtc-rtc.ts';

type Listener = (...args: unknown[]) => void;
const track = (kind: 'audio' | 'video', label: string) =>
  new FakeTrack(kind, label) as unknown as MediaStreamTrack;

/** A TRTC instance as the test sees it: each call with its argument, and events the test emits. */
class FakeTrtc implements TrtcClient {
  readonly calls: Array<[string, unknown]> = [];
  readonly listeners = new Map<string, Listener>();
  readonly screen = track('video', 'screen');
  #record = (name: string) => async (argument?: unknown) => {
    this.calls.push([name, argument]);
  };
  on = ((event: string, listener: Listener) => {
    this.listeners.set(event, listener);
  }) as TrtcClient['on'];
  enterRoom = this.#record('enterRoom');
  exitRoom = this.#record('exitRoom');
  destroy = () => {
    this.calls.push(['destroy', undefined]);
  };
  startLocalAudio = this.#record('startLocalAudio');
  updateLocalAudio = this.#record('updateLocalAudio');
  startLocalVideo = this.#record('startLocalVideo');
  updateLocalVideo = this.#record('updateLocalVideo');
  stopLocalVideo = this.#record('stopLocalVideo');
  startScreenShare = this.#record('startScreenShare');
  stopScreenShare = this.#record('stopScreenShare');
  startRemoteVideo = this.#record('startRemoteVideo');
  getVideoTrack = (() => this.screen) as TrtcClient['getVideoTrack'];
  emit(event: string, payload?: unknown): void {
    this.listeners.get(event)?.(payload);
  }
  named(name: string): unknown[] {
    return this.calls.filter(([call]) => call === name).map(([, argument]) => argument);
  }
}

class FakeTrtcSdk implements TrtcSdk {
  readonly trtc = new FakeTrtc();
  create = () => this.trtc;
  isSupported = async () => ({ result: true });
}

const AUTH = {
  provider: 'trtc',
  sdk_app_id: 1400000000,
  room_id: 'lesson-7',
  user_id: '5',
  user_sig: 'sig',
} as const;
const ON: MediaState = { audio: true, video: true, screen: false };
const trtcEntry = (fields: Partial<ClassroomEntry> = {}) =>
  classroomEntry({ provider: 'trtc', provider_auth: AUTH, ...fields });
const me = roomPeer({ peer_id: 'p-me', user_id: 5, name: 'Emma B.', role: 2, state: ON });
const teacher = roomPeer({ peer_id: 'p-teacher', user_id: 11 });

async function enter({ state = ON } = {}) {
  const sdk = new FakeTrtcSdk();
  const room = vendorRoomEnvironment();
  const rtc = createTrtcRtc({ renewEntry: room.renewEntry }, sdk, room.env);
  const recorded = recordEvents(rtc);
  const media = cameraAndMic();
  rtc.join(trtcEntry(), media.local as unknown as MediaStream);
  await settle();
  room.socket().receive({
    type: 'welcome',
    you: { ...me, state },
    peers: [teacher],
    room: { id: 'lesson-7', closes_at: '2030-01-07T03:30:00.000Z' },
    page: 1,
  } as never);
  await settle();
  return { trtc: sdk.trtc, room, rtc, ...recorded, ...media };
}

describe('the TRTC room', () => {
  it("enters TRTC's string room with the API's UserSig and sends the page's own tracks", async () => {
    const { trtc, mic, camera, connections } = await enter();
    expect(trtc.named('enterRoom')).toEqual([
      { sdkAppId: 1400000000, userId: '5', userSig: 'sig', strRoomId: 'lesson-7' },
    ]);
    expect(trtc.named('startLocalAudio')).toEqual([{ option: { audioTrack: mic } }]);
    expect(trtc.named('startLocalVideo')).toEqual([{ view: null, option: { videoTrack: camera } }]);
    expect(connections()).toEqual(['connecting', 'connected']);
  });

  it("subscribes remote video without a view and shows it on the user's peer, the screen before the camera", async () => {
    const { trtc, of } = await enter();
    trtc.emit('remote-video-available', { userId: '11', streamType: 'main' });
    await settle();
    expect(trtc.named('startRemoteVideo')).toEqual([{ userId: '11', streamType: 'main', view: null }]);
    const face = track('video', 'teacher-camera');
    const slides = track('video', 'teacher-screen');
    trtc.emit('track', { userId: '11', streamType: 'main', track: face });
    trtc.emit('track', { userId: '11', streamType: 'sub', track: slides });
    expect(of('peer-stream').map((shown) => [shown.peerId, shown.stream.getTracks()])).toEqual([
      ['p-teacher', [face]],
      ['p-teacher', [slides]],
    ]);
    trtc.emit('remote-video-unavailable', { userId: '11', streamType: 'sub' });
    expect(of('peer-stream').at(-1)?.stream.getTracks()).toEqual([face]);
  });

  it('mutes with updateLocalAudio and keeps the mute the server restores', async () => {
    const { rtc, trtc, room } = await enter({ state: { audio: false, video: true, screen: false } });
    expect(trtc.named('startLocalAudio')).toEqual([]);
    await rtc.publish('microphone');
    expect(trtc.named('startLocalAudio')).toHaveLength(1);
    rtc.unpublish('microphone');
    await settle();
    expect(trtc.named('updateLocalAudio')).toEqual([{ mute: true }]);
    expect(room.socket().sent.at(-1)).toEqual({
      type: 'state',
      state: { audio: false, video: true, screen: false },
    });
  });

  it("shares the screen as TRTC's sub stream and ends it when TRTC says it stopped", async () => {
    const { rtc, trtc, of } = await enter();
    await rtc.publish('screen');
    expect(trtc.named('startScreenShare')).toEqual([{ view: null }]);
    expect(of('local-state').at(-1)?.screen?.getTracks()).toEqual([trtc.screen]);
    trtc.emit('screen-share-stopped');
    await settle();
    expect(trtc.named('stopScreenShare')).toHaveLength(1);
    expect(of('local-state').at(-1)?.state).toEqual(ON);
  });

  it('is pushed out when the same user enters elsewhere, and reconnects with TRTC', async () => {
    const { trtc, connections, errors } = await enter();
    trtc.emit('connection-state-changed', { prevState: 'CONNECTED', state: 'RECONNECTING' });
    trtc.emit('connection-state-changed', { prevState: 'RECONNECTING', state: 'CONNECTED' });
    trtc.emit('kicked-out', { reason: 'kick' });
    expect(connections()).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'failed']);
    expect(errors()).toEqual(['replaced']);
    await settle();
    expect(trtc.named('exitRoom')).toHaveLength(1);
    expect(trtc.named('destroy')).toHaveLength(1);
  });
});
