import type { CoursesResponse } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { seedDatabase } from '../test/app.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { testDatabases } from '../test/databases.ts';
import { CATALOGUE_CHANGED_CHANNEL, ResponseCache } from './response-cache.ts';

/** Waits until `check` holds: notifications arrive on their own connection, a moment after the commit. */
async function eventually(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(check()).toBe(true);
}

describe.each(testDatabases())('public answers cached in memory on $name', (target) => {
  let handle: DatabaseHandle;
  let cache: ResponseCache;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let stopListening: () => Promise<void>;
  let clears = 0;

  beforeAll(async () => {
    // Its own database: the suites beside it change catalogues in other schemas of the same one, and their
    // notifications would clear this cache.
    handle = await target.open({ ownDatabase: true });
    await seedDatabase(handle.db, catalogueFixtures, { lessonHistory: false });
    cache = new ResponseCache();
    stopListening = await handle.listen(CATALOGUE_CHANGED_CHANNEL, () => {
      clears += 1;
      cache.clear();
    });
    app = await buildApp({ db: handle.db, responseCache: cache, validateResponses: true });
  });
  afterAll(async () => {
    await app.close();
    await stopListening();
    await handle.close();
  });

  const titles = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/open/courses?language=en&kind=live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return (res.json().response as CoursesResponse).list.map((course) => course.title);
  };

  it('answers the same bytes from memory, and the new data once a table behind them changes', async () => {
    const first = await titles();
    expect(cache.size).toBe(1);
    // A change made directly in the database, as another API process or an admin tool would.
    const course = await handle.db
      .selectFrom('courses')
      .select('id')
      .where('kind', '=', 'live')
      .executeTakeFirstOrThrow();
    await sql`update translations set value_char = 'Renamed in the database'
      where field_name = 'course.title' and model_id = ${course.id} and language_trans = 'en'`.execute(
      handle.db,
    );
    await eventually(() => clears > 0 && cache.size === 0);
    const second = await titles();
    expect(second).toContain('Renamed in the database');
    expect(second).not.toEqual(first);
  });

  it('keeps neither failures nor answers of endpoints without the flag', async () => {
    cache.clear();
    expect(
      (await app.inject({ method: 'GET', url: '/api/open/courses/999999?language=en' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/open/courses?language=xx' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/open/util/langs?language=en' })).statusCode).toBe(
      200,
    );
    expect(cache.size).toBe(0);
  });
});
