import { PGlite } from '@electric-sql/pglite';
import { AbortedTransactionError, type ColumnType, CompiledQuery, Kysely, sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { pgliteDialect } from './pglite-dialect.ts';

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

  it('runs concurrent transactions one after the other, never interleaved', async () => {
    const steps: string[] = [];
    const insertTwice = (name: string, first: number) =>
      handle.db.transaction().execute(async (trx) => {
        const table = trx.withTables<{ probe: { n: number } }>();
        steps.push(`${name} begins`);
        await table.insertInto('probe').values({ n: first }).execute();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await table
          .insertInto('probe')
          .values({ n: first + 1 })
          .execute();
        const seen = await table.selectFrom('probe').select('n').where('n', '>=', 30).orderBy('n').execute();
        steps.push(`${name} ends seeing ${seen.map((row) => row.n).join(',')}`);
      });
    await Promise.all([insertTwice('first', 30), insertTwice('second', 40)]);
    expect(steps).toEqual([
      'first begins',
      'first ends seeing 30,31',
      'second begins',
      'second ends seeing 30,31,40,41',
    ]);
    await probe().deleteFrom('probe').where('n', '>=', 30).execute();
  });

  it("queues pg-boss's raw queries behind an open transaction", async () => {
    let releaseTransaction: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    const transaction = handle.db.transaction().execute(async (trx) => {
      await trx.withTables<{ probe: { n: number } }>().insertInto('probe').values({ n: 50 }).execute();
      await gate;
    });
    // As job-queue.ts's executor sends pg-boss's SQL: it must wait, then see the committed row.
    const outside = handle.db.executeQuery<{ n: number }>(
      CompiledQuery.raw('select n from probe where n = $1', [50]),
    );
    releaseTransaction();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 50 }]);
    await probe().deleteFrom('probe').where('n', '=', 50).execute();
  });

  it('refuses to commit a transaction that a failed statement aborted', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        const table = trx.withTables<{ probe: { n: number } }>();
        await table.insertInto('probe').values({ n: 60 }).execute();
        await table
          .insertInto('probe')
          .values({ n: 1 })
          .execute()
          .catch(() => undefined);
      }),
    ).rejects.toBeInstanceOf(AbortedTransactionError);
    const rows = await probe().selectFrom('probe').select('n').where('n', '=', 60).execute();
    expect(rows).toEqual([]);
  });

  it('reports affected rows for writes only, like node-postgres', async () => {
    const selected = await handle.db.executeQuery(CompiledQuery.raw('select n from probe where n > $1', [0]));
    expect(selected.rows.length).toBeGreaterThan(0);
    expect(selected.numAffectedRows).toBeUndefined();
    const updated = await handle.db.executeQuery(
      CompiledQuery.raw('update probe set price = price where n > $1', [0]),
    );
    expect(updated.numAffectedRows).toBe(BigInt(selected.rows.length));
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

describe('PGlite dialect lifecycle', () => {
  it('closes PGlite when Kysely is destroyed, so that its files are flushed', async () => {
    const pglite = await PGlite.create('memory://');
    const db = new Kysely<object>({ dialect: pgliteDialect(pglite) });
    await sql`select 1`.execute(db);
    await db.destroy();
    expect(pglite.closed).toBe(true);
  });

  it('closes a database that was never queried', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.close();
    await expect(sql`select 1`.execute(handle.db)).rejects.toThrow();
  });
});
