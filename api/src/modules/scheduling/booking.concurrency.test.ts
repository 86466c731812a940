import { BOOKING_MESSAGES, ERROR_CODES } from '@hanyu/contract';
import { sql } from 'kysely';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { createSession, insertUser } from '../users/index.ts';

const NOW = new Date('2030-01-06T00:00:00Z');
/** Monday 10:00 in Shanghai, inside every seeded teacher's week. */
const SLOT = '2030-01-07T02:00:00.000Z';

/**
 * Two learners can never hold the same time: the service checks the slot inside its transaction, and
 * the exclusion constraint decides between transactions that checked at the same moment.
 */
describe.each(testDatabases())('one slot, many learners at once on $name', (target) => {
  // PostgreSQL runs the transactions truly at once; PGlite (one connection) serialises them.
  const attempts = target.name === 'postgres' ? 500 : 40;
  let t: TestApp;
  /** A second API process over the same database: its in-flight holds are its own, so the database decides. */
  let other: TestApp;
  let courseId: string;
  /** The course's item of 50-minute lessons, whose time the learners hold. */
  let skuId: string;
  let teacherUserId: string;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false, now: () => NOW });
    other = await openTestApp(t, { seed: false, now: () => NOW });
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'teacher_user_id'])
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    courseId = course.id;
    teacherUserId = course.teacher_user_id as string;
    skuId = (
      await t.db
        .selectFrom('course_skus')
        .select('id')
        .where('course_id', '=', courseId)
        .where('lesson_minutes', '=', 50)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  async function learners(count: number, prefix: string) {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = await insertUser(t.db, {
        email: `${prefix}-${i}@race.test`,
        nickName: `${prefix} ${i}`,
        passwordHash: 'x',
      });
      await t.db
        .insertInto('lesson_time')
        .values({ owner_id: id, course_id: courseId, sku_id: skuId, granted_minutes: 500 })
        .execute();
      tokens.push((await createSession(t.db, id, NOW)).token);
    }
    return tokens;
  }

  it(`lets exactly one of ${attempts} concurrent bookings of a slot through; the others read that it is taken`, async () => {
    const tokens = await learners(attempts, 'racer');
    // Half through each process: within one, the first attempt's hold answers the others at once; between
    // the two, the exclusion constraint decides.
    const answers = await Promise.all(
      tokens.map((token, index) =>
        (index % 2 ? other : t).app.inject({
          method: 'POST',
          url: '/api/user/lessons',
          headers: { authorization: `Bearer ${token}` },
          payload: { course_id: Number(courseId), minutes: 50, starts_at: SLOT },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toEqual({
        code: ERROR_CODES.slotReserved,
        message: BOOKING_MESSAGES.reserved,
      });
    }
    const held = await t.db
      .selectFrom('lessons')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('teacher_user_id', '=', teacherUserId)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    expect(Number(held.count)).toBe(1);
    // Only the winner spent lesson time.
    const spent = await t.db
      .selectFrom('lesson_time')
      .select((eb) => eb.fn.sum<string>('spent_minutes').as('spent'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    expect(Number(spent.spent)).toBe(50);
  });

  it('gives one learner one free trial however many they ask for at once', async () => {
    const [token] = await learners(1, 'trial');
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((day) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/lessons/trial',
          headers: { authorization: `Bearer ${token}` },
          // Different days (Monday to Saturday of two weeks): only the one-trial rule can refuse them.
          payload: {
            teacher_id: Number(teacherUserId),
            starts_at: new Date(
              Date.parse('2030-01-08T04:00:00Z') + (day + Math.floor(day / 5)) * 86_400_000,
            ).toISOString(),
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(answer.json().error).toEqual({
        code: ERROR_CODES.trialTaken,
        message: BOOKING_MESSAGES.trialTaken,
      });
  });

  it('refuses overlapping lessons and overspent time in the database itself', async () => {
    const [student] = await learners(1, 'direct');
    const studentId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'direct-0@race.test')
        .executeTakeFirstOrThrow()
    ).id;
    expect(student).toBeDefined();
    const lesson = (startsAt: string, minutes: number) => ({
      teacher_user_id: teacherUserId,
      student_user_id: studentId,
      course_id: courseId,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    });
    // Overlaps the winner's lesson by ten minutes.
    await expect(
      t.db.insertInto('lessons').values(lesson('2030-01-07T02:40:00Z', 30)).execute(),
    ).rejects.toMatchObject({
      code: '23P01',
    });
    // Back to back is fine; a cancelled lesson holds nothing.
    await t.db.insertInto('lessons').values(lesson('2030-01-07T02:50:00Z', 30)).execute();
    await t.db
      .insertInto('lessons')
      .values({ ...lesson('2030-01-07T02:50:00Z', 30), status: 'cancelled', cancelled_at: NOW })
      .execute();
    // Complete only with a summary; a Wechat lesson only with the contact id.
    await expect(
      t.db
        .insertInto('lessons')
        .values({ ...lesson('2030-01-08T02:00:00Z', 30), status: 'complete', completed_at: NOW })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      t.db
        .insertInto('lessons')
        .values({ ...lesson('2030-01-08T02:00:00Z', 30), delivery_way: 'wechat' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
    // Lesson time: never more spent than granted.
    await expect(
      sql`update lesson_time set spent_minutes = granted_minutes + 1 where owner_id = ${studentId}`.execute(
        t.db,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
