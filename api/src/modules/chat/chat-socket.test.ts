import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  CHAT_CLOSE,
  CHAT_TOO_FAST,
  type ChatConversation,
  type ChatMessage,
  type ChatServerFrame,
} from '@hanyu/contract';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { DEFAULT_RATE_LIMITS } from '../../http/attempt-limiter.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { type ClassroomPeople, classroomPeople, lessonAt } from '../../test/classroom.ts';
import { primaryTestDatabase } from '../../test/databases.ts';
import { type Buyer, buyer } from '../../test/orders-fixtures.ts';
import { insertOperator } from '../users/index.ts';

const STARTS = new Date('2030-01-07T02:00:00Z');
/** How long a test waits for one frame or close before it fails, on a busy machine. */
const WAIT_MS = 5_000;
const SOCKET_TEST_MS = 20_000;

/** A browser tab's end of the chat socket, its frames queued in order. */
class Tab {
  private readonly inbox: ChatServerFrame[] = [];
  private waiting: (() => void) | undefined;
  readonly closed: Promise<number>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ChatServerFrame;
      // The notification centre's frames ride the same socket (notifications-socket.test.ts watches them).
      if (frame.type === 'notification') return;
      this.inbox.push(frame);
      this.waiting?.();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  static async open(base: string, token?: string): Promise<Tab> {
    const socket = new WebSocket(`${base}/api/chat/socket`);
    const tab = new Tab(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    if (token !== undefined) {
      tab.send({ type: 'hello', token });
      expect(await tab.next()).toEqual({ type: 'welcome', user_id: expect.any(Number) });
    }
    return tab;
  }

  async next(): Promise<ChatServerFrame> {
    const deadline = Date.now() + WAIT_MS;
    while (this.inbox.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame came');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return this.inbox.shift() as ChatServerFrame;
  }

  /** The bodies of the next `count` message frames. */
  async messages(count: number): Promise<ChatMessage[]> {
    const found: ChatMessage[] = [];
    while (found.length < count) {
      const frame = await this.next();
      if (frame.type === 'message') found.push(frame.message);
    }
    return found;
  }

  pending(): ChatServerFrame[] {
    return [...this.inbox];
  }

  send(frame: object | string): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async closeCode(): Promise<number> {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the socket stayed open')), WAIT_MS).unref(),
    );
    return Promise.race([this.closed, timeout]);
  }

  async end(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) {
      this.socket.close();
      await this.closed;
    }
  }
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function post<T>(t: TestApp, who: Buyer, url: string, payload?: object): Promise<T> {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload ? { payload } : {}),
  });
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json().response as T;
}

describe('the chat socket', () => {
  let t: TestApp;
  let base: string;
  let people: ClassroomPeople;
  let operator: Buyer;
  let conversation: ChatConversation;
  const open: Tab[] = [];
  const connect = async (who: Buyer) => {
    const tab = await Tab.open(base, who.token);
    open.push(tab);
    return tab;
  };

  beforeAll(async () => {
    t = await openTestApp(primaryTestDatabase(), { seed: catalogueFixtures, lessonHistory: false });
    people = await classroomPeople(t, new Date());
    operator = people.otherLearner;
    await insertOperator(t.db, operator.id);
    const lesson = await lessonAt(t, {
      teacher: people.ana,
      learner: people.learner,
      courseSlug: 'live-hsk1',
      startsAt: STARTS,
      minutes: 50,
    });
    conversation = await post<ChatConversation>(t, people.learner, `/chat/lessons/${lesson}`);
    base = await listen(t);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((tab) => tab.end()));
  });
  afterAll(() => t.close());

  it(
    'limits the messages of one user, over HTTP and the socket together: 429 with Retry-After, then a refused frame',
    async () => {
      const { max } = DEFAULT_RATE_LIMITS.chatMessagesPerUser;
      const flooder = await buyer(t.db, 'flooder');
      const support = await post<ChatConversation>(t, flooder, '/chat/support');
      const sendOverHttp = (index: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/chat/conversations/${support.id}/messages`,
          headers: { authorization: `Bearer ${flooder.token}` },
          payload: { body: `question ${index}`, client_id: `flood-${index}` },
        });
      const statuses: number[] = [];
      for (let index = 0; index < max; index++) statuses.push((await sendOverHttp(index)).statusCode);
      expect(statuses).toEqual(Array(max).fill(200));
      const refused = await sendOverHttp(max);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({ code: 429, message: CHAT_TOO_FAST });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const tab = await connect(flooder);
      tab.send({ type: 'send', conversation_id: support.id, body: 'one more', client_id: 'flood-socket' });
      expect(await tab.next()).toEqual({
        type: 'refused',
        client_id: 'flood-socket',
        status: 429,
        message: CHAT_TOO_FAST,
      });
      // Nothing past the limit was stored, and someone else still talks.
      const stored = await t.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('conversation_id', '=', String(support.id))
        .executeTakeFirstOrThrow();
      expect(Number(stored.count)).toBe(max);
      expect((await post<ChatConversation>(t, people.assistant, '/chat/support')).id).toEqual(
        expect.any(Number),
      );
    },
    SOCKET_TEST_MS,
  );

  it(
    'closes with 4401 for a frame before hello or an unknown token, and 4400 for a frame it does not know',
    async () => {
      const early = await Tab.open(base);
      early.send({ type: 'ping' });
      expect(await early.closeCode()).toBe(CHAT_CLOSE.unauthorized);
      const forged = await Tab.open(base);
      forged.send({ type: 'hello', token: 'not-a-session' });
      expect(await forged.closeCode()).toBe(CHAT_CLOSE.unauthorized);
      const garbled = await connect(people.learner);
      garbled.send('{not json');
      expect(await garbled.closeCode()).toBe(CHAT_CLOSE.badFrame);
    },
    SOCKET_TEST_MS,
  );

  it(
    "delivers a message to every tab of the conversation's members, in order, and to nobody else",
    async () => {
      const teacher = await connect(people.ana);
      const learnerTabs = [await connect(people.learner), await connect(people.learner)];
      const stranger = await connect(people.stranger);
      const sent: ChatMessage[] = [];
      for (const body of ['你好', 'Ready?', 'Yes'])
        sent.push(
          await post<ChatMessage>(
            t,
            body === 'Yes' ? people.ana : people.learner,
            `/chat/conversations/${conversation.id}/messages`,
            {
              body,
            },
          ),
        );
      for (const tab of [teacher, ...learnerTabs]) expect(await tab.messages(3)).toEqual(sent);
      await post(t, people.ana, `/chat/conversations/${conversation.id}/read`, { seq: sent[2]?.seq });
      expect(await learnerTabs[0]?.next()).toEqual({
        type: 'read',
        conversation_id: conversation.id,
        user_id: people.ana.id,
        read_seq: sent[2]?.seq,
      });
      stranger.send({ type: 'ping' });
      expect(await stranger.next()).toEqual({ type: 'pong' });
    },
    SOCKET_TEST_MS,
  );

  it(
    "tells every operator of a learner's support message, and the learner of the answer",
    async () => {
      const desk = await connect(operator);
      const learner = await connect(people.learner);
      const support = await post<ChatConversation>(t, people.learner, '/chat/support');
      const question = await post<ChatMessage>(
        t,
        people.learner,
        `/chat/conversations/${support.id}/messages`,
        {
          body: 'My lesson link?',
        },
      );
      expect(await desk.messages(1)).toEqual([question]);
      const answer = await post<ChatMessage>(t, operator, `/chat/conversations/${support.id}/messages`, {
        body: 'In your lessons page.',
      });
      expect(await learner.messages(2)).toEqual([question, answer]);
      expect(answer.sender_role).toBe('support');
      // The operator's tab hears its own answer once, not once as a member and once as support.
      expect(await desk.messages(1)).toEqual([answer]);
      desk.send({ type: 'ping' });
      expect(await desk.next()).toEqual({ type: 'pong' });
    },
    SOCKET_TEST_MS,
  );

  it(
    'sends over the socket: answered sent, delivered to the others, refused for a stranger or an empty text',
    async () => {
      const learner = await connect(people.learner);
      const teacher = await connect(people.ana);
      const stranger = await connect(people.stranger);
      learner.send({
        type: 'send',
        conversation_id: conversation.id,
        body: ' over the socket ',
        client_id: 's-1',
      });
      const delivered = (await teacher.messages(1))[0];
      expect(delivered).toMatchObject({
        body: 'over the socket',
        client_id: 's-1',
        sender_id: people.learner.id,
      });
      const frames = [await learner.next(), await learner.next()];
      expect(frames).toEqual(
        expect.arrayContaining([
          { type: 'sent', client_id: 's-1', message: delivered },
          { type: 'message', message: delivered },
        ]),
      );
      stranger.send({ type: 'send', conversation_id: conversation.id, body: 'let me in', client_id: 's-2' });
      expect(await stranger.next()).toMatchObject({ type: 'refused', client_id: 's-2', status: 404 });
      learner.send({ type: 'send', conversation_id: conversation.id, body: '\u200b ', client_id: 's-3' });
      expect(await learner.next()).toMatchObject({
        type: 'refused',
        client_id: 's-3',
        status: 400,
        message: 'body must not be empty',
      });
      teacher.send({ type: 'ping' });
      expect(await teacher.next()).toEqual({ type: 'pong' });
    },
    SOCKET_TEST_MS,
  );

  it(
    'resumes after a reconnect with what came after the last seq held, and nothing for a stranger',
    async () => {
      const first = await post<ChatMessage>(
        t,
        people.ana,
        `/chat/conversations/${conversation.id}/messages`,
        {
          body: 'before the reconnect',
        },
      );
      const missed = [
        await post<ChatMessage>(t, people.ana, `/chat/conversations/${conversation.id}/messages`, {
          body: 'one',
        }),
        await post<ChatMessage>(t, people.ana, `/chat/conversations/${conversation.id}/messages`, {
          body: 'two',
        }),
      ];
      const learner = await connect(people.learner);
      learner.send({ type: 'resume', conversations: [{ id: conversation.id, after: first.seq }] });
      expect(await learner.next()).toEqual({
        type: 'resumed',
        conversation_id: conversation.id,
        messages: missed,
        more: false,
      });
      const stranger = await connect(people.stranger);
      stranger.send({ type: 'resume', conversations: [{ id: conversation.id, after: 0 }] });
      stranger.send({ type: 'ping' });
      expect(await stranger.next()).toEqual({ type: 'pong' });
    },
    SOCKET_TEST_MS,
  );
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('the chat socket over Redis, with two API processes', () => {
  const prefix = `chat-test-${randomBytes(6).toString('hex')}`;
  let one: TestApp;
  let two: TestApp;
  let clients: Redis[];
  let bases: [string, string];
  let people: ClassroomPeople;
  const open: Tab[] = [];

  beforeAll(async () => {
    clients = [new Redis(redisUrl as string), new Redis(redisUrl as string)];
    const bus = (client: Redis) => ({ classroomBus: { kind: 'redis' as const, client, keyPrefix: prefix } });
    one = await openTestApp(primaryTestDatabase(), {
      ...bus(clients[0] as Redis),
      seed: catalogueFixtures,
      lessonHistory: false,
    });
    two = await openTestApp(one, { ...bus(clients[1] as Redis), seed: false });
    people = await classroomPeople(one, new Date());
    bases = [await listen(one), await listen(two)];
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((tab) => tab.end()));
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    const [client] = clients;
    const keys = (await client?.keys(`${prefix}*`)) ?? [];
    if (keys.length > 0) await client?.del(...keys);
    for (const each of clients) each.disconnect();
  });

  it(
    'delivers messages sent through either process to members connected to the other, in seq order',
    async () => {
      const lesson = await lessonAt(one, {
        teacher: people.ana,
        learner: people.learner,
        courseSlug: 'live-hsk1',
        startsAt: STARTS,
        minutes: 50,
      });
      const { id } = await post<ChatConversation>(one, people.learner, `/chat/lessons/${lesson}`);
      const learner = await Tab.open(bases[0], people.learner.token);
      const teacher = await Tab.open(bases[1], people.ana.token);
      open.push(learner, teacher);
      const sent: ChatMessage[] = [];
      for (let index = 0; index < 10; index += 1) {
        const [through, who] = index % 2 === 0 ? [one, people.learner] : [two, people.ana];
        sent.push(
          await post<ChatMessage>(through, who, `/chat/conversations/${id}/messages`, { body: `m${index}` }),
        );
      }
      const bySeq = (list: ChatMessage[]) => [...list].sort((a, b) => a.seq - b.seq);
      expect(bySeq(await teacher.messages(10))).toEqual(sent);
      expect(bySeq(await learner.messages(10))).toEqual(sent);
    },
    SOCKET_TEST_MS,
  );
});
