import type { ClassroomEntry, MediaState, ServerSignal } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { FakeSignalSocket } from '../../testing/fake-signal-socket.ts';
import { classroomEntry, roomPeer } from '../../testing/fixtures.ts';
import { reconnectDelay } from '../realtime/reconnect-delay.ts';
import { createRtcEmitter, type RtcEvents } from './rtc-provider.ts';
import {
  MAX_RECONNECTS,
  PING_MS,
  type SignalEnvironment,
  SignalSession,
  signalUrl,
} from './signal-session.ts';

const ON: MediaState = { audio: true, video: true, screen: false };
const NOW = Date.parse('2030-01-07T02:00:00.000Z');
const me = roomPeer({ peer_id: 'p-me', user_id: 5, name: 'Emma B.', role: 2, state: ON });
const teacher = roomPeer({ peer_id: 'p-teacher' });
const welcome = (page = 1): ServerSignal => ({
  type: 'welcome',
  you: me,
  peers: [teacher],
  room: { id: 'lesson-7', closes_at: '' },
  page,
});

/** A session whose provider only records what it is told, in one log with the events. */
function setUp({
  entry = classroomEntry(),
  renewals = [classroomEntry({ token: 'room-token-2' })] as Array<ClassroomEntry | Error>,
} = {}) {
  const sockets: FakeSignalSocket[] = [];
  const online: Array<() => void> = [];
  const pageHide: Array<() => void> = [];
  const env: SignalEnvironment = {
    location: { protocol: 'https:', host: 'hanyu.test' },
    openSocket: (url) => {
      const socket = new FakeSignalSocket(url);
      sockets.push(socket);
      return socket;
    },
    onOnline: (listener) => {
      online.push(listener);
      return () => online.splice(online.indexOf(listener), 1);
    },
    onPageHide: (listener) => {
      pageHide.push(listener);
      return () => pageHide.splice(pageHide.indexOf(listener), 1);
    },
    random: () => 0,
  };
  const renewEntry = jest.fn(async () => {
    const next = renewals.shift() ?? classroomEntry({ token: 'room-token-n' });
    if (next instanceof Error) throw next;
    return next;
  });
  const log: Array<[string, unknown]> = [];
  const events = createRtcEmitter();
  for (const name of [
    'joined',
    'page',
    'peer-added',
    'peer-removed',
    'peer-state',
    'connection',
    'error',
  ] as const) {
    events.on(name, (payload) => log.push([name, payload]));
  }
  const ended = jest.fn(() => log.push(['ended', null]));
  const session = new SignalSession({ renewEntry }, env, events, {
    welcome: (you, peers) => log.push(['welcome', { you: you.peer_id, peers: peers.map((p) => p.peer_id) }]),
    peerJoined: (peer) => log.push(['peerJoined', peer.peer_id]),
    peerLeft: (peerId) => log.push(['peerLeft', peerId]),
    signal: (from, data) => log.push(['signal', { from, data }]),
    ended,
  });
  const of = <K extends keyof RtcEvents>(name: K) =>
    log.filter(([event]) => event === name).map(([, payload]) => payload as RtcEvents[K]);
  return {
    session,
    sockets,
    socket: () => sockets.at(-1) as FakeSignalSocket,
    online,
    pageHide,
    renewEntry,
    log,
    ended,
    connections: () => of('connection').map((payload) => payload.state),
    errors: () => of('error').map((payload) => payload.kind),
    start: async () => {
      session.enter(entry);
      session.connect();
      await jest.advanceTimersByTimeAsync(0);
    },
  };
}

describe('SignalSession', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    jest.setSystemTime(NOW);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("opens the signalling socket on the page's origin with the entry's token", async () => {
    const room = setUp();
    await room.start();
    expect(room.socket().url).toBe('wss://hanyu.test/api/classroom/signal?token=room-token-1');
    expect(signalUrl({ protocol: 'http:', host: 'localhost:3000' }, 'a b')).toBe(
      'ws://localhost:3000/api/classroom/signal?token=a%20b',
    );
    expect(room.connections()).toEqual(['connecting']);
  });

  it('asks for a fresh entry first when the token is about to expire', async () => {
    const room = setUp({ entry: classroomEntry({ token_expires_at: '2030-01-07T02:00:03.000Z' }) });
    await room.start();
    expect(room.renewEntry).toHaveBeenCalledTimes(1);
    expect(room.socket().url).toContain('token=room-token-2');
    expect(room.session.entry?.token).toBe('room-token-2');
  });

  it('hands welcome to the provider, then says connected and which page the courseware is on', async () => {
    const room = setUp();
    await room.start();
    expect(room.session.admitted).toBe(false);
    room.socket().receive(welcome(4));
    expect(room.log).toEqual([
      ['connection', { state: 'connecting' }],
      ['welcome', { you: 'p-me', peers: ['p-teacher'] }],
      ['connection', { state: 'connected' }],
      ['page', { page: 4, turned: false }],
    ]);
    expect(room.session.admitted).toBe(true);
  });

  it('passes arrivals, departures, negotiation, media state and page turns on; ignores what is not JSON', async () => {
    const room = setUp();
    await room.start();
    room.socket().receive(welcome());
    room.log.length = 0;
    room.socket().receive({ type: 'peer-joined', peer: teacher });
    room.socket().receive({ type: 'signal', from: 'p-teacher', data: { candidate: null } });
    room.socket().receive({ type: 'peer-state', peer_id: 'p-teacher', state: ON });
    room.socket().receive({ type: 'page', page: 7 });
    room.socket().onmessage?.({ data: 'not json' });
    room.socket().receive({ type: 'peer-left', peer_id: 'p-teacher' });
    expect(room.log).toEqual([
      ['peer-added', { peer: teacher }],
      ['peerJoined', 'p-teacher'],
      ['signal', { from: 'p-teacher', data: { candidate: null } }],
      ['peer-state', { peerId: 'p-teacher', state: ON }],
      ['page', { page: 7, turned: true }],
      ['peerLeft', 'p-teacher'],
      ['peer-removed', { peerId: 'p-teacher' }],
    ]);
  });

  it('sends only on an open socket', async () => {
    const room = setUp();
    await room.start();
    room.session.sendState(ON);
    room.session.send({ type: 'page', page: 2 });
    expect(room.socket().sent).toEqual([
      { type: 'state', state: ON },
      { type: 'page', page: 2 },
    ]);
    room.socket().readyState = 0;
    room.session.sendState(ON);
    expect(room.socket().sent).toHaveLength(2);
  });

  it('pings every 10 s, and drops a socket that missed its pong, reconnecting after a backoff', async () => {
    const room = setUp();
    await room.start();
    const first = room.socket();
    first.receive(welcome());
    await jest.advanceTimersByTimeAsync(PING_MS);
    expect(first.sent.at(-1)).toEqual({ type: 'ping' });
    first.receive({ type: 'pong' });
    await jest.advanceTimersByTimeAsync(PING_MS);
    expect(first.sent.filter((message) => message.type === 'ping')).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(PING_MS);
    expect(first.closedWith).toBeDefined();
    expect(room.connections().at(-1)).toBe('reconnecting');
    expect(room.session.admitted).toBe(false);
    expect(room.sockets).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(reconnectDelay(1, 0));
    expect(room.sockets).toHaveLength(2);
    expect(room.socket().url).toContain('token=room-token-1');
    expect(room.renewEntry).not.toHaveBeenCalled();
  });

  it('asks for a fresh entry when the token is refused (4401) and connects with its token', async () => {
    const room = setUp();
    await room.start();
    room.socket().drop(4401);
    await jest.advanceTimersByTimeAsync(reconnectDelay(1, 0));
    expect(room.renewEntry).toHaveBeenCalledTimes(1);
    expect(room.socket().url).toContain('token=room-token-2');
  });

  it('is over when a fresh entry says the room closed', async () => {
    const room = setUp({ renewals: [classroomEntry({ state: 'over', token: null })] });
    await room.start();
    room.socket().drop(4403);
    await jest.advanceTimersByTimeAsync(reconnectDelay(1, 0));
    expect(room.connections().at(-1)).toBe('over');
    expect(room.ended).toHaveBeenCalledTimes(1);
  });

  it('counts a renewal that fails as an attempt, and gives up as refused', async () => {
    const room = setUp({ renewals: Array.from({ length: MAX_RECONNECTS + 1 }, () => new Error('offline')) });
    await room.start();
    room.socket().drop(4401);
    await jest.advanceTimersByTimeAsync(60_000 * MAX_RECONNECTS);
    expect(room.renewEntry).toHaveBeenCalledTimes(MAX_RECONNECTS);
    expect(room.sockets).toHaveLength(1);
    expect(room.errors()).toEqual(['refused']);
    expect(room.connections().at(-1)).toBe('failed');
  });

  it("is over on the server's word, once, and nothing reconnects", async () => {
    const room = setUp();
    await room.start();
    room.socket().receive(welcome());
    room.socket().receive({ type: 'over' });
    room.socket().drop(4410);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(room.connections()).toEqual(['connecting', 'connected', 'over']);
    expect(room.ended).toHaveBeenCalledTimes(1);
    expect(room.sockets).toHaveLength(1);

    const closed = setUp();
    await closed.start();
    closed.socket().drop(4410);
    expect(closed.connections()).toEqual(['connecting', 'over']);
  });

  it.each([
    [4409, 'replaced'],
    [4429, 'viewersFull'],
  ] as const)('fails without reconnecting when closed with %i (%s)', async (code, kind) => {
    const room = setUp();
    await room.start();
    room.socket().drop(code);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(room.errors()).toEqual([kind]);
    expect(room.connections()).toEqual(['connecting', 'failed']);
    expect(room.ended).toHaveBeenCalledTimes(1);
    expect(room.sockets).toHaveLength(1);
  });

  it(`gives up after ${MAX_RECONNECTS} attempts: the network is gone`, async () => {
    const room = setUp();
    await room.start();
    for (let attempt = 1; attempt <= MAX_RECONNECTS; attempt += 1) {
      room.socket().drop(1006);
      await jest.advanceTimersByTimeAsync(reconnectDelay(attempt, 0));
    }
    expect(room.sockets).toHaveLength(MAX_RECONNECTS + 1);
    room.socket().drop(1006);
    expect(room.errors()).toEqual(['network']);
    expect(room.connections().at(-1)).toBe('failed');
  });

  it('starts counting again once welcomed back', async () => {
    const room = setUp();
    await room.start();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 1; attempt <= MAX_RECONNECTS; attempt += 1) {
        room.socket().drop(1006);
        await jest.advanceTimersByTimeAsync(reconnectDelay(attempt, 0));
      }
      room.socket().receive(welcome());
    }
    expect(room.errors()).toEqual([]);
    expect(room.connections().at(-1)).toBe('connected');
  });

  it('tries at once when the browser is back online', async () => {
    const room = setUp();
    await room.start();
    room.socket().drop(1006);
    await jest.advanceTimersByTimeAsync(100);
    expect(room.sockets).toHaveLength(1);
    for (const listener of room.online) listener();
    await jest.advanceTimersByTimeAsync(0);
    expect(room.sockets).toHaveLength(2);
  });

  it('leaves as the page goes away, before the closing browser ends its devices', async () => {
    const room = setUp();
    await room.start();
    const socket = room.socket();
    socket.receive(welcome());
    for (const listener of [...room.pageHide]) listener();
    expect(socket.sent.at(-1)).toEqual({ type: 'leave' });
    expect(socket.closedWith).toBe(1000);
    expect(room.session.ended).toBe(true);
    expect(room.pageHide).toEqual([]);
    // What the ending devices would report now goes nowhere.
    room.session.sendState({ audio: false, video: false, screen: false });
    expect(socket.sent.at(-1)).toEqual({ type: 'leave' });
  });

  it('leaves on purpose: says so, closes with 1000, stops listening for the network and never reconnects', async () => {
    const room = setUp();
    await room.start();
    const socket = room.socket();
    socket.receive(welcome());
    room.session.leave();
    expect(socket.sent.at(-1)).toEqual({ type: 'leave' });
    expect(socket.closedWith).toBe(1000);
    expect(room.ended).toHaveBeenCalledTimes(1);
    expect(room.online).toEqual([]);
    room.session.fail('call');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(room.sockets).toHaveLength(1);
    expect(room.errors()).toEqual([]);
    expect(room.session.ended).toBe(true);
  });

  it('keeps a fresh entry for the next connection, and ends when it says the room is over', async () => {
    const fresh = classroomEntry({ token: 'room-token-2' });
    const room = setUp({ renewals: [fresh, classroomEntry({ state: 'over', token: null })] });
    await room.start();
    await expect(room.session.renew()).resolves.toEqual(fresh);
    expect(room.session.entry).toEqual(fresh);
    room.socket().drop(1006);
    await jest.advanceTimersByTimeAsync(reconnectDelay(1, 0));
    expect(room.socket().url).toContain('token=room-token-2');

    await expect(room.session.renew()).resolves.toBeNull();
    expect(room.connections().at(-1)).toBe('over');
  });
});
