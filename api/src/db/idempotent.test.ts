import { ERROR_CODES } from '@hanyu/contract';
import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import { handleError } from '../http/errors.ts';
import { everyTestDatabase } from '../test/databases.ts';
import { retriedTransaction } from './idempotent.ts';
import { CONCURRENT_CHANGE_MESSAGE } from './retryable.ts';
import type { Database } from './schema.ts';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe.each(everyTestDatabase())('a transaction that lost a race on $name', (target) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const handle = await target.open();
    db = handle.db;
    close = handle.close;
    await sql`create table race_marks (id int primary key, mark int not null default 0)`.execute(db);
    await sql`insert into race_marks (id) values (1), (2)`.execute(db);
  });
  afterAll(() => close());

  const marks = async () =>
    (await sql<{ mark: number }>`select mark from race_marks order by id`.execute(db)).rows.map(
      (r) => r.mark,
    );

  it('runs again from the start after a deadlock, its first attempt rolled back', async () => {
    const before = await marks();
    let attempts = 0;
    const answer = await retriedTransaction(db, async (trx) => {
      attempts++;
      await sql`update race_marks set mark = mark + 1 where id = 1`.execute(trx);
      if (attempts === 1) throw deadlock();
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(2);
    expect(await marks()).toEqual([(before[0] ?? 0) + 1, before[1]]);
  });

  it('gives up after three attempts and lets the error through; other errors are never retried', async () => {
    let attempts = 0;
    await expect(
      retriedTransaction(db, async () => {
        attempts++;
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(
      retriedTransaction(db, async () => {
        attempts++;
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });

  // Two connections lock two rows in opposite orders: PostgreSQL ends one as the deadlock's victim.
  const racing = target.name === 'postgres' ? it : it.skip;
  racing('lets both transactions of a real deadlock finish: the victim runs again', async () => {
    const before = await marks();
    let arrived = 0;
    let release: () => void = () => {};
    const bothLocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const attempts = [0, 0];
    const crossing = (first: number, second: number, index: number) =>
      retriedTransaction(db, async (trx) => {
        attempts[index] = (attempts[index] ?? 0) + 1;
        await sql`update race_marks set mark = mark + 1 where id = ${first}`.execute(trx);
        if (attempts[index] === 1) {
          if (++arrived === 2) release();
          await bothLocked;
        }
        await sql`update race_marks set mark = mark + 1 where id = ${second}`.execute(trx);
      });
    await Promise.all([crossing(1, 2, 0), crossing(2, 1, 1)]);
    expect(attempts.sort()).toEqual([1, 2]);
    expect(await marks()).toEqual([(before[0] ?? 0) + 2, (before[1] ?? 0) + 2]);
  });
});

describe('the error handler', () => {
  it.each(['40P01', '40001'])(
    'answers a transaction ended with SQLSTATE %s as a 409, never a 500',
    async (code) => {
      const app = Fastify({ logger: false });
      app.setErrorHandler(handleError);
      app.get('/race', async () => {
        throw Object.assign(new Error('lost'), { code });
      });
      const answer = await app.inject({ method: 'GET', url: '/race' });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        error: { code: ERROR_CODES.conflict, message: CONCURRENT_CHANGE_MESSAGE },
      });
      await app.close();
    },
  );
});
