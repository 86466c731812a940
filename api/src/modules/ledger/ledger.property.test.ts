// Random sequences of top-ups, gifts, purchases, refunds and operator actions, with idempotency keys
// drawn from a small pool so that repeats (same transfer) and clashes (other transfer, same key) are
// common, checked against a model and against the ledger's invariants. LEDGER_PROPERTY_RUNS sequences of
// 1–20 actions: 100 by default (about 1,000 actions per database, 2 s), 1,000 for a long run.
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertUser } from '../users/index.ts';
import {
  adjustByOperator,
  IdempotencyConflict,
  InsufficientFunds,
  LEDGER_KIND,
  type LedgerAccount,
  openWallet,
  platformAccount,
  type Transfer,
  transfer,
} from './ledger.service.ts';

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 100);
const USERS = 3;

const user = fc.nat({ max: USERS - 1 });
const amount = fc.integer({ min: 1, max: 50_000 });
const key = fc.option(fc.nat({ max: 5 }), { nil: undefined });
const action = fc.oneof(
  fc.record({ type: fc.constant('topUp' as const), user, amount, key }),
  fc.record({ type: fc.constant('gift' as const), user, amount, key }),
  fc.record({ type: fc.constant('purchase' as const), user, amount, key }),
  fc.record({ type: fc.constant('refund' as const), purchase: fc.nat() }),
  // the same request again, as a client retrying it
  fc.record({ type: fc.constant('repeat' as const), step: fc.nat() }),
  fc.record({ type: fc.constant('credit' as const), user, amount, key }),
  fc.record({ type: fc.constant('deduction' as const), user, amount, key }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

/** Rows that break an invariant; every query must answer none. */
const VIOLATIONS = {
  'a transfer that does not sum to zero per currency': sql`
    select transfer_id from ledger_entries group by transfer_id, currency having sum(amount) <> 0`,
  'a transfer with fewer than two entries': sql`
    select t.id from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
    group by t.id having count(e.id) < 2`,
  'a wallet whose balance or version is not the sum or count of its entries': sql`
    select a.id from ledger_accounts a
    left join (select account_id, sum(amount) as total, count(*) as entries from ledger_entries group by account_id) e
      on e.account_id = a.id
    where a.owner_id is not null
      and (a.balance is distinct from coalesce(e.total, 0) or a.version is distinct from coalesce(e.entries, 0))`,
  'a platform account that keeps a balance of its own': sql`
    select id from ledger_accounts where owner_id is null and (balance is not null or version is not null)`,
  'an entry whose balance_after is not the running sum': sql`
    select id from (
      select id, balance_after,
             sum(amount) over (partition by account_id order by account_version) as running
      from ledger_entries where balance_after is not null) entries
    where balance_after <> running`,
  'a negative wallet': sql`select id from ledger_accounts where balance < 0`,
  'course revenue held below zero': sql`
    select account_id from ledger_entries join ledger_accounts a on a.id = account_id
    where a.purpose = 'course_revenue_held' group by account_id having sum(amount) < 0`,
};

describe.each(testDatabases())('ledger properties on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let platform: Record<'clearing' | 'gifts' | 'held', LedgerAccount>;
  let run = 0;
  let unkeyed = 0;

  beforeAll(async () => {
    handle = await target.open();
    db = handle.db;
    platform = {
      clearing: await platformAccount(db, 'alipay_clearing'),
      gifts: await platformAccount(db, 'gift_expense'),
      held: await platformAccount(db, 'course_revenue_held'),
    };
  });
  afterAll(() => handle.close());

  async function playSequence(actions: Action[]): Promise<void> {
    run += 1;
    const owners: number[] = [];
    const wallets: LedgerAccount[] = [];
    for (let index = 0; index < USERS; index++) {
      owners.push(
        await insertUser(db, { email: `p${run}.${index}@ledger.test`, nickName: 'P', passwordHash: 'x' }),
      );
      wallets.push(await openWallet(db, owners[index] as number));
    }
    const balances = wallets.map(() => 0);
    /** What each used key moved: its transfer and a signature of its entries. */
    const keys = new Map<string, { id: string; signature: string }>();
    const purchases: Array<{ id: string; user: number; amount: number }> = [];
    const played: Array<Exclude<Action, { type: 'refund' | 'repeat' }>> = [];

    for (const drawn of actions) {
      const step = drawn.type === 'repeat' ? played[drawn.step % Math.max(played.length, 1)] : drawn;
      if (!step) continue;
      if (step.type === 'refund') {
        const bought = purchases[step.purchase % Math.max(purchases.length, 1)];
        if (!bought) continue;
        // Cancelling an order twice refunds it once: the key is the order's.
        const refund = await transfer(db, {
          kind: LEDGER_KIND.orderCancelRefund,
          entries: [
            { accountId: platform.held.id, amount: -bought.amount },
            { accountId: wallets[bought.user]?.id as string, amount: bought.amount },
          ],
          idempotencyKey: `refund-${bought.id}`,
          reference: `transfer:${bought.id}`,
        });
        if (!refund.replayed) balances[bought.user] = (balances[bought.user] ?? 0) + bought.amount;
        continue;
      }

      played.push(step);
      const wallet = wallets[step.user] as LedgerAccount;
      const intoWallet = step.type === 'purchase' || step.type === 'deduction' ? -step.amount : step.amount;
      const idempotencyKey = step.key === undefined ? undefined : `run${run}-key${step.key}`;
      const signature = `${step.type}:${wallet.id}:${intoWallet}`;
      const earlier = idempotencyKey ? keys.get(idempotencyKey) : undefined;
      const expected: 'moved' | 'replayed' | 'conflict' | 'short' = earlier
        ? earlier.signature === signature
          ? 'replayed'
          : 'conflict'
        : (balances[step.user] ?? 0) + intoWallet < 0
          ? 'short'
          : 'moved';

      let outcome: Transfer | Error;
      try {
        outcome = await perform(step.type, wallet, intoWallet, idempotencyKey);
      } catch (error) {
        outcome = error as Error;
      }

      if (expected === 'conflict') expect(outcome).toBeInstanceOf(IdempotencyConflict);
      else if (expected === 'short') expect(outcome).toBeInstanceOf(InsufficientFunds);
      else {
        if (outcome instanceof Error) throw outcome;
        expect(outcome.replayed).toBe(expected === 'replayed');
        if (earlier) expect(outcome.id).toBe(earlier.id);
      }
      if (expected !== 'moved' || outcome instanceof Error) continue;
      balances[step.user] = (balances[step.user] ?? 0) + intoWallet;
      if (idempotencyKey) keys.set(idempotencyKey, { id: outcome.id, signature });
      if (step.type === 'purchase') purchases.push({ id: outcome.id, user: step.user, amount: step.amount });
    }

    for (const [name, query] of Object.entries(VIOLATIONS)) {
      expect({ [name]: (await query.execute(db)).rows }).toEqual({ [name]: [] });
    }
    const stored = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where(
        'id',
        'in',
        wallets.map((wallet) => wallet.id),
      )
      .execute();
    expect(wallets.map((wallet) => Number(stored.find((row) => row.id === wallet.id)?.balance))).toEqual(
      balances,
    );
  }

  function perform(
    type: Exclude<Action['type'], 'refund' | 'repeat'>,
    wallet: LedgerAccount,
    intoWallet: number,
    idempotencyKey: string | undefined,
  ): Promise<Transfer> {
    const ownerId = wallet.ownerId as string;
    const operator = { ownerId, amount: Math.abs(intoWallet), operatorId: ownerId };
    const between = (kind: Transfer['kind'], other: LedgerAccount) =>
      transfer(db, {
        kind: kind as never,
        entries: [
          { accountId: wallet.id, amount: intoWallet },
          { accountId: other.id, amount: -intoWallet },
        ],
        idempotencyKey,
      });
    switch (type) {
      case 'topUp':
        return between(LEDGER_KIND.recharge, platform.clearing);
      case 'gift':
        return between(LEDGER_KIND.rechargeGift, platform.gifts);
      case 'purchase':
        return between(LEDGER_KIND.buyCourses, platform.held);
      case 'credit':
      case 'deduction':
        // The operator helpers need a key: without one, a fresh key each time.
        return adjustByOperator(db, type, {
          ...operator,
          idempotencyKey: idempotencyKey ?? `run${run}-once-${++unkeyed}`,
        });
    }
  }

  it('keeps every transfer balanced, no wallet negative, each balance the sum of its entries', async () => {
    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 20 }), playSequence), {
      numRuns: RUNS,
    });
  });
});
