// Booking budgets of issue 11: the slot function for one teacher over 4 weeks (≤ 2 ms), and 500 concurrent
// bookings of one slot on PostgreSQL (one winner; p99 ≤ 100 ms per attempt). The second runs the api in
// process (app.inject: the server's own time, no sockets) over a schema of its own that it drops after.
// Usage: `node --import ./bench/ts-register.mjs bench/booking.mjs [postgres://…/test] [attempts]`.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { freeSlots } from '../api/src/modules/availability/slots.ts';
import { DEFAULT_AVAILABILITY } from '../api/src/seed-data.ts';

const databaseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const attempts = Number(process.argv[3] ?? 500);
const DAY = 86_400_000;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => value.toFixed(3);

console.log(
  `load average before: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);

// 1. The slot function: a seeded teacher's week (Monday to Saturday, 08:00–21:30 Beijing time), 40 lessons
// booked, time off one afternoon, limits counted, listed for 28 days.
{
  const from = Date.parse('2026-03-02T00:00:00Z');
  const reserved = Array.from({ length: 40 }, (_, index) => {
    const start = from + Math.floor(index / 2) * DAY + (2 + (index % 2) * 5) * 3_600_000;
    return { start, end: start + 50 * 60_000 };
  });
  const rules = {
    availability: DEFAULT_AVAILABILITY,
    extraHours: [],
    timeOff: [{ start: from + 3 * DAY + 6 * 3_600_000, end: from + 3 * DAY + 10 * 3_600_000 }],
    reserved,
    courseLessonStarts: reserved.slice(0, 10).map((lesson) => lesson.start),
    dailyLimit: 2,
    monthlyLimit: 30,
    lessonMinutes: 50,
    now: from,
  };
  for (let i = 0; i < 200; i++) freeSlots(rules, from, from + 28 * DAY);
  const times = [];
  let slots = 0;
  for (let i = 0; i < 2000; i++) {
    const started = performance.now();
    slots = freeSlots(rules, from, from + 28 * DAY).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`\nslot function, one teacher × 28 days (${slots} free starts), 2000 runs`);
  console.log(`| p50 ms | p99 ms | max ms |\n| --- | --- | --- |`);
  console.log(`| ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.99))} | ${ms(times.at(-1))} |`);
}

// 2. The race: `attempts` learners, each with lesson time, book the same slot at once.
{
  process.env.TEST_DATABASE_URL = databaseUrl;
  const { testDatabases } = await import('../api/src/test/databases.ts');
  const { openTestApp } = await import('../api/src/test/app.ts');
  const { catalogueFixtures } = await import('../api/src/test/catalogue-fixtures.ts');
  const { insertUser } = await import('../api/src/modules/users/users.repository.ts');
  const { createSession } = await import('../api/src/modules/users/users.service.ts');
  const target = testDatabases().find((candidate) => candidate.name === 'postgres');
  const now = new Date('2030-01-06T00:00:00Z');
  // As in production: answers are not checked against their schemas on the way out.
  const t = await openTestApp(target, {
    seed: catalogueFixtures,
    lessonHistory: false,
    now: () => now,
    validateResponses: false,
  });
  try {
    const course = await t.db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    // Lesson time is kept per item (migration 0029): the course's item of 50-minute lessons.
    const sku = await t.db
      .selectFrom('course_skus')
      .select('id')
      .where('course_id', '=', course.id)
      .where('lesson_minutes', '=', 50)
      .executeTakeFirstOrThrow();
    const tokens = [];
    for (let i = 0; i < attempts; i++) {
      const id = await insertUser(t.db, {
        email: `race-${i}@bench.test`,
        nickName: `r${i}`,
        passwordHash: 'x',
      });
      await t.db
        .insertInto('lesson_time')
        .values({ owner_id: id, course_id: course.id, sku_id: sku.id, granted_minutes: 500 })
        .execute();
      tokens.push((await createSession(t.db, id, now)).token);
    }
    /** Sends one request per token at once; answers the statuses, the latencies and the wall time. */
    async function burst(request) {
      const latencies = [];
      const started = performance.now();
      const statuses = await Promise.all(
        tokens.map(async (token) => {
          const begun = performance.now();
          const answer = await t.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
          latencies.push(performance.now() - begun);
          return answer.statusCode;
        }),
      );
      latencies.sort((a, b) => a - b);
      return { statuses, latencies, wall: performance.now() - started };
    }
    const row = ({ statuses, latencies, wall }) => {
      const count = (status) => statuses.filter((code) => code === status).length;
      return `| ${count(200)} | ${count(409)} | ${attempts - count(200) - count(409)} | ${ms(quantile(latencies, 0.5))} | ${ms(quantile(latencies, 0.99))} | ${ms(latencies.at(-1))} | ${ms(wall)} |`;
    };
    const header =
      '| 200 | 409 | other | p50 ms | p99 ms | max ms | all done ms |\n| --- | --- | --- | --- | --- | --- | --- |';
    // The floor: the same learners each asking who they are at once (one indexed query and the app's own
    // handling per request), so the booking's share of the race can be read against it.
    const floor = await burst({ method: 'GET', url: '/api/user/current' });
    const race = await burst({
      method: 'POST',
      url: '/api/user/lessons',
      payload: { course_id: Number(course.id), minutes: 50, starts_at: '2030-01-07T02:00:00Z' },
    });
    console.log(`\n${attempts} concurrent GET /api/user/current (the per-request floor, in process)`);
    console.log(header);
    console.log(row(floor));
    console.log(
      `\n${attempts} concurrent bookings of one slot on PostgreSQL (in process, pool of the api's size)`,
    );
    console.log(header);
    console.log(row(race));
  } finally {
    await t.close();
  }
}
