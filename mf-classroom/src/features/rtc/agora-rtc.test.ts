import type { ClassroomEntry, MediaState, ServerSignal } from '@hanyu/contract';
import type { IAgoraRTCRemoteUser } from 'agora-rtc-sdk-ng';
import { FakeTrack } from '../../testing/fake-media.ts';
import { classroomEntry, roomPeer } from '../../testing/fixtures.ts';
import {
  cameraAndMic,
  recordEvents,
  settle,
  until,
  vendorRoomEnvironment,
} from '../../testing/vendor-room.ts';
import { type AgoraClient, type AgoraLocalTrack, type AgoraSdk, createAgoraRtc } from './agora-rtc.ts';

type Listener = (...args: unknown[]) => void;

/** A local track of the fake SDK, wrapping the browser track it was made from. */
class FakeAgoraTrack implements AgoraLocalTrack {
  readonly source: MediaStreamTrack;
  muted = false;
  closed = false;
  readonly listeners = new Map<string, Listener>();
  constructor(source: MediaStreamTrack) {
    this.source = source;
  }
  setMuted = async (muted: boolean) => {
    this.muted = muted;
  };
  close = () => {
    this.closed = true;
  };
  getMediaStreamTrack = () => this.source;
  on = ((event: string, listener: Listener) => {
    this.listeners.set(event, listener);
  }) as AgoraLocalTrack['on'];
}

/** Agora's client as the test sees it: what was called, and events the test emits. */
class FakeAgoraClient implements AgoraClient {
  readonly calls: string[] = [];
  readonly published = new Set<FakeAgoraTrack>();
  readonly listeners = new Map<string, Listener>();
  joined: unknown[] | null = null;
  on = ((event: string, listener: Listener) => {
    this.listeners.set(event, listener);
  }) as AgoraClient['on'];
  join = (async (...args: unknown[]) => {
    this.joined = args;
    return args[3];
  }) as AgoraClient['join'];
  leave = async () => {
    this.calls.push('leave');
  };
  subscribe = (async (user: IAgoraRTCRemoteUser, mediaType: string) => {
    this.calls.push(`subscribe ${user.uid} ${mediaType}`);
  }) as unknown as AgoraClient['subscribe'];
  renewToken = async (token: string) => {
    this.calls.push(`renew ${token}`);
  };
  async publish(tracks: AgoraLocalTrack | AgoraLocalTrack[]): Promise<void> {
    for (const track of [tracks].flat()) {
      this.published.add(track as FakeAgoraTrack);
      this.calls.push(`publish ${(track as FakeAgoraTrack).source.label}`);
    }
  }
  async unpublish(tracks?: AgoraLocalTrack | AgoraLocalTrack[]): Promise<void> {
    for (const track of [tracks ?? []].flat()) {
      this.published.delete(track as FakeAgoraTrack);
      this.calls.push(`unpublish ${(track as FakeAgoraTrack).source.label}`);
    }
  }
  emit(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.(...args);
  }
}

class FakeAgora implements AgoraSdk {
  readonly client = new FakeAgoraClient();
  supported = true;
  screen: FakeAgoraTrack | null = null;
  checkSystemRequirements = () => this.supported;
  createClient = () => this.client;
  createCustomAudioTrack = ({ mediaStreamTrack }: { mediaStreamTrack: MediaStreamTrack }) =>
    new FakeAgoraTrack(mediaStreamTrack);
  createCustomVideoTrack = ({ mediaStreamTrack }: { mediaStreamTrack: MediaStreamTrack }) =>
    new FakeAgoraTrack(mediaStreamTrack);
  createScreenVideoTrack = async () => {
    this.screen = new FakeAgoraTrack(new FakeTrack('video', 'screen') as unknown as MediaStreamTrack);
    return this.screen;
  };
}

const AUTH = {
  provider: 'agora',
  app_id: 'a'.repeat(32),
  channel: 'lesson-7',
  uid: 5,
  token: '007-one',
} as const;
const ON: MediaState = { audio: true, video: true, screen: false };
const agoraEntry = (fields: Partial<ClassroomEntry> = {}) =>
  classroomEntry({ provider: 'agora', provider_auth: AUTH, ...fields });
const me = (state: MediaState = ON) =>
  roomPeer({ peer_id: 'p-me', user_id: 5, name: 'Emma B.', role: 2, state });
const teacher = roomPeer({ peer_id: 'p-teacher', user_id: 11 });
const welcome = (state: MediaState = ON): ServerSignal =>
  ({
    type: 'welcome',
    you: me(state),
    peers: [teacher],
    room: { id: 'lesson-7', closes_at: '2030-01-07T03:30:00.000Z' },
    page: 1,
  }) as ServerSignal;

/** A remote user as Agora describes one, with the browser tracks it publishes. */
function remoteUser(uid: number, tracks: { audio?: MediaStreamTrack; video?: MediaStreamTrack }) {
  return {
    uid,
    hasAudio: Boolean(tracks.audio),
    hasVideo: Boolean(tracks.video),
    audioTrack: tracks.audio && { getMediaStreamTrack: () => tracks.audio },
    videoTrack: tracks.video && { getMediaStreamTrack: () => tracks.video },
  } as unknown as IAgoraRTCRemoteUser;
}

async function enter({ state = ON, renewals = [] as ClassroomEntry[] } = {}) {
  const agora = new FakeAgora();
  const room = vendorRoomEnvironment({ renewals });
  const rtc = createAgoraRtc({ renewEntry: room.renewEntry }, agora, room.env);
  const recorded = recordEvents(rtc);
  const media = cameraAndMic();
  rtc.join(agoraEntry(), media.local as unknown as MediaStream);
  await settle();
  room.socket().receive(welcome(state));
  await settle();
  return { agora, client: agora.client, room, rtc, ...recorded, ...media };
}

describe('the Agora room', () => {
  it("joins Agora's channel with the API's credentials and our socket for presence", async () => {
    const { client, room, connections, of } = await enter();
    expect(client.joined).toEqual(['a'.repeat(32), 'lesson-7', '007-one', 5]);
    expect(room.socket().url).toBe('wss://hanyu.test/api/classroom/signal?token=room-token-1');
    expect(of('joined')[0]?.peers).toEqual([teacher]);
    expect(connections()).toEqual(['connecting', 'connected']);
    // The page's own microphone and camera go out as Agora custom tracks.
    expect(client.calls).toEqual(['publish mic', 'publish camera']);
  });

  it("shows a remote user's media on the peer the socket announced under the same user id", async () => {
    const { client, of } = await enter();
    const voice = new FakeTrack('audio', 'teacher-mic') as unknown as MediaStreamTrack;
    const face = new FakeTrack('video', 'teacher-camera') as unknown as MediaStreamTrack;
    client.emit('user-published', remoteUser(11, { audio: voice, video: face }), 'video');
    await settle();
    expect(client.calls).toContain('subscribe 11 video');
    const [shown] = of('peer-stream');
    expect(shown?.peerId).toBe('p-teacher');
    expect(shown?.stream.getTracks()).toEqual([voice, face]);

    client.emit('user-unpublished', remoteUser(11, { audio: voice }), 'video');
    expect(of('peer-stream')[1]?.stream.getTracks()).toEqual([voice]);
  });

  it('mutes by sending silence and tells the server, which stays the truth on rejoin', async () => {
    const { rtc, client, room, mic } = await enter();
    rtc.unpublish('microphone');
    await settle();
    const audio = [...client.published].find(
      (track) => track.source === (mic as unknown as MediaStreamTrack),
    );
    expect(audio?.muted).toBe(true);
    expect(room.socket().sent).toContainEqual({
      type: 'state',
      state: { audio: false, video: true, screen: false },
    });

    // Reconnected: the server says the camera is off, so it is stopped and no longer sent.
    room.socket().drop(1006);
    await until(() => room.sockets.length === 2);
    room.socket().receive(welcome({ audio: false, video: false, screen: false }));
    await settle();
    expect(client.calls.at(-1)).toBe('unpublish camera');
    expect(audio?.muted).toBe(true);
  });

  it('shares the screen with Agora’s screen track in place of the camera, and back when the browser stops it', async () => {
    const { rtc, agora, client, of } = await enter();
    await rtc.publish('screen');
    expect(client.calls.slice(-2)).toEqual(['unpublish camera', 'publish screen']);
    expect(of('local-state').at(-1)?.state).toEqual({ audio: true, video: true, screen: true });

    agora.screen?.listeners.get('track-ended')?.();
    await settle();
    expect(agora.screen?.closed).toBe(true);
    expect(client.calls.slice(-2)).toEqual(['unpublish screen', 'publish camera']);
    expect(of('local-state').at(-1)?.state).toEqual(ON);
  });

  it("maps Agora's connection states: reconnecting, back, and pushed out by the same user elsewhere", async () => {
    const { client, connections, errors } = await enter();
    client.emit('connection-state-change', 'RECONNECTING', 'CONNECTED');
    client.emit('connection-state-change', 'CONNECTED', 'RECONNECTING');
    client.emit('connection-state-change', 'DISCONNECTED', 'CONNECTED', 'UID_BANNED');
    expect(connections()).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'failed']);
    expect(errors()).toEqual(['replaced']);
    await settle();
    expect(client.calls).toContain('leave');
  });

  it('renews its Agora token with a fresh entry before it expires', async () => {
    const renewed = agoraEntry({ provider_auth: { ...AUTH, token: '007-two' } });
    const { client } = await enter({ renewals: [renewed] });
    client.emit('token-privilege-will-expire');
    await settle();
    expect(client.calls).toContain('renew 007-two');
  });

  it('follows and turns the courseware page on the signalling socket, as a native room does', async () => {
    const { rtc, room } = await enter();
    const pages: number[] = [];
    rtc.on('page', ({ page }) => pages.push(page));
    room.socket().receive({ type: 'page', page: 3 });
    rtc.turnPage(4);
    expect(pages).toEqual([3]);
    expect(room.socket().sent.at(-1)).toEqual({ type: 'page', page: 4 });
  });

  it('a viewer refused by a full big class (4429) is told so and leaves Agora, without reconnecting', async () => {
    const { client, room, connections, errors } = await enter();
    room.socket().drop(4429);
    await settle();
    expect(errors()).toEqual(['viewersFull']);
    expect(connections()).toEqual(['connecting', 'connected', 'failed']);
    expect(client.calls).toContain('leave');
  });

  it('says the browser cannot join when Agora says so', async () => {
    const agora = new FakeAgora();
    agora.supported = false;
    const room = vendorRoomEnvironment();
    const rtc = createAgoraRtc({ renewEntry: room.renewEntry }, agora, room.env);
    const { connections, errors } = recordEvents(rtc);
    rtc.join(agoraEntry(), null);
    await settle();
    expect(errors()).toEqual(['call']);
    expect(connections()).toEqual(['connecting', 'failed']);
    expect(agora.client.joined).toBeNull();
  });
});
