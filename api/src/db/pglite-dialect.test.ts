import { type ColumnType, sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from './database.ts';

describe('PGlite dialect', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await sql`create table probe (id bigint generated always as identity primary key, n int not null unique, price numeric(4, 1))`.execute(
      handle.db,
    );
  });
  afterAll(() => handle.close());

  interface ProbeTable {
    id: ColumnType<string, never, never>;
    n: number;
    price: string | null;
  }
  const probe = () => handle.db.withTables<{ probe: ProbeTable }>();

  it('runs parameterised queries and reports affected rows', async () => {
    const result = await probe()
      .insertInto('probe')
      .values([{ n: 1 }, { n: 2 }])
      .executeTakeFirst();
    expect(result.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await probe()
      .updateTable('probe')
      .set({ price: '12.5' })
      .where('n', '>', 0)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it('returns bigint and numeric as strings, like node-postgres', async () => {
    const row = await probe().selectFrom('probe').selectAll().where('n', '=', 1).executeTakeFirstOrThrow();
    expect(row).toEqual({ id: '1', n: 1, price: '12.5' });
  });

  it('commits transactions and rolls them back on error', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await trx.withTables<{ probe: { n: number } }>().insertInto('probe').values({ n: 3 }).execute();
    });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.withTables<{ probe: { n: number } }>().insertInto('probe').values({ n: 4 }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await probe().selectFrom('probe').select('n').orderBy('n').execute();
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
  });

  it('keeps concurrent work out of an open transaction', async () => {
    let releaseTransaction: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    const transaction = handle.db.transaction().execute(async (trx) => {
      await trx.withTables<{ probe: { n: number } }>().insertInto('probe').values({ n: 10 }).execute();
      await gate;
      throw new Error('rolled back');
    });
    // Queued behind the transaction: it must not see (or be swallowed by) the uncommitted row.
    const outside = probe().selectFrom('probe').select('n').where('n', '=', 10).execute();
    releaseTransaction();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await outside).toEqual([]);
  });

  it('runs multi-statement SQL without parameters', async () => {
    await sql
      .raw('create table multi_a (x int); create table multi_b (y int); insert into multi_b values (7);')
      .execute(handle.db);
    const rows = await sql<{ y: number }>`select y from multi_b`.execute(handle.db);
    expect(rows.rows).toEqual([{ y: 7 }]);
  });

  it('supports savepoints in controlled transactions', async () => {
    const trx = await handle.db.withTables<{ probe: { n: number } }>().startTransaction().execute();
    await trx.insertInto('probe').values({ n: 20 }).execute();
    const savepoint = await trx.savepoint('before_duplicate').execute();
    await expect(savepoint.insertInto('probe').values({ n: 20 }).execute()).rejects.toThrow(/duplicate key/);
    await savepoint.rollbackToSavepoint('before_duplicate').execute();
    await trx.insertInto('probe').values({ n: 21 }).execute();
    await trx.commit().execute();

    const rows = await probe().selectFrom('probe').select('n').where('n', '>=', 20).orderBy('n').execute();
    expect(rows.map((row) => row.n)).toEqual([20, 21]);
  });

  it('reports failed statements as errors and keeps working', async () => {
    await expect(sql`select * from no_such_table`.execute(handle.db)).rejects.toThrow(/no_such_table/);
    const rows = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows.rows).toEqual([{ one: 1 }]);
  });
});
