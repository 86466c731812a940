// Random sequences of moves of one booked lesson (to starts on and off the teacher's hours, taken by another
// learner, its own, from the start shown or a stale one), clock moves and a cancellation, checked after each
// step: which refusal comes first (a stale page, not booked, too late, twice already, its own start), a move
// answered 200 moved the lesson by exactly one and recorded it, a refused one changed nothing, never a third
// move, no two active lessons of the teacher overlap, and the lesson time spent is the booking's alone.
// RESCHEDULE_PROPERTY_RUNS sequences of 1–8 steps: 25 by default.
import { ERROR_CODES, MAX_LESSON_RESCHEDULES, SLOT_REFUSAL_CODES } from '@hanyu/contract';
import fc from 'fast-check';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { createSession, insertUser } from '../users/index.ts';

const RUNS = Number(process.env.RESCHEDULE_PROPERTY_RUNS ?? 25);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Sunday 2030-02-03 08:00 in Shanghai; the seeded teachers work Monday to Saturday, 08:00–21:30. */
const START = Date.parse('2030-02-03T00:00:00Z');
/**
 * A start in the week after START: day 0–6 (Sunday first), half hour 0–32 from 06:00 Shanghai (4–28 lies in the
 * teacher's hours for a 50-minute lesson), on or off the half hour.
 */
const startOf = (day: number, halfHour: number, offGrid: boolean) =>
  START + day * DAY + (halfHour - 4) * (HOUR / 2) + (offGrid ? 10 * 60_000 : 0);
const anyStart = fc
  .tuple(fc.nat({ max: 6 }), fc.integer({ min: 0, max: 32 }), fc.boolean())
  .map(([day, halfHour, offGrid]) => startOf(day, halfHour, offGrid && halfHour % 5 === 0));
const SLOT_CODES = new Set<number>(Object.values(SLOT_REFUSAL_CODES));

const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ type: fc.constant('move' as const), to: anyStart, stale: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('moveToRival' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 60 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const) }) },
);

describe.each(testDatabases())('rescheduling properties on $name', (target) => {
  let t: TestApp;
  let clock = new Date(START);
  let hsk: string;
  let sku: string;
  let teacherId: string;
  let made = 0;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false, now: () => clock });
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'teacher_user_id'])
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    hsk = course.id;
    teacherId = course.teacher_user_id as string;
    sku = (
      await t.db
        .selectFrom('course_skus')
        .select('id')
        .where('course_id', '=', hsk)
        .where('lesson_minutes', '=', 50)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  async function learner() {
    const id = await insertUser(t.db, {
      email: `p-${++made}@reschedule.property`,
      nickName: 'P',
      passwordHash: 'x',
    });
    await t.db
      .insertInto('lesson_time')
      .values({ owner_id: id, course_id: hsk, sku_id: sku, granted_minutes: 500 })
      .execute();
    return { id, token: (await createSession(t.db, id, new Date(START))).token };
  }
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const lessonRow = (id: number) =>
    t.db
      .selectFrom('lessons')
      .select(['starts_at', 'ends_at', 'status', 'reschedule_count'])
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();

  it(`keeps every answer and the lesson consistent over ${RUNS} random sequences`, async () => {
    /** Every answer seen: 200 or a refusal's code. */
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 4, max: 28 })),
        fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 4, max: 28 })),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async ([day, halfHour], [rivalDay, rivalHalfHour], steps) => {
          clock = new Date(START);
          // The teacher's week free for this sequence, whatever an earlier one (or its shrinking) left.
          await t.db
            .updateTable('lessons')
            .set({ status: 'cancelled', cancelled_at: clock })
            .where('teacher_user_id', '=', teacherId)
            .where('status', '<>', 'cancelled')
            .execute();
          const mover = await learner();
          const rival = await learner();
          const booked = await post(mover.token, '/user/lessons', {
            course_id: Number(hsk),
            minutes: 50,
            starts_at: new Date(startOf(day, halfHour, false)).toISOString(),
          });
          expect(booked.statusCode).toBe(200);
          const id = booked.json().response.id as number;
          const rivalAt = startOf(rivalDay, rivalHalfHour, false);
          const rivalAnswer = await post(rival.token, '/user/lessons', {
            course_id: Number(hsk),
            minutes: 50,
            starts_at: new Date(rivalAt).toISOString(),
          });
          const rivalHolds = rivalAnswer.statusCode === 200;
          let moves = 0;

          for (const action of steps) {
            const before = await lessonRow(id);
            if (action.type === 'advance') {
              clock = new Date(clock.getTime() + action.hours * HOUR);
              continue;
            }
            if (action.type === 'cancel') {
              const answer = await post(mover.token, `/user/lessons/${id}/cancel`, {});
              expect([200, 409]).toContain(answer.statusCode);
              continue;
            }
            const to = action.type === 'moveToRival' ? rivalAt : action.to;
            const from =
              action.type === 'move' && action.stale
                ? before.starts_at.getTime() + HOUR
                : before.starts_at.getTime();
            const answer = await post(mover.token, `/user/lessons/${id}/reschedule`, {
              starts_at: new Date(to).toISOString(),
              from_starts_at: new Date(from).toISOString(),
            });
            const code = answer.statusCode === 200 ? undefined : (answer.json().error.code as number);
            // The refusals in the order the rules are read.
            if (from !== before.starts_at.getTime()) expect(code).toBe(ERROR_CODES.lessonMovedMeanwhile);
            else if (before.status !== 'booked') expect(code).toBe(ERROR_CODES.lessonNotBooked);
            else if (before.starts_at.getTime() - clock.getTime() < 2 * HOUR)
              expect(code).toBe(ERROR_CODES.rescheduleTooLate);
            else if (before.reschedule_count >= MAX_LESSON_RESCHEDULES)
              expect(code).toBe(ERROR_CODES.rescheduleLimit);
            else if (to === before.starts_at.getTime()) expect(code).toBe(ERROR_CODES.rescheduleSameStart);
            else if (action.type === 'moveToRival' && rivalHolds) expect(SLOT_CODES).toContain(code);
            else if (code !== undefined) expect(SLOT_CODES).toContain(code);

            const after = await lessonRow(id);
            seen.add(code ?? 200);
            if (code === undefined) {
              moves += 1;
              expect(after.starts_at.getTime()).toBe(to);
              expect(after.ends_at.getTime() - after.starts_at.getTime()).toBe(50 * 60_000);
              expect(after.reschedule_count).toBe(before.reschedule_count + 1);
            } else {
              expect(after).toEqual(before);
            }
            expect(after.reschedule_count).toBe(moves);
            expect(after.reschedule_count).toBeLessThanOrEqual(MAX_LESSON_RESCHEDULES);
          }

          const history = await t.db
            .selectFrom('lesson_reschedules')
            .select('id')
            .where('lesson_id', '=', String(id))
            .execute();
          expect(history).toHaveLength(moves);
          // No two active lessons of the teacher overlap, whatever moved.
          const active = await t.db
            .selectFrom('lessons')
            .select(['starts_at', 'ends_at'])
            .where('teacher_user_id', '=', teacherId)
            .where('status', '<>', 'cancelled')
            .orderBy('starts_at')
            .execute();
          for (let i = 1; i < active.length; i++)
            expect(active[i]?.starts_at.getTime()).toBeGreaterThanOrEqual(
              active[i - 1]?.ends_at.getTime() ?? 0,
            );
          // Moves spend nothing: the booking's 50 minutes, or none once cancelled.
          const status = (await lessonRow(id)).status;
          const spent = await t.db
            .selectFrom('lesson_time')
            .select('spent_minutes')
            .where('owner_id', '=', String(mover.id))
            .executeTakeFirstOrThrow();
          expect(spent.spent_minutes).toBe(status === 'cancelled' ? 0 : 50);
        },
      ),
      { numRuns: RUNS },
    );
    // The sequences moved lessons and were refused, not only one or the other.
    expect(seen).toContain(200);
    expect([...seen].some((code) => code !== 200)).toBe(true);
  });
});
