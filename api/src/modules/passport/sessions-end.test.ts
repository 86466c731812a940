import { CHAT_CLOSE, type ChatServerFrame, SIGNAL_CLOSE } from '@hanyu/contract';
import type { TestApp } from '../../test/app.ts';
import {
  type ClassroomPeople,
  lessonAt,
  listen,
  openClassroomApp,
  openClassroomProcesses,
  Peer,
  tokenOf,
} from '../../test/classroom.ts';
import { primaryTestDatabase } from '../../test/databases.ts';
import type { Buyer } from '../../test/orders-fixtures.ts';
import { renewCalendarFeed } from '../lessons/index.ts';
import { hashPassword } from '../users/index.ts';

const MINUTE = 60_000;
const STARTS = new Date('2030-01-07T02:00:00Z');
const PASSWORD = 'the old passphrase';
const SOCKET_TEST_MS = 30_000;
const CHAT_PATH = '/api/chat/socket';

/** A signed-in chat tab of `who`. */
async function chatTab(base: string, who: Buyer): Promise<Peer<ChatServerFrame>> {
  const tab = await Peer.open<ChatServerFrame>(base, undefined, CHAT_PATH);
  tab.send({ type: 'hello', token: who.token });
  await tab.nextOf('welcome');
  return tab;
}

async function withPassword(t: TestApp, who: Buyer): Promise<void> {
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', String(who.id))
    .execute();
}

/** Whether a socket is still served: a ping is answered. */
async function stillOpen(peer: Peer): Promise<boolean> {
  await peer.settled();
  return true;
}

describe('when every session of a user ends', () => {
  let t: TestApp;
  let base: string;
  let people: ClassroomPeople;
  let lesson: number;
  const open: Array<Peer<{ type: string }>> = [];
  const track = <P extends Peer<{ type: string }>>(peer: P) => {
    open.push(peer);
    return peer;
  };

  beforeAll(async () => {
    ({ t, people, lesson } = await openClassroomApp(primaryTestDatabase(), STARTS, {
      now: () => new Date(STARTS.getTime() + MINUTE),
    }));
    base = await listen(t);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((peer) => peer.end()));
  });
  afterAll(() => t.close());

  it(
    'a password change closes their classroom and chat sockets, refuses their room token and moves their calendar feed',
    async () => {
      await withPassword(t, people.learner);
      const token = await tokenOf(t, people.learner, lesson);
      const learner = track(await Peer.open(base, token));
      await learner.welcome();
      const teacher = track(await Peer.open(base, await tokenOf(t, people.ana, lesson)));
      await teacher.welcome();
      const chat = track(await chatTab(base, people.learner));
      const oldFeed = await renewCalendarFeed(t.db, people.learner.id, 'http://localhost:3000');
      const feedPath = new URL(oldFeed.url ?? '').pathname;
      expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);

      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/user/passport/password',
        headers: { authorization: `Bearer ${people.learner.token}` },
        payload: { old_password: PASSWORD, new_password: 'a brand new passphrase' },
      });
      expect(changed.statusCode).toBe(200);

      expect(await learner.closeCode()).toBe(SIGNAL_CLOSE.badToken);
      expect(await chat.closeCode()).toBe(CHAT_CLOSE.unauthorized);
      // The token the learner was given still has minutes to run: it admits no one now.
      expect(await track(await Peer.open(base, token)).closeCode()).toBe(SIGNAL_CLOSE.badToken);
      // Others in the room stay.
      expect(await stillOpen(teacher)).toBe(true);
      // The old calendar address reads nothing; the learner's settings show the new one.
      expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
      const feed = await t.db
        .selectFrom('calendar_feeds')
        .select('token')
        .where('user_id', '=', String(people.learner.id))
        .executeTakeFirstOrThrow();
      expect(feedPath).not.toContain(feed.token);
    },
    SOCKET_TEST_MS,
  );

  it(
    'an account deletion closes its sockets and refuses its room token at once',
    async () => {
      const other = await lessonAt(t, {
        teacher: people.bo,
        learner: people.otherLearner,
        courseSlug: 'live-business',
        startsAt: STARTS,
        minutes: 50,
      });
      await withPassword(t, people.otherLearner);
      const token = await tokenOf(t, people.otherLearner, other);
      const learner = track(await Peer.open(base, token));
      await learner.welcome();
      const chat = track(await chatTab(base, people.otherLearner));

      const deleted = await t.app.inject({
        method: 'POST',
        url: '/api/user/current/delete',
        headers: { authorization: `Bearer ${people.otherLearner.token}` },
        payload: { password: PASSWORD },
      });
      expect(deleted.statusCode).toBe(200);

      expect(await learner.closeCode()).toBe(SIGNAL_CLOSE.badToken);
      expect(await chat.closeCode()).toBe(CHAT_CLOSE.unauthorized);
      expect(await track(await Peer.open(base, token)).closeCode()).toBe(SIGNAL_CLOSE.badToken);
    },
    SOCKET_TEST_MS,
  );
});

/** Redis tests run when TEST_REDIS_URL is set (redis://127.0.0.1:6379 locally). */
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('when every session of a user ends, on another API process', () => {
  it(
    'closes their sockets on every process',
    async () => {
      const processes = await openClassroomProcesses(redisUrl as string, STARTS, {
        now: () => new Date(STARTS.getTime() + MINUTE),
        classroomSecret: 'the-secret-both-processes-of-the-session-test-share',
      });
      const open: Array<Peer<{ type: string }>> = [];
      try {
        const { one, two, people, lesson } = processes;
        await listen(one);
        const baseTwo = await listen(two);
        await withPassword(one, people.learner);
        const learner = await Peer.open(baseTwo, await tokenOf(one, people.learner, lesson));
        open.push(learner);
        await learner.welcome();
        const chat = await chatTab(baseTwo, people.learner);
        open.push(chat);
        const changed = await one.app.inject({
          method: 'PUT',
          url: '/api/user/passport/password',
          headers: { authorization: `Bearer ${people.learner.token}` },
          payload: { old_password: PASSWORD, new_password: 'a brand new passphrase' },
        });
        expect(changed.statusCode).toBe(200);
        expect(await learner.closeCode()).toBe(SIGNAL_CLOSE.badToken);
        expect(await chat.closeCode()).toBe(CHAT_CLOSE.unauthorized);
      } finally {
        await Promise.all(open.map((peer) => peer.end()));
        await processes.close();
      }
    },
    SOCKET_TEST_MS,
  );
});
