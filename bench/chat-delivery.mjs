// Chat delivery budget of issue 12: p99 delivery ≤ 50 ms at 1,000 messages/s across two API processes.
// Two production servers (`api/dist/server.js`, build first) share a fresh PostgreSQL database and Redis.
// Each of `pairs` lessons has its conversation; its learner sends through the first process (a `send` frame on
// its chat socket, or with `http` POST /api/chat/conversations/:id/messages), its teacher listens on the chat
// socket of the second. Delivery is the time from the send leaving the client to the teacher's socket
// receiving that message: the seq in its statement, the publish through Redis and the other process's socket.
// Usage: `node --import ./bench/ts-register.mjs bench/chat-delivery.mjs [messages/s] [seconds] [pairs] [socket|http]`
// (env DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/test; REDIS_URL, default local).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Agent, request } from 'undici';
import WebSocket from 'ws';
import { hashSessionToken, newSessionToken } from '../api/src/modules/users/users.service.ts';

const rate = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 10);
const pairs = Number(process.argv[4] ?? 100);
const via = process.argv[5] === 'http' ? 'http' : 'socket';
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const API = path.join(path.dirname(fileURLToPath(import.meta.url)), '../api');
const PORTS = [4305, 4306];
const database = `hanyu_bench_chat_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const MINUTE = 60_000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => value.toFixed(1);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function startServer(port, dataDir) {
  // BENCH_CPU_PROF=dir writes each server's V8 CPU profile there (open in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'dist/server.js'], {
    cwd: API,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_ACCOUNTS: 'false',
      // Each learner here sends far faster than a person types: the per-user chat limit must not refuse it.
      CHAT_MESSAGES_PER_MINUTE: '1000000',
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
const dataDir = await mkdtemp(path.join(tmpdir(), 'hanyu-bench-chat-'));
const servers = [];
const sockets = [];
const agent = new Agent({ connections: 64, pipelining: 1 });
try {
  servers.push(await startServer(PORTS[0], dataDir));
  servers.push(await startServer(PORTS[1], dataDir));

  // One learner and one teacher per lesson, each signed in (a session row, as a login makes).
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: courses } = await db.query("select id from courses where kind = 'live' order by id limit 1");
  const starts = new Date(Date.now() + 24 * 60 * MINUTE);
  const { rows: people } = await db.query(
    `insert into users (email, nick_name, password_hash)
     select 'chat-' || n || '@bench.test', 'p' || n, 'x' from generate_series(1, $1::int) n returning id`,
    [pairs * 2],
  );
  const teachers = people.slice(0, pairs).map((p) => p.id);
  const learners = people.slice(pairs).map((p) => p.id);
  await db.query(
    `insert into teachers (user_id, slug, name, experience_years)
     select id, 'bench-' || id, 'Teacher ' || id, 1 from unnest($1::bigint[]) id`,
    [teachers],
  );
  const { rows: lessons } = await db.query(
    `insert into lessons (teacher_user_id, student_user_id, course_id, starts_at, ends_at, booked_by)
     select t, s, $1, $2, $3, s from unnest($4::bigint[], $5::bigint[]) as pair(t, s)
     returning id, teacher_user_id, student_user_id`,
    [courses[0].id, starts, new Date(starts.getTime() + 50 * MINUTE), teachers, learners],
  );
  const tokens = new Map();
  for (const { id } of people) {
    const token = newSessionToken();
    tokens.set(String(id), token);
    await db.query(
      `insert into user_sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [hashSessionToken(token), id],
    );
  }
  await db.end();

  const call = async (port, method, url, token, body) => {
    const answer = await request(`http://127.0.0.1:${port}/api${url}`, {
      method,
      dispatcher: agent,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.body.text();
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode} ${text}`);
    return JSON.parse(text).response;
  };

  // Each lesson's conversation, opened by its learner through the first process.
  const conversations = [];
  for (const lesson of lessons) {
    const opened = await call(
      PORTS[0],
      'POST',
      `/chat/lessons/${lesson.id}`,
      tokens.get(lesson.student_user_id),
    );
    conversations.push({ id: opened.id, token: tokens.get(lesson.student_user_id), lesson });
  }

  /** A chat socket on `port`, said hello to; `onFrame` hears every frame after the welcome. */
  const chatSocket = (port, token, onFrame) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`);
      sockets.push(socket);
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token })));
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'welcome') resolve(socket);
        else onFrame(frame);
      });
    });

  // Each teacher's chat socket on the second process.
  const sentAt = new Map();
  const delivered = [];
  const lastSeq = new Map();
  let outOfOrder = 0;
  let duplicates = 0;
  const received = new Set();
  await Promise.all(
    lessons.map((lesson) =>
      chatSocket(PORTS[1], tokens.get(lesson.teacher_user_id), (frame) => {
        if (frame.type !== 'message') return;
        const now = performance.now();
        const { message } = frame;
        const key = `${message.conversation_id}/${message.seq}`;
        if (received.has(key)) duplicates += 1;
        received.add(key);
        if ((lastSeq.get(message.conversation_id) ?? 0) > message.seq) outOfOrder += 1;
        lastSeq.set(
          message.conversation_id,
          Math.max(lastSeq.get(message.conversation_id) ?? 0, message.seq),
        );
        const started = sentAt.get(message.client_id);
        if (started !== undefined) delivered.push(now - started);
      }),
    ),
  );
  // Each learner's socket on the first process, when they send over it: its `sent` answers time the send.
  const answered = new Map();
  if (via === 'socket')
    for (const conversation of conversations)
      conversation.socket = await chatSocket(PORTS[0], conversation.token, (frame) => {
        if (frame.type === 'sent' || frame.type === 'refused') answered.get(frame.client_id)?.(frame);
      });

  console.log(`load average before: ${load()}`);
  const total = rate * seconds;
  const posted = [];
  let failures = 0;
  const wall = performance.now();
  const sends = [];
  for (let index = 0; index < total; index += 1) {
    const due = wall + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const conversation = conversations[index % conversations.length];
    const clientId = `b${index}`;
    const started = performance.now();
    sentAt.set(clientId, started);
    const sending =
      via === 'http'
        ? call(PORTS[0], 'POST', `/chat/conversations/${conversation.id}/messages`, conversation.token, {
            body: `message ${index}`,
            client_id: clientId,
          })
        : new Promise((resolve, reject) => {
            answered.set(clientId, (frame) => (frame.type === 'sent' ? resolve(frame) : reject(frame)));
            conversation.socket.send(
              JSON.stringify({
                type: 'send',
                conversation_id: conversation.id,
                body: `message ${index}`,
                client_id: clientId,
              }),
            );
          });
    sends.push(
      sending.then(
        () => posted.push(performance.now() - started),
        () => {
          failures += 1;
        },
      ),
    );
  }
  await Promise.all(sends);
  const sendWall = performance.now() - wall;
  // The last deliveries, a moment after their sends answered.
  const settle = performance.now() + 5_000;
  while (delivered.length < total - failures && performance.now() < settle)
    await new Promise((resolve) => setTimeout(resolve, 20));
  delivered.sort((a, b) => a - b);
  posted.sort((a, b) => a - b);
  console.log(
    `\n${total} messages over ${pairs} conversations, sent over ${via === 'http' ? 'HTTP' : 'the socket'}, at ${rate}/s asked (${ms((total / sendWall) * 1000)}/s sent ` +
      `in ${ms(sendWall)} ms); learners on :${PORTS[0]}, teachers' sockets on :${PORTS[1]}; load average after: ${load()}`,
  );
  console.log(
    `delivered ${delivered.length}, send failures ${failures}, duplicates ${duplicates}, ` +
      `arrivals after a higher seq of the same conversation ${outOfOrder}`,
  );
  console.log('| what | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- |');
  console.log(
    `| send answered (sent / POST 200) | ${ms(quantile(posted, 0.5))} | ${ms(quantile(posted, 0.99))} | ${ms(posted.at(-1))} |`,
  );
  console.log(
    `| delivered (send → other process's socket) | ${ms(quantile(delivered, 0.5))} | ${ms(quantile(delivered, 0.99))} | ${ms(delivered.at(-1))} |`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  await agent.close();
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))));
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
