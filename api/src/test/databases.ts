import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { pgliteDialect } from '../db/pglite-dialect.ts';
import type { Database } from '../db/schema.ts';

/** The api package root, seen from this file (tests run from source). */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');
/** Migrated PGlite data directories, kept between runs; a fresh install starts without them. */
const SNAPSHOT_DIR = path.join(API_ROOT, '../node_modules/.cache/hanyu-api-pglite');

interface OpenOptions {
  migrated?: boolean;
  ownDatabase?: boolean;
}

export interface TestDatabase {
  /** 'pglite' or 'postgres', for suite titles. */
  name: string;
  /**
   * A fresh empty database; migrated unless `migrated: false`. On PostgreSQL a suite gets a schema of its own,
   * or with `ownDatabase` a database of its own: NOTIFY reaches every session of a database, so a suite that
   * LISTENs would hear the suites running beside it in other schemas.
   */
  open(options?: OpenOptions): Promise<DatabaseHandle>;
}

const PGLITE: TestDatabase = { name: 'pglite', open: openPGlite };

/** Every engine this run can reach: PGlite always, PostgreSQL when `TEST_DATABASE_URL` is set; `TEST_ENGINES` narrows. */
function reachableEngines(): TestDatabase[] {
  const targets = [PGLITE];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: (options) => openPostgresSchema(url, options) });
  return targets;
}

function chosenEngines(): string[] | undefined {
  return process.env.TEST_ENGINES?.split(',').map((name) => name.trim());
}

/**
 * The databases a suite runs against: PostgreSQL, production's engine, when `TEST_DATABASE_URL` is set (each
 * opened database in a schema of its own, dropped on close), else in-memory PGlite. The embedded engine of the
 * one-command start is proven by the suites of `src/db` (everyTestDatabase) and by e2e, which runs the whole
 * site on it. `TEST_ENGINES=pglite,postgres` runs every suite on both (docs/decisions.md).
 * Use with `describe.each(testDatabases())('… on $name', (target) => …)`.
 */
export function testDatabases(): TestDatabase[] {
  const reachable = reachableEngines();
  const chosen = chosenEngines();
  return chosen ? reachable.filter((target) => chosen.includes(target.name)) : reachable.slice(-1);
}

/** Both engines, for the suites about the database layer itself, where the embedded engine's differences show. */
export function everyTestDatabase(): TestDatabase[] {
  const chosen = chosenEngines();
  return reachableEngines().filter((target) => !chosen || chosen.includes(target.name));
}

/** The one database a suite runs on when its cost is the number of requests it makes (the contract fuzz, sockets). */
export function primaryTestDatabase(): TestDatabase {
  return testDatabases()[0] as TestDatabase;
}

/**
 * In-memory PGlite, for suites whose subject is not the database (headers, errors, rendering): it opens without
 * a server and keeps PGlite in every run beside e2e.
 */
export function embeddedTestDatabase(): TestDatabase {
  return PGLITE;
}

/**
 * Settings of every test session on PostgreSQL: `synchronous_commit` off, so a commit returns before its WAL
 * reaches the disk. Only a crash of the server could lose one, and a test database is thrown away then
 * anyway; it makes each suite's migrations (a commit each) and every write about three times faster on a busy
 * machine. Isolation, locks and constraints are untouched.
 */
export const TEST_SESSION_SETTINGS = { synchronous_commit: 'off' };

async function openPGlite(options: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  if (options.migrated === false) return openDatabase({ kind: 'pglite' });
  return openDatabase({ kind: 'pglite', snapshot: await migratedSnapshot() });
}

let migrated: Promise<Blob> | undefined;

/**
 * The data directory of a freshly migrated PGlite. Loading it takes a fifth of the time of initdb
 * plus the migrations, so the first suite to need it (in any jest process) saves it under a hash of
 * what it is made of, and every suite after starts its own database from it.
 */
function migratedSnapshot(): Promise<Blob> {
  migrated ??= (async () => {
    const file = path.join(SNAPSHOT_DIR, `migrated-${await migrationsHash()}.tar`);
    const saved = await readFile(file).catch(() => undefined);
    if (saved) return new Blob([saved]);
    const built = await buildMigratedSnapshot();
    await saveSnapshot(file, built);
    return built;
  })();
  return migrated;
}

/** A hash of the migrations, the migrator and the PGlite release. */
async function migrationsHash(): Promise<string> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const sources = [
    path.join(path.dirname(pgliteEntry), '../package.json'),
    path.join(API_ROOT, 'src/db/migrate.ts'),
    ...(await readdir(MIGRATIONS_DIR)).sort().map((name) => path.join(MIGRATIONS_DIR, name)),
  ];
  const hash = createHash('sha256');
  for (const source of sources) hash.update(path.basename(source)).update(await readFile(source));
  return hash.digest('hex').slice(0, 16);
}

async function buildMigratedSnapshot(): Promise<Blob> {
  const pglite = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  try {
    await migrate(db, MIGRATIONS_DIR);
    // Uncompressed: ten times the size on disk, but no gunzip for every suite (0.2 s each).
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

/** Written under a name of its own and renamed, so that jest processes running at once never read half a file. */
async function saveSnapshot(file: string, data: Blob): Promise<void> {
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  const outdated = (await readdir(SNAPSHOT_DIR)).filter(
    (name) => name.endsWith('.tar') && name !== path.basename(file),
  );
  await Promise.all(outdated.map((name) => rm(path.join(SNAPSHOT_DIR, name), { force: true })));
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await data.arrayBuffer()));
  await rename(partial, file);
}

async function openPostgresSchema(
  connectionString: string,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (options.ownDatabase) return openPostgresDatabase(connectionString, options);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withClient(connectionString, (client) => client.query(`create schema ${schema}`));
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString,
    sessionSettings: { ...TEST_SESSION_SETTINGS, search_path: schema },
  });
  if (options.migrated !== false) await migrate(handle.db, MIGRATIONS_DIR);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withClient(connectionString, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

async function openPostgresDatabase(connectionString: string, options: OpenOptions): Promise<DatabaseHandle> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(connectionString, (client) => client.query(`create database ${name}`));
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString: url.toString(),
    sessionSettings: TEST_SESSION_SETTINGS,
  });
  if (options.migrated !== false) await migrate(handle.db, MIGRATIONS_DIR);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withClient(connectionString, (client) => client.query(`drop database ${name} with (force)`));
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
