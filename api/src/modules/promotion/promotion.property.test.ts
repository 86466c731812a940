// Random orders through promoters of both kinds (and by the promoters themselves, and cancelled ones), then
// sweeps at random times: the income credited never exceeds the rate × the paid total of an order, is paid
// only for final orders and once each, and what promoters' wallets received as bill type 7 is exactly the
// sum of the credited incomes. PROMOTION_PROPERTY_RUNS sequences (15 by default).
import { BILL_TYPE } from '@hanyu/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced } from '../../test/ledger-invariants.ts';
import { buyer, credit, item } from '../../test/orders-fixtures.ts';
import { createOrder, payOrder } from '../orders/index.ts';
import { findUserByToken } from '../users/index.ts';
import { creditDuePromotions, incomeOf, makePromoter } from './promotion.service.ts';

const RUNS = Number(process.env.PROMOTION_PROPERTY_RUNS ?? 15);
const START = new Date('2026-11-01T00:00:00Z');
const DAY = 86_400_000;
const HOLD = 30 * DAY;

describe('promotion income as a property', () => {
  it('never exceeds rate × total and rounds down by less than one fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (total, bp) => {
          const income = incomeOf(total, bp);
          expect(income * 10_000).toBeLessThanOrEqual(total * bp);
          expect((income + 1) * 10_000).toBeGreaterThan(total * bp);
        },
      ),
    );
  });
});

describe.each(testDatabases())('promotion income against the ledger on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle.close());

  it('credits final orders once each, and the wallets received exactly the incomes', async () => {
    const { db } = handle;
    const employee = await buyer(db, 'employee');
    const teacher = await buyer(db, 'teacher');
    await makePromoter(db, employee.id, 'employee');
    await makePromoter(db, teacher.id, 'part_time_teacher');
    const promoters = [employee, teacher];
    const buyers = [await buyer(db), await buyer(db), employee];
    const skus = [
      (await item(db, { priceMinor: 12_345 })).skuId,
      (await item(db, { priceMinor: 999 })).skuId,
      (await item(db, { priceMinor: 50_000 })).skuId,
    ];
    // Each buyer's browser followed each promoter's link: a visitor cookie per buyer and promoter (one
    // cookie is one browser; a buyer on the promoter's own browser earns the promoter nothing).
    const visitors = buyers.map(() => promoters.map(() => crypto.randomUUID()));
    for (const ofBuyer of visitors) {
      for (const [index, promoter] of promoters.entries()) {
        await sql`insert into promotion_visitors (visitor_id, promoter_id, clicked_at)
          values (${ofBuyer[index]}, ${promoter.id}, ${START})`.execute(db);
      }
    }
    let made = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            buyer: fc.nat({ max: 2 }),
            promoter: fc.nat({ max: 1 }),
            sku: fc.nat({ max: 2 }),
            day: fc.integer({ min: 0, max: 25 }),
            sweepDay: fc.integer({ min: 0, max: 70 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          for (const step of steps) {
            const who = buyers[step.buyer] as (typeof buyers)[number];
            const user = await findUserByToken(db, who.token, START);
            if (!user) throw new Error('no buyer');
            const now = new Date(START.getTime() + step.day * DAY);
            await credit(db, who.id, 60_000);
            const order = await createOrder(
              db,
              user,
              { sku_id: skus[step.sku] as number },
              { idempotencyKey: `property-${++made}`, now, visitorId: visitors[step.buyer]?.[step.promoter] },
            );
            await payOrder(db, user, order.id, { paymentMethod: 'balance', idempotencyKey: undefined, now });
            await creditDuePromotions(db, {
              now: new Date(START.getTime() + step.sweepDay * DAY),
              holdMs: HOLD,
            });
          }
          const rows = await sql<{
            total_minor: string;
            income_bp: number;
            income_minor: string | null;
            paid_at: Date;
            credited_at: Date | null;
            buyer: string;
            promoter_id: string;
          }>`select o.total_minor, po.income_bp, po.income_minor, o.paid_at, po.credited_at, o.user_id as buyer,
                po.promoter_id
             from promotion_orders po join orders o on o.id = po.order_id`.execute(db);
          let credited = 0;
          for (const row of rows.rows) {
            expect(row.buyer).not.toBe(row.promoter_id);
            if (row.credited_at === null) continue;
            expect(
              new Date(row.credited_at).getTime() - new Date(row.paid_at).getTime(),
            ).toBeGreaterThanOrEqual(HOLD);
            expect(Number(row.income_minor)).toBe(incomeOf(Number(row.total_minor), row.income_bp));
            expect(Number(row.income_minor) * 10_000).toBeLessThanOrEqual(
              Number(row.total_minor) * row.income_bp,
            );
            credited += Number(row.income_minor);
          }
          const ledger = await sql<{ sum: string | null }>`
            select sum(e.amount) as sum from ledger_entries e
            join ledger_transfers t on t.id = e.transfer_id
            join ledger_accounts a on a.id = e.account_id
            where t.kind = ${BILL_TYPE.reward} and a.purpose = 'wallet'`.execute(db);
          expect(Number(ledger.rows[0]?.sum ?? 0)).toBe(credited);
        },
      ),
      { numRuns: RUNS },
    );
    await expectBooksBalanced(db);
  });
});
