import type { AddressInfo } from 'node:net';
import fastifyWebsocket from '@fastify/websocket';
import { SIGNAL_CLOSE, SIGNAL_FIELD_LIMITS } from '@hanyu/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { memoryRoomBus } from '../../realtime/room-bus.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import {
  type ClassroomPeople,
  eventually,
  listen,
  openClassroomApp,
  Peer,
  tokenOf,
} from '../../test/classroom.ts';
import { primaryTestDatabase } from '../../test/databases.ts';
import { DEFAULT_RELAY_LIMITS, SignalRooms } from './signal-rooms.ts';

/**
 * Issue 24 item 9: what one signalling socket may cost. A receiver that does not read is closed once the
 * room's messages waiting for it pass a bound (4408), a sender over its rate is closed (4420), fields over
 * the contract's sizes are refused (4400), and a frame over 256 KB is a warning in the log, not an error.
 */

const STARTS = new Date('2030-01-07T02:00:00Z');
const SECRET = 'the-secret-every-process-of-the-limit-tests-shares';
const TEST_MS = 60_000;
/** The largest SDP the contract takes, as a description a flooder would relay again and again. */
const BIG_OFFER = {
  description: { type: 'offer', sdp: `v=0\r\n${'a'.repeat(SIGNAL_FIELD_LIMITS.sdp - 10)}` },
};

describe('the signalling socket under abuse', () => {
  let t: TestApp;
  let strict: TestApp;
  let base: string;
  let strictBase: string;
  let people: ClassroomPeople;
  let lesson: number;
  const logged: Array<{ level: number; msg: string; err?: unknown; stack?: unknown }> = [];
  const open: Peer[] = [];

  beforeAll(async () => {
    ({ t, people, lesson } = await openClassroomApp(primaryTestDatabase(), STARTS, {
      now: () => STARTS,
      classroomSecret: SECRET,
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void logged.push(JSON.parse(line)) },
      },
    }));
    strict = await openTestApp(t, {
      seed: false,
      now: () => STARTS,
      classroomSecret: SECRET,
      classroomRelayLimits: { messagesPerWindow: 20, windowSeconds: 60 },
    });
    base = await listen(t);
    strictBase = await listen(strict);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((peer) => peer.end()));
  });
  afterAll(async () => {
    await strict?.close();
    await t?.close();
  });

  const connect = async (at: string, who: keyof ClassroomPeople) => {
    const peer = await Peer.open(at, await tokenOf(t, people[who], lesson));
    open.push(peer);
    return peer;
  };

  it(
    'closes a socket sending more messages than its rate with 4420',
    async () => {
      const learner = await connect(strictBase, 'learner');
      await learner.welcome();
      for (let index = 0; index < 40; index += 1) learner.send({ type: 'ping' });
      expect(await learner.closeCode()).toBe(SIGNAL_CLOSE.tooFast);
      // The teacher, sending within it, is served.
      const teacher = await connect(strictBase, 'ana');
      await teacher.welcome();
      await teacher.settled();
    },
    TEST_MS,
  );

  it(
    'refuses candidates whose fields are over the contract sizes with 4400, and relays those within them',
    async () => {
      const teacher = await connect(base, 'ana');
      const { you: them } = await teacher.welcome();
      const within = {
        candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host',
        sdpMid: 'm'.repeat(SIGNAL_FIELD_LIMITS.sdpMid),
        sdpMLineIndex: 0,
        usernameFragment: 'u'.repeat(SIGNAL_FIELD_LIMITS.usernameFragment),
      };
      const learner = await connect(base, 'learner');
      await learner.welcome();
      learner.send({ type: 'signal', to: them.peer_id, data: { candidate: within } });
      expect(await teacher.take('signal')).toMatchObject({ data: { candidate: within } });
      for (const over of [
        { sdpMid: 'm'.repeat(SIGNAL_FIELD_LIMITS.sdpMid + 1) },
        { usernameFragment: 'u'.repeat(SIGNAL_FIELD_LIMITS.usernameFragment + 1) },
        { sdpMLineIndex: 1.5 },
        { sdpMLineIndex: SIGNAL_FIELD_LIMITS.mLineIndex + 1 },
      ]) {
        const sender = await connect(base, 'learner');
        await sender.welcome();
        sender.send({ type: 'signal', to: them.peer_id, data: { candidate: { ...within, ...over } } });
        expect([Object.keys(over)[0], await sender.closeCode()]).toEqual([
          Object.keys(over)[0],
          SIGNAL_CLOSE.badMessage,
        ]);
      }
    },
    TEST_MS,
  );

  it(
    'closes a frame over 256 KB with 1009 and logs it as a warning without a stack',
    async () => {
      const learner = await connect(base, 'learner');
      await learner.welcome();
      logged.splice(0);
      learner.send({
        type: 'signal',
        to: 'x',
        data: { description: { type: 'offer', sdp: 'a'.repeat(300_000) } },
      });
      expect(await learner.closeCode()).toBe(1009);
      await eventually(async () => logged.some((line) => line.msg === 'websocket: refused'), 5_000);
      const refused = logged.filter((line) => line.msg === 'websocket: refused');
      expect(refused).toEqual([
        expect.objectContaining({ level: 40, wsError: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }),
      ]);
      expect(JSON.stringify(refused)).not.toMatch(/stack/);
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    },
    TEST_MS,
  );
});

/**
 * The relay alone, on a server of its own (the test reads its sockets): one room, whose token is the user id
 * (1 the teacher), and no rate limit, so that the whole flood reaches the receiver.
 */
describe('the relay towards a receiver that does not read', () => {
  let server: FastifyInstance;
  let rooms: SignalRooms;
  let base: string;

  beforeAll(async () => {
    server = Fastify();
    rooms = new SignalRooms({
      bus: memoryRoomBus(),
      now: () => STARTS,
      admit: async (token) => ({
        room: 'lesson-1',
        closesAt: new Date(STARTS.getTime() + 3_600_000),
        lessonId: 1,
        groupSessionId: null,
        viewerLimit: null,
        userId: Number(token),
        name: `user ${token}`,
        role: token === '1' ? 1 : 2,
      }),
      attendance: { joined: async () => 'attendance', left: async () => {} },
      log: server.log,
      // A cut receiver has a minute to take its close, so that the test reads its code.
      limits: { messagesPerWindow: 1e6, bytesPerWindow: 1e10, slowCloseGraceMs: 60_000 },
    });
    await server.register(fastifyWebsocket, { options: { maxPayload: 256 * 1024 } });
    server.get('/signal', { websocket: true }, (socket, request) =>
      rooms.connect(socket, (request.query as { token?: string }).token),
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await rooms?.close();
    await server?.close();
  });

  it(
    'closes it with 4408 once what waits for it passes the bound, and lets everything go after',
    async () => {
      const teacher = await Peer.open(base, '1', '/signal');
      const { you: them } = await teacher.welcome();
      const learner = await Peer.open(base, '2', '/signal');
      await learner.welcome();
      await teacher.nextOf('peer-joined');
      // The teacher stops reading; the learner sends 30 MB at them, beyond what the kernel buffers hold.
      teacher.socket.pause();
      const frame = JSON.stringify({ type: 'signal', to: them.peer_id, data: BIG_OFFER });
      let most = 0;
      const sockets = () => [...(server.websocketServer.clients as Set<WebSocket>)];
      for (let index = 0; index < 150; index += 1) {
        learner.send(frame);
        if (index % 10 === 9) {
          await learner.settled();
          most = Math.max(most, ...sockets().map((socket) => socket.bufferedAmount));
        }
      }
      await learner.settled();
      // Nothing ever waited for a socket beyond the bound and one message.
      expect(most).toBeLessThanOrEqual(DEFAULT_RELAY_LIMITS.maxBufferedBytes + frame.length + 1_024);
      teacher.socket.resume();
      expect(await teacher.closeCode()).toBe(SIGNAL_CLOSE.tooSlow);
      // It received only part of the flood; the learner, who read, stays and hears the teacher leave.
      expect(teacher.inbox.filter((message) => message.type === 'signal').length).toBeLessThan(150);
      expect(await learner.take('peer-left')).toEqual({ type: 'peer-left', peer_id: them.peer_id });
      await learner.end();
      await eventually(async () => sockets().length === 0 && rooms.size.sockets === 0, 10_000);
      expect(rooms.size).toEqual({ sockets: 0, rooms: 0 });
    },
    TEST_MS,
  );
});
