// Issue 8: does a flood of wrong-password sign-ins slow everyone else down, and what does the owner of the
// attacked account get? Starts the built server on a fresh PGlite (loopback only, TRUST_PROXY so that
// X-Forwarded-For stands for the client's address), signs a reader in, takes the idle median of their
// GET /api/user/current, then floods POST /api/passport/login/email with wrong passwords (autocannon,
// 50 connections) while reading again; once from one address, once from a new address per request.
// Target: the reader's median during the flood ≤ 4× the idle median.
// Usage: `npm run build -w @hanyu/api && node bench/login-flood.mjs [api/dist/server.js] [seconds]`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const serverJs = path.resolve(process.argv[2] ?? 'api/dist/server.js');
const seconds = Number(process.argv[3] ?? 20);
const PORT = 3917;
const base = `http://127.0.0.1:${PORT}`;
const LOGIN = '/api/passport/login/email';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = await mkdtemp(path.join(tmpdir(), 'login-flood-'));
const server = spawn(process.execPath, [serverJs], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${base}/api/open/util/langs?language=en`)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error('the server did not start within 2 minutes');
}

const post = (url, body, ip) =>
  fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

async function register(email, password, ip) {
  const res = await post(
    '/api/passport/register/email',
    { email, password, checked: true, language: 'en' },
    ip,
  );
  if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).response.token;
}

async function signIn(email, password, ip) {
  const res = await post(LOGIN, { email, password }, ip);
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

/** Milliseconds of one signed-in GET /api/user/current. */
async function readOnce(token) {
  const start = performance.now();
  const res = await fetch(`${base}/api/user/current`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET /api/user/current answered ${res.status}`);
  return performance.now() - start;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Reads every 20 ms until `until` settles; the latencies. */
async function readDuring(token, until) {
  let done = false;
  until.finally(() => {
    done = true;
  });
  const times = [];
  while (!done) {
    times.push(await readOnce(token));
    await sleep(20);
  }
  return times;
}

function flood(email, forwardedFor) {
  return autocannon({
    url: base,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: LOGIN,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not the password' }),
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': forwardedFor() },
        }),
      },
    ],
  });
}

const ms = (value) => value.toFixed(1);

async function scenario(title, token, owner, forwardedFor) {
  const attack = Promise.resolve(flood(owner.email, forwardedFor));
  // Halfway through, the owner tries from a new address and from the one they signed in from before.
  const ownerTries = sleep((seconds * 1000) / 2).then(async () => ({
    newAddress: await signIn(owner.email, owner.password, owner.newIp),
    knownAddress: await signIn(owner.email, owner.password, owner.homeIp),
  }));
  const [result, times, tries] = await Promise.all([attack, readDuring(token, attack), ownerTries]);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  return { title, times, result, statuses, tries };
}

try {
  await waitForServer();
  const reader = await register('reader@example.com', 'reader password', '192.0.2.1');
  const owners = ['one', 'many'].map((name, index) => ({
    email: `owner.${name}@example.com`,
    password: 'owner password',
    homeIp: `192.0.2.${20 + index}`,
    newIp: `198.51.100.${70 + index}`,
  }));
  for (const [index, owner] of owners.entries()) {
    await register(owner.email, owner.password, `192.0.2.${10 + index}`);
    // The owner's usual address: it signed in to the account before, so it is remembered.
    await signIn(owner.email, owner.password, owner.homeIp);
  }

  for (let warm = 0; warm < 50; warm++) await readOnce(reader);
  const idle = [];
  for (let read = 0; read < 300; read++) idle.push(await readOnce(reader));
  const idleMedian = quantile(idle, 0.5);

  let next = 0;
  const runs = [
    await scenario('one address (203.0.113.66)', reader, owners[0], () => '203.0.113.66'),
    await scenario('a new address per request', reader, owners[1], () => {
      next++;
      return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
    }),
  ];

  console.log(
    `Idle: GET /api/user/current median ${ms(idleMedian)} ms, p90 ${ms(quantile(idle, 0.9))} ms (300 reads)\n`,
  );
  console.log(
    '| flood from | attacker req/s | attacker answers | reads | median ms | p90 ms | max ms | median ÷ idle | owner, new address | owner, known address |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const run of runs) {
    const answer = ({ status, retryAfter }) =>
      retryAfter ? `${status} (Retry-After ${retryAfter} s)` : String(status);
    console.log(
      `| ${run.title} | ${Math.round(run.result.requests.average)} | ${run.statuses} | ${run.times.length} | ${ms(
        quantile(run.times, 0.5),
      )} | ${ms(quantile(run.times, 0.9))} | ${ms(Math.max(...run.times))} | ${(
        quantile(run.times, 0.5) / idleMedian
      ).toFixed(2)}× | ${answer(run.tries.newAddress)} | ${answer(run.tries.knownAddress)} |`,
    );
  }
  // After both floods: the owners from a new address once the short wait is over.
  for (const owner of owners) {
    let answer = await signIn(owner.email, owner.password, owner.newIp);
    if (answer.status === 429) {
      await sleep(Number(answer.retryAfter) * 1000 + 100);
      answer = await signIn(owner.email, owner.password, owner.newIp);
    }
    console.log(`\n${owner.email} from a new address after the flood: ${answer.status}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
