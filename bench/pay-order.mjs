// Paying an order (POST /api/user/order/:id/pay, issue 9) at a fixed rate against PostgreSQL, loopback only.
// Target: p99 ≤ 50 ms at 100 requests/s for 20 s on the 2-core machine.
// The api runs from its TypeScript sources (compiled on load by @swc/core, as in bench/ledger.mjs) in a child
// process, over a schema of its own (`bench_pay_…`, migrated first, dropped after), listening on 127.0.0.1.
// The child prepares N learners, each with a session and a balance, and one live course item with no stock
// or purchase limit; this process then creates one order per learner through the API and pays them open-loop:
// one request every 1/rate s whatever the answers, so a slow answer cannot hold the next requests back, and
// a latency is counted from the moment its request was due. The first 2 s are a warm-up, not counted.
// Usage: `node bench/pay-order.mjs [postgres://…/test] [seconds] [rate]`.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire, register } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const WARM_UP_SECONDS = 2;
const REQUEST_TIMEOUT_MS = 5_000;
const PRICE_MINOR = 19_800;

if (process.argv[2] === '--serve') await serve(JSON.parse(process.argv[3]));
else await drive();

/** The child: the api over a fresh schema, and the learners and item to pay for. */
async function serve({ connectionString, learners }) {
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
  const fixtures = await api('test/orders-fixtures.ts');
  const { default: pg } = await import('pg');

  const admin = new pg.Client({ connectionString });
  await admin.connect();
  const schema = `bench_pay_${randomBytes(4).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString,
    sessionSettings: { search_path: schema },
  });
  let app;
  const close = async () => {
    await app?.close();
    await handle.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  try {
    const { db } = handle;
    await migrate(db, path.join(here, '../api/migrations'));
    const { skuId } = await fixtures.item(db, { priceMinor: PRICE_MINOR, stock: null, purchaseLimit: null });
    const tokens = [];
    for (let i = 0; i < learners; i += 1) {
      const learner = await fixtures.buyer(db, 'bench');
      await fixtures.credit(db, learner.id, PRICE_MINOR);
      tokens.push(learner.token);
    }
    app = await buildApp({ db, attemptStore: { kind: 'database', db } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    process.send({ port: app.server.address().port, skuId, tokens });
    process.on('message', async (message) => {
      if (message !== 'check') return;
      const { rows } = await admin.query(`
        select (select count(*) from ${schema}.orders where status = 1)::int as paid,
               (select count(*) from ${schema}.orders where status = 0)::int as unpaid,
               (select count(*) from ${schema}.ledger_accounts where balance < 0)::int as negative,
               (select count(*) from (select 1 from ${schema}.ledger_entries group by transfer_id, currency
                                      having sum(amount) <> 0) unbalanced)::int as unbalanced`);
      await close();
      process.send({ check: rows[0] });
      process.disconnect();
    });
  } catch (error) {
    await close();
    throw error;
  }
}

/** The parent: starts the child, creates the orders, pays them at the fixed rate, reports. */
async function drive() {
  const connectionString = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
  const seconds = Number(process.argv[3] ?? 20);
  const rate = Number(process.argv[4] ?? 100);
  if (!(seconds > 0 && seconds <= 120 && rate > 0 && rate <= 1_000)) {
    throw new Error('seconds must be in (0, 120] and rate in (0, 1000]');
  }
  const learners = Math.ceil(rate * (seconds + WARM_UP_SECONDS));
  const child = fork(fileURLToPath(import.meta.url), [
    '--serve',
    JSON.stringify({ connectionString, learners }),
  ]);
  const messages = [];
  let waiting;
  child.on('message', (message) => {
    messages.push(message);
    waiting?.();
  });
  const childExit = new Promise((resolve) => child.on('exit', resolve));
  const nextMessage = async () => {
    while (messages.length === 0) {
      const exited = await Promise.race([new Promise((resolve) => (waiting = resolve)), childExit]);
      if (exited !== undefined) throw new Error(`the api process exited with ${exited}`);
    }
    return messages.shift();
  };

  const started = performance.now();
  const { port, skuId, tokens } = await nextMessage();
  const prepared = ((performance.now() - started) / 1_000).toFixed(0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const post = (url, token, body, key) =>
    new Promise((resolve) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: 'POST',
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'idempotency-key': key,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => resolve({ status: 0, body: error.message }));
      request.end(payload);
    });

  // One order per learner, ten at a time.
  const orders = new Array(tokens.length);
  for (let first = 0; first < tokens.length; first += 10) {
    await Promise.all(
      tokens.slice(first, first + 10).map(async (token, offset) => {
        const answer = await post(
          '/api/user/order',
          token,
          { sku_id: skuId, quantity: 1 },
          `bench-order-${first + offset}`,
        );
        if (answer.status !== 200)
          throw new Error(`creating an order answered ${answer.status}: ${answer.body}`);
        orders[first + offset] = { token, id: JSON.parse(answer.body).response.id };
      }),
    );
  }

  const loadBefore = loadavg();
  const interval = 1_000 / rate;
  const warmUp = Math.round(rate * WARM_UP_SECONDS);
  const latencies = [];
  const failures = new Map();
  const start = performance.now();
  const inFlight = orders.map(async (order, index) => {
    const due = start + index * interval;
    await sleep(Math.max(0, due - performance.now()));
    const answer = await post(`/api/user/order/${order.id}/pay`, order.token, {}, `bench-pay-${order.id}`);
    if (index < warmUp) return;
    latencies.push(performance.now() - due);
    if (answer.status !== 200) {
      const reason = `${answer.status} ${answer.body.slice(0, 120)}`;
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1_000 - WARM_UP_SECONDS;
  const loadAfter = loadavg();
  agent.destroy();
  child.send('check');
  const { check } = await nextMessage();
  await childExit;

  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `## Paying an order: ${rate} requests/s for ${seconds} s (after ${WARM_UP_SECONDS} s warm-up)\n`,
  );
  console.log(
    `Prepared ${learners} learners with a balance in ${prepared} s, then ${orders.length} orders.\n`,
  );
  console.log(
    '| requests | sent req/s | p50 ms | p90 ms | p99 ms | max ms | errors | load average 1/5/15 min before → after |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  console.log(
    `| ${latencies.length} | ${Math.round(latencies.length / elapsed)} | ${at(0.5)} | ${at(0.9)} | ${at(0.99)} | ${latencies.at(-1).toFixed(1)} | ${errors} | ${load(loadBefore)} → ${load(loadAfter)} |`,
  );
  for (const [reason, count] of failures) console.log(`\n${count} × ${reason}`);
  console.log(`\nAfter: ${JSON.stringify(check)} (all paid; unpaid, negative and unbalanced must be 0)`);
  console.log(`Target p99 ≤ 50 ms: ${Number(at(0.99)) <= 50 ? 'met' : 'NOT met'}.`);
}
