import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ClassroomEntry, ServerSignal } from '@hanyu/contract';
import { expect } from '@jest/globals';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import type { AppOptions } from '../app.ts';
import { insertAssistantTeacher, insertLesson } from '../modules/lessons/index.ts';
import { createSession } from '../modules/users/index.ts';
import { openTestApp, type TestApp } from './app.ts';
import { catalogueFixtures } from './catalogue-fixtures.ts';
import { primaryTestDatabase, type TestDatabase } from './databases.ts';
import { type Buyer, buyer } from './orders-fixtures.ts';

/** The people of the classroom tests, over the catalogue fixtures (Ana Li teaches live-hsk1, Bo Chen live-business). */
export interface ClassroomPeople {
  ana: Buyer;
  bo: Buyer;
  learner: Buyer;
  otherLearner: Buyer;
  assistant: Buyer;
  stranger: Buyer;
}

/** Everyone signed in at `at` (the app's clock; a session of today would have expired by then). */
export async function classroomPeople(t: TestApp, at: Date): Promise<ClassroomPeople> {
  const signedIn = async (id: number): Promise<Buyer> => ({
    id,
    token: (await createSession(t.db, id, at)).token,
  });
  const teacher = async (slug: string) => {
    const row = await t.db
      .selectFrom('teachers')
      .select('user_id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    return signedIn(Number(row.user_id));
  };
  const person = async (name: string) => signedIn((await buyer(t.db, name)).id);
  const assistant = await person('assistant');
  await insertAssistantTeacher(t.db, assistant.id);
  return {
    ana: await teacher('ana-li'),
    bo: await teacher('bo-chen'),
    learner: await person('learner'),
    otherLearner: await person('other'),
    assistant,
    stranger: await person('stranger'),
  };
}

/** A booked lesson of `minutes` on the teacher's course, written as a booking would. */
export async function lessonAt(
  t: TestApp,
  lesson: { teacher: Buyer; learner: Buyer; courseSlug: string; startsAt: Date; minutes: number },
): Promise<number> {
  const course = await t.db
    .selectFrom('courses')
    .select('id')
    .where('slug', '=', lesson.courseSlug)
    .executeTakeFirstOrThrow();
  const id = await insertLesson(t.db, {
    teacherUserId: lesson.teacher.id,
    studentUserId: lesson.learner.id,
    courseId: course.id,
    skuId: null,
    startsAt: lesson.startsAt,
    endsAt: new Date(lesson.startsAt.getTime() + lesson.minutes * 60_000),
    deliveryWay: 'classroom',
    contactId: null,
    remark: null,
    trial: false,
    chargedMinutes: 0,
    valueMinor: 0,
    bookedBy: lesson.learner.id,
  });
  return Number(id);
}

/** GET /api/classroom/lessons/:id as `who`. */
export async function enter(t: TestApp, who: Buyer, lessonId: number, language = 'en') {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/classroom/lessons/${lessonId}?language=${language}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  return {
    status: answer.statusCode,
    entry: answer.statusCode === 200 ? (answer.json().response as ClassroomEntry) : undefined,
  };
}

/**
 * Waits until `check` holds, polling: what a socket causes in the database (attendance, written beside the
 * welcome and after the close) lands a moment after the message.
 */
export async function eventually(check: () => Promise<boolean>, waitMs = 4_000): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * An app over the catalogue fixtures (`options` add the classroom's settings), its people signed in at
 * `startsAt`, and Ana's 50-minute live-hsk1 lesson with the learner starting then.
 */
export async function openClassroomApp(
  target: TestDatabase | TestApp,
  startsAt: Date,
  options: Omit<AppOptions, 'db'>,
): Promise<{ t: TestApp; people: ClassroomPeople; lesson: number }> {
  const t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false, ...options });
  const people = await classroomPeople(t, startsAt);
  const lesson = await lessonAt(t, {
    teacher: people.ana,
    learner: people.learner,
    courseSlug: 'live-hsk1',
    startsAt,
    minutes: 50,
  });
  return { t, people, lesson };
}

/** Two API processes sharing their rooms over Redis (openClassroomProcesses). */
export interface ClassroomProcesses {
  one: TestApp;
  two: TestApp;
  people: ClassroomPeople;
  lesson: number;
  redis: Redis;
  keyPrefix: string;
  close(): Promise<void>;
}

/**
 * Two API processes over one database and one Redis, sharing their rooms by it under `keyPrefix`; the first
 * set up as openClassroomApp does. `redis` is the first's client; `close` ends both and removes their keys.
 */
export async function openClassroomProcesses(
  redisUrl: string,
  startsAt: Date,
  options: Omit<AppOptions, 'db' | 'classroomBus'>,
): Promise<ClassroomProcesses> {
  const keyPrefix = `classroom-test-${randomBytes(6).toString('hex')}`;
  const clients = [new Redis(redisUrl), new Redis(redisUrl)] as const;
  const onBus = (client: Redis) => ({
    ...options,
    classroomBus: { kind: 'redis' as const, client, keyPrefix },
  });
  const {
    t: one,
    people,
    lesson,
  } = await openClassroomApp(primaryTestDatabase(), startsAt, onBus(clients[0]));
  const two = await openTestApp(one, { ...onBus(clients[1]), seed: false });
  return {
    one,
    two,
    people,
    lesson,
    redis: clients[0],
    keyPrefix,
    async close() {
      await two.close();
      await one.close();
      const keys = await clients[0].keys(`${keyPrefix}:*`);
      if (keys.length > 0) await clients[0].del(...keys);
      for (const client of clients) client.disconnect();
    },
  };
}

/** The signalling socket's token `who` is given on entering the lesson's room; throws when none is given. */
export async function tokenOf(t: TestApp, who: Buyer, lessonId: number): Promise<string> {
  const { entry } = await enter(t, who, lessonId);
  if (!entry?.token) throw new Error(`no token: ${JSON.stringify(entry)}`);
  return entry.token;
}

/** Starts the app listening on a free port; answers the base of its WebSocket addresses. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** How long a peer waits for one message or its close before the test fails, on a busy machine. */
const SOCKET_WAIT_MS = 5_000;
/** The classroom's signalling socket; its room token goes in the query. */
const SIGNAL_PATH = '/api/classroom/signal';

/**
 * A browser's end of one of the API's JSON WebSockets, what it got queued in order. By default the
 * classroom's signalling socket (messages `ServerSignal`, the token in the query); another socket names its
 * path and message type, e.g. the chat's: `Peer.open<ChatServerFrame>(base, undefined, '/api/chat/socket')`,
 * then `send({ type: 'hello', token })` and `nextOf('welcome')`.
 */
export class Peer<M extends { type: string } = ServerSignal> {
  /** What came and was not taken yet, oldest first. */
  readonly inbox: M[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private isClosed = false;
  /** Takers waiting for the next message or the close. */
  private readonly waiting = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.inbox.push(JSON.parse(data.toString()) as M);
      for (const wake of this.waiting) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        this.isClosed = true;
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiting) wake();
      }),
    );
  }

  /** Opens `path` on `base` (a `listen` answer), with `token` in the query when there is one. */
  static async open<M extends { type: string } = ServerSignal>(
    base: string,
    token: string | undefined,
    path = SIGNAL_PATH,
  ): Promise<Peer<M>> {
    const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(`${base}${path}${query}`);
    const peer = new Peer<M>(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return peer;
  }

  /** Takes the first message `pick` chooses, waiting for it; fails once the socket closed without it. */
  private async takeFirst(pick: (message: M) => boolean, what: string): Promise<M> {
    const deadline = Date.now() + SOCKET_WAIT_MS;
    for (;;) {
      const index = this.inbox.findIndex(pick);
      if (index >= 0) return this.inbox.splice(index, 1)[0] as M;
      const left = deadline - Date.now();
      if (left <= 0 || this.isClosed)
        throw new Error(
          `no ${what} came${this.isClosed ? ' before the close' : ''}: ${JSON.stringify(this.inbox)}`,
        );
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiting.add(wake);
      });
    }
  }

  /** The next message, whatever it is. */
  next(): Promise<M> {
    return this.takeFirst(() => true, 'message');
  }

  /** The next message, which must be of `type`. */
  async nextOf<T extends M['type']>(type: T): Promise<Extract<M, { type: T }>> {
    const message = await this.next();
    expect(message.type).toBe(type);
    return message as Extract<M, { type: T }>;
  }

  /** The first message of `type` not yet taken (earlier ones of other types stay). */
  async take<T extends M['type']>(type: T): Promise<Extract<M, { type: T }>> {
    return (await this.takeFirst((message) => message.type === type, type)) as Extract<M, { type: T }>;
  }

  async welcome(this: Peer<ServerSignal>) {
    return this.nextOf('welcome');
  }

  /** A ping's pong: everything sent before it was handled by the server. */
  async settled(this: Peer<ServerSignal>): Promise<void> {
    this.send({ type: 'ping' });
    await this.take('pong');
  }

  /** Sends `message` as JSON, or a text as it is. */
  send(message: object | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async closeCode(): Promise<number> {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the socket stayed open')), SOCKET_WAIT_MS).unref(),
    );
    return (await Promise.race([this.closed, timeout])).code;
  }

  async end(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) {
      this.socket.close();
      await this.closed;
    }
  }
}
