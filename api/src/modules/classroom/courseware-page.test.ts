import type { TestApp } from '../../test/app.ts';
import {
  type ClassroomPeople,
  type ClassroomProcesses,
  lessonAt,
  listen,
  openClassroomApp,
  openClassroomProcesses,
  Peer,
  tokenOf,
} from '../../test/classroom.ts';
import { primaryTestDatabase } from '../../test/databases.ts';
import type { Buyer } from '../../test/orders-fixtures.ts';

/** Monday 2030-01-07 10:00 in Shanghai, inside the lesson's open room. */
const STARTS = new Date('2030-01-07T02:00:00Z');
const SECRET = 'the-secret-every-process-of-the-page-tests-shares';
const SOCKET_TEST_MS = 20_000;

async function connect(t: TestApp, base: string, who: Buyer, lesson: number, open: Peer[]) {
  const browser = await Peer.open(base, await tokenOf(t, who, lesson));
  open.push(browser);
  return browser;
}

describe('the courseware page of a live room', () => {
  let t: TestApp;
  let base: string;
  let people: ClassroomPeople;
  let lesson: number;
  const open: Peer[] = [];

  beforeAll(async () => {
    ({ t, people, lesson } = await openClassroomApp(primaryTestDatabase(), STARTS, {
      now: () => STARTS,
      classroomSecret: SECRET,
    }));
    base = await listen(t);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((browser) => browser.end()));
  });
  afterAll(() => t.close());

  it(
    "relays the teacher's page to the others, and welcomes a latecomer and a reconnecting browser on it",
    async () => {
      const learner = await connect(t, base, people.learner, lesson, open);
      expect((await learner.take('welcome')).page).toBe(1);
      const teacher = await connect(t, base, people.ana, lesson, open);
      expect((await teacher.take('welcome')).page).toBe(1);

      teacher.send({ type: 'page', page: 3 });
      expect(await learner.take('page')).toEqual({ type: 'page', page: 3 });
      // The sender is not told its own page back.
      await teacher.settled();
      expect(teacher.inbox.filter((message) => message.type === 'page')).toEqual([]);

      const assistant = await connect(t, base, people.assistant, lesson, open);
      expect((await assistant.take('welcome')).page).toBe(3);
      assistant.send({ type: 'page', page: 2 });
      expect(await learner.take('page')).toEqual({ type: 'page', page: 2 });
      expect(await teacher.take('page')).toEqual({ type: 'page', page: 2 });

      await learner.end();
      const back = await connect(t, base, people.learner, lesson, open);
      expect((await back.take('welcome')).page).toBe(2);
    },
    SOCKET_TEST_MS,
  );

  it(
    "ignores a learner's page: neither kept nor relayed, and the learner stays connected",
    async () => {
      const other = await lessonAt(t, {
        teacher: people.bo,
        learner: people.otherLearner,
        courseSlug: 'live-business',
        startsAt: STARTS,
        minutes: 50,
      });
      const teacher = await connect(t, base, people.bo, other, open);
      await teacher.take('welcome');
      const learner = await connect(t, base, people.otherLearner, other, open);
      await learner.take('welcome');
      learner.send({ type: 'page', page: 5 });
      await learner.settled();
      await teacher.settled();
      expect(teacher.inbox.filter((message) => message.type === 'page')).toEqual([]);
      await teacher.end();
      const again = await connect(t, base, people.bo, other, open);
      expect((await again.take('welcome')).page).toBe(1);
    },
    SOCKET_TEST_MS,
  );

  it(
    'closes with 4400 on a page that is not a page number',
    async () => {
      const teacher = await connect(t, base, people.ana, lesson, open);
      await teacher.take('welcome');
      const closed = new Promise<number>((resolve) => teacher.socket.once('close', (code) => resolve(code)));
      teacher.send({ type: 'page', page: 0 });
      expect(await closed).toBe(4400);
    },
    SOCKET_TEST_MS,
  );
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('the courseware page over Redis, with two API processes', () => {
  let processes: ClassroomProcesses;
  const open: Peer[] = [];

  beforeAll(async () => {
    processes = await openClassroomProcesses(redisUrl as string, STARTS, {
      now: () => STARTS,
      classroomSecret: SECRET,
    });
  });
  afterAll(async () => {
    await Promise.all(open.splice(0).map((browser) => browser.end()));
    await processes.close();
  });

  it(
    'turns the page for a learner on the other process, and keeps it for one who joins there later',
    async () => {
      const { one, two, people, lesson } = processes;
      const [baseOne, baseTwo] = [await listen(one), await listen(two)];
      const teacher = await connect(one, baseOne, people.ana, lesson, open);
      await teacher.take('welcome');
      const learner = await connect(two, baseTwo, people.learner, lesson, open);
      await learner.take('welcome');
      teacher.send({ type: 'page', page: 4 });
      expect(await learner.take('page')).toEqual({ type: 'page', page: 4 });
      const assistant = await connect(two, baseTwo, people.assistant, lesson, open);
      expect((await assistant.take('welcome')).page).toBe(4);
    },
    SOCKET_TEST_MS,
  );
});
