import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { everyTestDatabase, MIGRATIONS_DIR } from '../test/databases.ts';
import type { DatabaseHandle } from './database.ts';
import { migrate } from './migrate.ts';

const SPLIT = '0029_lesson_time_items.sql';

/**
 * Migration 0029 splits each owner's lesson time on a course into the items it was bought with: what was
 * granted per item from the paid orders' grants, time written by hand to the course's first item, and what
 * was spent taken from the items in their order, each filled before the next.
 */
describe.each(everyTestDatabase())('lesson time split per item (migration 0029) on $name', (target) => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    handle = await target.open({ migrated: false });
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    const before = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql') && name < SPLIT);
    await Promise.all(before.map((name) => copyFile(path.join(MIGRATIONS_DIR, name), path.join(dir, name))));
    await migrate(handle.db, dir);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps every minute and fen, each on the item that granted it', async () => {
    const db = handle.db;
    const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;
    const user = (email: string) =>
      one<{ id: string }>(sql`insert into users (email, password_hash) values (${email}, 'x') returning id`);
    const learner = await user('split@test');
    const byHand = await user('by-hand@test');
    const course = await one<{ id: string }>(
      sql`insert into courses (slug, kind, level) values ('split', 'live', 'HSK 1') returning id`,
    );
    const item = (sort: number, count: number) =>
      one<{
        id: string;
      }>(sql`insert into course_skus (course_id, lesson_minutes, lesson_count, price_minor, sort)
        values (${course.id}, 25, ${count}, ${count * 1000}, ${sort}) returning id`);
    const [first, second, third] = [await item(0, 1), await item(1, 20), await item(2, 40)];
    // Paid orders of the second and third items (the first never bought): their grants give the time.
    for (const [sku, count] of [
      [second, 20],
      [third, 40],
    ] as const) {
      const order = await one<{ id: string }>(sql`insert into orders
        (user_id, sku_id, course_id, quantity, unit_price_minor, amount_minor, total_minor, status, paid_at)
        values (${learner.id}, ${sku.id}, ${course.id}, 1, ${count * 1000}, ${count * 1000}, ${count * 1000}, 1, now())
        returning id`);
      await sql`insert into grants (owner_id, order_id, course_id, kind, lesson_minutes)
        values (${learner.id}, ${order.id}, ${course.id}, 'lesson_minutes', ${count * 25})`.execute(db);
    }
    // 600 of 1,500 minutes spent: the second item's 500, then 100 of the third's.
    await sql`update lesson_time set spent_minutes = 600, spent_value_minor = 24000
      where owner_id = ${learner.id}`.execute(db);
    await sql`insert into lesson_time (owner_id, course_id, granted_minutes, spent_minutes, granted_value_minor, spent_value_minor)
      values (${byHand.id}, ${course.id}, 100, 50, 0, 0)`.execute(db);

    await copyFile(path.join(MIGRATIONS_DIR, SPLIT), path.join(dir, SPLIT));
    expect(await migrate(db, dir)).toEqual([SPLIT]);

    const rows = (
      await sql<{
        owner_id: string;
        sku_id: string;
        granted_minutes: number;
        spent_minutes: number;
        granted_value_minor: string;
        spent_value_minor: string;
      }>`select owner_id, sku_id, granted_minutes, spent_minutes, granted_value_minor, spent_value_minor
        from lesson_time order by owner_id, sku_id`.execute(db)
    ).rows.map((row) => ({
      ...row,
      granted_value_minor: Number(row.granted_value_minor),
      spent_value_minor: Number(row.spent_value_minor),
    }));
    expect(rows).toEqual([
      {
        owner_id: learner.id,
        sku_id: second.id,
        granted_minutes: 500,
        spent_minutes: 500,
        granted_value_minor: 20_000,
        spent_value_minor: 20_000,
      },
      {
        owner_id: learner.id,
        sku_id: third.id,
        granted_minutes: 1000,
        spent_minutes: 100,
        granted_value_minor: 40_000,
        spent_value_minor: 4000,
      },
      {
        owner_id: byHand.id,
        sku_id: first.id,
        granted_minutes: 100,
        spent_minutes: 50,
        granted_value_minor: 0,
        spent_value_minor: 0,
      },
    ]);

    // A grant after the migration lands on its item's row.
    const order = await one<{ id: string }>(sql`insert into orders
      (user_id, sku_id, course_id, quantity, unit_price_minor, amount_minor, total_minor, status, paid_at)
      values (${learner.id}, ${first.id}, ${course.id}, 1, 1000, 1000, 1000, 1, now()) returning id`);
    await sql`insert into grants (owner_id, order_id, course_id, kind, lesson_minutes)
      values (${learner.id}, ${order.id}, ${course.id}, 'lesson_minutes', 25)`.execute(db);
    const granted = await one<{ granted_minutes: number }>(
      sql`select granted_minutes from lesson_time where owner_id = ${learner.id} and sku_id = ${first.id}`,
    );
    expect(granted.granted_minutes).toBe(25);
    // An item of another course cannot hold this course's time.
    const other = await one<{ id: string }>(
      sql`insert into courses (slug, kind, level) values ('other', 'live', 'HSK 1') returning id`,
    );
    await expect(
      sql`insert into lesson_time (owner_id, course_id, sku_id, granted_minutes)
        values (${byHand.id}, ${other.id}, ${second.id}, 10)`.execute(db),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
