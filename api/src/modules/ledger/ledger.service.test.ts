import { BILL_TYPE } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertUser } from '../users/index.ts';
import {
  accountBalance,
  adjustByOperator,
  billSubject,
  checkTransfer,
  IdempotencyConflict,
  InsufficientFunds,
  LEDGER_KIND,
  type LedgerAccount,
  listBills,
  openWallet,
  platformAccount,
  transfer,
  walletBalance,
} from './ledger.service.ts';

let userCount = 0;
async function newUser(db: Kysely<Database>): Promise<number> {
  userCount += 1;
  return insertUser(db, { email: `learner${userCount}@ledger.test`, nickName: 'L', passwordHash: 'x' });
}

/** A top-up of `amount` fen through Alipay: its clearing account pays the wallet. */
async function topUp(db: Kysely<Database>, wallet: LedgerAccount, amount: number, key?: string) {
  const clearing = await platformAccount(db, 'alipay_clearing');
  return transfer(db, {
    kind: LEDGER_KIND.recharge,
    entries: [
      { accountId: clearing.id, amount: -amount },
      { accountId: wallet.id, amount },
    ],
    idempotencyKey: key,
  });
}

/** A purchase: the wallet pays course revenue, held until lessons are given. */
async function buy(db: Kysely<Database>, wallet: LedgerAccount, amount: number, key?: string) {
  const held = await platformAccount(db, 'course_revenue_held');
  return transfer(db, {
    kind: LEDGER_KIND.buyCourses,
    entries: [
      { accountId: wallet.id, amount: -amount },
      { accountId: held.id, amount },
    ],
    idempotencyKey: key,
    reference: 'order:1',
  });
}

describe('transfer rules', () => {
  const entries = [
    { accountId: '2', amount: -5 },
    { accountId: '1', amount: 5 },
  ];

  it('orders entries by account id, the order that locks them', () => {
    expect(checkTransfer({ kind: LEDGER_KIND.recharge, entries }).map((entry) => entry.accountId)).toEqual([
      '1',
      '2',
    ]);
    expect(
      checkTransfer({
        kind: LEDGER_KIND.recharge,
        entries: [
          { accountId: '10', amount: 1 },
          { accountId: '9', amount: -1 },
        ],
      }).map((entry) => entry.accountId),
    ).toEqual(['9', '10']);
  });

  it.each([
    ['an unknown kind', { kind: 8, entries }],
    ['one entry', { kind: 1, entries: [{ accountId: '1', amount: 0 }] }],
    ['entries that do not sum to zero', { kind: 1, entries: [entries[0], { accountId: '1', amount: 4 }] }],
    ['a zero amount', { kind: 1, entries: [...entries, { accountId: '3', amount: 0 }] }],
    [
      'a fractional amount',
      {
        kind: 1,
        entries: [
          { accountId: '1', amount: 0.5 },
          { accountId: '2', amount: -0.5 },
        ],
      },
    ],
    [
      'an unsafe amount',
      {
        kind: 1,
        entries: [
          { accountId: '1', amount: 2 ** 60 },
          { accountId: '2', amount: -(2 ** 60) },
        ],
      },
    ],
    [
      'the same account twice',
      {
        kind: 1,
        entries: [
          { accountId: '1', amount: 5 },
          { accountId: '1', amount: -5 },
        ],
      },
    ],
    [
      'an account id that is not an id',
      {
        kind: 1,
        entries: [
          { accountId: '1 or 1=1', amount: 5 },
          { accountId: '2', amount: -5 },
        ],
      },
    ],
    ['an empty idempotency key', { kind: 1, entries, idempotencyKey: '' }],
    ['a long description', { kind: 1, entries, description: 'x'.repeat(501) }],
  ])('refuses %s with a 400', (_name, input) => {
    expect(() => checkTransfer(input as never)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe.each(testDatabases())('ledger on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;

  beforeAll(async () => {
    handle = await target.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('opens one account per owner, purpose and currency, whoever asks first', async () => {
    const userId = await newUser(db);
    const opened = await Promise.all(Array.from({ length: 5 }, () => openWallet(db, userId)));
    expect(new Set(opened.map((account) => account.id)).size).toBe(1);
    expect(opened[0]).toMatchObject({
      purpose: 'wallet',
      currency: 'CNY',
      balance: 0,
      version: 0,
    });
    expect((await openWallet(db, userId, 'company_wallet')).id).not.toBe(opened[0]?.id);
    expect((await openWallet(db, userId, 'wallet', 'USD')).id).not.toBe(opened[0]?.id);
    const clearing = await platformAccount(db, 'paypal_clearing');
    expect(clearing).toMatchObject({ ownerId: null, balance: null, version: null });
    expect((await platformAccount(db, 'paypal_clearing')).id).toBe(clearing.id);
  });

  it('moves balances on both sides and reports the balance after each entry', async () => {
    const wallet = await openWallet(db, await newUser(db));
    const clearing = await platformAccount(db, 'alipay_clearing');
    const clearingBefore = (await accountBalance(db, clearing.id)) as number;
    const topped = await topUp(db, wallet, 10_000);
    expect(topped.replayed).toBe(false);
    expect(topped.entries.find((entry) => entry.accountId === wallet.id)).toMatchObject({
      amount: 10_000,
      balanceAfter: 10_000,
      currency: 'CNY',
    });
    await buy(db, wallet, 2_500);
    expect(await walletBalance(db, wallet.ownerId as string)).toBe(7_500);
    expect(await accountBalance(db, wallet.id)).toBe(7_500);
    expect(await accountBalance(db, clearing.id)).toBe(clearingBefore - 10_000);
    expect(topped.entries.find((entry) => entry.accountId === clearing.id)?.balanceAfter).toBeNull();
    expect(await walletBalance(db, await newUser(db))).toBe(0);
  });

  it('refuses an overdraft with InsufficientFunds and writes nothing', async () => {
    const wallet = await openWallet(db, await newUser(db));
    await topUp(db, wallet, 100);
    const overdraft = buy(db, wallet, 101, `overdraft-${wallet.id}`);
    await expect(overdraft).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(overdraft).rejects.toMatchObject({ accountId: wallet.id, status: 409 });
    expect(await walletBalance(db, wallet.ownerId as string)).toBe(100);
    // The failed attempt kept no claim on its key: once the money is there, the same key pays.
    await topUp(db, wallet, 1);
    expect((await buy(db, wallet, 101, `overdraft-${wallet.id}`)).replayed).toBe(false);
    expect(await walletBalance(db, wallet.ownerId as string)).toBe(0);
  });

  it('answers a repeated idempotency key with the first transfer, and refuses it for other entries', async () => {
    const wallet = await openWallet(db, await newUser(db));
    const key = `topup-${wallet.id}`;
    const first = await topUp(db, wallet, 300, key);
    const again = await topUp(db, wallet, 300, key);
    expect(again).toMatchObject({ id: first.id, replayed: true, entries: first.entries });
    expect(await walletBalance(db, wallet.ownerId as string)).toBe(300);
    await expect(topUp(db, wallet, 301, key)).rejects.toBeInstanceOf(IdempotencyConflict);
    await expect(buy(db, wallet, 300, key)).rejects.toBeInstanceOf(IdempotencyConflict);
    expect(await walletBalance(db, wallet.ownerId as string)).toBe(300);
  });

  it('joins a caller’s transaction: a rollback takes the transfer with it', async () => {
    const wallet = await openWallet(db, await newUser(db));
    await expect(
      db.transaction().execute(async (trx) => {
        await topUp(trx, wallet, 500);
        expect(await walletBalance(trx, wallet.ownerId as string)).toBe(500);
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await walletBalance(db, wallet.ownerId as string)).toBe(0);

    await db.transaction().execute(async (trx) => {
      await topUp(trx, wallet, 500);
      await buy(trx, wallet, 200);
    });
    expect(await walletBalance(db, wallet.ownerId as string)).toBe(300);
  });

  it('refuses a transfer across currencies that balances only in total', async () => {
    const owner = await newUser(db);
    const [cny, usd] = [await openWallet(db, owner), await openWallet(db, owner, 'wallet', 'USD')];
    const clearing = await platformAccount(db, 'paypal_clearing');
    const mixed = {
      kind: LEDGER_KIND.recharge,
      entries: [
        { accountId: clearing.id, amount: -100 },
        { accountId: usd.id, amount: 100 },
      ],
    };
    await expect(transfer(db, mixed)).rejects.toMatchObject({ status: 400 });
    await expect(db.transaction().execute((trx) => transfer(trx, mixed))).rejects.toMatchObject({
      status: 400,
    });
    expect(await walletBalance(db, owner, 'wallet', 'USD')).toBe(0);
    expect(cny.balance).toBe(0);
  });

  it('refuses entries on accounts that do not exist with a 400', async () => {
    const wallet = await openWallet(db, await newUser(db));
    await expect(
      transfer(db, {
        kind: LEDGER_KIND.recharge,
        entries: [
          { accountId: wallet.id, amount: 5 },
          { accountId: '999999999', amount: -5 },
        ],
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('credits and deducts for an operator, once per key, never below zero', async () => {
    const owner = await newUser(db);
    const operator = await newUser(db);
    const credit = { ownerId: owner, amount: 8_800, operatorId: operator, idempotencyKey: `credit-${owner}` };
    const credited = await adjustByOperator(db, 'credit', {
      ...credit,
      description: 'Bank transfer 2026-11-23',
    });
    expect(credited.kind).toBe(BILL_TYPE.serviceCentreRecharge);
    expect((await adjustByOperator(db, 'credit', credit)).replayed).toBe(true);
    await adjustByOperator(db, 'deduction', {
      ownerId: owner,
      amount: 800,
      operatorId: operator,
      idempotencyKey: `deduct-${owner}`,
    });
    expect(await walletBalance(db, owner)).toBe(8_000);
    await expect(
      adjustByOperator(db, 'deduction', { ...credit, amount: 8_001, idempotencyKey: `deduct-all-${owner}` }),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(
      adjustByOperator(db, 'credit', { ...credit, amount: -1, idempotencyKey: `neg-${owner}` }),
    ).rejects.toMatchObject({ status: 400 });
    const company = await newUser(db);
    await adjustByOperator(db, 'credit', {
      ...credit,
      ownerId: company,
      purpose: 'company_wallet',
      idempotencyKey: `co-${company}`,
    });
    expect(await walletBalance(db, company, 'company_wallet')).toBe(8_800);
    expect(await walletBalance(db, company)).toBe(0);
  });

  it('lists a user’s bills newest first, paged and by type, with the balance after each', async () => {
    const owner = await newUser(db);
    const wallet = await openWallet(db, owner);
    await topUp(db, wallet, 1_000);
    await buy(db, wallet, 300);
    const held = await platformAccount(db, 'course_revenue_held');
    await transfer(db, {
      kind: LEDGER_KIND.orderCancelRefund,
      entries: [
        { accountId: held.id, amount: -300 },
        { accountId: wallet.id, amount: 300 },
      ],
      reference: 'order:1',
      description: 'Order 1 cancelled',
    });
    // The platform's own movements are no bills.
    const earned = await platformAccount(db, 'course_revenue');
    await buy(db, wallet, 100);
    await transfer(db, {
      kind: LEDGER_KIND.revenueEarned,
      entries: [
        { accountId: held.id, amount: -100 },
        { accountId: earned.id, amount: 100 },
      ],
    });

    const all = await listBills(db, owner);
    expect(all.total).toBe(4);
    expect(all.list.map((bill) => [bill.type, bill.amount, bill.balance_after])).toEqual([
      [BILL_TYPE.buyCourses, -100, 900],
      [BILL_TYPE.orderCancelRefund, 300, 1_000],
      [BILL_TYPE.buyCourses, -300, 700],
      [BILL_TYPE.recharge, 1_000, 1_000],
    ]);
    // What the bill is about, for pages to write it in their language.
    expect(all.list[1]).toMatchObject({
      description: 'Order 1 cancelled',
      order_id: 1,
      gateway: null,
      created_at: expect.any(String),
    });
    const page2 = await listBills(db, owner, { page: 2, size: 3 });
    expect(page2).toEqual({ total: 4, list: [all.list[3]] });
    const purchases = await listBills(db, owner, { types: [BILL_TYPE.buyCourses] });
    expect(purchases.list.map((bill) => bill.amount)).toEqual([-100, -300]);
    expect(await listBills(db, await newUser(db))).toEqual({ list: [], total: 0 });
  });

  if (target.name !== 'postgres') return;

  describe('concurrently', () => {
    it('lets exactly one of 50 debits racing for a balance that pays for one through', async () => {
      const wallet = await openWallet(db, await newUser(db));
      await topUp(db, wallet, 1_000);
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => buy(db, wallet, 600)));
      const paid = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter(
        (result) => result.status === 'rejected' && result.reason instanceof InsufficientFunds,
      );
      expect([paid.length, refused.length]).toEqual([1, 49]);
      expect(await walletBalance(db, wallet.ownerId as string)).toBe(400);
    });

    it('writes one transfer for the same idempotency key sent 10 times at once', async () => {
      const wallet = await openWallet(db, await newUser(db));
      const key = `race-${wallet.id}`;
      const results = await Promise.all(Array.from({ length: 10 }, () => topUp(db, wallet, 700, key)));
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(await walletBalance(db, wallet.ownerId as string)).toBe(700);
    });

    it('never deadlocks when transfers cross between the same accounts in both directions', async () => {
      const [a, b] = [await openWallet(db, await newUser(db)), await openWallet(db, await newUser(db))];
      await topUp(db, a, 10_000);
      await topUp(db, b, 10_000);
      const between = (from: LedgerAccount, to: LedgerAccount) =>
        db.transaction().execute(async (trx) => {
          // Two transfers in one transaction, so the second waits holding the first's locks.
          for (const amount of [1, 2]) {
            await transfer(trx, {
              kind: LEDGER_KIND.reward,
              entries: [
                { accountId: from.id, amount: -amount },
                { accountId: to.id, amount },
              ],
            });
          }
        });
      const crossing = Array.from({ length: 40 }, (_, index) => (index % 2 ? between(a, b) : between(b, a)));
      await expect(Promise.all(crossing)).resolves.toHaveLength(40);
      expect(
        (await walletBalance(db, a.ownerId as string)) + (await walletBalance(db, b.ownerId as string)),
      ).toBe(20_000);
    });
  });
});

describe('billSubject', () => {
  it('reads the order or the gateway a bill is about from its transfer’s reference', () => {
    expect(billSubject('order:42')).toEqual({ order_id: 42, gateway: null });
    expect(billSubject('alipay:2026112700001')).toEqual({ order_id: null, gateway: 'alipay' });
    expect(billSubject('paypal:5O190127TN364715T')).toEqual({ order_id: null, gateway: 'paypal' });
    expect(billSubject(null)).toEqual({ order_id: null, gateway: null });
    expect(billSubject('order:abc')).toEqual({ order_id: null, gateway: null });
    expect(billSubject('bank:1')).toEqual({ order_id: null, gateway: null });
  });
});
