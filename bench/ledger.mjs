// Ledger throughput of issue 9: transfers per second through the ledger service (api/src/modules/ledger)
// against PostgreSQL, with several concurrent clients. Target: ≥ 2,000 transfers/s on the 2-core machine.
// Runs the api's TypeScript sources (compiled on load by @swc/core, the compiler jest uses) in a schema of
// its own, migrated first and dropped after. Each client loops: a purchase (wallet → course revenue held)
// or a top-up (Alipay clearing → wallet), each with an idempotency key, on wallets drawn at random; a
// tenth of the purchases ask more than the wallet holds and are refused (InsufficientFunds).
// Usage: `node bench/ledger.mjs [postgres://…/test] [seconds] [clients…]`, e.g. `… 10 4 8 16`.
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
const ledger = await api('modules/ledger/ledger.service.ts');
const { default: pg } = await import('pg');

const connectionString = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.argv[3] ?? 10);
const clientCounts = process.argv.slice(4).map(Number);
if (clientCounts.length === 0) clientCounts.push(4, 8, 16);
const WALLETS = 1_000;

const admin = new pg.Client({ connectionString });
await admin.connect();
const schema = `bench_ledger_${randomBytes(4).toString('hex')}`;
await admin.query(`create schema ${schema}`);

const handle = await openDatabase({
  kind: 'postgres',
  connectionString,
  sessionSettings: { search_path: schema },
  maxConnections: Math.max(...clientCounts),
});
const { db } = handle;
try {
  await migrate(handle.db, path.join(here, '../api/migrations'));
  const users = await db
    .insertInto('users')
    .values(Array.from({ length: WALLETS }, (_, i) => ({ email: `w${i}@bench.test`, password_hash: 'x' })))
    .returning('id')
    .execute();
  const wallets = [];
  for (const { id } of users) wallets.push(await ledger.openWallet(db, id));
  const clearing = await ledger.platformAccount(db, 'alipay_clearing');
  const held = await ledger.platformAccount(db, 'course_revenue_held');
  for (const wallet of wallets) {
    await ledger.transfer(db, {
      kind: ledger.LEDGER_KIND.recharge,
      entries: [
        { accountId: clearing.id, amount: -1_000_000 },
        { accountId: wallet.id, amount: 1_000_000 },
      ],
    });
  }

  let sequence = 0;
  const oneTransfer = (wallet) => {
    sequence += 1;
    const purchase = sequence % 2 === 0;
    const amount = purchase && sequence % 20 === 0 ? 100_000_000 : 1 + (sequence % 5_000);
    const intoWallet = purchase ? -amount : amount;
    return ledger.transfer(db, {
      kind: purchase ? ledger.LEDGER_KIND.buyCourses : ledger.LEDGER_KIND.recharge,
      entries: [
        { accountId: wallet.id, amount: intoWallet },
        { accountId: (purchase ? held : clearing).id, amount: -intoWallet },
      ],
      idempotencyKey: `bench-${sequence}`,
      reference: `order:${sequence}`,
    });
  };

  console.log(`## Ledger transfers against PostgreSQL, ${seconds} s per row, ${WALLETS} wallets\n`);
  console.log(
    '| clients | transfers/s | refused/s | p50 ms | p99 ms | load average (1 min) before → after |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const clients of clientCounts) {
    const latencies = [];
    let done = 0;
    let refused = 0;
    const before = loadavg()[0];
    const end = performance.now() + seconds * 1_000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < end) {
          const wallet = wallets[Math.floor(Math.random() * wallets.length)];
          const start = performance.now();
          try {
            await oneTransfer(wallet);
            done += 1;
          } catch (error) {
            if (!(error instanceof ledger.InsufficientFunds)) throw error;
            refused += 1;
          }
          latencies.push(performance.now() - start);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    console.log(
      `| ${clients} | ${Math.round(done / seconds)} | ${Math.round(refused / seconds)} | ${at(0.5)} | ${at(0.99)} | ${before.toFixed(2)} → ${loadavg()[0].toFixed(2)} |`,
    );
  }

  const { rows } = await admin.query(`
    select (select count(*) from ${schema}.ledger_transfers) as transfers,
           (select count(*) from (select 1 from ${schema}.ledger_entries group by transfer_id, currency
                                  having sum(amount) <> 0) unbalanced) as unbalanced,
           (select count(*) from ${schema}.ledger_accounts a
             where balance <> (select coalesce(sum(amount), 0) from ${schema}.ledger_entries where account_id = a.id)
           ) as drifted,
           (select count(*) from ${schema}.ledger_accounts where balance < 0) as negative`);
  console.log(`\nAfter: ${JSON.stringify(rows[0])} (unbalanced, drifted and negative must be 0)`);
} finally {
  await handle.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
