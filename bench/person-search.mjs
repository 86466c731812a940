// The service centre's person search of issue 28: p99 ≤ 50 ms on PostgreSQL with 100,000 users. One box finds a
// person by an id, the beginning of an email or a fragment of a name (api/src/operator/people.repository.ts,
// the indexes of migration 0037). Runs the api's TypeScript sources (compiled on load by @swc/core, the compiler
// jest uses) in a schema of its own, migrated first and dropped after: seeds the users, then times searches of
// each kind one after another, with the indexes and, for comparison, without them.
// Usage: `node bench/person-search.mjs [postgres://…/test] [users] [searches per kind]`.
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
const { searchPeopleRows } = await api('operator/people.repository.ts');
const { PERSON_SEARCH_LIMIT } = await import('@hanyu/contract');
const { default: pg } = await import('pg');
const { sql } = await import('kysely');

const connectionString = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const USERS = Number(process.argv[3] ?? 100_000);
const SEARCHES = Number(process.argv[4] ?? 400);
const BUDGET_P99_MS = 50;

const FIRST = [
  'Mei',
  'Wei',
  'Li',
  'Hana',
  'Jun',
  'Ana',
  'Lucas',
  'Sofia',
  'Minji',
  'Yuki',
  'Carlos',
  'Emma',
  'Noah',
  'Olga',
  'Ravi',
  'Sara',
  'Tom',
  'Xiao',
  'Yan',
  'Zoe',
  'Ming',
  'Kenji',
  'Lea',
  'Omar',
  'Ines',
  'Paulo',
  'Dong',
  'Hye',
  'Ivan',
  'Jia',
];
const LAST = [
  'Chen',
  'Wang',
  'Zhang',
  'Liu',
  'Garcia',
  'Martin',
  'Kim',
  'Park',
  'Tanaka',
  'Sato',
  'Smith',
  'Brown',
  'Lopez',
  'Silva',
  'Novak',
  'Rossi',
  'Muller',
  'Dubois',
  'Ivanova',
  'Nguyen',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
];
const DOMAINS = ['example.com', 'mail.example.cn', 'school.example.org', 'company.example.net'];

const admin = new pg.Client({ connectionString });
await admin.connect();
const schema = `bench_people_${randomBytes(4).toString('hex')}`;
await admin.query(`create schema ${schema}`);
const handle = await openDatabase({
  kind: 'postgres',
  connectionString,
  sessionSettings: { search_path: schema },
});
const { db } = handle;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const pick = (list, i) => list[Math.abs(i) % list.length];

try {
  await migrate(db, path.join(here, '../api/migrations'));
  const seeding = performance.now();
  // A name from the lists, a number making the email unique, a domain: names repeat as real ones do.
  await sql`
    insert into users (email, nick_name, password_hash)
    select lower(f) || '.' || lower(l) || i || '@' || d, f || ' ' || l, 'x'
    from generate_series(1, ${USERS}::int) as i,
      lateral (select
        (${FIRST}::text[])[1 + (hashint4(i) & 65535) % ${FIRST.length}] as f,
        (${LAST}::text[])[1 + (hashint4(i * 31) & 65535) % ${LAST.length}] as l,
        (${DOMAINS}::text[])[1 + i % ${DOMAINS.length}] as d) as parts
  `.execute(db);
  await sql`analyze users`.execute(db);
  const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
  const { rows: bounds } = await sql`select min(id)::int as min, max(id)::int as max from users`.execute(db);
  const { min, max } = bounds[0];

  // What operators type: an id; an email's first 3 to 12 characters; 3 to 6 letters from inside a name.
  const queries = { id: [], emailPrefix: [], nameFragment: [] };
  for (let i = 0; i < SEARCHES; i++) {
    queries.id.push(String(min + ((i * 7919) % (max - min + 1))));
    const first = pick(FIRST, i * 13);
    const last = pick(LAST, i * 17);
    const email = `${first.toLowerCase()}.${last.toLowerCase()}${(i * 104_729) % USERS}`;
    queries.emailPrefix.push(email.slice(0, 3 + (i % 10)));
    const name = `${first} ${last}`;
    const length = 3 + (i % 4);
    const start = i % Math.max(1, name.length - length);
    queries.nameFragment.push(name.slice(start, start + length));
  }

  async function measure(label, count = SEARCHES) {
    const figures = {};
    for (const [kind, all] of Object.entries(queries)) {
      const texts = all.slice(0, count);
      for (const text of texts.slice(0, 20)) await searchPeopleRows(db, text, PERSON_SEARCH_LIMIT);
      const times = [];
      let found = 0;
      for (const text of texts) {
        const started = performance.now();
        const rows = await searchPeopleRows(db, text, PERSON_SEARCH_LIMIT);
        times.push(performance.now() - started);
        if (rows.length > 0) found += 1;
      }
      times.sort((a, b) => a - b);
      figures[kind] = {
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: times.at(-1),
        found: `${found}/${texts.length}`,
      };
    }
    console.log(`\n${label}`);
    console.log('| search | p50 ms | p99 ms | max ms | answered with someone |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [kind, f] of Object.entries(figures)) {
      console.log(
        `| ${kind} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${f.max.toFixed(2)} | ${f.found} |`,
      );
    }
    return figures;
  }

  console.log(
    `${USERS} users seeded in ${seeded} s; ${SEARCHES} searches of each kind; load ${loadavg()[0].toFixed(2)}`,
  );
  const indexed = await measure('With the indexes of migration 0037');
  // How PostgreSQL answers one of each: every part from its index.
  await admin.query(`set search_path to ${schema}`);
  const { rows: planRows } = await admin.query(
    `explain (costs off)
     (select id from users where id = 4242)
     union all (select id from users where lower(email) collate "C" like 'mei.ch%' order by lower(email) collate "C" limit 20)
     union all (select id from users where nick_name ilike '%ei Ch%' limit 20)`,
  );
  console.log(`\nPlan:\n${planRows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
  await sql`drop index users_nick_name_trgm`.execute(db);
  await sql`drop index users_email_lower_prefix`.execute(db);
  await measure('Without them (the unique index on lower(email) and the primary key only)', 100);
  const worst = Math.max(...Object.values(indexed).map((f) => f.p99));
  console.log(
    `\nWorst p99 with the indexes: ${worst.toFixed(2)} ms (budget ${BUDGET_P99_MS} ms): ${worst <= BUDGET_P99_MS ? 'within' : 'OVER'}`,
  );
  if (worst > BUDGET_P99_MS) process.exitCode = 1;
} finally {
  await handle.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
