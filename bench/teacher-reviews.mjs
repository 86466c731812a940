// The teacher page with reviews of issue 29: rendered on the server with p99 ≤ 100 ms at concurrent clients,
// on PostgreSQL with 100,000 reviews. Tops the server's database up to that many reviews
// (api/src/seed/load-reviews.ts, after the seed the server loaded at its first start), then has N clients
// ask for teacher pages (each with its first page of reviews and its review summary) as fast as they are
// answered, and the reviews endpoint alone; counts the pages that were really rendered on the server.
// Usage: start the site over PostgreSQL (`DATABASE_URL=postgres://… PORT=4401 node api/dist/server.js`), then
// `node bench/teacher-reviews.mjs [baseUrl] [databaseUrl] [reviews] [clients] [seconds]`.
import { createRequire, register } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

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

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4401';
const databaseUrl = process.argv[3] ?? 'postgres://postgres@127.0.0.1:5432/a_reviews_bench';
const REVIEWS = Number(process.argv[4] ?? 100_000);
const CLIENTS = Number(process.argv[5] ?? 50);
const SECONDS = Number(process.argv[6] ?? 15);
const BUDGET_P99_MS = 100;

const api = (file) => import(pathToFileURL(path.join(here, '../api/src', file)).href);
const { openDatabase } = await api('db/database.ts');
const { loadReviews } = await api('seed/load-reviews.ts');
const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl });
const started = performance.now();
const written = await loadReviews(database.db, REVIEWS);
const { sql } = await import('kysely');
const counts = (
  await sql`select (select count(*)::int from reviews) as reviews, (select count(*)::int from teachers) as teachers,
    (select count(*)::int from lessons) as lessons`.execute(database.db)
).rows[0];
const teachers = (
  await sql`select user_id from teachers order by review_count desc, user_id limit 20`.execute(database.db)
).rows.map((row) => row.user_id);
await database.close();
console.log(
  `data: ${counts.reviews} reviews (${written} written in ${Math.round(performance.now() - started)} ms), ` +
    `${counts.teachers} teachers, ${counts.lessons} lessons`,
);

// Each request a teacher page among the most reviewed (the largest rollups and lists), in turn.
let turn = 0;
const next = (make) => (request) => ({ ...request, path: make(teachers[turn++ % teachers.length]) });

let rendered = 0;
let notRendered = 0;
async function run(name, make) {
  const result = await autocannon({
    url: baseUrl,
    connections: CLIENTS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'identity' },
    requests: [
      {
        method: 'GET',
        setupRequest: next(make),
        onResponse: (status, body) => {
          if (!name.startsWith('page')) return;
          if (
            status === 200 &&
            body.includes('id="hanyu-hydration"') &&
            body.includes('data-testid="reviews"')
          )
            rendered++;
          else notRendered++;
        },
      },
    ],
  });
  const { latency } = result;
  console.log(
    `${name}: ${result.requests.total} requests, ${result.non2xx} not 2xx, ${result.errors} errors; ` +
      `p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  );
  return latency.p99;
}

// Warm-up, not counted.
await autocannon({ url: `${baseUrl}/en/t/${teachers[0]}`, connections: 4, duration: 2 });
const pageP99 = await run('page /en/t/:id (server-rendered, reviews in it)', (id) => `/en/t/${id}`);
const secondP99 = await run('page /en/t/:id?page=3 (third page of reviews)', (id) => `/en/t/${id}?page=3`);
const apiP99 = await run(
  'api /api/open/teachers/:id/reviews',
  (id) => `/api/open/teachers/${id}/reviews?page=1`,
);
console.log(`pages rendered on the server with their reviews: ${rendered}; not: ${notRendered}`);
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  `budget p99 ≤ ${BUDGET_P99_MS} ms at ${CLIENTS} clients: page ${pageP99 <= BUDGET_P99_MS ? 'met' : 'MISSED'} ` +
    `(${pageP99} ms), page 3 ${secondP99} ms, api ${apiP99} ms`,
);
