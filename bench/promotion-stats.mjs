// Promotion statistics budget of issue 14: GET /api/user/promotion/stats p99 ≤ 50 ms on PostgreSQL for a promoter
// with 100,000 clicks and 10,000 attributed orders. A fresh schema of the given PostgreSQL database, migrated; six
// promoters (the one measured and five others of the same volume, so the indexes have neighbours to skip), each
// with `clicks` followed links and `orders` orders over the last year (one in ten cancelled; income credited for
// those older than 30 days), bought by 2,000 buyers. The app is built in this process over a pool (as the server
// builds it) and called through Fastify's inject with a session token, so a sample is the whole endpoint — session
// lookup, validation, the three statements, the envelope and its contract check — without the network.
// Sequential requests alternate the 30- and 90-day ranges; then the same with `concurrency` clients at once.
// Usage: `node bench/promotion-stats.mjs [postgres-url] [requests] [concurrency] [clicks] [orders]`.
import { randomBytes } from 'node:crypto';
import { createRequire, register } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const swc = pathToFileURL(createRequire(import.meta.url).resolve('@swc/core')).href;
register(
  `data:text/javascript,${encodeURIComponent(`
    import { readFile } from 'node:fs/promises';
    import swc from ${JSON.stringify(swc)};
    export async function load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
      const { code } = await swc.transform(await readFile(new URL(url), 'utf8'), {
        filename: url,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      });
      return { format: 'module', source: code, shortCircuit: true };
    }`)}`,
);

const api = (file) => import(pathToFileURL(path.join(here, '../api/src', file)).href);
const { openDatabase } = await api('db/database.ts');
const { migrate } = await api('db/migrate.ts');
const { buildApp } = await api('app.ts');
const { createSession } = await api('modules/users/users.service.ts');
const { default: pg } = await import('pg');

const connectionString = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const requests = Number(process.argv[3] ?? 1000);
const concurrency = Number(process.argv[4] ?? 4);
const CLICKS = Number(process.argv[5] ?? 100_000);
const ORDERS = Number(process.argv[6] ?? 10_000);
const PROMOTERS = 6;
const BUYERS = 2_000;
const PRICE = 19_800;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => value.toFixed(1);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

const admin = new pg.Client({ connectionString });
await admin.connect();
const schema = `bench_promotion_${randomBytes(4).toString('hex')}`;
await admin.query(`create schema ${schema}`);
const handle = await openDatabase({
  kind: 'postgres',
  connectionString,
  sessionSettings: { search_path: schema },
  maxConnections: 8,
});
const { db } = handle;
let app;
try {
  await migrate(db, path.join(here, '../api/migrations'));
  const seeding = performance.now();
  const sql = async (text) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(`set search_path to ${schema}, public`);
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  await sql(`
    insert into users (email, nick_name, password_hash, time_zone)
      select 'bench-' || g || '@bench.invalid', 'bench' || g, 'x', 'Asia/Shanghai'
      from generate_series(1, ${PROMOTERS + BUYERS}) g;
    insert into courses (slug, kind, level) values ('bench-course', 'live', 'HSK 1');
    insert into course_skus (course_id, lesson_minutes, lesson_count, price_minor, delivery_ways)
      select id, 25, 10, ${PRICE}, array['classroom'] from courses where slug = 'bench-course';
    insert into coupons (code, discount_type, discount_value)
      select 'BENCH' || g, 'percent', 5 from generate_series(1, ${PROMOTERS}) g;
    insert into promoters (user_id, kind, coupon_id)
      select u.id, case when u.id % 2 = 0 then 'employee' else 'part_time_teacher' end, c.id
      from (select id, row_number() over (order by id) n from users order by id limit ${PROMOTERS}) u
      join (select id, row_number() over (order by id) n from coupons) c on c.n = u.n;`);
  // Per promoter: clicks, each a visitor of its own at a random moment of the last year; orders, paid (one in ten
  // cancelled) by the buyers in turn, attributed, their income credited once 30 days old.
  const promoters = (await sql('select user_id from promoters order by user_id')).rows.map(
    (row) => row.user_id,
  );
  for (const promoter of promoters) {
    await sql(`
      insert into promotion_clicks (promoter_id, visitor_id, day, clicked_at)
        select ${promoter}, gen_random_uuid(), (at at time zone 'UTC')::date, at
        from (select now() - random() * interval '365 days' as at from generate_series(1, ${CLICKS})) t;
      insert into promotion_click_hours (promoter_id, hour, clicks)
        select promoter_id, date_trunc('hour', clicked_at, 'UTC'), count(*) from promotion_clicks
        where promoter_id = ${promoter} group by 1, 2;`);
    await sql(`
      with made as (
        insert into orders (user_id, sku_id, course_id, quantity, unit_price_minor, amount_minor, discount_minor,
                            total_minor, status, created_at, paid_at, cancelled_at)
          select ${promoters.at(-1)} + 1 + (g * 7) % ${BUYERS}, s.id, s.course_id, 1, ${PRICE}, ${PRICE}, 0, ${PRICE},
                 case when g % 10 = 0 then 4 else 1 end, t.at, t.at,
                 case when g % 10 = 0 then t.at + interval '1 day' end
          from generate_series(1, ${ORDERS}) g
          cross join lateral (select now() - random() * interval '365 days' + g * interval '0 s' as at) t
          cross join (select id, course_id from course_skus limit 1) s
        returning id, status, created_at, paid_at
      )
      insert into promotion_orders (order_id, promoter_id, income_bp, source, created_at, amount_minor, total_minor,
                                    status, paid_at, income_minor, credited_at)
        select m.id, p.user_id, k.income_bp, 'click', m.created_at, ${PRICE}, ${PRICE}, m.status, m.paid_at,
               case when m.status = 1 and m.created_at < now() - interval '30 days'
                    then floor(${PRICE} * k.income_bp / 10000) end,
               case when m.status = 1 and m.created_at < now() - interval '30 days'
                    then m.created_at + interval '30 days' end
        from made m
        join promoters p on p.user_id = ${promoter}
        join promoter_kinds k on k.kind = p.kind;`);
  }
  // As autovacuum would have by then: statistics, and the visibility map index-only scans rely on.
  await sql('vacuum analyze');
  const counts = await sql(`
    select p.user_id,
      (select count(*) from promotion_clicks c where c.promoter_id = p.user_id) as clicks,
      (select count(*) from promotion_orders o where o.promoter_id = p.user_id) as orders
    from promoters p order by (select count(*) from promotion_orders o where o.promoter_id = p.user_id) desc limit 1`);
  const measured = counts.rows[0];
  console.log(
    `seeded in ${ms((performance.now() - seeding) / 1000)} s; measured promoter ${measured.user_id}: ` +
      `${measured.clicks} clicks, ${measured.orders} orders`,
  );

  const { token } = await createSession(db, measured.user_id);
  app = await buildApp({ db, validateResponses: true });
  await app.ready();
  const call = async (days) => {
    const started = performance.now();
    const answer = await app.inject({
      method: 'GET',
      url: `/api/user/promotion/stats?days=${days}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const took = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`stats answered ${answer.statusCode}: ${answer.body}`);
    return took;
  };
  const first = JSON.parse(
    (
      await app.inject({
        method: 'GET',
        url: '/api/user/promotion/stats?days=90',
        headers: { authorization: `Bearer ${token}` },
      })
    ).body,
  ).response;
  console.log('totals', JSON.stringify(first.totals), 'series days', first.series.length);
  for (let i = 0; i < 50; i++) await call(i % 2 ? 30 : 90);

  const report = (label, samples, seconds) => {
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(
      `| ${label} | ${samples.length} | ${ms(samples.length / seconds)} | ${ms(quantile(sorted, 0.5))} | ` +
        `${ms(quantile(sorted, 0.9))} | ${ms(quantile(sorted, 0.99))} | ${ms(sorted.at(-1))} | ${load()} |`,
    );
  };
  console.log('| run | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | load average |');
  console.log('| --- | -------- | ----- | ------ | ------ | ------ | ------ | ------------ |');
  let started = performance.now();
  const sequential = [];
  for (let i = 0; i < requests; i++) sequential.push(await call(i % 2 ? 30 : 90));
  report('sequential', sequential, (performance.now() - started) / 1000);

  started = performance.now();
  const parallel = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        parallel.push(await call(i % 2 ? 30 : 90));
      }
    }),
  );
  report(`${concurrency} at once`, parallel, (performance.now() - started) / 1000);
} finally {
  await app?.close();
  await handle.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
