// The filtered teacher search of issue 29: GET /api/open/teachers with filters, p99 ≤ 50 ms at 50 concurrent
// clients, on PostgreSQL with the seed's 200 teachers and their weekly hours and 20,000 lessons. Tops the
// server's database up to that many lessons with bookings in the next 14 days (the free-time filter's
// horizon, so the bookings really take time out of it), then has N clients ask for filtered lists, each
// request another combination (zones, days, parts, prices in other currencies, languages, gender, rating).
// Usage: start the site over PostgreSQL (`DATABASE_URL=postgres://…/search_bench PORT=4451 node
// api/dist/server.js`, which seeds it at first start), then
// `node bench/teacher-search.mjs [baseUrl] [databaseUrl] [lessons] [clients] [seconds]`.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4451';
const databaseUrl = process.argv[3] ?? 'postgres://postgres@127.0.0.1:5432/search_bench';
const LESSONS = Number(process.argv[4] ?? 20_000);
const CLIENTS = Number(process.argv[5] ?? 50);
const SECONDS = Number(process.argv[6] ?? 15);
const BUDGET_P99_MS = 50;

// Bookings in the coming 14 days, every 90 minutes of each teacher's clock (a third of the teachers half an
// hour later, a third an hour later), each with one of the learners in turn; a start a teacher or learner
// already holds is skipped by the exclusion constraints. The seed's few dozen learners fill up first (a learner
// holds one lesson at a time), so the bench adds learners of its own (accounts that cannot sign in).
const BENCH_LEARNERS = 400;
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const started = performance.now();
const before = Number((await client.query('select count(*) from lessons')).rows[0].count);
await client.query(
  `insert into users (email, password_hash)
   select 'bench-learner-' || n || '@bench.invalid', '!' from generate_series(1, $1::int) n
   on conflict do nothing`,
  [BENCH_LEARNERS],
);
await client.query(
  `with template as (
     select distinct on (teacher_user_id) teacher_user_id, course_id, sku_id, value_minor,
       ends_at - starts_at as length, dense_rank() over (order by teacher_user_id) as teacher_rank
     from lessons where status = 'complete' order by teacher_user_id, starts_at desc),
   learners as (select id, row_number() over (order by id) - 1 as n
     from (select distinct student_user_id as id from lessons
       union select id from users where email like 'bench-learner-%@bench.invalid') l),
   starts as (select t.*, s, row_number() over (partition by t.teacher_user_id order by s) as g
     from template t cross join generate_series(
       date_trunc('hour', now()) + interval '1 day', date_trunc('hour', now()) + interval '14 days',
       interval '90 minutes') s)
   insert into lessons (teacher_user_id, student_user_id, course_id, sku_id, starts_at, ends_at, status, value_minor)
   select s.teacher_user_id, l.id, s.course_id, s.sku_id, s.s + (s.teacher_rank % 3) * interval '30 minutes',
     s.s + (s.teacher_rank % 3) * interval '30 minutes' + s.length, 'booked', s.value_minor
   from starts s join learners l on l.n = (s.teacher_rank * 7 + s.g) % (select count(*) from learners)
   order by s.g, s.teacher_user_id
   limit greatest($1::int - $2::int, 0)
   on conflict do nothing`,
  [LESSONS, before],
);
const counts = (
  await client.query(
    `select (select count(*)::int from teachers) as teachers, (select count(*)::int from lessons) as lessons,
       (select count(*)::int from lessons where status = 'booked' and starts_at > now()) as ahead,
       (select count(*)::int from teacher_availability) as rules`,
  )
).rows[0];
await client.end();
console.log(
  `data: ${counts.teachers} teachers, ${counts.rules} weekly availability rules, ${counts.lessons} lessons ` +
    `(${counts.ahead} booked ahead; ${before} before, topped up in ${Math.round(performance.now() - started)} ms)`,
);

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Asia/Shanghai', 'Australia/Sydney'];
const DAYS = ['1,2,3,4,5', '6,7', '1,3,5', '2,4'];
const PARTS = ['evening', 'morning', 'afternoon,evening', 'night'];
const OTHERS = [
  'currency=EUR&price_max=2000',
  'currency=USD&price_min=1000&price_max=2500',
  'currency=CNY&price_max=15000',
  'native=zh',
  'speaks=en&gender=female',
  'rating_min=4.5',
  'gender=male&rating_min=4',
  '',
];
const queries = [];
for (const [i, tz] of ZONES.entries())
  for (const [j, days] of DAYS.entries())
    for (const [k, parts] of PARTS.entries()) {
      const other = OTHERS[(i + j + k) % OTHERS.length];
      queries.push(
        `/api/open/teachers?language=en&tz=${encodeURIComponent(tz)}&days=${days}&parts=${parts}` +
          `&page_size=20${other ? `&${other}` : ''}`,
      );
    }
let turn = 0;
let empty = 0;

async function run(name, connections) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: queries[turn++ % queries.length] }),
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"list":[]')) empty++;
        },
      },
    ],
  });
  const { latency } = result;
  console.log(
    `${name} (${connections} clients): ${result.requests.total} requests, ${result.non2xx} not 2xx, ` +
      `${result.errors} errors; p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  );
  return { p99: latency.p99, non2xx: result.non2xx };
}

// Warm-up, not counted.
await autocannon({ url: `${baseUrl}${queries[0]}`, connections: 4, duration: 2 });
const single = await run('filtered search, one client', 1);
const loaded = await run('filtered search', CLIENTS);
console.log(`${queries.length} combinations; answers with no teacher: ${empty}`);
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  `budget p99 ≤ ${BUDGET_P99_MS} ms at ${CLIENTS} clients: ${loaded.p99 <= BUDGET_P99_MS ? 'met' : 'MISSED'} ` +
    `(${loaded.p99} ms; one client ${single.p99} ms)${loaded.non2xx + single.non2xx ? '; SOME NOT 2xx' : ''}`,
);
