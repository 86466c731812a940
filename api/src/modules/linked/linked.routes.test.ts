import {
  BOOKING_MESSAGES,
  ERROR_CODES,
  LINK_ERROR_CODES,
  LINK_MESSAGES,
  type LinkRefusal,
} from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer, credit } from '../../test/orders-fixtures.ts';
import { grantVideoCourse, insertVideoCourse } from '../../test/video-learning.ts';
import { createSession } from '../users/index.ts';

/** Sunday 2030-01-06 08:00 in Shanghai: the seeded teachers work Monday to Saturday, 08:00–21:30. */
const START = new Date('2030-01-06T00:00:00Z');
/** Monday 10:00 in Shanghai. */
const MONDAY_10 = '2030-01-07T02:00:00.000Z';

describe.each(testDatabases())('linked accounts on $name', (target) => {
  let t: TestApp;
  let hsk: number;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false, now: () => START });
    const course = await t.db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    hsk = Number(course.id);
  });
  afterAll(() => t.close());

  type Person = Buyer & { email: string };
  async function person(name = 'learner'): Promise<Person> {
    const made = await buyer(t.db, name);
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', String(made.id))
      .executeTakeFirstOrThrow();
    return { id: made.id, token: (await createSession(t.db, made.id, START)).token, email: row.email };
  }

  const call = (who: Buyer, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });
  const refusal = (answer: { statusCode: number; json(): unknown }) => ({
    status: answer.statusCode,
    ...(answer.json() as { error: { code: number; message: string } }).error,
  });
  const refused = (reason: LinkRefusal) => ({
    status: 409,
    code: LINK_ERROR_CODES[reason],
    message: LINK_MESSAGES[reason],
  });
  const ask = (from: Person, to: { email: string }) => call(from, 'POST', '/user/bind', { email: to.email });
  /** `from` asks and `to` accepts: they are linked, `from` the main account. */
  async function link(from: Person, to: Person) {
    const asked = await ask(from, to);
    expect(asked.statusCode).toBe(200);
    const accepted = await call(to, 'POST', `/user/bind/${asked.json().response.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    return accepted;
  }
  const binds = async (who: Person) => (await call(who, 'GET', '/user/binds?language=en')).json().response;

  /** A learner who bought `minutes`-minute lessons of live-hsk1, through an order paid from the balance. */
  async function buyerOfHsk(minutes = 50): Promise<Person> {
    const learner = await person('owner');
    const sku = await t.db
      .selectFrom('course_skus')
      .select(['id', 'price_minor'])
      .where('course_id', '=', String(hsk))
      .where('lesson_minutes', '=', minutes)
      .executeTakeFirstOrThrow();
    await credit(t.db, learner.id, Number(sku.price_minor));
    const order = await call(learner, 'POST', '/user/order', { sku_id: Number(sku.id) });
    expect(order.statusCode).toBe(200);
    expect((await call(learner, 'POST', `/user/order/${order.json().response.id}/pay`, {})).statusCode).toBe(
      200,
    );
    return learner;
  }
  const lessonTime = async (ownerId: number) =>
    t.db
      .selectFrom('lesson_time')
      .select(['granted_minutes', 'spent_minutes', 'spent_value_minor'])
      .where('owner_id', '=', String(ownerId))
      .where('course_id', '=', String(hsk))
      .executeTakeFirst();

  describe('checking and asking', () => {
    it('checks an address without changing anything, naming no one: whether it can be linked', async () => {
      const me = await person();
      const other = await person('Mei');
      const check = await call(
        me,
        'GET',
        `/user/bind?email=${encodeURIComponent(other.email.toUpperCase())}`,
      );
      expect(check.statusCode).toBe(200);
      expect(check.json().response).toEqual({
        email: other.email,
        nick_name: null,
        linkable: true,
        refusal: null,
      });
      expect((await binds(me)).outgoing).toEqual([]);
    });

    it('limits the addresses one user looks up, checked or asked, with Retry-After; others are not held', async () => {
      const me = await person();
      const other = await person('Mei');
      const statuses: number[] = [];
      for (let lookup = 0; lookup < 19; lookup++) {
        const address = encodeURIComponent(`someone${lookup}@nowhere.test`);
        statuses.push((await call(me, 'GET', `/user/bind?email=${address}`)).statusCode);
      }
      expect(statuses).toEqual(Array(19).fill(200));
      // The twentieth look-up is a request: it counts as well.
      expect((await ask(me, other)).statusCode).toBe(200);
      const refusedCheck = await call(me, 'GET', `/user/bind?email=${encodeURIComponent(other.email)}`);
      expect(refusedCheck.statusCode).toBe(429);
      expect(refusedCheck.json().error).toEqual({
        code: 429,
        message: 'Too many attempts, please try again later',
      });
      expect(Number(refusedCheck.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask(me, await person())).statusCode).toBe(429);
      const someoneElse = await person();
      expect(
        (await call(someoneElse, 'GET', `/user/bind?email=${encodeURIComponent(other.email)}`)).statusCode,
      ).toBe(200);
    });

    it("refuses an unregistered address, the caller's own, and a malformed one (SPEC §5)", async () => {
      const me = await person();
      const unknown = await call(me, 'GET', '/user/bind?email=nobody%40nowhere.test');
      expect(unknown.json().response).toEqual({
        email: 'nobody@nowhere.test',
        nick_name: null,
        linkable: false,
        refusal: { reason: 'notRegistered', ...refused('notRegistered'), status: undefined },
      });
      expect(refusal(await ask(me, { email: 'nobody@nowhere.test' }))).toEqual(refused('notRegistered'));
      expect(refusal(await ask(me, me))).toEqual(refused('self'));
      expect(
        (await call(me, 'GET', `/user/bind?email=${encodeURIComponent(me.email)}`)).json().response,
      ).toMatchObject({
        linkable: false,
        refusal: { reason: 'self' },
      });
      const malformed = await ask(me, { email: 'not-an-address' });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().error.code).toBe(ERROR_CODES.invalidEmail);
    });

    it('keeps one waiting request between two accounts, whichever asks', async () => {
      const a = await person();
      const b = await person();
      expect((await ask(a, b)).statusCode).toBe(200);
      expect(refusal(await ask(a, b))).toEqual(refused('requestWaiting'));
      expect(refusal(await ask(b, a))).toEqual(refused('requestWaiting'));
      expect((await binds(a)).outgoing).toMatchObject([{ user_id: b.id, email: b.email }]);
      expect((await binds(b)).incoming).toMatchObject([{ user_id: a.id, email: a.email }]);
    });
  });

  describe('consent, accepting, declining and unlinking', () => {
    it('links only when the other account accepts, and only the account asked can accept', async () => {
      const a = await person();
      const b = await person();
      const stranger = await person();
      const asked = await ask(a, b);
      const id = asked.json().response.id;
      expect((await binds(a)).linked).toEqual([]);
      // Neither the sender nor a stranger can accept it for the account asked.
      expect((await call(a, 'POST', `/user/bind/${id}/accept`)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `/user/bind/${id}/accept`)).statusCode).toBe(404);
      expect((await call(stranger, 'DELETE', `/user/bind/${id}`)).statusCode).toBe(404);
      const accepted = await call(b, 'POST', `/user/bind/${id}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().response).toMatchObject({
        role: 'member',
        linked: [{ user_id: a.id, role: 'main', theirs: [], mine: [] }],
        incoming: [],
        outgoing: [],
      });
      expect(await binds(a)).toMatchObject({ role: 'main', linked: [{ user_id: b.id, role: 'member' }] });
    });

    it('declines or withdraws a request', async () => {
      const a = await person();
      const b = await person();
      const first = (await ask(a, b)).json().response.id;
      expect((await call(b, 'DELETE', `/user/bind/${first}`)).json().response.incoming).toEqual([]);
      expect((await binds(a)).outgoing).toEqual([]);
      const second = (await ask(a, b)).json().response.id;
      expect((await call(a, 'DELETE', `/user/bind/${second}`)).statusCode).toBe(200);
      expect((await call(b, 'POST', `/user/bind/${second}/accept`)).statusCode).toBe(404);
    });

    it('refuses an account already linked to another, a member adding members, and linking twice', async () => {
      const main = await person();
      const member = await person();
      const other = await person();
      await link(main, member);
      // SPEC §5: the member is already linked to another account.
      expect(refusal(await ask(other, member))).toEqual(refused('alreadyLinked'));
      expect(refusal(await ask(other, main))).toEqual(refused('alreadyLinked'));
      expect(
        (await call(other, 'GET', `/user/bind?email=${encodeURIComponent(member.email)}`)).json().response,
      ).toMatchObject({ linkable: false, refusal: { reason: 'alreadyLinked' } });
      // No chains: a member cannot become a main account.
      expect(refusal(await ask(member, other))).toEqual(refused('youAreMember'));
      // No cycles, no second link between the same two.
      expect(refusal(await ask(member, main))).toEqual(refused('linkedTogether'));
      expect(refusal(await ask(main, member))).toEqual(refused('linkedTogether'));
      // A main account adds a second member.
      await link(main, other);
      expect((await binds(main)).linked.map((account: { user_id: number }) => account.user_id)).toEqual([
        member.id,
        other.id,
      ]);
      // Members are linked to the main account only.
      expect((await binds(member)).linked.map((account: { user_id: number }) => account.user_id)).toEqual([
        main.id,
      ]);
      expect(refusal(await ask(member, other))).toEqual(refused('linkedTogether'));
    });

    it('refuses an accept when either account was linked meanwhile, and drops requests that can no longer succeed', async () => {
      const a = await person();
      const b = await person();
      const c = await person();
      const fromA = (await ask(a, b)).json().response.id;
      const fromC = (await ask(c, b)).json().response.id;
      expect((await call(b, 'POST', `/user/bind/${fromA}/accept`)).statusCode).toBe(200);
      // b's other requests went with the link.
      expect((await binds(c)).outgoing).toEqual([]);
      expect((await call(b, 'POST', `/user/bind/${fromC}/accept`)).statusCode).toBe(404);
      // A request sent by an account that became a member elsewhere went with it.
      const d = await person();
      const e = await person();
      const fromD = (await ask(d, e)).json().response.id;
      await link(a, d);
      expect((await call(e, 'POST', `/user/bind/${fromD}/accept`)).statusCode).toBe(404);
      // An account that became a main account meanwhile cannot join another family.
      const f = await person();
      const g = await person();
      const fromF = (await ask(f, e)).json().response.id;
      await link(e, g);
      expect(refusal(await call(e, 'POST', `/user/bind/${fromF}/accept`))).toEqual(refused('alreadyLinked'));
    });

    it('unlinks from either side; a main account without members leaves its family', async () => {
      const main = await person();
      const member = await person();
      await link(main, member);
      const unlinked = await call(member, 'DELETE', `/user/binds/${main.id}`);
      expect(unlinked.json().response).toMatchObject({ role: null, linked: [] });
      expect(await binds(main)).toMatchObject({ role: null, linked: [] });
      await link(member, main);
      expect((await binds(member)).role).toBe('main');
      expect((await call(member, 'DELETE', `/user/binds/${main.id}`)).statusCode).toBe(200);
      expect((await call(member, 'DELETE', `/user/binds/${main.id}`)).statusCode).toBe(404);
      const stranger = await person();
      expect((await call(stranger, 'DELETE', `/user/binds/${main.id}`)).statusCode).toBe(404);
    });
  });

  describe('the database holds the structure when requests race', () => {
    // PostgreSQL runs the transactions truly at once; PGlite (one connection) serialises them.
    const rounds = target.name === 'postgres' ? 20 : 3;

    it('puts an account asked by several at once into one family only', async () => {
      for (let round = 0; round < rounds; round++) {
        const wanted = await person();
        const askers = [await person(), await person(), await person(), await person()];
        const ids = [];
        for (const asker of askers) ids.push((await ask(asker, wanted)).json().response.id);
        const answers = await Promise.all(ids.map((id) => call(wanted, 'POST', `/user/bind/${id}/accept`)));
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
        for (const answer of answers.filter((a) => a.statusCode !== 200))
          expect([404, 409]).toContain(answer.statusCode);
        const rows = await t.db
          .selectFrom('account_families')
          .select('main_id')
          .where('user_id', '=', String(wanted.id))
          .execute();
        expect(rows).toHaveLength(1);
      }
    });

    it('never lets an account be a main account and a member at once (no chains)', async () => {
      for (let round = 0; round < rounds; round++) {
        const [a, b, c] = [await person(), await person(), await person()];
        // a asks b (a would be main); c asks a (a would be a member): both accepted at once.
        const aToB = (await ask(a, b)).json().response.id;
        const cToA = (await ask(c, a)).json().response.id;
        const answers = await Promise.all([
          call(b, 'POST', `/user/bind/${aToB}/accept`),
          call(a, 'POST', `/user/bind/${cToA}/accept`),
        ]);
        // The loser finds the other account linked (409), or its request gone with that link (404).
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses[0]).toBe(200);
        expect([404, 409]).toContain(statuses[1]);
        const chains = await t.db
          .selectFrom('account_families as member')
          .innerJoin('account_families as main', 'main.user_id', 'member.main_id')
          .select('member.user_id')
          .where('main.main_id', '<>', (eb) => eb.ref('main.user_id'))
          .execute();
        expect(chains).toEqual([]);
      }
    });

    it('keeps one request between two accounts asking each other at once', async () => {
      for (let round = 0; round < rounds; round++) {
        const [a, b] = [await person(), await person()];
        const answers = await Promise.all([ask(a, b), ask(b, a), ask(a, b)]);
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
        for (const answer of answers.filter((x) => x.statusCode !== 200))
          expect(refusal(answer)).toEqual(refused('requestWaiting'));
      }
    });
  });

  describe('sharing purchased courses (one place: purchase-owners)', () => {
    it("lets a linked account book with the owner's live package, and a cancellation gives the time back to the owner", async () => {
      const owner = await buyerOfHsk();
      const family = await person('family');
      // Before the owner's consent nothing is shared.
      const before = await call(family, 'POST', '/user/lessons', {
        course_id: hsk,
        minutes: 50,
        starts_at: MONDAY_10,
      });
      expect(refusal(before)).toMatchObject({ status: 400, code: ERROR_CODES.notBookable });
      await link(owner, family);
      const courses = (await call(family, 'GET', '/user/booking/courses')).json().response.data;
      expect(courses).toMatchObject([{ course_id: hsk, granted_minutes: 500, remaining_minutes: 500 }]);
      expect((await binds(family)).linked[0].theirs).toMatchObject([
        { course_id: hsk, kind: 'live', remaining_minutes: 500, title: 'HSK 1 Essentials' },
      ]);
      const booked = await call(family, 'POST', '/user/lessons', {
        course_id: hsk,
        minutes: 50,
        starts_at: MONDAY_10,
      });
      expect(booked.statusCode).toBe(200);
      expect(booked.json().response).toMatchObject({ student_id: family.id, status: 'booked' });
      // The owner's time was spent, and the booking records whose it was.
      expect(await lessonTime(owner.id)).toMatchObject({ granted_minutes: 500, spent_minutes: 50 });
      expect(await lessonTime(family.id)).toBeUndefined();
      const spend = await t.db
        .selectFrom('lesson_time_spends')
        .select('owner_id')
        .where('lesson_id', '=', String(booked.json().response.id))
        .executeTakeFirstOrThrow();
      expect(spend.owner_id).toBe(String(owner.id));
      // Unlinked, the member keeps the lesson booked; its cancellation gives the time back to the owner.
      expect((await call(owner, 'DELETE', `/user/binds/${family.id}`)).statusCode).toBe(200);
      const cancelled = await call(family, 'POST', `/user/lessons/${booked.json().response.id}/cancel`);
      expect(cancelled.json().response.status).toBe('cancelled');
      expect(await lessonTime(owner.id)).toMatchObject({ spent_minutes: 0, spent_value_minor: '0' });
      // And nothing is shared any more.
      expect((await call(family, 'GET', '/user/booking/courses')).json().response.data).toEqual([]);
    });

    it("spends the learner's own time first, then the linked account's", async () => {
      const owner = await buyerOfHsk();
      const member = await buyerOfHsk();
      await link(owner, member);
      const booked = await call(member, 'POST', '/user/lessons', {
        course_id: hsk,
        minutes: 50,
        starts_at: '2030-01-08T02:00:00.000Z',
      });
      expect(booked.statusCode).toBe(200);
      expect(await lessonTime(member.id)).toMatchObject({ spent_minutes: 50 });
      expect(await lessonTime(owner.id)).toMatchObject({ spent_minutes: 0 });
      // Both accounts' time, shown together.
      expect((await call(owner, 'GET', '/user/booking/courses')).json().response.data).toMatchObject([
        { course_id: hsk, granted_minutes: 1000, remaining_minutes: 950 },
      ]);
    });

    it('refuses when no one account has enough time left', async () => {
      const owner = await buyerOfHsk();
      const member = await person();
      await link(owner, member);
      await t.db
        .updateTable('lesson_time')
        .set({ spent_minutes: 480 })
        .where('owner_id', '=', String(owner.id))
        .execute();
      const answer = await call(member, 'POST', '/user/lessons', {
        course_id: hsk,
        minutes: 50,
        starts_at: '2030-01-09T02:00:00.000Z',
      });
      expect(refusal(answer)).toEqual({
        status: 409,
        code: ERROR_CODES.notEnoughLessonTime,
        message: BOOKING_MESSAGES.notEnoughLessonTime,
      });
    });

    it("lets only one of two linked accounts booking at once spend the owner's last lesson", async () => {
      const rounds = target.name === 'postgres' ? 5 : 1;
      for (let round = 0; round < rounds; round++) {
        const owner = await buyerOfHsk();
        const member = await person();
        await link(owner, member);
        // 50 minutes left: one lesson's worth.
        await t.db
          .updateTable('lesson_time')
          .set({ spent_minutes: 450 })
          .where('owner_id', '=', String(owner.id))
          .execute();
        // Two different days' times of the same teacher, a week apart per round: only the lesson time decides.
        const day = Date.parse('2030-01-14T02:00:00.000Z') + round * 7 * 86_400_000;
        const answers = await Promise.all(
          [owner, member].map((who, index) =>
            call(who, 'POST', '/user/lessons', {
              course_id: hsk,
              minutes: 50,
              starts_at: new Date(day + index * 86_400_000).toISOString(),
            }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const loser = answers.find((answer) => answer.statusCode === 409);
        expect(loser?.json().error.code).toBe(ERROR_CODES.notEnoughLessonTime);
        expect(await lessonTime(owner.id)).toMatchObject({ granted_minutes: 500, spent_minutes: 500 });
      }
    });

    it("opens a linked account's video course and courseware, and a stranger's to no one", async () => {
      const owner = await person();
      const member = await person();
      const stranger = await person();
      const video = await insertVideoCourse(t.db, { lessons: 1, questions: 1 });
      await grantVideoCourse(t.db, owner.id, video);
      const words = (who: Person) =>
        call(who, 'GET', `/learning/video/lessons/${video.lessonIds[0]}/words?language=en`);
      const outline = (who: Person) => call(who, 'GET', `/learning/video/${video.courseId}?language=en`);
      expect((await words(member)).statusCode).toBe(404);
      expect((await outline(member)).json().response.has_access).toBe(false);
      await link(owner, member);
      expect((await words(member)).statusCode).toBe(200);
      expect((await outline(member)).json().response.has_access).toBe(true);
      expect((await words(stranger)).statusCode).toBe(404);
      // Courseware of a live package the owner bought.
      const hskOwner = await buyerOfHsk();
      const courseware = (who: Person) => call(who, 'GET', `/learning/courseware/${hsk}?language=en`);
      expect([403, 404]).toContain((await courseware(member)).statusCode);
      expect((await call(member, 'DELETE', `/user/binds/${owner.id}`)).statusCode).toBe(200);
      await link(hskOwner, member);
      expect((await courseware(member)).statusCode).toBe(200);
      expect([403, 404]).toContain((await courseware(stranger)).statusCode);
      // The main account reaches its member's purchases too; members do not reach each other's.
      await link(hskOwner, owner);
      expect((await words(hskOwner)).statusCode).toBe(200);
      expect((await words(member)).statusCode).toBe(404);
    });
  });
});
