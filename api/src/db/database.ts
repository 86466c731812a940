import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseConfig =
  /** Embedded PGlite; files under `dataDir`, or in memory when it is absent. */
  | { kind: 'pglite'; dataDir?: string }
  /** A PostgreSQL server; `searchPath` pins every pooled connection to one schema (tests). */
  | { kind: 'postgres'; connectionString: string; searchPath?: string; maxConnections?: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  /** Closes the pool, or closes PGlite so that its files are flushed. */
  close(): Promise<void>;
}

const keepText = (value: string) => value;

export async function openDatabase(
  config: DatabaseConfig,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') {
    let unlock = async () => {};
    if (config.dataDir) {
      await mkdir(path.dirname(config.dataDir), { recursive: true });
      unlock = await lockDataDir(config.dataDir);
    }
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(config.dataDir ?? 'memory://', {
        // Same JavaScript types as node-postgres, so code and tests behave alike on both.
        parsers: { [types.INT8]: keepText, [types.NUMERIC]: keepText },
      });
    } catch (error) {
      await unlock();
      throw error;
    }
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await db.destroy();
        } finally {
          await unlock();
        }
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: config.maxConnections ?? 10,
    ...(config.searchPath ? { options: `-c search_path=${config.searchPath}` } : {}),
  });
  pool.on('error', (error) => onPoolError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
