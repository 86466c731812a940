// The topology test of issue 27: the production shape of deploy/compose.yaml on loopback ports, without Docker.
// Two API processes (the built api/dist/server.js, each with its own DATA_DIR as separate machines would have)
// share a fresh PostgreSQL database, Redis (a unique prefix) and an S3 bucket (s3rver, STORAGE_URL), behind
// Debian's haproxy running deploy/haproxy.cfg itself (its addresses come from the environment). A bounded mixed
// load goes through the balancer — sign-ins of the demo accounts, page renders, top-ups approved in the Alipay
// sandbox (the payer's page and approval too: the sandboxes keep their state in PostgreSQL), purchases,
// bookings, chat over WebSocket, avatar uploads — while one process is killed with SIGKILL and restarted, and
// later the other is stopped with SIGTERM and restarted. Then it asserts, from the database and the answers:
// - every paid order has exactly one transfer, every paid top-up exactly one, every transfer balances, no
//   wallet is negative or differs from its entries, no unpaid order moved money;
// - every chat message the server acknowledged is stored once, reached the operator's socket, and is
//   readable through the balancer;
// - every uploaded file is readable through the balancer and through each process;
// - no 5xx or failed connection except requests in flight on the killed process at the kill;
// - haproxy took the stopped process out of the pool and sent it nothing after.
// Figures go to stdout and to bench/results/2026-11-27-topology.md (or TOPOLOGY_RESULTS).
// Usage: `npm run test:topology` (build first: npm run build -w @hanyu/api, and the site for page renders).
// Env: DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), REDIS_URL (redis://127.0.0.1:6379),
// HAPROXY (/usr/sbin/haproxy), TOPOLOGY_SECONDS (45), TOPOLOGY_USERS (16). Exits 1 when an assertion fails.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import S3rver from '@20minutes/s3rver';
import pg from 'pg';
import sharp from 'sharp';
import WebSocket from 'ws';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const API_DIR = path.join(root, 'api');
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const haproxyBin = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const SECONDS = Number(process.env.TOPOLOGY_SECONDS ?? 45);
const USERS = Number(process.env.TOPOLOGY_USERS ?? 16);
const resultsFile = process.env.TOPOLOGY_RESULTS ?? path.join(root, 'bench/results/2026-11-27-topology.md');
const LB_PORT = 4480;
const STATS_PORT = 4481;
const API_PORTS = [4471, 4472];
const S3_PORT = 4490;
const BUCKET = 'hanyu-topology';
const LB = `http://127.0.0.1:${LB_PORT}`;
const DEMO_PASSWORD = 'hanyu-demo-2026';
const DEMO_ACCOUNTS = [
  ...['learner', 'operator', 'family', 'owner', 'staff', 'assistant'].map((n) => `${n}@demo.hanyu.example`),
  'wang-lin@teachers.hanyu.invalid',
];
// Rendered on the server by the shell and the remotes; the learner's session cookie goes with each.
const PAGES = ['/en', '/en/live', '/en/i/1', '/zh-cn', '/en/video', '/en/top-up', '/en/user'];
const REQUEST_TIMEOUT_MS = 15_000;

if (Number(process.versions.node.split('.')[0]) < 22) throw new Error('the topology test runs on Node 22');

const tag = randomBytes(4).toString('hex');
const database = `hanyu_topology_${tag}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const redisPrefix = `topology-${tag}`;
const workDir = await mkdtemp(path.join(tmpdir(), 'hanyu-topology-'));
const t0 = performance.now();
const now = () => performance.now() - t0;
const secs = (ms) => (ms / 1000).toFixed(1);
const log = (...parts) => console.log(`[${secs(now()).padStart(6)} s]`, ...parts);

/** Every request the load made: what, when, and how it ended. */
const requests = [];
/** Times the two faults happened: { kind, index, at, exitedAt, exitCode, restartedAt, upAt, downAt }. */
const faults = [];
const failures = [];

// ---------------------------------------------------------------------------------------------- processes
const apis = API_PORTS.map((port, index) => ({
  index,
  port,
  name: `api-${index + 1}`,
  child: null,
  starts: 0,
}));

function startApi(api) {
  api.starts += 1;
  const out = createWriteStream(path.join(workDir, `${api.name}.${api.starts}.log`));
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(api.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: path.join(workDir, api.name),
      PUBLIC_URL: LB,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_ACCOUNTS: 'true',
      PAYMENT_SANDBOX: '1',
      CLASSROOM_SECRET: `topology-classroom-secret-${tag}-0123456789abcdef`,
      CHAT_MESSAGES_PER_MINUTE: '100000',
      RENDER_THREADS: '1',
      // Longer than haproxy needs to see /ready fail (inter 1 s, fastinter 0.5 s, fall 2).
      DRAIN_DELAY_MS: '3000',
      STORAGE_URL: `s3://${BUCKET}/${tag}?endpoint=http://127.0.0.1:${S3_PORT}&region=us-east-1`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  api.child = child;
  api.exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: now() })),
  );
  return child;
}

async function waitReady(api, deadlineMs = 180_000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${api.port}/ready`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (answer.ok) return;
    } catch {}
    if (api.child.exitCode !== null || Date.now() > deadline) {
      const logText = await readFile(path.join(workDir, `${api.name}.${api.starts}.log`), 'utf8').catch(
        () => '',
      );
      throw new Error(`${api.name} did not become ready:\n${logText.slice(-3000)}`);
    }
    await sleep(250);
  }
}

let haproxy;
// Interrupted (Ctrl-C, a timeout): the processes this started go with it.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const api of apis) api.child?.kill('SIGKILL');
    haproxy?.kill('SIGKILL');
    console.error(`interrupted; database ${database} and ${workDir} left behind`);
    process.exit(130);
  });

function startHaproxy() {
  const out = createWriteStream(path.join(workDir, 'haproxy.log'));
  haproxy = spawn(haproxyBin, ['-db', '-f', path.join(here, 'haproxy.cfg')], {
    env: {
      ...process.env,
      LISTEN: `127.0.0.1:${LB_PORT}`,
      STATS_LISTEN: `127.0.0.1:${STATS_PORT}`,
      API_1: `127.0.0.1:${API_PORTS[0]}`,
      API_2: `127.0.0.1:${API_PORTS[1]}`,
      DNS_SERVER: '127.0.0.1:53',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  haproxy.stdout.pipe(out);
  haproxy.stderr.pipe(out);
}

/** haproxy's view of each API process: status (UP, DOWN, …) and requests it was sent (stot). */
async function poolState() {
  const answer = await fetch(`http://127.0.0.1:${STATS_PORT}/stats;csv`, {
    signal: AbortSignal.timeout(2_000),
  });
  const [header, ...rows] = (await answer.text()).replace(/^# /, '').trim().split('\n');
  const names = header.split(',');
  const state = {};
  for (const row of rows) {
    const cells = Object.fromEntries(row.split(',').map((cell, i) => [names[i], cell]));
    if (cells.pxname === 'api' && cells.svname.startsWith('api-'))
      state[cells.svname] = { status: cells.status, sent: Number(cells.stot) };
  }
  return state;
}

/** Every 100 ms: haproxy's pool, so the faults' timelines can be read off it. */
const poolTimeline = [];
let polling = true;
async function pollPool() {
  while (polling) {
    try {
      poolTimeline.push({ at: now(), state: await poolState() });
    } catch {}
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------- requests
async function call(kind, method, url, { token, cookie, body, key, base = LB, expect = [200] } = {}) {
  const record = { kind, start: now(), end: 0, status: 0, cause: '' };
  requests.push(record);
  try {
    const answer = await fetch(`${base}${url}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie: `token=${cookie}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    record.end = now();
    record.status = answer.status;
    if (!expect.includes(answer.status))
      record.cause = `${answer.status} ${text.slice(0, 140).replace(/\s+/g, ' ')}`;
    let json;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: answer.status, text, json: json?.response ?? json, headers: answer.headers };
  } catch (error) {
    record.end = now();
    record.cause = `network: ${error.cause?.code ?? error.name}`;
    return { status: 0, text: String(error), json: undefined };
  }
}

const idKey = () => randomBytes(8).toString('hex');

// ---------------------------------------------------------------------------------------------- load steps
/** One learner's loop: render a page, top up, buy, book, chat, until the deadline. */
async function learnerLoop(user, context, deadline) {
  let step = user.index;
  while (now() < deadline) {
    step += 1;
    const page = PAGES[step % PAGES.length];
    await call(`page ${page}`, 'GET', page, { cookie: user.token });
    if (step % 4 === 0) await upload(user);
    if (step % 3 === 0) await topUpAndBuy(user, context);
    else if (step % 3 === 1) await book(user, context);
    await chatBurst(user, 3);
  }
}

const moneyStats = {
  topUpsPaid: 0,
  /** Top-ups left unpaid, by why: the sandbox page failed; the approval failed; no payment seen in 10 s. */
  unpaid: { 'sandbox page failed': 0, 'approval failed': 0, 'not paid within 10 s': 0 },
  ordersPaid: 0,
  booked: 0,
  bookingConflicts: 0,
};

async function topUpAndBuy(user, context) {
  const yuan = Math.ceil(context.sku.price_minor / 100);
  const created = await call('top-up', 'POST', '/api/user/top-up', {
    token: user.token,
    key: idKey(),
    body: { amount: yuan, gateway: 'alipay', device: 'pc' },
  });
  if (created.status !== 200) return;
  // The payer's browser at the sandbox: its page and its approve button, through haproxy like every other
  // request. The sandboxes keep their trades, merchants and keys in PostgreSQL (a demo facility, never mounted
  // in production), so whichever process answers either step knows the trade.
  const target = new URL(created.json.redirect_url, LB);
  const pay = await call('sandbox page', 'GET', `${target.pathname}${target.search}`);
  const tradeNo = pay.status === 200 ? /pay\/(\d+)\/approve/.exec(pay.text)?.[1] : undefined;
  if (!tradeNo) {
    moneyStats.unpaid['sandbox page failed'] += 1;
    return;
  }
  const sandboxPath = target.pathname.replace(/gateway\.do$/, '');
  const approved = await call('sandbox approve', 'POST', `${sandboxPath}pay/${tradeNo}/approve`, {
    expect: [303],
  });
  if (approved.status === 0 || approved.status >= 500) {
    moneyStats.unpaid['approval failed'] += 1;
    return;
  }
  const until = now() + 10_000;
  for (;;) {
    const state = await call('top-up status', 'GET', `/api/user/top-up/${created.json.id}`, {
      token: user.token,
    });
    if (state.json?.status === 'paid') break;
    if (now() > until || state.json?.status === 'failed') {
      moneyStats.unpaid['not paid within 10 s'] += 1;
      return;
    }
    await sleep(200);
  }
  moneyStats.topUpsPaid += 1;
  const order = await call('order', 'POST', '/api/user/order', {
    token: user.token,
    key: idKey(),
    body: { sku_id: Number(context.sku.id), quantity: 1 },
  });
  if (order.status !== 200) return;
  // A pay that failed in flight is retried with its key, as the page does: the key makes it pay once.
  const key = idKey();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const paid = await call('pay', 'POST', `/api/user/order/${order.json.id}/pay`, {
      token: user.token,
      key,
    });
    if (paid.status === 200) {
      moneyStats.ordersPaid += 1;
      user.lessons = true;
      return;
    }
    if (paid.status !== 0 && paid.status < 500) return;
  }
}

// Uploads: an avatar through the balancer, then read back through it twice (round robin: both processes).
const uploads = { made: 0, readBack: 0, failedReads: [] };
let avatarImage;
async function upload(user) {
  avatarImage ??= await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c73d22' } })
    .png()
    .toBuffer();
  const record = { kind: 'upload', start: now(), end: 0, status: 0, cause: '' };
  requests.push(record);
  try {
    const answer = await fetch(`${LB}/api/user/avatar`, {
      method: 'POST',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      body: avatarImage,
    });
    const text = await answer.text();
    record.end = now();
    record.status = answer.status;
    if (answer.status !== 200) {
      record.cause = `${answer.status} ${text.slice(0, 140)}`;
      return;
    }
    user.avatar = JSON.parse(text).response.avatar;
    uploads.made += 1;
  } catch (error) {
    record.end = now();
    record.cause = `network: ${error.cause?.code ?? error.name}`;
    return;
  }
  for (let i = 0; i < 2; i += 1) {
    const reading = call('upload read', 'GET', new URL(user.avatar, LB).pathname);
    const record = requests.at(-1);
    if ((await reading).status === 200) uploads.readBack += 1;
    else uploads.failedReads.push(record);
  }
}

async function book(user, context) {
  if (!user.lessons) return;
  const query = `course_id=${context.sku.course_id}&minutes=${context.sku.lesson_minutes}&days=14&time_zone=UTC`;
  const slots = await call('slots', 'GET', `/api/user/booking/slots?${query}`, { token: user.token });
  const all = slots.json?.days?.flatMap((day) => day.slots) ?? [];
  if (all.length === 0) return;
  const slot = all[(user.index * 7 + user.bookings * 13) % all.length];
  user.bookings += 1;
  const booked = await call('booking', 'POST', '/api/user/lessons', {
    token: user.token,
    key: idKey(),
    body: {
      course_id: Number(context.sku.course_id),
      minutes: context.sku.lesson_minutes,
      starts_at: slot.start,
    },
    expect: [200, 409, 422, 400],
  });
  if (booked.status === 200) moneyStats.booked += 1;
  else if (booked.status === 409) moneyStats.bookingConflicts += 1;
}

// Chat: each learner's socket through the balancer to the support line; a message is acknowledged by its
// `sent` frame. A socket that closes (its process killed or draining: 1012) is opened again, through the
// balancer, and the unacknowledged sends go again with their client ids (stored once by the server).
const chatStats = { acked: 0, refused: 0, reconnects: 0, closeCodes: {} };
const acked = new Map();

function openChat(user) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${LB_PORT}/api/chat/socket`);
    const timer = setTimeout(() => {
      socket.terminate();
      resolve(null);
    }, 5_000);
    socket.on('error', () => {});
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token: user.token })));
    socket.on('close', (code) => {
      clearTimeout(timer);
      chatStats.closeCodes[code] = (chatStats.closeCodes[code] ?? 0) + 1;
      if (user.socket === socket) user.socket = null;
      for (const [clientId, pending] of user.pending) if (pending.socket === socket) pending.retry(clientId);
      resolve(null);
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'welcome') {
        clearTimeout(timer);
        user.socket = socket;
        resolve(socket);
      } else if (frame.type === 'sent' || frame.type === 'refused') {
        const pending = user.pending.get(frame.client_id);
        if (!pending) return;
        user.pending.delete(frame.client_id);
        pending.done(frame);
      }
    });
  });
}

// The operator: every support line's messages reach them live on one socket through the balancer. When
// that socket closes (its process killed or draining) it is opened again and catches up with `resume` from
// the last seq it holds of each conversation, as the page does.
const delivered = new Set();
const operator = {
  token: '',
  socket: null,
  lastSeq: new Map(),
  conversations: [],
  closed: false,
  reopened: 0,
};

function receive(message) {
  delivered.add(`${message.conversation_id}/${message.seq}`);
  const last = operator.lastSeq.get(message.conversation_id) ?? 0;
  if (message.seq === last + 1) operator.lastSeq.set(message.conversation_id, message.seq);
}

async function openOperatorSocket() {
  while (!operator.closed) {
    const socket = await new Promise((resolve) => {
      const candidate = new WebSocket(`ws://127.0.0.1:${LB_PORT}/api/chat/socket`);
      const timer = setTimeout(() => candidate.terminate(), 5_000);
      candidate.on('error', () => {});
      candidate.on('open', () => candidate.send(JSON.stringify({ type: 'hello', token: operator.token })));
      candidate.on('close', () => {
        clearTimeout(timer);
        resolve(null);
        if (operator.socket === candidate && !operator.closed) {
          operator.socket = null;
          operator.reopened += 1;
          setTimeout(openOperatorSocket, 200);
        }
      });
      candidate.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'welcome') {
          clearTimeout(timer);
          operator.socket = candidate;
          resolve(candidate);
        } else if (frame.type === 'message') receive(frame.message);
        else if (frame.type === 'resumed') {
          for (const message of frame.messages) receive(message);
          if (frame.more) resume([frame.conversation_id]);
        }
      });
    });
    if (socket) {
      resume(operator.conversations);
      return;
    }
    await sleep(300);
  }
}

/** Asks for what came after the last seq held in a row, of each conversation. */
function resume(ids) {
  if (!operator.socket || ids.length === 0) return;
  operator.socket.send(
    JSON.stringify({
      type: 'resume',
      conversations: ids.map((id) => ({ id, after: operator.lastSeq.get(id) ?? 0 })),
    }),
  );
}

async function chatBurst(user, count) {
  for (let i = 0; i < count && now() < user.deadline; i += 1) {
    const clientId = `t${user.index}-${user.sent++}`;
    const body = `topology ${clientId}`;
    const record = { kind: 'chat send', start: now(), end: 0, status: 0, cause: '' };
    requests.push(record);
    const outcome = await new Promise((resolve) => {
      let tries = 0;
      const attempt = async () => {
        tries += 1;
        if (tries > 6) return resolve({ type: 'gave up' });
        if (!user.socket) {
          if (user.opened) chatStats.reconnects += 1;
          user.opened = true;
          await openChat(user);
          if (!user.socket) {
            await sleep(300);
            return attempt();
          }
        }
        const socket = user.socket;
        user.pending.set(clientId, { socket, done: resolve, retry: () => setTimeout(attempt, 100) });
        socket.send(
          JSON.stringify({ type: 'send', conversation_id: user.conversation, body, client_id: clientId }),
        );
      };
      attempt();
    });
    record.end = now();
    if (outcome.type === 'sent') {
      record.status = 200;
      chatStats.acked += 1;
      acked.set(clientId, { conversation: user.conversation, seq: outcome.message.seq, user: user.id });
    } else if (outcome.type === 'refused') {
      record.status = outcome.status;
      record.cause = `refused ${outcome.status}`;
      chatStats.refused += 1;
    } else {
      record.cause = 'chat: no answer after 6 tries';
    }
  }
}

// ---------------------------------------------------------------------------------------------- the run
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
let db;
let exitCode = 0;
// The S3-compatible store: s3rver from npm (the storage tests' server), objects in the work folder.
const s3 = new S3rver({
  address: '127.0.0.1',
  port: S3_PORT,
  silent: true,
  directory: path.join(workDir, 's3'),
  configureBuckets: [{ name: BUCKET }],
});
try {
  // Another run's leftovers on these ports would answer for this run's processes.
  for (const port of [LB_PORT, STATS_PORT, S3_PORT, ...API_PORTS]) {
    const probe = createServer();
    await new Promise((resolve, reject) =>
      probe.once('error', reject).listen(port, '127.0.0.1', resolve),
    ).catch(() => {
      throw new Error(`port ${port} is in use: another topology run, or something else, listens there`);
    });
    await new Promise((resolve) => probe.close(resolve));
  }
  await s3.run();
  log(`database ${database}, redis prefix ${redisPrefix}, bucket ${BUCKET}/${tag}, work dir ${workDir}`);
  // The first process migrates and seeds (under the migration lock); the second starts once it is ready.
  startApi(apis[0]);
  await waitReady(apis[0]);
  log('api-1 ready (migrated, seeded)');
  startApi(apis[1]);
  await waitReady(apis[1]);
  log('api-2 ready');
  startHaproxy();
  const pollDone = pollPool();
  const upBy = now() + 30_000;
  for (;;) {
    const state = await poolState().catch(() => ({}));
    if (Object.values(state).filter((s) => s.status === 'UP').length === 2) break;
    if (haproxy.exitCode !== null || now() > upBy) {
      const logText = await readFile(path.join(workDir, 'haproxy.log'), 'utf8').catch(() => '');
      throw new Error(`haproxy did not bring both processes up:\n${logText.slice(-2000)}`);
    }
    await sleep(200);
  }
  log('haproxy: both processes UP');

  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // The item to buy: the cheapest lesson package of the first course whose learners book themselves.
  const { rows: skus } = await db.query(
    `select s.id::text, s.course_id::text, s.price_minor::int, s.lesson_minutes
       from course_skus s join courses c on c.id = s.course_id
      where s.self_booking and s.stock is null and s.purchase_limit is null and c.kind = 'live'
        and s.price_minor > 0 order by s.course_id, s.price_minor limit 1`,
  );
  if (skus.length === 0) throw new Error('the seed has no lesson package to buy');
  const context = { sku: skus[0] };

  // The demo accounts sign in through the balancer (and again during the load).
  const demoTokens = {};
  for (const email of DEMO_ACCOUNTS) {
    const answer = await call('sign-in', 'POST', '/api/passport/login/email', {
      body: { email, password: DEMO_PASSWORD },
    });
    if (answer.status !== 200) throw new Error(`signing in ${email}: ${answer.status} ${answer.text}`);
    demoTokens[email] = answer.json.token;
  }
  log(`demo accounts signed in: ${DEMO_ACCOUNTS.length}`);

  // The load's learners: accounts with a session each (as a sign-in makes), and a support conversation.
  const { rows: people } = await db.query(
    `insert into users (email, nick_name, password_hash)
     select 'topology-' || n || '@load.test', 'load ' || n, 'x' from generate_series(1, $1::int) n returning id`,
    [USERS],
  );
  const users = [];
  for (const [index, { id }] of people.entries()) {
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into user_sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token, 'utf8').digest('hex'), id],
    );
    const opened = await call('chat open', 'POST', '/api/chat/support', { token, body: {} });
    if (opened.status !== 200) throw new Error(`opening a support chat: ${opened.status} ${opened.text}`);
    users.push({
      index,
      id: String(id),
      token,
      conversation: opened.json.id ?? opened.json.conversation?.id,
      pending: new Map(),
      sent: 0,
      bookings: 0,
      lessons: false,
      socket: null,
    });
  }
  log(`${USERS} load learners with a session and a support conversation`);
  operator.token = demoTokens['operator@demo.hanyu.example'];
  operator.conversations = users.map((user) => user.conversation);
  await openOperatorSocket();
  if (!operator.socket) throw new Error("the operator's chat socket did not open");

  // The load, with the faults on a fixed schedule inside it.
  const loadStart = now();
  const deadline = loadStart + SECONDS * 1000;
  for (const user of users) user.deadline = deadline;
  const signIns = (async () => {
    let i = 0;
    while (now() < deadline) {
      await call('sign-in', 'POST', '/api/passport/login/email', {
        body: { email: DEMO_ACCOUNTS[i++ % DEMO_ACCOUNTS.length], password: DEMO_PASSWORD },
      });
      await sleep(400);
    }
  })();
  const loops = users.map((user) => learnerLoop(user, context, deadline));

  const faultRun = (async () => {
    // SIGKILL api-1 a fifth of the way in; start it again 5 s later.
    await sleep(Math.max(0, loadStart + SECONDS * 200 - now()));
    const kill = { kind: 'SIGKILL', api: apis[0].name, at: now() };
    faults.push(kill);
    apis[0].down = true;
    apis[0].child.kill('SIGKILL');
    const killed = await apis[0].exit;
    kill.exitedAt = killed.at;
    kill.exit = killed.signal ?? killed.code;
    log(`api-1 killed (SIGKILL)`);
    await sleep(5_000);
    kill.restartedAt = now();
    startApi(apis[0]);
    await waitReady(apis[0]);
    apis[0].down = false;
    kill.readyAt = now();
    log('api-1 restarted and ready');
    // SIGTERM api-2 at three fifths, once api-1 is back in the pool; start it again once it has exited.
    await sleep(Math.max(0, loadStart + SECONDS * 600 - now()));
    while ((await poolState())['api-1']?.status !== 'UP') await sleep(100);
    const term = { kind: 'SIGTERM', api: apis[1].name, at: now() };
    faults.push(term);
    apis[1].child.kill('SIGTERM');
    log('api-2 told to stop (SIGTERM)');
    const stopped = await apis[1].exit;
    apis[1].down = true;
    term.exitedAt = stopped.at;
    term.exit = stopped.signal ?? stopped.code;
    log(`api-2 exited: ${term.exit} after ${secs(stopped.at - term.at)} s`);
    term.restartedAt = now();
    startApi(apis[1]);
    await waitReady(apis[1]);
    apis[1].down = false;
    term.readyAt = now();
    log('api-2 restarted and ready');
  })();

  await Promise.all([...loops, signIns, faultRun]);
  const loadEnd = now();
  log('load done');
  // The last deliveries: what the operator holds, caught up once more, for up to 10 s.
  const deliveredBy = now() + 10_000;
  while (
    [...acked.values()].some((m) => !delivered.has(`${m.conversation}/${m.seq}`)) &&
    now() < deliveredBy
  ) {
    resume(operator.conversations);
    await sleep(500);
  }
  operator.closed = true;
  operator.socket?.terminate();
  for (const user of users) user.socket?.terminate();
  // Let haproxy see the restarted process UP again before the figures are read.
  const upUntil = now() + 10_000;
  while (now() < upUntil) {
    const state = await poolState().catch(() => ({}));
    if (Object.values(state).filter((s) => s.status === 'UP').length === 2) break;
    await sleep(200);
  }
  await sleep(300);
  polling = false;
  await pollDone;

  // ------------------------------------------------------------------------------------------- checks
  const check = (ok, what) => {
    if (!ok) failures.push(what);
    return ok;
  };

  // Money.
  const money = (
    await db.query(`
    select
      (select count(*) from orders where status = 1)::int as paid_orders,
      (select count(*) from orders o where o.status = 1 and
         (select count(*) from ledger_transfers t where t.reference = 'order:' || o.id) <> 1)::int as paid_without_one,
      (select count(*) from orders o where o.status = 0 and
         exists (select 1 from ledger_transfers t where t.reference = 'order:' || o.id))::int as unpaid_with_transfer,
      (select count(*) from top_ups where status = 'paid')::int as paid_top_ups,
      (select count(*) from top_ups u where u.status = 'paid' and
         (select count(*) from ledger_transfers t where t.idempotency_key = 'top-up:' || u.payment_id) <> 1)::int
        as top_ups_without_one,
      (select count(*) from top_ups u where u.status <> 'paid' and
         exists (select 1 from ledger_transfers t where t.idempotency_key = 'top-up:' || u.payment_id))::int
        as unpaid_top_ups_with_transfer,
      (select count(*) from ledger_transfers)::int as transfers,
      (select count(*) from (select transfer_id from ledger_entries group by transfer_id, currency
                              having sum(amount) <> 0) x)::int as unbalanced,
      (select count(*) from ledger_accounts where balance < 0)::int as negative,
      (select count(*) from ledger_accounts a where a.balance is not null and a.balance <>
         coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0))::int as drifted,
      (select count(*) from lessons l join users u on u.id = l.student_user_id
        where u.email like 'topology-%')::int as lessons_booked`)
  ).rows[0];
  check(money.paid_without_one === 0, `${money.paid_without_one} paid orders without exactly one transfer`);
  check(money.unpaid_with_transfer === 0, `${money.unpaid_with_transfer} unpaid orders with a transfer`);
  check(
    money.top_ups_without_one === 0,
    `${money.top_ups_without_one} paid top-ups without exactly one transfer`,
  );
  check(
    money.unpaid_top_ups_with_transfer === 0,
    `${money.unpaid_top_ups_with_transfer} unpaid top-ups that credited a wallet`,
  );
  check(money.unbalanced === 0, `${money.unbalanced} unbalanced transfers`);
  check(money.negative === 0, `${money.negative} negative wallets`);
  check(money.drifted === 0, `${money.drifted} wallets whose balance differs from their entries`);
  check(money.paid_orders > 0, 'no order was paid: the load did not reach the money path');

  // Chat: every acknowledged message stored once, at the seq it was acknowledged with, and readable through
  // the balancer by its sender (any process answers).
  const { rows: stored } = await db.query(
    `select client_id, count(*)::int as copies, min(seq) as seq from chat_messages
      where client_id like 't%' group by client_id`,
  );
  const storedBy = new Map(stored.map((row) => [row.client_id, row]));
  let missing = 0;
  let doubled = 0;
  let wrongSeq = 0;
  for (const [clientId, message] of acked) {
    const row = storedBy.get(clientId);
    if (!row) missing += 1;
    else if (row.copies !== 1) doubled += 1;
    else if (row.seq !== message.seq) wrongSeq += 1;
  }
  let unreadable = 0;
  for (const user of users) {
    const history = [];
    let after = 0;
    for (;;) {
      const page = await call(
        'chat history',
        'GET',
        `/api/chat/conversations/${user.conversation}/messages?after=${after}`,
        { token: user.token },
      );
      const messages = page.json?.messages ?? [];
      history.push(...messages);
      if (!page.json?.more || messages.length === 0) break;
      after = messages.at(-1).seq;
    }
    const seen = new Set(history.map((m) => m.client_id ?? m.body?.replace(/^topology /, '')));
    for (const [clientId, message] of acked)
      if (message.user === user.id && !seen.has(clientId)) unreadable += 1;
  }
  const undelivered = [...acked.values()].filter((m) => !delivered.has(`${m.conversation}/${m.seq}`)).length;
  check(chatStats.acked > 0, 'no chat message was acknowledged');
  check(undelivered === 0, `${undelivered} acknowledged chat messages never reached the operator's socket`);
  check(missing === 0, `${missing} acknowledged chat messages not stored`);
  check(doubled === 0, `${doubled} acknowledged chat messages stored more than once`);
  check(wrongSeq === 0, `${wrongSeq} chat messages stored at another seq than acknowledged`);
  check(unreadable === 0, `${unreadable} acknowledged chat messages missing from the history`);

  // Errors: a 5xx or a failed connection is allowed only for a request in flight on the killed process.
  const kill = faults.find((f) => f.kind === 'SIGKILL');
  const term = faults.find((f) => f.kind === 'SIGTERM');
  const load = requests.filter((r) => r.end > 0);
  // Every request of the load went through the balancer, the payer's sandbox steps included.
  const bad = load.filter((r) => r.status === 0 || r.status >= 500 || r.cause.startsWith('chat:'));
  // In flight on the killed process: sent before the kernel had closed its sockets (the exit seen here).
  const inFlightAtKill = bad.filter((r) => r.start <= kill.exitedAt && r.end >= kill.at);
  const unexplained = bad.filter((r) => !inFlightAtKill.includes(r));
  check(unexplained.length === 0, `${unexplained.length} 5xx or failed requests not in flight at the kill`);
  for (const r of unexplained.slice(0, 10))
    console.error(
      `not explained: ${r.kind} ${r.start.toFixed(0)}–${r.end.toFixed(0)} ms (kill at ${kill.at.toFixed(0)}, ` +
        `SIGTERM at ${term.at.toFixed(0)}, its exit at ${term.exitedAt.toFixed(0)}): ${r.cause}`,
    );

  // Files: every learner's last avatar is read through each process directly.
  let avatarsChecked = 0;
  let avatarsMissing = 0;
  for (const user of users.filter((u) => u.avatar))
    for (const api of apis) {
      const read = await call('upload read', 'GET', new URL(user.avatar, LB).pathname, {
        base: `http://127.0.0.1:${api.port}`,
      });
      avatarsChecked += 1;
      if (read.status !== 200) avatarsMissing += 1;
    }
  check(uploads.made > 0, 'no file was uploaded');
  // A read in flight on the killed process failed with it; any other failed read is a file not shared.
  const notReadable = uploads.failedReads.filter((r) => !inFlightAtKill.includes(r)).length;
  check(notReadable === 0, `${notReadable} reads of a just-uploaded avatar failed`);
  check(
    avatarsMissing === 0,
    `${avatarsMissing} of ${avatarsChecked} avatar reads through each process failed`,
  );
  const otherRefusals = load.filter((r) => r.cause && !bad.includes(r));

  // The pool: when haproxy took each stopped process out, brought it back, and what it sent it in between.
  const firstAfter = (from, name, wanted) =>
    poolTimeline.find((p) => p.at >= from && p.state[name] && wanted(p.state[name].status));
  const isDown = (status) => !status.startsWith('UP');
  const killDown = firstAfter(kill.at, 'api-1', isDown);
  const killUp = killDown && firstAfter(killDown.at, 'api-1', (s) => s === 'UP');
  const termDown = firstAfter(term.at, 'api-2', isDown);
  const termUp = termDown && firstAfter(termDown.at, 'api-2', (s) => s === 'UP');
  const sentTo = (name, at) =>
    poolTimeline.filter((p) => p.at <= at && p.state[name]).at(-1)?.state[name].sent ?? Number.NaN;
  // What haproxy sent the SIGTERMed process: after the signal until it left the pool (answered while it
  // drained), and from leaving the pool until it was back, restarted (must be none).
  const sentWhileDraining = termDown ? termDown.state['api-2'].sent - sentTo('api-2', term.at) : Number.NaN;
  const sentWhileOut =
    termDown && termUp ? sentTo('api-2', termUp.at - 1) - termDown.state['api-2'].sent : Number.NaN;
  check(termDown !== undefined, 'haproxy never took the stopped process out of the pool');
  check(sentWhileOut === 0, `haproxy sent the stopped process ${sentWhileOut} requests while it was out`);
  check(term.exit === 0, `the SIGTERMed process exited with ${term.exit}, not 0`);
  const drainedBeforeExit = termDown !== undefined && termDown.at < term.exitedAt;
  check(
    drainedBeforeExit,
    'the SIGTERMed process left the pool only as it exited: its /ready did not fail first',
  );

  // ------------------------------------------------------------------------------------------ figures
  const byKind = new Map();
  for (const r of load) {
    const entry = byKind.get(r.kind) ?? { count: 0, failed: 0, ms: [] };
    entry.count += 1;
    if (r.cause) entry.failed += 1;
    entry.ms.push(r.end - r.start);
    byKind.set(r.kind, entry);
  }
  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };
  const causes = new Map();
  for (const r of load.filter((x) => x.cause)) {
    const cause = inFlightAtKill.includes(r) ? `in flight at the kill: ${r.cause}` : r.cause;
    const label = `${r.kind}: ${cause.replace(/(?<=.{4})\d{3,}/g, 'N').replace(/<!doctype.*/i, '(a page)')}`;
    causes.set(label, (causes.get(label) ?? 0) + 1);
  }
  const lines = [];
  lines.push(
    `Run ${new Date().toISOString().slice(0, 16)} UTC: ${USERS} learners for ${SECONDS} s of load ` +
      `(${secs(loadEnd - loadStart)} s with the last answers), 2 API processes behind haproxy ` +
      `(${(await runText(haproxyBin, ['-v'])).split('\n')[0].split(' - ')[0]}), Node ${process.versions.node}, ` +
      `load average after ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}.`,
    '',
    '| requests | count | not as expected | p50 ms | p99 ms |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const [kind, entry] of [...byKind].sort((a, b) => b[1].count - a[1].count))
    lines.push(
      `| ${kind} | ${entry.count} | ${entry.failed} | ${quantile(entry.ms, 0.5).toFixed(0)} | ${quantile(entry.ms, 0.99).toFixed(0)} |`,
    );
  lines.push(`| all | ${load.length} | ${load.filter((r) => r.cause).length} | | |`, '');
  lines.push('| cause of an answer not as expected | count |', '| --- | --- |');
  if (causes.size === 0) lines.push('| (none) | 0 |');
  for (const [cause, count] of [...causes].sort((a, b) => b[1] - a[1]))
    lines.push(`| ${cause.replaceAll('|', '\\|')} | ${count} |`);
  lines.push(
    '',
    '| fault | seconds |',
    '| --- | --- |',
    `| SIGKILL api-1 → haproxy marks it down | ${killDown ? secs(killDown.at - kill.at) : 'never'} |`,
    `| SIGKILL api-1: first to last failed request | ${inFlightAtKill.length ? secs(Math.max(...inFlightAtKill.map((r) => r.end)) - Math.min(...inFlightAtKill.map((r) => r.start))) : 'no failed request'} |`,
    `| api-1 restarted → ready (migrations checked, caches warm) | ${secs(kill.readyAt - kill.restartedAt)} |`,
    `| api-1 restarted → back in haproxy's pool | ${killUp ? secs(killUp.at - kill.restartedAt) : 'never'} |`,
    `| SIGTERM api-2 → haproxy takes it out of the pool | ${termDown ? secs(termDown.at - term.at) : 'never'} |`,
    `| SIGTERM api-2 → process exited (code ${term.exit}) | ${secs(term.exitedAt - term.at)} |`,
    `| api-2 restarted → back in haproxy's pool | ${termUp ? secs(termUp.at - term.restartedAt) : 'never'} |`,
    '',
    `Money: ${money.paid_top_ups} top-ups paid; left unpaid: ${Object.entries(moneyStats.unpaid)
      .map(([why, count]) => `${why} ${count}`)
      .join(
        ', ',
      )} (the payer's sandbox page and approval through haproxy); ${money.paid_orders} orders paid, ` +
      `${money.transfers} transfers; paid orders without exactly one transfer ${money.paid_without_one}, ` +
      `paid top-ups without exactly one ${money.top_ups_without_one}, unpaid orders that moved money ` +
      `${money.unpaid_with_transfer}, unbalanced transfers ${money.unbalanced}, negative wallets ` +
      `${money.negative}, wallets differing from their entries ${money.drifted}. Bookings: ` +
      `${moneyStats.booked} lessons booked (${money.lessons_booked} in the database), ` +
      `${moneyStats.bookingConflicts} slots already taken (409).`,
    '',
    `Chat: ${chatStats.acked} messages acknowledged over sockets through haproxy, ${chatStats.refused} refused, ` +
      `${chatStats.reconnects} reconnects; socket close codes ${JSON.stringify(chatStats.closeCodes)}; ` +
      `not stored ${missing}, stored twice ${doubled}, at another seq ${wrongSeq}, missing from the history ` +
      `read back through the balancer ${unreadable}. The operator's socket (support inbox, through haproxy, ` +
      `reopened ${operator.reopened} times and caught up with resume) received ${acked.size - undelivered} ` +
      `of the ${acked.size} acknowledged messages.`,
    '',
    `Errors: ${bad.length} 5xx or failed connections, ${inFlightAtKill.length} of them in flight on the ` +
      `killed process at the kill, ${unexplained.length} otherwise; ${otherRefusals.length} other answers not ` +
      `as expected (listed above). Drain: haproxy took the SIGTERMed process out ` +
      `${drainedBeforeExit ? 'before it exited (its /ready answered 503 while it drained)' : 'only as its port closed (it did not stay up answering /ready 503)'}; ` +
      `it answered ${sentWhileDraining} requests between the signal and leaving the pool, and was sent ` +
      `${sentWhileOut} while out of it.`,
    '',
    `Files (STORAGE_URL: s3rver, one bucket): ${uploads.made} avatars uploaded through haproxy, read back ` +
      `through it ${uploads.readBack} times (${uploads.failedReads.length} failed, ${notReadable} of them not ` +
      `in flight at the kill); each learner's last avatar read ` +
      `through each process directly: ${avatarsChecked - avatarsMissing} of ${avatarsChecked}.`,
    '',
    `The whole run (starting the processes, migrating and seeding, the load, the checks) took ` +
      `${secs(now())} s.`,
    '',
    failures.length === 0 ? 'Every assertion held.' : `FAILED: ${failures.join('; ')}.`,
  );
  const report = lines.join('\n');
  console.log(`\n${report}\n`);
  await writeResults(report);
  if (failures.length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  polling = false;
  await db?.end().catch(() => {});
  for (const api of apis) if (api.child && api.child.exitCode === null) api.child.kill('SIGKILL');
  haproxy?.kill('SIGKILL');
  await Promise.all(apis.map((api) => api.exit));
  // s3rver waits for its open connections to end: it is given a moment, then left to the exit below.
  await Promise.race([s3.close().catch(() => {}), sleep(2_000)]);
  await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
  await admin.end();
  await cleanRedis().catch(() => {});
  if (exitCode === 0) await rm(workDir, { recursive: true, force: true });
  else console.error(`logs kept in ${workDir}`);
  process.exit(exitCode);
}

async function runText(file, args) {
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let text = '';
  child.stdout.on('data', (chunk) => {
    text += chunk;
  });
  await new Promise((resolve) => child.once('exit', resolve));
  return text;
}

/** The run's Redis keys, by its prefix. */
async function cleanRedis() {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

async function writeResults(report) {
  const heading =
    '# Topology test: two API processes behind haproxy, a SIGKILL and a SIGTERM under load (issue 27)\n\n' +
    'Written by `npm run test:topology` (deploy/topology-test.mjs; docs/deploy.md says what it runs).\n\n' +
    'How to read it. A request counts as in flight on the killed process when it started before the kill had ' +
    'closed its sockets and ended after the signal; those fail with the process (haproxy answers them by ' +
    'closing the connection), and are the only 5xx or failed connections allowed. haproxy retries only a ' +
    "connection that was refused, never a request a process has received. The payer's steps at the sandbox " +
    'go through haproxy like every other request: the sandboxes keep their trades, merchants and keys in ' +
    'PostgreSQL, so any process answers them; they are a demo facility and are never mounted in production. ' +
    'Socket close code ' +
    '1006 is the killed process, 1012 the drained one; the learners and the operator reopen their sockets ' +
    'through haproxy, and the operator catches up with `resume`.\n\n';
  await writeFile(resultsFile, `${heading}${report}\n`);
}
