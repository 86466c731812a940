import type { ClassroomEntry, MediaState } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { asStream, FakeStream, FakeTrack } from '../../testing/fake-media.ts';
import { FakePeerConnection, type FakeSender } from '../../testing/fake-peer-connection.ts';
import { FakeSignalSocket } from '../../testing/fake-signal-socket.ts';
import { classroomEntry, roomPeer } from '../../testing/fixtures.ts';
import { reconnectDelay } from '../realtime/reconnect-delay.ts';
import { NativeRtc, type NativeRtcEnvironment } from './native-rtc.ts';
import type { RtcEvents } from './rtc-provider.ts';

const ON: MediaState = { audio: true, video: true, screen: false };
const NOW = Date.parse('2030-01-07T02:00:00.000Z');
const me = (state: MediaState = ON) =>
  roomPeer({ peer_id: 'p-me', user_id: 5, name: 'Emma B.', role: 2, state });
const teacher = roomPeer({ peer_id: 'p-teacher' });

function setUp({
  entry = classroomEntry(),
  local = new FakeStream([new FakeTrack('audio', 'mic'), new FakeTrack('video', 'camera')]),
  getDisplayMedia = (async () =>
    asStream(new FakeStream([new FakeTrack('video', 'screen')]))) as NativeRtcEnvironment['getDisplayMedia'],
  getUserMedia = async (constraints: MediaStreamConstraints) =>
    asStream(new FakeStream([new FakeTrack(constraints.video ? 'video' : 'audio', 'again')])),
}: {
  entry?: ClassroomEntry;
  local?: FakeStream | null;
  getDisplayMedia?: NativeRtcEnvironment['getDisplayMedia'];
  getUserMedia?: NativeRtcEnvironment['getUserMedia'];
} = {}) {
  const sockets: FakeSignalSocket[] = [];
  const pcs: FakePeerConnection[] = [];
  const env: NativeRtcEnvironment = {
    location: { protocol: 'https:', host: 'hanyu.test' },
    openSocket: (url) => {
      const socket = new FakeSignalSocket(url);
      sockets.push(socket);
      return socket;
    },
    createPeerConnection: (configuration) => {
      const pc = new FakePeerConnection(configuration);
      pcs.push(pc);
      return pc.asBrowser();
    },
    newStream: (tracks = []) => asStream(new FakeStream(tracks as unknown as FakeTrack[])),
    getUserMedia,
    getDisplayMedia,
    onOnline: () => () => undefined,
    onPageHide: () => () => undefined,
    random: () => 0,
  };
  // The session's renewals are SignalSession's tests; here the token stays valid.
  const renewEntry = jest.fn(async () => classroomEntry({ token: 'room-token-2' }));
  const rtc = new NativeRtc({ renewEntry }, env);
  const events: Array<[keyof RtcEvents, unknown]> = [];
  for (const name of [
    'joined',
    'peer-added',
    'peer-stream',
    'peer-removed',
    'peer-state',
    'local-state',
    'connection',
    'error',
  ] as const) {
    rtc.on(name, (payload) => events.push([name, payload]));
  }
  const socket = () => sockets.at(-1) as FakeSignalSocket;
  const connections = () =>
    events
      .filter(([name]) => name === 'connection')
      .map(([, payload]) => (payload as { state: string }).state);
  const errors = () =>
    events.filter(([name]) => name === 'error').map(([, payload]) => (payload as { kind: string }).kind);
  const sentStates = () =>
    sockets
      .flatMap((s) => s.sent)
      .filter((message) => message.type === 'state')
      .map((message) => message.state);
  return {
    rtc,
    env,
    local,
    entry,
    sockets,
    socket,
    pcs,
    renewEntry,
    events,
    connections,
    errors,
    sentStates,
    join: async () => {
      rtc.join(entry, local ? asStream(local) : null);
      await jest.advanceTimersByTimeAsync(0);
    },
  };
}

const track = (stream: FakeStream | null, kind: 'audio' | 'video') =>
  stream?.getTracks().find((candidate) => candidate.kind === kind) as FakeTrack;
const videoSender = (pc: FakePeerConnection) =>
  pc.senders.find((sender) => (sender.track as FakeTrack | null)?.kind === 'video' || sender.replaced.length);

describe('NativeRtc', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    jest.setSystemTime(NOW);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('links every participant present on welcome, sending its microphone and camera, with the ICE servers', async () => {
    const room = setUp();
    await room.join();
    room.socket().receive({
      type: 'welcome',
      you: me(),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    expect(room.connections()).toEqual(['connecting', 'connected']);
    expect(room.events.find(([name]) => name === 'joined')?.[1]).toEqual({ you: me(), peers: [teacher] });
    expect(room.pcs).toHaveLength(1);
    expect(room.pcs[0]?.configuration).toEqual({ iceServers: [{ urls: ['stun:stun.example.com:3478'] }] });
    expect(room.pcs[0]?.senders.map((sender) => (sender.track as FakeTrack).label)).toEqual([
      'mic',
      'camera',
    ]);
  });

  it("takes its mute and camera state from the server's welcome, and says what it cannot send", async () => {
    const room = setUp({
      local: new FakeStream([new FakeTrack('audio', 'mic'), new FakeTrack('video', 'camera')]),
    });
    await room.join();
    const camera = track(room.local, 'video');
    room.socket().receive({
      type: 'welcome',
      you: me({ audio: false, video: false, screen: true }),
      peers: [],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    // Muted as the server says; the camera it says is off is stopped (its light goes off); no share runs.
    expect(track(room.local, 'audio').enabled).toBe(false);
    expect(camera.readyState).toBe('ended');
    expect(room.local?.getVideoTracks()).toEqual([]);
    expect(room.sentStates()).toEqual([{ audio: false, video: false, screen: false }]);
    expect(room.events.find(([name]) => name === 'joined')?.[1]).toMatchObject({
      you: { state: { audio: false, video: false, screen: false } },
    });
  });

  it('keeps its connection to a participant named again (a peer-joined racing the welcome that listed it)', async () => {
    const room = setUp();
    await room.join();
    room.socket().receive({
      type: 'welcome',
      you: me(),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    room.socket().receive({ type: 'peer-joined', peer: teacher });
    expect(room.pcs).toHaveLength(1);
    expect(room.pcs[0]?.closed).toBe(false);
  });

  it('relays negotiation with a participant who joins, and forgets one who leaves', async () => {
    const room = setUp();
    await room.join();
    room
      .socket()
      .receive({ type: 'welcome', you: me(), peers: [], room: { id: 'lesson-7', closes_at: '' }, page: 1 });
    room.socket().receive({ type: 'peer-joined', peer: teacher });
    expect(room.events.at(-1)).toEqual(['peer-added', { peer: teacher }]);
    const pc = room.pcs[0] as FakePeerConnection;
    // The teacher's offer; this side ('p-me' > 'p-teacher' is false: impolite) has made its own meanwhile.
    room
      .socket()
      .receive({ type: 'signal', from: 'p-teacher', data: { description: { type: 'offer', sdp: 'T' } } });
    await jest.advanceTimersByTimeAsync(50);
    const signals = room.socket().sent.filter((message) => message.type === 'signal');
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((message) => message.type === 'signal' && message.to === 'p-teacher')).toBe(true);

    room.socket().receive({
      type: 'peer-state',
      peer_id: 'p-teacher',
      state: { audio: false, video: true, screen: false },
    });
    expect(room.events.at(-1)).toEqual([
      'peer-state',
      { peerId: 'p-teacher', state: { audio: false, video: true, screen: false } },
    ]);
    room.socket().receive({ type: 'peer-left', peer_id: 'p-teacher' });
    expect(pc.closed).toBe(true);
    expect(room.events.at(-1)).toEqual(['peer-removed', { peerId: 'p-teacher' }]);
  });

  it('restores the state the server kept after a reconnect, not what the page remembers', async () => {
    const room = setUp();
    await room.join();
    room.socket().receive({
      type: 'welcome',
      you: me(),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    room.rtc.unpublish('microphone');
    expect(track(room.local, 'audio').enabled).toBe(false);
    room.socket().drop(1006);
    await jest.advanceTimersByTimeAsync(reconnectDelay(1, 0));
    // The server never heard of the mute (the socket was dying): its state wins.
    room.socket().receive({
      type: 'welcome',
      you: me(ON),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    expect(track(room.local, 'audio').enabled).toBe(true);
    expect(room.connections()).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    // The old link is replaced by one to the teacher's new connection.
    expect(room.pcs.map((pc) => pc.closed)).toEqual([true, false]);
  });

  it("is over on the server's word, and nothing reconnects", async () => {
    const room = setUp();
    await room.join();
    room.socket().receive({
      type: 'welcome',
      you: me(),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    room.socket().receive({ type: 'over' });
    room.socket().drop(4410);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(room.connections()).toEqual(['connecting', 'connected', 'over']);
    expect(room.sockets).toHaveLength(1);
    expect(room.pcs[0]?.closed).toBe(true);
  });

  it('shares the screen in place of the camera, and goes back to the camera when the browser stops it', async () => {
    const room = setUp();
    await room.join();
    room.socket().receive({
      type: 'welcome',
      you: me(),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    const pc = room.pcs[0] as FakePeerConnection;
    await room.rtc.publish('screen');
    const sender = videoSender(pc) as FakeSender;
    const screenTrack = sender.track as FakeTrack;
    expect(screenTrack.label).toBe('screen');
    expect(room.sentStates().at(-1)).toEqual({ audio: true, video: true, screen: true });
    // The browser's own "Stop sharing".
    screenTrack.end();
    expect((sender.track as FakeTrack).label).toBe('camera');
    expect(room.sentStates().at(-1)).toEqual({ audio: true, video: true, screen: false });
  });

  it('says when the browser cannot share a screen, or the share was refused', async () => {
    const unsupported = setUp({ getDisplayMedia: null });
    await unsupported.join();
    await unsupported.rtc.publish('screen');
    expect(unsupported.errors()).toEqual(['screen-unsupported']);

    const refused = setUp({
      getDisplayMedia: async () => {
        throw Object.assign(new Error('no'), { name: 'NotAllowedError' });
      },
    });
    await refused.join();
    await refused.rtc.publish('screen');
    expect(refused.errors()).toEqual(['screen-denied']);
  });

  it('stops the camera when turned off and asks for it again when turned on', async () => {
    const room = setUp();
    await room.join();
    room.socket().receive({
      type: 'welcome',
      you: me(),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    const pc = room.pcs[0] as FakePeerConnection;
    const camera = track(room.local, 'video');
    room.rtc.unpublish('camera');
    expect(camera.readyState).toBe('ended');
    expect(videoSender(pc)?.track).toBeNull();
    await room.rtc.publish('camera');
    expect((videoSender(pc)?.track as FakeTrack | undefined)?.label).toBe('again');
    expect(room.local?.getVideoTracks().map((t) => t.label)).toEqual(['again']);
    expect(room.sentStates()).toEqual([
      { audio: true, video: false, screen: false },
      { audio: true, video: true, screen: false },
    ]);
  });

  it('lets a listener turn on a microphone later, and reports a device that cannot start', async () => {
    const room = setUp({ local: null });
    await room.join();
    room.socket().receive({
      type: 'welcome',
      you: me(),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    // A listener sends nothing, whatever the server's defaults.
    expect(room.sentStates()).toEqual([{ audio: false, video: false, screen: false }]);
    await room.rtc.publish('microphone');
    expect(room.sentStates().at(-1)).toEqual({ audio: true, video: false, screen: false });
    expect(room.pcs[0]?.senders.map((sender) => (sender.track as FakeTrack).kind)).toEqual(['audio']);

    const broken = setUp({
      getUserMedia: async () => {
        throw Object.assign(new Error('busy'), { name: 'NotReadableError' });
      },
      local: null,
    });
    await broken.join();
    await broken.rtc.publish('camera');
    expect(broken.errors()).toEqual(['device']);
  });

  it('leaves on purpose: says so, closes everything and never reconnects', async () => {
    const room = setUp();
    await room.join();
    const socket = room.socket();
    socket.receive({
      type: 'welcome',
      you: me(),
      peers: [teacher],
      room: { id: 'lesson-7', closes_at: '' },
      page: 1,
    });
    room.rtc.leave();
    expect(socket.sent.at(-1)).toEqual({ type: 'leave' });
    expect(socket.closedWith).toBe(1000);
    expect(room.pcs[0]?.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(room.sockets).toHaveLength(1);
  });
});
