import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { MIGRATIONS_DIR, testDatabases } from '../test/databases.ts';
import type { DatabaseHandle } from './database.ts';
import { migrate } from './migrate.ts';

describe.each(testDatabases())('migrations on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.open({ migrated: false });
  });
  afterAll(() => handle.close());

  it('applies every file once, in order, and records it', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    expect(files.length).toBeGreaterThanOrEqual(3);

    expect(await migrate(handle.db, MIGRATIONS_DIR)).toEqual(files);

    const recorded = await handle.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((row) => row.name)).toEqual(files);
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await handle.db
      .insertInto('translations')
      .values({ field_name: 'probe', model_id: 0, value_char: 'x', language_trans: 'en', languages: 'en' })
      .execute();

    expect(await migrate(handle.db, MIGRATIONS_DIR)).toEqual([]);

    const { count } = await handle.db
      .selectFrom('translations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('creates the tables with the constraints the data relies on', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name
    `.execute(handle.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'auth_attempts',
      'company_users',
      'courses',
      'oauth_accounts',
      'oauth_states',
      'org_members',
      'organisations',
      'password_resets',
      'schema_migrations',
      'teachers',
      'translations',
      'user_sessions',
      'users',
    ]);

    await expect(
      handle.db
        .insertInto('translations')
        .values({ field_name: 'probe', model_id: 0, value_char: 'y', language_trans: 'en', languages: 'en' })
        .execute(),
    ).rejects.toThrow(/translations_field_model_language_key/);
    await expect(
      sql`insert into translations (field_name, value_char, language_trans, languages)
          values ('probe', 'z', 'fr', 'en')`.execute(handle.db),
    ).rejects.toThrow(/check constraint/);
    await expect(
      sql`insert into courses (slug, kind, level, lesson_count, lesson_minutes, price_minor, currency)
          values ('c', 'live', 'HSK 1', 1, 25, -1, 'CNY')`.execute(handle.db),
    ).rejects.toThrow(/check constraint/);
    await expect(
      sql`insert into courses (slug, kind, level, lesson_count, lesson_minutes, price_minor, currency)
          values ('c', 'webinar', 'HSK 1', 1, 25, 100, 'CNY')`.execute(handle.db),
    ).rejects.toThrow(/check constraint/);

    await handle.db.insertInto('users').values({ email: 'Ada@Example.com', password_hash: 'x' }).execute();
    await expect(
      handle.db.insertInto('users').values({ email: 'ada@example.COM', password_hash: 'x' }).execute(),
    ).rejects.toThrow(/users_email_lower_key/);
  });
});
