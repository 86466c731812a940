import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/** Serialises migrations across processes sharing one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 4_826_173_301;

/** Migration files: `NNNN_name.sql`, applied in name order. */
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Applies the SQL files of `dir` that are not yet recorded in `schema_migrations`, each in its own
 * transaction together with its record. Returns the names applied by this call.
 */
export async function migrate(db: Kysely<Database>, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();

  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`
      create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )
    `.execute(trx);
  });

  const applied: string[] = [];
  for (const name of files) {
    const source = await readFile(path.join(dir, name), 'utf8');
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      if (done) return false;
      await sql.raw(source).execute(trx);
      await trx.insertInto('schema_migrations').values({ name }).execute();
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
