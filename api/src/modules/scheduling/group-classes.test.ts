import { BILL_TYPE, ERROR_CODES, GROUP_CLASS_STATUS, ORDER_STATUS } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { appJobs, JOB } from '../../jobs/app-jobs.ts';
import { startJobQueue } from '../../jobs/job-queue.ts';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer, credit, item } from '../../test/orders-fixtures.ts';
import { walletBalance } from '../ledger/index.ts';
import { type CancelledSeat, settleDueGroupClasses, settleGroupClass } from './group-classes.ts';

const HOUR = 3_600_000;
const LEAD = 24 * HOUR;
const PRICE = 30_000;

describe.each(testDatabases())('group classes open, finish or cancel themselves on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  /** A class of `capacity` seats needing `minimum`, two sessions from `firstStart`, bought by `learners`. */
  async function groupClass(options: { minimum: number; learners: number; firstStart: Date }) {
    const { skuId, courseId } = await item(t.db, { kind: 'group', priceMinor: PRICE, capacity: 6 });
    await t.db
      .updateTable('group_classes')
      .set({ min_head_count: options.minimum })
      .where('course_id', '=', String(courseId))
      .execute();
    await t.db
      .insertInto('group_sessions')
      .values(
        [0, 7].map((days) => ({
          course_id: String(courseId),
          starts_at: new Date(options.firstStart.getTime() + days * 24 * HOUR),
          minutes: 60,
        })),
      )
      .execute();
    const seated: Buyer[] = [];
    for (let i = 0; i < options.learners; i++) {
      const learner = await buyer(t.db, 'group');
      await credit(t.db, learner.id, 50_000);
      const order = await call(learner, 'POST', '/user/order', { sku_id: skuId });
      expect(
        (await call(learner, 'POST', `/user/order/${order.json().response.id}/pay`, {})).statusCode,
      ).toBe(200);
      seated.push(learner);
    }
    return { skuId, courseId: String(courseId), seated };
  }

  const call = (who: Buyer, method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${who.token}` }, payload });

  const statusOf = (courseId: string) =>
    t.db
      .selectFrom('group_classes')
      .select(['status', 'opened_at', 'finished_at', 'cancelled_at'])
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();

  it('cancels a class short of its minimum a day before, refunds each seat once and tells each learner', async () => {
    const firstStart = new Date('2031-03-10T11:30:00Z');
    const { skuId, courseId, seated } = await groupClass({ minimum: 3, learners: 2, firstStart });
    const told: CancelledSeat[] = [];
    const settle = (now: Date) =>
      settleDueGroupClasses(t.db, {
        now,
        decisionLeadMs: LEAD,
        tell: async (_trx, seat) => {
          told.push(seat);
        },
        onError: (error) => {
          throw error;
        },
      });

    // 24 hours and a minute before: not yet.
    expect(await settle(new Date(firstStart.getTime() - LEAD - 60_000))).toEqual({});
    expect((await statusOf(courseId)).status).toBe(GROUP_CLASS_STATUS.notStarted);

    const decided = new Date(firstStart.getTime() - LEAD);
    expect(await settle(decided)).toEqual({ cancelled: 1 });
    expect(await settle(decided)).toEqual({});
    const status = await statusOf(courseId);
    expect(status.status).toBe(GROUP_CLASS_STATUS.finished);
    expect(status.cancelled_at).not.toBeNull();
    expect(told).toEqual(
      seated.map((learner) => ({ courseId: Number(courseId), userId: learner.id, refundedMinor: PRICE })),
    );
    for (const learner of seated) {
      expect(await walletBalance(t.db, learner.id)).toBe(50_000);
      const bills = await call(learner, 'GET', `/user/bills?type=${BILL_TYPE.orderCancelRefund}`);
      expect(bills.json().response.list).toHaveLength(1);
      const orders = await call(learner, 'GET', '/user/orders');
      expect(orders.json().response.list.map((order: { status: number }) => order.status)).toEqual([
        ORDER_STATUS.cancelled,
      ]);
    }
    const seats = await t.db
      .selectFrom('enrolments')
      .select('id')
      .where('course_id', '=', courseId)
      .execute();
    expect(seats).toEqual([]);

    // The catalogue says so, and nobody can buy a seat any more.
    const page = await t.app.inject({ method: 'GET', url: `/api/open/courses/${courseId}?language=en` });
    expect(page.json()).toMatchObject({ response: { group: { status: 2, cancelled: true } } });
    const late = await buyer(t.db, 'late');
    await credit(t.db, late.id, 50_000);
    const order = await call(late, 'POST', '/user/order', { sku_id: skuId });
    const refused = await call(late, 'POST', `/user/order/${order.json().response.id}/pay`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(ERROR_CODES.classClosed);
    expect(await walletBalance(t.db, late.id)).toBe(50_000);
  });

  it('opens a class that has its minimum, and finishes it after its last session', async () => {
    const firstStart = new Date('2031-04-10T11:30:00Z');
    const { courseId } = await groupClass({ minimum: 2, learners: 2, firstStart });
    const settle = (now: Date) =>
      settleGroupClass(t.db, courseId, { now, decisionLeadMs: LEAD, tell: async () => {} });
    expect(await settle(new Date(firstStart.getTime() - LEAD - 1))).toBeUndefined();
    expect(await settle(new Date(firstStart.getTime() - LEAD))).toBe('opened');
    expect((await statusOf(courseId)).status).toBe(GROUP_CLASS_STATUS.started);
    const lastEnd = new Date(firstStart.getTime() + 7 * 24 * HOUR + HOUR);
    expect(await settle(new Date(lastEnd.getTime() - 1))).toBeUndefined();
    expect(await settle(lastEnd)).toBe('finished');
    expect(await settle(lastEnd)).toBeUndefined();
    const status = await statusOf(courseId);
    expect(status).toMatchObject({ status: GROUP_CLASS_STATUS.finished, cancelled_at: null });
    expect(status.finished_at).not.toBeNull();
  });

  it('keeps the status rules in the database', async () => {
    const { courseId } = await groupClass({
      minimum: 1,
      learners: 0,
      firstStart: new Date('2031-05-01T00:00:00Z'),
    });
    await expect(
      t.db.updateTable('group_classes').set({ status: 2 }).where('course_id', '=', courseId).execute(),
    ).rejects.toThrow(/group_classes_ended/);
    await expect(
      t.db.updateTable('group_classes').set({ status: 1 }).where('course_id', '=', courseId).execute(),
    ).rejects.toThrow(/group_classes_opened/);
  });

  it('runs the check as a queued job and mails the refunded learners in their language', async () => {
    const firstStart = new Date('2031-06-10T11:30:00Z');
    const { seated } = await groupClass({ minimum: 5, learners: 1, firstStart });
    await t.db
      .updateTable('users')
      .set({ language: 'zh-cn' })
      .where('id', '=', String(seated[0]?.id))
      .execute();
    const mailer = memoryMailer();
    const errors: unknown[] = [];
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]
      ?.schema;
    const queue = await startJobQueue({
      db: t.db,
      schema: target.name === 'postgres' ? `${schema}_jobs` : 'pgboss',
      schedule: false,
      pollingIntervalSeconds: 0.5,
      jobs: appJobs({
        db: t.db,
        mailer,
        publicUrl: 'https://hanyu.test',
        groupDecisionLeadMs: LEAD,
        now: () => new Date(firstStart.getTime() - HOUR),
        log: { error: (details) => errors.push(details) },
      }),
      onError: (error) => errors.push(error),
    });
    try {
      await queue.send(JOB.groupClasses, {}, { key: 'test-run' });
      for (let waited = 0; mailer.sent.length === 0 && waited < 20_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]?.subject).toMatch(/^班级已取消：/);
      expect(mailer.sent[0]?.text).toContain('¥300.00');
      expect(errors).toEqual([]);
    } finally {
      await queue.stop();
      if (target.name === 'postgres') await sql.raw(`drop schema ${schema}_jobs cascade`).execute(t.db);
    }
  }, 30_000);

  if (target.name === 'postgres') {
    it('refunds once when two API processes settle the same classes at the same moment', async () => {
      const firstStart = new Date('2031-07-10T11:30:00Z');
      const classes = [];
      for (let i = 0; i < 3; i++) classes.push(await groupClass({ minimum: 4, learners: 3, firstStart }));
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]
        ?.schema as string;
      const other = await openDatabase({
        kind: 'postgres',
        connectionString: process.env.TEST_DATABASE_URL as string,
        sessionSettings: { search_path: schema },
      });
      const told: CancelledSeat[] = [];
      const run = (db: Kysely<Database>) =>
        settleDueGroupClasses(db, {
          now: new Date(firstStart.getTime() - HOUR),
          decisionLeadMs: LEAD,
          tell: async (_trx, seat) => {
            told.push(seat);
          },
        });
      try {
        await Promise.all([run(t.db), run(other.db), run(t.db), run(other.db)]);
      } finally {
        await other.close();
      }
      expect(told).toHaveLength(9);
      for (const { seated } of classes)
        for (const learner of seated) expect(await walletBalance(t.db, learner.id)).toBe(50_000);
      const refunds = await t.db
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('kind', '=', BILL_TYPE.orderCancelRefund)
        .where(
          'reference',
          'in',
          (
            await t.db
              .selectFrom('orders')
              .select('id')
              .where(
                'course_id',
                'in',
                classes.map((c) => c.courseId),
              )
              .execute()
          ).map((order) => `order:${order.id}`),
        )
        .executeTakeFirstOrThrow();
      expect(Number(refunds.count)).toBe(9);
    });
  }
});
