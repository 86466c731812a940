import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type AppOptions, buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { loadSeed } from '../seed/load-seed.ts';
import type { SeedData } from '../seed-data.ts';
import type { TestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The database's NOTIFY, which pushes notices live (shared by the apps of one database). */
  listen: DatabaseHandle['listen'];
  close(): Promise<void>;
}

/**
 * The app over a fresh migrated database of `target` (or over the database of another TestApp),
 * seeded with the demo seed (`seed: true`, the default), with given data, or not at all
 * (`seed: false`), with every API response checked against its contract schema.
 */
export async function openTestApp(
  target: TestDatabase | TestApp,
  options: Omit<AppOptions, 'db'> & {
    seed?: boolean | SeedData;
    lessonHistory?: boolean;
    /** The demo seed's 170 generated teachers too (load-seed.ts); by default its 30 written by hand. */
    generatedTeachers?: boolean;
  } = {},
): Promise<TestApp> {
  const { seed = true, lessonHistory, generatedTeachers = false, ...appOptions } = options;
  // Another app of the same suite: share its database (one PGlite per test file), keep it open.
  const handle =
    'open' in target ? await target.open() : { db: target.db, listen: target.listen, close: async () => {} };
  if (seed !== false) {
    await loadSeed(handle.db, seed === true ? undefined : seed, {
      ...(lessonHistory !== undefined ? { lessonHistory } : {}),
      generated: generatedTeachers,
    });
  }
  const app = await buildApp({
    db: handle.db,
    listen: handle.listen,
    validateResponses: true,
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    listen: handle.listen,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Seeds a database the test opened itself, as `openTestApp` does with `seed` and `lessonHistory`. */
export async function seedDatabase(
  db: Kysely<Database>,
  seed: SeedData,
  options: { lessonHistory: boolean },
): Promise<void> {
  await loadSeed(db, seed, options);
}

/** The body of an API error response. */
export interface ErrorJson {
  error: { code: number; message: string; issues?: Array<{ path: string; message: string }> };
}
