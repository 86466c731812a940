#!/usr/bin/env node
/**
 * `npm run release -- <remote> [--version V] [--by NAME]`: ships one remote as a release (docs/releases.md).
 *
 * 1. Builds and tests that remote alone (its workspace's build and test scripts, through turbo's filter).
 * 2. Records its build as an immutable release: every file of its client and server build in the file store
 *    under releases/<remote>/<version>/ with a manifest of sha384 integrity hashes, the shared singletons'
 *    versions it was built against and the contract's, and a row in the database (the operator CLI's
 *    `release publish`, on the configured DATABASE_URL / DATA_DIR and STORAGE settings). A release that does
 *    not fit the running shell (a shared singleton's major version, a newer contract) is refused.
 *
 * It does not make the release live: `npm run operator -- release canary|promote …` does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [remote, ...rest] = process.argv.slice(2);

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!remote || remote.startsWith('-')) {
  fail('Usage: npm run release -- <remote> [--version V] [--by NAME]   (e.g. npm run release -- mf-booking)');
}
if (!/^mf-[a-z0-9]+(-[a-z0-9]+)*$/.test(remote) || !existsSync(path.join(root, remote, 'package.json'))) {
  fail(`${remote} is not a remote of this repository (a folder mf-… with a package.json)`);
}
for (let i = 0; i < rest.length; i += 2) {
  if (!['--version', '--by'].includes(rest[i] ?? '') || rest[i + 1] === undefined) {
    fail(`Unknown or incomplete option ${rest[i]}: only --version V and --by NAME are taken`);
  }
}

const workspace = JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8')).name;
const contract = JSON.parse(
  readFileSync(path.join(root, 'packages', 'contract', 'package.json'), 'utf8'),
).version;
const turbo = path.join(root, 'node_modules', '.bin', 'turbo');

function run(step, command, args) {
  console.log(`\n▶ ${step}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(`✗ ${step} failed: no release was made`);
}

run(`build and test ${workspace} alone`, turbo, ['run', 'build', 'test', `--filter=${workspace}`]);
run('build the operator CLI', turbo, ['run', 'build', '--filter=@hanyu/api', '--output-logs=errors-only']);
run(`record ${remote} as a release`, process.execPath, [
  path.join(root, 'api', 'dist', 'operator-cli.js'),
  'release',
  'publish',
  remote,
  '--dir',
  path.join(root, remote, 'dist'),
  '--contract',
  contract,
  ...rest,
]);
