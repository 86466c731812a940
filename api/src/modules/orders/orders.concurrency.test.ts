import { ERROR_CODES, fillMessage, ORDER_MESSAGES, ORDER_STATUS, yuanText } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced } from '../../test/ledger-invariants.ts';
import { type Buyer, buyer, credit, item } from '../../test/orders-fixtures.ts';
import { walletBalance } from '../ledger/index.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

/**
 * Payments of one buyer racing each other, each with its own Idempotency-Key as the checkout sends: every
 * answer is a 200 or a 409 that says why (a deadlock or a serialization failure must never reach the
 * buyer as a 500), and the books balance after each race. PGlite has one connection, so nothing races
 * there: PostgreSQL only.
 */
const postgres = testDatabases().filter((target) => target.name === 'postgres');
const suite = postgres.length > 0 ? describe.each(postgres) : describe.skip.each(testDatabases());

suite('payments of one buyer at once on $name', (target) => {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false, now: () => NOW });
  });
  afterAll(() => t.close());

  const call = (who: Buyer, url: string, payload: object = {}, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: {
        authorization: `Bearer ${who.token}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload,
    });
  const key = () => `race-${++keys}`;
  const order = async (who: Buyer, skuId: number) => {
    const answer = await call(who, '/user/order', { sku_id: skuId }, key());
    expect(answer.statusCode).toBe(200);
    return answer.json().response.id as number;
  };
  const pay = (who: Buyer, id: number) => call(who, `/user/order/${id}/pay`, {}, key());
  const outcome = (answer: { statusCode: number; json(): unknown }) =>
    answer.statusCode === 200
      ? { status: 200 }
      : {
          status: answer.statusCode,
          ...(answer.json() as { error: { code: number; message: string } }).error,
        };
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('orders').select('status').where('id', '=', String(id)).executeTakeFirstOrThrow())
      .status;

  it('pays one of 50 orders from a balance that pays one; the 49 others are told the balance is short', async () => {
    const learner = await buyer(t.db);
    const { skuId } = await item(t.db, { priceMinor: 1_000 });
    await credit(t.db, learner.id, 1_500);
    const ids = await Promise.all(Array.from({ length: 50 }, () => order(learner, skuId)));
    const answers = (await Promise.all(ids.map((id) => pay(learner, id)))).map(outcome);
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    // Each loser read the balance the winner left: 500 of the 1,000 are missing.
    const short = {
      status: 409,
      code: ERROR_CODES.notEnoughBalance,
      message: fillMessage(ORDER_MESSAGES.notEnoughBalance, yuanText(500)),
    };
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer).toEqual(short);
    expect(await walletBalance(t.db, learner.id)).toBe(500);
    const statuses = await Promise.all(ids.map(statusOf));
    expect(statuses.filter((status) => status === ORDER_STATUS.paid)).toHaveLength(1);
    expect(statuses.filter((status) => status === ORDER_STATUS.awaitingPayment)).toHaveLength(49);
    await expectBooksBalanced(t.db);
  });

  it('pays one order sent twice at once with different keys once; the other is told it is paid already', async () => {
    for (let round = 0; round < 8; round++) {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db, { priceMinor: 1_000 });
      await credit(t.db, learner.id, 5_000);
      const id = await order(learner, skuId);
      const answers = (await Promise.all([pay(learner, id), pay(learner, id)])).map(outcome);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.find((answer) => answer.status !== 200)).toEqual({
        status: 409,
        code: ERROR_CODES.orderNotAwaitingPayment,
        message: ORDER_MESSAGES.notAwaitingPayment,
      });
      expect(await walletBalance(t.db, learner.id)).toBe(4_000);
      expect(await statusOf(id)).toBe(ORDER_STATUS.paid);
    }
    await expectBooksBalanced(t.db);
  });

  it('pays two different orders of one buyer at once when the balance pays both', async () => {
    for (let round = 0; round < 8; round++) {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db, { priceMinor: 1_000 });
      await credit(t.db, learner.id, 2_000);
      const ids = [await order(learner, skuId), await order(learner, skuId)];
      const answers = (await Promise.all(ids.map((id) => pay(learner, id)))).map(outcome);
      expect(answers).toEqual([{ status: 200 }, { status: 200 }]);
      expect(await walletBalance(t.db, learner.id)).toBe(0);
      expect(await Promise.all(ids.map(statusOf))).toEqual([ORDER_STATUS.paid, ORDER_STATUS.paid]);
    }
    await expectBooksBalanced(t.db);
  });

  it('creates and pays orders of one buyer at once without a deadlock', async () => {
    const learner = await buyer(t.db);
    const { skuId } = await item(t.db, { priceMinor: 1_000 });
    await credit(t.db, learner.id, 10_000);
    const existing = await Promise.all(Array.from({ length: 10 }, () => order(learner, skuId)));
    const answers = await Promise.all([
      ...existing.map((id) => pay(learner, id)),
      ...Array.from({ length: 10 }, () => call(learner, '/user/order', { sku_id: skuId }, key())),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await walletBalance(t.db, learner.id)).toBe(0);
    await expectBooksBalanced(t.db);
  });
});
