// The money property of issue 9 at the bench's scale: api/src/modules/top-ups/money.property.test.ts (random
// sequences of top-ups, notifications, operator adjustments and orders with coupons, every sequence checked
// with SQL) with 10,000 fast-check runs instead of CI's 1,000, against PostgreSQL only. It runs the test
// itself through jest, in a schema of its own that the test drops after, and prints what the results file
// records: runs, seed, wall time, failures.
// Usage: `node bench/money-property.mjs [postgres://…/test] [runs] [seed]`, or `npm run bench:money
// --workspace @hanyu/bench`.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.join(here, '../api');
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');

const databaseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const runs = Number(process.argv[3] ?? 10_000);
const seed = Number(process.argv[4] ?? 20261123);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const outputDir = await mkdtemp(path.join(tmpdir(), 'bench-money-'));
const outputFile = path.join(outputDir, 'jest.json');
const loadBefore = load();
const started = performance.now();
const exitCode = await new Promise((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      jestBin,
      '--runInBand',
      '--json',
      `--outputFile=${outputFile}`,
      // The PGlite half is CI's; the bench is about PostgreSQL.
      '--testNamePattern=on postgres',
      'src/modules/top-ups/money.property.test.ts',
    ],
    {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_OPTIONS: '--experimental-vm-modules',
        TEST_DATABASE_URL: databaseUrl,
        MONEY_PROPERTY_RUNS: String(runs),
        MONEY_PROPERTY_SEED: String(seed),
      },
    },
  );
  child.on('error', reject);
  child.on('exit', resolve);
});
const seconds = (performance.now() - started) / 1000;

const report = JSON.parse(await readFile(outputFile, 'utf8'));
await rm(outputDir, { recursive: true, force: true });
const tests = report.testResults.flatMap((file) => file.assertionResults);
const ran = tests.filter((test) => test.status !== 'pending');
const failed = ran.filter((test) => test.status === 'failed');
if (ran.length === 0) {
  console.error('No PostgreSQL test ran: is the test named "… on postgres"?');
  process.exit(1);
}

console.log(`money property on PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//…@')})`);
console.log(`runs ${runs}, seed ${seed}`);
for (const test of ran) {
  console.log(`  ${test.status}: ${test.fullName} (${((test.duration ?? 0) / 1000).toFixed(1)} s)`);
}
console.log(`wall ${seconds.toFixed(1)} s (jest start-up, the app and the test schema included)`);
console.log(`load average (1, 5, 15 min) before ${loadBefore}, after ${load()}`);
console.log(`failures: ${failed.length === 0 ? 'none' : failed.length}`);
for (const test of failed) console.log(test.failureMessages.join('\n'));
process.exitCode = failed.length === 0 && exitCode === 0 ? 0 : 1;
