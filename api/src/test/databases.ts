import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/** The api package root, seen from this file (tests run from source). */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

export interface TestDatabase {
  /** 'pglite' or 'postgres', for suite titles. */
  name: string;
  /** A fresh empty database; migrated unless `migrated: false`. */
  open(options?: { migrated?: boolean }): Promise<DatabaseHandle>;
}

/**
 * The databases a suite runs against: in-memory PGlite always, and PostgreSQL too when
 * `TEST_DATABASE_URL` is set, each opened database in a schema of its own that is dropped on close.
 * Use with `describe.each(testDatabases())('… on $name', (target) => …)`.
 */
export function testDatabases(): TestDatabase[] {
  const targets: TestDatabase[] = [{ name: 'pglite', open: openPGlite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: (options) => openPostgresSchema(url, options) });
  return targets;
}

async function openPGlite(options: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite' });
  if (options.migrated !== false) await migrate(handle.db, MIGRATIONS_DIR);
  return handle;
}

async function openPostgresSchema(
  connectionString: string,
  options: { migrated?: boolean } = {},
): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withClient(connectionString, (client) => client.query(`create schema ${schema}`));
  const handle = await openDatabase({ kind: 'postgres', connectionString, searchPath: schema });
  if (options.migrated !== false) await migrate(handle.db, MIGRATIONS_DIR);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withClient(connectionString, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

async function withClient<T>(connectionString: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
