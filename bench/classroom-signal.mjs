// Classroom signalling budget of issue 12: 500 rooms' joins across two API processes with Redis, p99 join
// ≤ 200 ms. Two production servers (`api/dist/server.js`, build first) share a fresh PostgreSQL database and
// Redis; each room's learner connects to the first, its teacher to the second. A join is the time from
// opening the socket to its `welcome`; "seen" is the time from the second person's socket opening to the
// first person (on the other process) being told `peer-joined` — the cross-process path through Redis.
// Usage: `node --import ./bench/ts-register.mjs bench/classroom-signal.mjs [rooms] [spread ms]`
// (env DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/test; REDIS_URL, default local).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { signRoomToken } from '../api/src/modules/classroom/room-token.ts';

const rooms = Number(process.argv[2] ?? 500);
/** Joins are spread evenly over this many milliseconds (0: all at once). */
const spreadMs = Number(process.argv[3] ?? 0);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const API = path.join(path.dirname(fileURLToPath(import.meta.url)), '../api');
const PORTS = [4301, 4302];
const SECRET = randomBytes(32).toString('hex');
const database = `hanyu_bench_signal_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const MINUTE = 60_000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => value.toFixed(1);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      CLASSROOM_SECRET: SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_ACCOUNTS: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/open/util/lang/latest?language=en`);
      if (answer.ok) return child;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'hanyu-bench-signal-'));
const servers = [];
const sockets = [];
try {
  // The first server migrates and seeds; the second starts on what it made.
  servers.push(await startServer(PORTS[0], dataDir));
  servers.push(await startServer(PORTS[1], dataDir));

  // One learner and one teacher per room (a person has one lesson at a time), each lesson open now.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: courses } = await db.query("select id from courses where kind = 'live' order by id limit 1");
  const courseId = courses[0].id;
  const starts = new Date(Math.ceil(Date.now() / (5 * MINUTE)) * 5 * MINUTE);
  const ends = new Date(starts.getTime() + 50 * MINUTE);
  const { rows: people } = await db.query(
    `insert into users (email, nick_name, password_hash)
     select 'signal-' || n || '@bench.test', 'p' || n, 'x' from generate_series(1, $1::int) n returning id`,
    [rooms * 2],
  );
  // The lesson's teacher is a catalogue teacher (the classroom names them from there).
  await db.query(
    `insert into teachers (user_id, slug, name, experience_years)
     select id, 'bench-' || id, 'Teacher ' || id, 1 from unnest($1::bigint[]) id`,
    [people.slice(0, rooms).map((p) => p.id)],
  );
  const { rows: lessons } = await db.query(
    `insert into lessons (teacher_user_id, student_user_id, course_id, starts_at, ends_at, booked_by)
     select t, s, $1, $2, $3, s from unnest($4::bigint[], $5::bigint[]) as pair(t, s) returning id, teacher_user_id, student_user_id`,
    [courseId, starts, ends, people.slice(0, rooms).map((p) => p.id), people.slice(rooms).map((p) => p.id)],
  );
  await db.end();
  const exp = Math.floor((ends.getTime() + 30 * MINUTE) / 1000);
  const token = (lesson, user, role) =>
    signRoomToken(
      {
        room: `lesson-${lesson.id}`,
        lesson: Number(lesson.id),
        user: Number(user),
        name: `u${user}`,
        role,
        exp,
      },
      SECRET,
    );

  /** Opens a socket to `port` and answers when its welcome came, with how long that took. */
  function join(port, roomToken, onMessage) {
    const started = performance.now();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/classroom/signal?token=${roomToken}`);
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.on('error', reject);
      socket.on('close', (code) => reject(new Error(`closed ${code}`)));
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'welcome') resolve({ socket, joinMs: performance.now() - started, started });
        onMessage?.(message);
      });
    });
  }

  console.log(`load average before: ${load()}`);
  const joins = [];
  const seen = [];
  const wall = performance.now();
  await Promise.all(
    lessons.map(async (lesson, index) => {
      if (spreadMs > 0) await new Promise((resolve) => setTimeout(resolve, (index / rooms) * spreadMs));
      let teacherStarted = 0;
      let resolveSeen;
      const seenByLearner = new Promise((resolve) => {
        resolveSeen = resolve;
      });
      const learner = await join(PORTS[0], token(lesson, lesson.student_user_id, 2), (message) => {
        if (message.type === 'peer-joined') resolveSeen(performance.now());
      });
      joins.push(learner.joinMs);
      const teacher = join(PORTS[1], token(lesson, lesson.teacher_user_id, 1));
      teacherStarted = performance.now();
      joins.push((await teacher).joinMs);
      seen.push((await seenByLearner) - teacherStarted);
    }),
  );
  const allDone = performance.now() - wall;
  joins.sort((a, b) => a - b);
  seen.sort((a, b) => a - b);
  console.log(
    `\n${rooms} rooms, ${joins.length} joins (learner on :${PORTS[0]}, teacher on :${PORTS[1]}), ` +
      `${spreadMs ? `spread over ${spreadMs} ms` : 'all at once'}; load average after: ${load()}`,
  );
  console.log('| what | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- |');
  console.log(
    `| join (open → welcome) | ${ms(quantile(joins, 0.5))} | ${ms(quantile(joins, 0.99))} | ${ms(joins.at(-1))} |`,
  );
  console.log(
    `| seen across processes (teacher opens → learner told) | ${ms(quantile(seen, 0.5))} | ${ms(quantile(seen, 0.99))} | ${ms(seen.at(-1))} |`,
  );
  console.log(`all done in ${ms(allDone)} ms`);
} finally {
  for (const socket of sockets) socket.terminate();
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))));
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
