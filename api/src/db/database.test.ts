import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../test/databases.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

describe('PGlite on disk', () => {
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hanyu-pglite-'));
    dataDir = path.join(root, 'data', 'pglite');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps data across a close and a reopen', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(first.db, MIGRATIONS_DIR);
    await first.db
      .insertInto('translations')
      .values({
        field_name: 'probe',
        model_id: 0,
        value_char: '持久',
        language_trans: 'zh-cn',
        languages: 'zh-cn',
      })
      .execute();
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrate(second.db, MIGRATIONS_DIR)).toEqual([]);
    const rows = await second.db.selectFrom('translations').select('value_char').execute();
    expect(rows).toEqual([{ value_char: '持久' }]);
    await second.close();
    // initdb and every migration on disk: a minute and more on a busy two-core machine.
  }, 180_000);

  it('refuses a data directory another live process holds', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}`),
    );
    // The refused open left the holder working.
    expect((await sql<{ one: number }>`select 1 as one`.execute(first.db)).rows).toEqual([{ one: 1 }]);
    await first.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(`${dataDir}.lock`, '2147483646');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    await handle.close();
  });
});
