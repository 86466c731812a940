// Video progress budget of issue 13: recording a progress report p99 ≤ 20 ms at 200 reports/s on PostgreSQL.
// One production server (`api/dist/server.js`, build first) on a fresh PostgreSQL database, seeded with the demo
// catalogue. `learners` learners each hold the demo video course (a paid order's grant) and a session; each
// starts the clock of lesson 1's clip (an empty report), then reports are due every 1/rate s, round-robin over
// the learners: each the next second of the clip (1 s at a time, within what the wall clock allows). Recorded is
// the time of POST /api/learning/video/lessons/:id/progress from the request leaving the client to its answer:
// the session lookup, the unlocking rule, and the report's transaction (the progress row locked in one upsert,
// merged, written). Afterwards every learner's watched seconds must equal the reports they sent (none lost).
// Usage: `node --import ./bench/ts-register.mjs bench/video-progress.mjs [reports/s] [seconds] [learners]`
// (env DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Agent, request } from 'undici';
import { hashSessionToken, newSessionToken } from '../api/src/modules/users/users.service.ts';

const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 10);
const learnerCount = Number(process.argv[4] ?? 200);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const API = path.join(path.dirname(fileURLToPath(import.meta.url)), '../api');
const PORT = 4315;
const database = `hanyu_bench_video_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => value.toFixed(1);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function startServer(dataDir) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_ACCOUNTS: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${PORT}/api/open/util/lang/latest?language=en`);
      if (answer.ok) return child;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'hanyu-bench-video-'));
const agent = new Agent({ connections: 64, pipelining: 1 });
let server;
try {
  server = await startServer(dataDir);

  // The learners, each with the demo video course (an order paid at no cost and its grant) and a session.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const {
    rows: [course],
  } = await db.query(
    `select courses.id, course_skus.id as sku_id, video_lessons.id as lesson_id
     from courses join course_skus on course_skus.course_id = courses.id
     join video_lessons on video_lessons.course_id = courses.id and video_lessons.position = 1
     where courses.slug = 'pinyin-and-tones' order by course_skus.id limit 1`,
  );
  const { rows: learners } = await db.query(
    `insert into users (email, nick_name, password_hash)
     select 'video-' || n || '@bench.test', 'v' || n, 'x' from generate_series(1, $1::int) n returning id`,
    [learnerCount],
  );
  const ids = learners.map((learner) => learner.id);
  await db.query(
    `with paid as (
       insert into orders (user_id, sku_id, course_id, quantity, unit_price_minor, amount_minor, total_minor,
                           status, payer_id, paid_at)
       select id, $2, $1, 1, 0, 0, 0, 1, id, now() from unnest($3::bigint[]) id returning id, user_id
     )
     insert into grants (owner_id, order_id, course_id, kind) select user_id, id, $1, 'access' from paid`,
    [course.id, course.sku_id, ids],
  );
  const tokens = [];
  for (const id of ids) {
    const token = newSessionToken();
    tokens.push(token);
    await db.query(
      `insert into user_sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [hashSessionToken(token), id],
    );
  }

  const url = `http://127.0.0.1:${PORT}/api/learning/video/lessons/${course.lesson_id}/progress`;
  const report = async (token, ranges, position) => {
    const started = performance.now();
    const answer = await request(url, {
      method: 'POST',
      dispatcher: agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ranges, position }),
    });
    const text = await answer.body.text();
    return { status: answer.statusCode, text, took: performance.now() - started };
  };

  // Each learner starts the clip's clock.
  for (const token of tokens) {
    const started = await report(token, [], 0);
    if (started.status !== 200) throw new Error(`start: ${started.status} ${started.text}`);
  }

  console.log(`load average before: ${load()}`);
  const total = rate * seconds;
  const sentBy = new Array(learnerCount).fill(0);
  const latencies = [];
  const failures = [];
  const wall = performance.now();
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    const due = wall + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const learner = index % learnerCount;
    const second = sentBy[learner];
    sentBy[learner] += 1;
    pending.push(
      report(tokens[learner], [{ start: second, end: second + 1 }], second + 1).then((answer) => {
        if (answer.status === 200) latencies.push(answer.took);
        else failures.push(`${answer.status} ${answer.text.slice(0, 120)}`);
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - wall) / 1000;
  console.log(`load average after: ${load()}`);

  // None lost: each learner's watched seconds are the reports they sent (1 s each, disjoint).
  const { rows: watched } = await db.query(
    `select user_id, watched_seconds from video_clip_progress where user_id = any($1::bigint[])`,
    [ids],
  );
  const byUser = new Map(watched.map((row) => [String(row.user_id), Number(row.watched_seconds)]));
  const lost = ids.filter(
    (id, index) => Math.abs((byUser.get(String(id)) ?? 0) - Math.min(sentBy[index], 30)) > 1e-6,
  );
  await db.end();

  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        rate,
        seconds,
        learners: learnerCount,
        sent: total,
        sentPerSecond: Number((total / elapsed).toFixed(1)),
        recorded: latencies.length,
        failures: failures.length,
        firstFailures: failures.slice(0, 3),
        learnersWithLostSeconds: lost.length,
        p50: ms(quantile(latencies, 0.5)),
        p90: ms(quantile(latencies, 0.9)),
        p99: ms(quantile(latencies, 0.99)),
        max: ms(latencies.at(-1) ?? 0),
      },
      null,
      2,
    ),
  );
} finally {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server ? server.once('exit', resolve) : resolve()));
  await agent.close();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
