import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChatConversation, ChatMessage, ChatServerFrame } from '@hanyu/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import pino from 'pino';
import { openSharedRedis, type SharedRedis } from './redis.ts';
import { openTestApp, type TestApp } from './test/app.ts';
import {
  type ClassroomPeople,
  eventually,
  listen,
  openClassroomApp,
  Peer,
  tokenOf,
} from './test/classroom.ts';
import { primaryTestDatabase } from './test/databases.ts';
import { freePort } from './test/free-port.ts';
import type { Buyer } from './test/orders-fixtures.ts';

/** Monday 2030-01-07 10:00 in Shanghai: the lesson's start, and the apps' clock (its room is open). */
const STARTS = new Date('2030-01-07T02:00:00Z');
const SECRET = 'the-secret-every-deployment-of-the-redis-tests-shares';
const SOCKET_TEST_MS = 60_000;
const CHAT_PATH = '/api/chat/socket';

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

/** A signed-in chat tab; its chat frames are read with `take('message')`, past the notification centre's. */
async function chatTab(base: string, who: Buyer): Promise<Peer<ChatServerFrame>> {
  const tab = await Peer.open<ChatServerFrame>(base, undefined, CHAT_PATH);
  tab.send({ type: 'hello', token: who.token });
  await tab.nextOf('welcome');
  return tab;
}

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Issue 24 item 17. Two deployments on one Redis server, told apart only by their prefix; the strongest
 * case is used on purpose: both over the same database, so their rooms, users and conversations have the
 * same ids, and anything that leaked would reach someone. A third app with the first's prefix is another
 * process of the first deployment: it still shares. "Never received" is shown by a fence: a later message
 * of the listener's own deployment, which Redis delivers on the same connection after any leaked one.
 */
(redisUrl ? describe : describe.skip)('deployments sharing one Redis server', () => {
  const run = randomBytes(6).toString('hex');
  const prefixes = { first: `deployments-test-${run}-first`, second: `deployments-test-${run}-second` };
  let first: TestApp;
  let second: TestApp;
  let firstAgain: TestApp;
  let clients: Redis[];
  let bases: { first: string; second: string; firstAgain: string };
  let people: ClassroomPeople;
  let lesson: number;
  const open: Array<Peer<{ type: string }>> = [];

  beforeAll(async () => {
    clients = [0, 1, 2].map(() => new Redis(redisUrl as string));
    const settings = (index: number, prefix: string) => ({
      now: () => STARTS,
      classroomSecret: SECRET,
      redis: { client: clients[index] as Redis, prefix },
    });
    ({
      t: first,
      people,
      lesson,
    } = await openClassroomApp(primaryTestDatabase(), STARTS, settings(0, prefixes.first)));
    second = await openTestApp(first, { ...settings(1, prefixes.second), seed: false });
    firstAgain = await openTestApp(first, { ...settings(2, prefixes.first), seed: false });
    bases = {
      first: await listen(first),
      second: await listen(second),
      firstAgain: await listen(firstAgain),
    };
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((peer) => peer.end()));
  });
  afterAll(async () => {
    await firstAgain?.close();
    await second?.close();
    await first?.close();
    const [client] = clients;
    const keys = (await client?.keys(`deployments-test-${run}-*`)) ?? [];
    if (keys.length > 0) await client?.del(...keys);
    for (const each of clients) each.disconnect();
  });

  const signal = async (base: string, t: TestApp, who: Buyer) => {
    const peer = await Peer.open(base, await tokenOf(t, who, lesson));
    open.push(peer as Peer<{ type: string }>);
    return peer;
  };

  it(
    "keeps each deployment's classroom presence and signals to itself; processes of one deployment share",
    async () => {
      const learner = await signal(bases.first, first, people.learner);
      const mine = await learner.welcome();
      // The same lesson's room in the other deployment: empty, and its join reaches no one here.
      const otherTeacher = await signal(bases.second, second, people.ana);
      expect((await otherTeacher.welcome()).peers).toEqual([]);
      const otherAssistant = await signal(bases.second, second, people.assistant);
      await otherAssistant.welcome();
      // Another process of the first deployment: it sees the learner, who hears of it, and of nothing before.
      const teacher = await signal(bases.firstAgain, firstAgain, people.ana);
      const theirs = await teacher.welcome();
      expect(theirs.peers).toEqual([mine.you]);
      expect(await learner.next()).toEqual({ type: 'peer-joined', peer: theirs.you });
      // A signal for the learner's peer id, sent in the other deployment, goes nowhere; the fence does.
      otherTeacher.send({ type: 'signal', to: mine.you.peer_id, data: { candidate: null } });
      await otherTeacher.settled();
      teacher.send({ type: 'signal', to: mine.you.peer_id, data: { candidate: null } });
      expect(await learner.next()).toEqual({
        type: 'signal',
        from: theirs.you.peer_id,
        data: { candidate: null },
      });
      // And the other deployment heard nothing of the first's joins: only its own learner.
      expect((await otherTeacher.nextOf('peer-joined')).peer.user_id).toBe(people.assistant.id);
      otherAssistant.send({ type: 'state', state: { audio: false, video: true, screen: false } });
      expect(await otherTeacher.next()).toMatchObject({ type: 'peer-state' });
    },
    SOCKET_TEST_MS,
  );

  it(
    "delivers a deployment's chat messages to its own listeners only",
    async () => {
      const { id } = await post<ChatConversation>(first, people.learner, `/chat/lessons/${lesson}`);
      const elsewhere = await chatTab(bases.second, people.ana);
      const sameDeployment = await chatTab(bases.firstAgain, people.ana);
      open.push(elsewhere, sameDeployment);
      const leaked = await post<ChatMessage>(first, people.learner, `/chat/conversations/${id}/messages`, {
        body: 'for the first deployment',
      });
      expect(await sameDeployment.take('message')).toEqual({ type: 'message', message: leaked });
      const fence = await post<ChatMessage>(second, people.learner, `/chat/conversations/${id}/messages`, {
        body: 'for the second deployment',
      });
      expect(await elsewhere.take('message')).toEqual({ type: 'message', message: fence });
      // Redis names: every key of either deployment starts with its prefix, none without one.
      const client = clients[0] as Redis;
      const keys = await client.keys('*');
      expect(
        keys
          .filter((key) => key.includes(run))
          .every((key) => /^deployments-test-\w+-(first|second):(attempts|classroom|chat|video):/.test(key)),
      ).toBe(true);
      const channels = await client.pubsub('CHANNELS', `deployments-test-${run}-*`);
      expect([...channels].sort()).toEqual(
        [`${prefixes.first}:chat:events`, `${prefixes.second}:chat:events`].sort(),
      );
    },
    SOCKET_TEST_MS,
  );
});

/** Issue 24 item 18: a Redis that does not answer at start, then comes. */
(redisUrl ? describe : describe.skip)('an API whose Redis is unreachable', () => {
  let t: TestApp;
  let redis: SharedRedis;
  let port: number;
  let server: ReturnType<typeof spawn> | undefined;
  const open: Array<Peer<ChatServerFrame>> = [];
  let people: ClassroomPeople;
  let lesson: number;

  beforeAll(async () => {
    port = await freePort();
    redis = openSharedRedis(
      `redis://127.0.0.1:${port}`,
      `unreachable-test-${randomBytes(4).toString('hex')}`,
      pino({ level: 'silent' }),
    );
    ({ t, people, lesson } = await openClassroomApp(primaryTestDatabase(), STARTS, {
      now: () => STARTS,
      classroomSecret: SECRET,
      redis,
    }));
  });
  afterAll(async () => {
    await Promise.all(open.splice(0).map((peer) => peer.end()));
    await t?.close();
    redis?.client.disconnect();
    server?.kill();
  });

  it(
    'starts, says it is not ready but alive, keeps sign-in limits in memory, and is ready once Redis comes',
    async () => {
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const notReady = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'not ready', database: 'ready', redis: 'unreachable' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/passport/login/email',
        payload: { email: 'nobody@example.com', password: 'not-the-password-1' },
      });
      expect([400, 401, 403]).toContain(login.statusCode);

      // Redis comes up on the port: the client reconnects, the chat's subscription made at start is renewed.
      if (spawnSync('redis-server', ['--version']).error) return; // no redis-server here to start
      server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await eventually(
        async () => (await t.app.inject({ method: 'GET', url: '/ready' })).statusCode === 200,
        25_000,
      );
      // The chat's subscription, queued at start, is made on its own connection: wait until Redis has it.
      const probe = new Redis(`redis://127.0.0.1:${port}`);
      try {
        await eventually(async () => {
          const [, count] = (await probe.pubsub('NUMSUB', `${redis.prefix}:chat:events`)) as [string, number];
          return count > 0;
        }, 25_000);
      } finally {
        probe.disconnect();
      }
      const base = await listen(t);
      const tab = await chatTab(base, people.ana);
      open.push(tab);
      const { id } = await post<ChatConversation>(t, people.learner, `/chat/lessons/${lesson}`);
      const sent = await post<ChatMessage>(t, people.learner, `/chat/conversations/${id}/messages`, {
        body: 'through the Redis that came back',
      });
      await eventually(async () => tab.inbox.length > 0, 20_000);
      expect(await tab.take('message')).toEqual({ type: 'message', message: sent });
    },
    SOCKET_TEST_MS,
  );
});
