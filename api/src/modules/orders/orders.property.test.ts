// Random sequences of credits, orders (with and without coupons), payments and cancellations by a few
// learners, one of them paid for by a company, checked against the ledger's and the shop's invariants:
// every transfer sums to zero, each wallet's balance is the sum of its entries and never negative, the
// stock taken is what paid orders bought, no coupon is used beyond its per-user limit, and what wallets
// paid for orders is what the revenue held received. Each created order names its course in the language
// asked, else in English. ORDERS_PROPERTY_RUNS sequences (100 by default, about 4 s per database).
import { LANGS, type Lang, ORDER_STATUS } from '@hanyu/contract';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced, expectCouponsWithinLimits } from '../../test/ledger-invariants.ts';
import { buyer, coupon, credit, type ItemOptions, item } from '../../test/orders-fixtures.ts';
import { cancelOrder, createOrder, payOrder } from './orders.service.ts';

const RUNS = Number(process.env.ORDERS_PROPERTY_RUNS ?? 100);
const NOW = new Date('2026-11-23T12:00:00Z');
const STOCK = 40;
/** The two items: the first's title translated into Japanese, the second's in English only. */
const ITEMS: Array<ItemOptions & { titles: Partial<Record<Lang, string>> }> = [
  {
    priceMinor: 3_000,
    stock: STOCK,
    purchaseLimit: 6,
    lessonCount: 10,
    lessonMinutes: 25,
    titles: { en: 'Daily Chinese', ja: '毎日の中国語' },
  },
  { priceMinor: 7_000, lessonCount: 4, lessonMinutes: 55, titles: { en: 'Business Chinese' } },
];

const learner = fc.nat({ max: 2 });
const action = fc.oneof(
  fc.record({ type: fc.constant('credit' as const), learner, amount: fc.integer({ min: 1, max: 30_000 }) }),
  fc.record({
    type: fc.constant('create' as const),
    learner,
    sku: fc.nat({ max: 1 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    coupon: fc.option(fc.nat({ max: 2 }), { nil: undefined }),
    language: fc.option(fc.constantFrom(...LANGS), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('pay' as const), learner, order: fc.nat({ max: 9 }) }),
  fc.record({ type: fc.constant('cancel' as const), learner, order: fc.nat({ max: 9 }) }),
);

describe.each(testDatabases())('orders keep the books balanced on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let skus: number[];
  let coupons: string[];

  beforeAll(async () => {
    handle = await target.open();
    db = handle.db;
    skus = [];
    for (const options of ITEMS) skus.push((await item(db, options)).skuId);
    coupons = [
      await coupon(db, { discountValue: 1_000, perUserLimit: 2 }),
      await coupon(db, { discountType: 'percent', discountValue: 30, newUsersOnly: true }),
      await coupon(db, { discountValue: 500, minAmountYuan: 100 }),
    ];
  });
  afterAll(() => handle.close());

  async function learners(): Promise<AuthUser[]> {
    const company = await buyer(db, 'company');
    const made = await Promise.all([buyer(db), buyer(db), buyer(db, 'employee')]);
    const employee = made[2];
    if (!employee) throw new Error('no employee');
    await db
      .insertInto('company_users')
      .values({ user_id: employee.id, company_user_id: company.id, show_name: 'ACME', share_type: 1 })
      .execute();
    await credit(db, company.id, 20_000, 'company_wallet');
    const user = (id: number, companyUserId?: number) =>
      ({
        id,
        company: companyUserId ? { id: 0, showName: 'ACME', shareType: 1, companyUserId } : null,
      }) as AuthUser;
    return made.map((who, index) => user(who.id, index === 2 ? company.id : undefined));
  }

  /** Runs an action; the shop's refusals (4xx) are outcomes, anything else fails the property. */
  async function attempt(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
  }

  async function checkInvariants(): Promise<void> {
    await expectBooksBalanced(db);
    const stock = await sql<{ stock: number; sold: string }>`
      select s.stock, coalesce((select sum(quantity) from orders o where o.sku_id = s.id and o.status = ${ORDER_STATUS.paid}), 0) as sold
      from course_skus s where s.id = ${skus[0]}`.execute(db);
    expect(stock.rows[0] && stock.rows[0].stock + Number(stock.rows[0].sold)).toBe(STOCK);
    await expectCouponsWithinLimits(db);
    const payments = await sql<{ paid: string; taken: string }>`
      select
        (select coalesce(sum(total_minor), 0) from orders where status = ${ORDER_STATUS.paid}) as paid,
        (select coalesce(-sum(e.amount), 0) from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          where t.kind = 2 and e.balance_after is not null) as taken`.execute(db);
    expect(payments.rows[0]?.taken).toBe(payments.rows[0]?.paid);
  }

  it('holds for random sequences of credits, orders, payments and cancellations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 15 }), async (actions) => {
        const users = await learners();
        const orders: Array<{ owner: AuthUser; id: number }> = [];
        for (const step of actions) {
          const who = users[step.learner] as AuthUser;
          if (step.type === 'credit') {
            await credit(db, who.id, step.amount);
          } else if (step.type === 'create') {
            await attempt(async () => {
              const order = await createOrder(
                db,
                who,
                {
                  sku_id: skus[step.sku] as number,
                  quantity: step.quantity,
                  coupon_code: step.coupon === undefined ? undefined : coupons[step.coupon],
                  language: step.language,
                },
                { idempotencyKey: undefined, now: NOW },
              );
              const { titles, lessonCount, lessonMinutes } = ITEMS[step.sku] as (typeof ITEMS)[number];
              expect(order).toMatchObject({
                course_title: titles[step.language ?? 'en'] ?? titles.en,
                lesson_count: lessonCount,
                lesson_minutes: lessonMinutes,
              });
              orders.push({ owner: who, id: order.id });
            });
          } else {
            const order = orders[step.order % Math.max(orders.length, 1)];
            if (!order) continue;
            // Sometimes as someone else: refused, and nothing moves.
            const caller = step.learner === 0 ? who : order.owner;
            await attempt(() =>
              step.type === 'pay'
                ? payOrder(db, caller, order.id, {
                    paymentMethod: undefined,
                    idempotencyKey: undefined,
                    now: NOW,
                  })
                : cancelOrder(db, caller, order.id, { now: NOW }),
            );
          }
        }
        await checkInvariants();
      }),
      { numRuns: RUNS },
    );
  });
});
