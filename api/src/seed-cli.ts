import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_PASSWORD, demoAccountsWanted } from './seed/demo-accounts.ts';
import { loadSeed } from './seed/load-seed.ts';

/**
 * `npm run seed`: migrates the configured database and (re)loads the demo catalogue, and the demo
 * accounts unless NODE_ENV=production (SEED_DEMO_ACCOUNTS=true|false decides otherwise).
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = readServerConfig(process.env, { cwd: process.cwd(), repoRoot: path.resolve(apiRoot, '..') });

const database = await openDatabase(config.database);
try {
  const applied = await migrate(database.db, path.join(apiRoot, 'migrations'));
  const summary = await loadSeed(database.db, undefined, { demoAccounts: demoAccountsWanted(process.env) });
  console.log(
    `Seeded ${config.databaseLabel}: ${summary.teachers} teachers, ${summary.courses} courses, ` +
      `${summary.translationsChanged} translation rows changed` +
      (applied.length > 0 ? ` (migrations applied: ${applied.join(', ')})` : ''),
  );
  if (summary.demoAccounts.length > 0) {
    console.log(`Demo accounts, password ${DEMO_PASSWORD}:`);
    for (const account of summary.demoAccounts) console.log(`  ${account.role.padEnd(14)} ${account.email}`);
  }
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
