import { SIGNAL_CLOSE } from '@hanyu/contract';
import type { Redis } from 'ioredis';
import WebSocket from 'ws';
import type { TestApp } from '../../test/app.ts';
import {
  type ClassroomPeople,
  eventually,
  lessonAt,
  listen,
  openClassroomApp,
  openClassroomProcesses,
  Peer,
  tokenOf,
} from '../../test/classroom.ts';
import { primaryTestDatabase } from '../../test/databases.ts';
import type { Buyer } from '../../test/orders-fixtures.ts';
import { markLesson } from '../lessons/index.ts';
import { DEFAULT_MEDIA_STATE } from './signal-rooms.ts';

const MINUTE = 60_000;
/** Monday 2030-01-07 10:00 in Shanghai: two 50-minute lessons at once, Ana's and Bo's. */
const STARTS = new Date('2030-01-07T02:00:00Z');
const CLOSES = new Date(STARTS.getTime() + 80 * MINUTE);
const SECRET = 'the-secret-every-process-of-the-signal-tests-shares';
const SOCKET_TEST_MS = 15_000;

describe('the signalling socket', () => {
  let t: TestApp;
  let base: string;
  let clock = STARTS;
  let people: ClassroomPeople;
  let lesson: number;
  let otherLesson: number;
  const open: Peer[] = [];
  const connect = async (who: Buyer, room = lesson) => {
    const peer = await Peer.open(base, await tokenOf(t, who, room));
    open.push(peer);
    return peer;
  };

  beforeAll(async () => {
    ({ t, people, lesson } = await openClassroomApp(primaryTestDatabase(), STARTS, {
      now: () => clock,
      classroomSecret: SECRET,
    }));
    otherLesson = await lessonAt(t, {
      teacher: people.bo,
      learner: people.otherLearner,
      courseSlug: 'live-business',
      startsAt: STARTS,
      minutes: 50,
    });
    base = await listen(t);
  });
  afterEach(async () => {
    clock = STARTS;
    await Promise.all(open.splice(0).map((peer) => peer.end()));
  });
  afterAll(() => t.close());

  it(
    'closes with 4401 without a token, with a forged one or an expired one',
    async () => {
      const token = await tokenOf(t, people.learner, lesson);
      const [body] = token.split('.');
      for (const bad of [undefined, 'garbage', `${body}.${'A'.repeat(43)}`]) {
        const peer = await Peer.open(base, bad);
        expect(await peer.closeCode()).toBe(SIGNAL_CLOSE.badToken);
      }
      clock = new Date(STARTS.getTime() + 16 * MINUTE);
      expect(await (await Peer.open(base, token)).closeCode()).toBe(SIGNAL_CLOSE.badToken);
    },
    SOCKET_TEST_MS,
  );

  it(
    'closes with 4403 when the lesson was cancelled after the token was given',
    async () => {
      const cancelled = await lessonAt(t, {
        teacher: people.ana,
        learner: people.learner,
        courseSlug: 'live-hsk1',
        startsAt: new Date(STARTS.getTime() + 24 * 60 * MINUTE),
        minutes: 25,
      });
      clock = new Date(STARTS.getTime() + 24 * 60 * MINUTE);
      const token = await tokenOf(t, people.learner, cancelled);
      await markLesson(t.db, cancelled, { status: 'cancelled', at: clock, by: people.learner.id });
      expect(await (await Peer.open(base, token)).closeCode()).toBe(SIGNAL_CLOSE.notOpen);
    },
    SOCKET_TEST_MS,
  );

  it(
    'welcomes each participant with the others, and relays their WebRTC messages',
    async () => {
      const learner = await connect(people.learner);
      const first = await learner.welcome();
      expect(first).toEqual({
        type: 'welcome',
        you: {
          peer_id: expect.any(String),
          user_id: people.learner.id,
          name: 'learner',
          role: 2,
          state: DEFAULT_MEDIA_STATE,
        },
        peers: [],
        room: { id: `lesson-${lesson}`, closes_at: CLOSES.toISOString() },
        page: 1,
      });
      const teacher = await connect(people.ana);
      const second = await teacher.welcome();
      expect(second.peers).toEqual([first.you]);
      expect(second.you).toMatchObject({ user_id: people.ana.id, name: 'Ana Li', role: 1 });
      expect(await learner.nextOf('peer-joined')).toEqual({ type: 'peer-joined', peer: second.you });

      const offer = { description: { type: 'offer', sdp: 'v=0\r\n' } };
      learner.send({ type: 'signal', to: second.you.peer_id, data: offer });
      expect(await teacher.next()).toEqual({ type: 'signal', from: first.you.peer_id, data: offer });
      const candidate = { candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host', sdpMid: '0' } };
      teacher.send({ type: 'signal', to: first.you.peer_id, data: candidate });
      expect(await learner.next()).toEqual({ type: 'signal', from: second.you.peer_id, data: candidate });

      learner.send({ type: 'ping' });
      expect(await learner.next()).toEqual({ type: 'pong' });

      learner.send({ type: 'leave' });
      expect(await learner.closeCode()).toBe(1000);
      expect(await teacher.next()).toEqual({ type: 'peer-left', peer_id: first.you.peer_id });
    },
    SOCKET_TEST_MS,
  );

  it(
    'relays a signal only within its room',
    async () => {
      const learner = await connect(people.learner);
      const mine = await learner.welcome();
      const outsider = await connect(people.bo, otherLesson);
      await outsider.welcome();
      outsider.send({ type: 'signal', to: mine.you.peer_id, data: { candidate: null } });
      outsider.send({ type: 'ping' });
      expect(await outsider.next()).toEqual({ type: 'pong' });
      learner.send({ type: 'ping' });
      expect(await learner.next()).toEqual({ type: 'pong' });
    },
    SOCKET_TEST_MS,
  );

  it(
    'keeps each person’s media state, tells the others, and gives it back on reconnecting',
    async () => {
      const learner = await connect(people.learner);
      const before = await learner.welcome();
      const teacher = await connect(people.ana);
      await teacher.welcome();
      await learner.nextOf('peer-joined');

      const muted = { audio: false, video: true, screen: true };
      learner.send({ type: 'state', state: muted });
      expect(await teacher.next()).toEqual({ type: 'peer-state', peer_id: before.you.peer_id, state: muted });
      await learner.end();
      expect(await teacher.nextOf('peer-left')).toMatchObject({ peer_id: before.you.peer_id });

      const again = await connect(people.learner);
      const welcome = await again.welcome();
      expect(welcome.you.state).toEqual(muted);
      expect(welcome.you.peer_id).not.toBe(before.you.peer_id);
      expect(await teacher.nextOf('peer-joined')).toMatchObject({ peer: { state: muted } });
    },
    SOCKET_TEST_MS,
  );

  it(
    'lets a second connection of the same person replace the first with 4409',
    async () => {
      const teacher = await connect(people.ana);
      await teacher.welcome();
      const firstTab = await connect(people.learner);
      const first = await firstTab.welcome();
      await teacher.nextOf('peer-joined');

      const secondTab = await connect(people.learner);
      const second = await secondTab.welcome();
      expect(await firstTab.closeCode()).toBe(SIGNAL_CLOSE.replaced);
      expect(second.peers.map((peer) => peer.user_id)).toEqual([people.ana.id]);
      expect(await teacher.next()).toEqual({ type: 'peer-left', peer_id: first.you.peer_id });
      expect(await teacher.next()).toEqual({ type: 'peer-joined', peer: second.you });
      // The replaced socket's own end tells nobody again.
      teacher.send({ type: 'ping' });
      expect(await teacher.next()).toEqual({ type: 'pong' });
    },
    SOCKET_TEST_MS,
  );

  it(
    'closes with 4400 on a message the protocol does not know',
    async () => {
      for (const bad of [
        '{"type":"shout"}',
        'not json',
        '{"type":"signal","to":"x","data":{"description":{"type":"bye"}}}',
        '{"type":"state","state":{"audio":"yes"}}',
      ]) {
        const peer = await connect(people.learner);
        await peer.welcome();
        peer.socket.send(bad);
        expect(await peer.closeCode()).toBe(SIGNAL_CLOSE.badMessage);
      }
    },
    SOCKET_TEST_MS,
  );

  it(
    'writes who was in the room and when',
    async () => {
      const since = new Date(STARTS.getTime() + 5 * MINUTE);
      clock = since;
      const teacher = await connect(people.ana);
      await teacher.welcome();
      const learner = await connect(people.learner);
      await learner.welcome();
      const rows = () =>
        t.db
          .selectFrom('classroom_attendance')
          .select(['room_id', 'lesson_id', 'user_id', 'role', 'joined_at', 'left_at'])
          .where('joined_at', '=', since)
          .orderBy('id')
          .execute();
      // Written beside the welcome, not before it.
      await eventually(async () => (await rows()).length === 2);
      expect(await rows()).toEqual([
        {
          room_id: `lesson-${lesson}`,
          lesson_id: String(lesson),
          user_id: String(people.ana.id),
          role: 1,
          joined_at: since,
          left_at: null,
        },
        expect.objectContaining({ user_id: String(people.learner.id), role: 2, left_at: null }),
      ]);
      clock = new Date(since.getTime() + 10 * MINUTE);
      await learner.end();
      await eventually(async () => (await rows())[1]?.left_at?.getTime() === clock.getTime());
      expect((await rows())[0]?.left_at).toBeNull();
    },
    SOCKET_TEST_MS,
  );

  it(
    'tells everyone the room is over at its close, and closes with 4410',
    async () => {
      clock = new Date(CLOSES.getTime() - 1_000);
      const learner = await connect(people.learner);
      await learner.welcome();
      expect(await learner.next()).toEqual({ type: 'over' });
      expect(await learner.closeCode()).toBe(SIGNAL_CLOSE.over);
    },
    SOCKET_TEST_MS,
  );

  it(
    'answers a plain GET of the socket with 404 and keeps the API’s headers elsewhere',
    async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/classroom/signal?token=x' });
      expect(plain.statusCode).toBe(404);
      expect(plain.json()).toMatchObject({ error: { code: 404 } });
      const home = await t.app.inject({ method: 'GET', url: '/api/open/util/langs?language=en' });
      expect(home.headers['content-security-policy']).toContain("default-src 'none'");
      // An upgrade for another API path is opened and closed at once, not answered as HTTP on the socket.
      const stray = new WebSocket(`${base}/api/open/util/langs?language=en`);
      const outcome = await new Promise<string>((resolve) => {
        stray.once('close', (code) => resolve(`closed ${code}`));
        stray.once('error', (error) => resolve(`error ${error.message}`));
      });
      expect(outcome).toMatch(/^closed /);
    },
    SOCKET_TEST_MS,
  );
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('the signalling socket over Redis, with two API processes', () => {
  let one: TestApp;
  let two: TestApp;
  let redis: Redis;
  let prefix: string;
  let closeProcesses: () => Promise<void>;
  let bases: [string, string];
  const clock = STARTS;
  let people: ClassroomPeople;
  let lesson: number;
  const open: Peer[] = [];

  beforeAll(async () => {
    ({
      one,
      two,
      people,
      lesson,
      redis,
      keyPrefix: prefix,
      close: closeProcesses,
    } = await openClassroomProcesses(redisUrl as string, STARTS, {
      now: () => clock,
      classroomSecret: SECRET,
    }));
    bases = [await listen(one), await listen(two)];
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((peer) => peer.end()));
    // A closed socket leaves the room a moment later (its process removes it and tells the room): the next
    // test starts in an empty room, not beside someone still leaving.
    await eventually(async () => (await redis.hlen(`${prefix}:lesson-${lesson}:peers`)) === 0);
  });
  afterAll(() => closeProcesses?.());

  /** Connects through process `at` (0 or 1) with a token the other process gave: they share the secret. */
  const connect = async (who: Buyer, at: 0 | 1) => {
    const peer = await Peer.open(bases[at], await tokenOf(at === 0 ? two : one, who, lesson));
    open.push(peer);
    return peer;
  };

  it(
    'lets a participant on each process see the other, relay and share state',
    async () => {
      const learner = await connect(people.learner, 0);
      const mine = await learner.welcome();
      const teacher = await connect(people.ana, 1);
      const theirs = await teacher.welcome();
      expect(theirs.peers).toEqual([mine.you]);
      expect(await learner.next()).toEqual({ type: 'peer-joined', peer: theirs.you });

      const offer = { description: { type: 'offer', sdp: 'v=0\r\n' } };
      learner.send({ type: 'signal', to: theirs.you.peer_id, data: offer });
      expect(await teacher.next()).toEqual({ type: 'signal', from: mine.you.peer_id, data: offer });
      teacher.send({ type: 'signal', to: mine.you.peer_id, data: { candidate: null } });
      expect(await learner.next()).toEqual({
        type: 'signal',
        from: theirs.you.peer_id,
        data: { candidate: null },
      });

      const sharing = { audio: true, video: false, screen: true };
      teacher.send({ type: 'state', state: sharing });
      expect(await learner.next()).toEqual({
        type: 'peer-state',
        peer_id: theirs.you.peer_id,
        state: sharing,
      });
      await teacher.end();
      expect(await learner.next()).toEqual({ type: 'peer-left', peer_id: theirs.you.peer_id });
      const back = await connect(people.ana, 0);
      expect((await back.welcome()).you.state).toEqual(sharing);
    },
    SOCKET_TEST_MS,
  );

  it(
    'replaces a connection held by the other process',
    async () => {
      const teacher = await connect(people.ana, 1);
      await teacher.welcome();
      const firstTab = await connect(people.learner, 1);
      const first = await firstTab.welcome();
      await teacher.nextOf('peer-joined');
      const secondTab = await connect(people.learner, 0);
      const second = await secondTab.welcome();
      expect(await firstTab.closeCode()).toBe(SIGNAL_CLOSE.replaced);
      expect(await teacher.next()).toEqual({ type: 'peer-left', peer_id: first.you.peer_id });
      expect(await teacher.next()).toEqual({ type: 'peer-joined', peer: second.you });
    },
    SOCKET_TEST_MS,
  );

  it(
    'drops the peers of a process that died, and tells the room',
    async () => {
      const teacher = await connect(people.ana, 0);
      await teacher.welcome();
      const ghost = { peer_id: 'ghost', user_id: people.assistant.id, name: 'assistant', role: 3 };
      await redis.hset(
        `${prefix}:lesson-${lesson}:peers`,
        'ghost',
        JSON.stringify({ ...ghost, process: 'a-process-that-died' }),
      );
      const learner = await connect(people.learner, 1);
      const welcome = await learner.welcome();
      expect(welcome.peers.map((peer) => peer.user_id)).toEqual([people.ana.id]);
      expect(await teacher.next()).toEqual({ type: 'peer-left', peer_id: 'ghost' });
      expect(await teacher.next()).toEqual({ type: 'peer-joined', peer: welcome.you });
    },
    SOCKET_TEST_MS,
  );
});
