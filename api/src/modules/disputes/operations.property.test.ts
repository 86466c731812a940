// Issue 28's operations together, in random order on the same learners, lessons and teacher: lesson time
// bought with paid orders, lessons booked from it, classroom attendance, the attendance rule (no-shows),
// disputes and their resolutions, refunds asked for and approved or declined, payout runs exported and marked
// paid. Checked after each sequence: every transfer balanced and no owned account negative; no order gives
// back more than it took and no lesson time is overspent; each learner's spent time is exactly what their
// lessons that count hold; each lesson's pay is its value when it counts as given and nothing otherwise; and
// what the teacher was paid out plus what they are owed equals what their lessons earned.
// Each sequence lives in a month of its own (one payout run per month). OPERATIONS_PROPERTY_RUNS sequences of
// 1–20 actions: 30 by default (a third of them on PGlite when PostgreSQL runs too).
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { memoryMailer } from '../../mail/mailer.ts';
import { seedDatabase } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced, expectRefundsWithinPayments } from '../../test/ledger-invariants.ts';
import { adjustByOperator, LEDGER_KIND } from '../ledger/index.ts';
import { createOrder, payOrder } from '../orders/index.ts';
import { createPayoutRun, exportPayoutRun, markPayoutRunPaid } from '../payouts/index.ts';
import { approveRefund, declineRefund, requestRefund } from '../refunds/index.ts';
import { insertOperator, insertUser } from '../users/index.ts';
import { disputeLesson, resolveDispute, settleLessonAttendance } from './disputes.service.ts';
import { attended, bookedLesson } from './disputes-fixtures.ts';

const RUNS = Number(process.env.OPERATIONS_PROPERTY_RUNS ?? 30);
const runs = testDatabases().length > 1 ? { pglite: Math.ceil(RUNS / 3), postgres: RUNS } : undefined;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LEARNERS = 2;
const LESSON_MINUTES = 50;

const learner = fc.nat({ max: LEARNERS - 1 });
const lesson = fc.nat({ max: 3 });
const action = fc.oneof(
  { weight: 2, arbitrary: fc.record({ type: fc.constant('book' as const), learner }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('attend' as const),
      lesson,
      who: fc.constantFrom('teacher', 'learner'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('settle' as const), lesson }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('dispute' as const),
      lesson,
      side: fc.constantFrom('learner', 'teacher'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('resolve' as const),
      lesson,
      decision: fc.constantFrom('upheld', 'rejected'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('refund' as const), learner, approve: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('payout' as const), markPaid: fc.boolean() }) },
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

const userOf = (id: number): AuthUser =>
  ({
    id,
    email: '',
    nickName: '',
    timeZone: null,
    createdAt: new Date(0),
    orgUserType: null,
    company: null,
  }) as AuthUser;

describe.each(testDatabases())('refunds, payouts and no-shows together on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let operatorId: number;
  let courseId: string;
  let skuId: string;
  let teacherUserId: number;
  let sequence = 0;
  const seen = { refunded: 0, upheld: 0, paidOut: 0, noShows: 0 };
  const mail = { mailer: memoryMailer(), publicUrl: 'https://hanyu.test' };

  beforeAll(async () => {
    handle = await target.open();
    db = handle.db;
    await seedDatabase(db, catalogueFixtures, { lessonHistory: false });
    operatorId = await insertUser(db, { email: 'op@operations.property', nickName: 'Op', passwordHash: 'x' });
    await insertOperator(db, operatorId);
    const course = await db
      .selectFrom('courses')
      .select(['id', 'teacher_user_id'])
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    courseId = course.id;
    teacherUserId = Number(course.teacher_user_id);
    skuId = (
      await db
        .selectFrom('course_skus')
        .select('id')
        .where('course_id', '=', courseId)
        .where('lesson_minutes', '=', LESSON_MINUTES)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => handle.close());

  /** A refusal of the rules (a 4xx: 409 lost race or state, 404, 422) is part of the sequence; else it fails. */
  async function refusedOr<T>(work: Promise<T>): Promise<T | undefined> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return undefined;
      throw error;
    }
  }

  async function playSequence(actions: Action[]): Promise<void> {
    sequence += 1;
    // The sequence's month: its lessons start on its first days, its payout run is for it.
    const monthStart = new Date(Date.UTC(2031, sequence - 1, 1));
    const period = monthStart.toISOString().slice(0, 7);
    const learners: Array<{ id: number; orderId: number }> = [];
    for (let index = 0; index < LEARNERS; index++) {
      const id = await insertUser(db, {
        email: `l${sequence}.${index}@operations.property`,
        nickName: 'L',
        passwordHash: 'x',
      });
      const who = userOf(id);
      const paidAt = new Date(monthStart.getTime() - HOUR);
      const order = await createOrder(
        db,
        who,
        { sku_id: Number(skuId), quantity: 1 },
        { idempotencyKey: undefined, now: paidAt },
      );
      await adjustByOperator(db, 'credit', {
        ownerId: id,
        purpose: 'wallet',
        amount: order.total_minor,
        operatorId,
        idempotencyKey: `operations-property-${sequence}-${index}`,
      });
      await payOrder(db, who, order.id, { paymentMethod: undefined, idempotencyKey: undefined, now: paidAt });
      learners.push({ id, orderId: order.id });
    }
    const lessons: Array<{ id: string; learner: number; startsAt: Date; endsAt: Date }> = [];
    let slot = 0;

    /** A lesson booked as the booking service books one: its share of the value left, if time is left. */
    async function book(learnerId: number) {
      const time = await db
        .selectFrom('lesson_time')
        .select(['granted_minutes', 'spent_minutes', 'granted_value_minor', 'spent_value_minor'])
        .where('owner_id', '=', String(learnerId))
        .where('sku_id', '=', skuId)
        .executeTakeFirst();
      const left = time ? time.granted_minutes - time.spent_minutes : 0;
      if (!time || left < LESSON_MINUTES) return;
      const valueLeft = Number(time.granted_value_minor) - Number(time.spent_value_minor);
      const startsAt = new Date(monthStart.getTime() + ++slot * 2 * HOUR);
      const id = await bookedLesson(db, {
        teacherUserId,
        learnerId,
        courseId,
        skuId,
        startsAt,
        minutes: LESSON_MINUTES,
        valueMinor: Math.floor((valueLeft * LESSON_MINUTES) / left),
      });
      lessons.push({
        id,
        learner: learnerId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + LESSON_MINUTES * MINUTE),
      });
    }
    for (const each of learners) await book(each.id);

    for (const step of actions) {
      if (step.type === 'book') {
        await book(learners[step.learner]?.id as number);
      } else if (step.type === 'refund') {
        // A day into the month: lessons after that are ahead, and cancelled by an approval.
        const now = new Date(monthStart.getTime() + DAY);
        const owner = learners[step.learner] as { id: number; orderId: number };
        const asked = await refusedOr(requestRefund(db, userOf(owner.id), owner.orderId, 'Not for me', now));
        if (!asked) continue;
        const decide = step.approve ? approveRefund : declineRefund;
        if ((await refusedOr(decide(db, operatorId, asked.id, 'Decided', { now }))) && step.approve)
          seen.refunded++;
      } else if (step.type === 'payout') {
        // Three days in: lessons that ended in the last 48 hours are held back.
        const now = new Date(monthStart.getTime() + 3 * DAY);
        const run =
          (await refusedOr(createPayoutRun(db, operatorId, { period, minimumMinor: 0 }, now))) ??
          (await db.selectFrom('payout_runs').select('id').where('period', '=', period).executeTakeFirst());
        if (!run || !step.markPaid) continue;
        await refusedOr(exportPayoutRun(db, operatorId, Number(run.id), now));
        if (await refusedOr(markPayoutRunPaid(db, operatorId, Number(run.id), now))) seen.paidOut++;
      } else {
        const chosen = lessons[step.lesson % Math.max(lessons.length, 1)];
        if (!chosen) continue;
        if (step.type === 'attend') {
          const who = step.who === 'teacher' ? teacherUserId : chosen.learner;
          await attended(db, chosen.id, who, step.who === 'teacher' ? 1 : 2, chosen.startsAt);
        } else if (step.type === 'settle') {
          const settled = await settleLessonAttendance(
            db,
            chosen.id,
            new Date(chosen.startsAt.getTime() + 10 * MINUTE),
          );
          if (settled?.outcome) seen.noShows++;
        } else if (step.type === 'dispute') {
          const who = step.side === 'teacher' ? teacherUserId : chosen.learner;
          await refusedOr(
            disputeLesson(
              db,
              userOf(who),
              Number(chosen.id),
              'Contested',
              new Date(chosen.endsAt.getTime() + HOUR),
            ),
          );
        } else {
          const open = await db
            .selectFrom('lesson_disputes')
            .select('id')
            .where('lesson_id', '=', chosen.id)
            .where('state', '=', 'open')
            .executeTakeFirst();
          if (!open) continue;
          const resolved = await refusedOr(
            resolveDispute(
              db,
              mail,
              operatorId,
              Number(open.id),
              { decision: step.decision, resolution: 'Decided' },
              new Date(chosen.endsAt.getTime() + 2 * HOUR),
            ),
          );
          if (resolved?.dispute.state === 'upheld') seen.upheld++;
        }
      }
    }
    await expectInvariants(learners.map((each) => each.id));
  }

  async function expectInvariants(learnerIds: number[]) {
    await expectBooksBalanced(db);
    await expectRefundsWithinPayments(db);
    for (const learnerId of learnerIds) {
      const time = await db
        .selectFrom('lesson_time')
        .select(['spent_minutes', 'spent_value_minor'])
        .where('owner_id', '=', String(learnerId))
        .executeTakeFirstOrThrow();
      const held = await sql<{ minutes: string; value: string }>`
        select coalesce(sum(charged_minutes), 0) as minutes, coalesce(sum(value_minor), 0) as value
        from lessons where student_user_id = ${learnerId} and status <> 'cancelled'`.execute(db);
      expect({ minutes: time.spent_minutes, value: Number(time.spent_value_minor) }).toEqual({
        minutes: Number(held.rows[0]?.minutes),
        value: Number(held.rows[0]?.value),
      });
    }
    // Each lesson's net pay: its value when it counts as given, else nothing.
    const wrongPay = await sql<{ id: string }>`
      select l.id from lessons l
      where l.teacher_user_id = ${teacherUserId}
        and (select coalesce(sum(e.amount), 0) from ledger_entries e
             join ledger_transfers t on t.id = e.transfer_id join ledger_accounts a on a.id = e.account_id
             where t.reference = 'lesson:' || l.id and a.purpose = 'teacher_payable')
          <> case when l.status = 'complete' then l.value_minor else 0 end`.execute(db);
    expect(wrongPay.rows).toEqual([]);
    // Paid out plus owed equals earned (lessons paid less lessons reversed, as their payable entries stand).
    const teacher = await sql<{ earned: string; owed: string; paid_out: string }>`
      select
        (select coalesce(sum(e.amount), 0) from ledger_entries e
           join ledger_transfers t on t.id = e.transfer_id join ledger_accounts a on a.id = e.account_id
           where a.purpose = 'teacher_payable' and a.owner_id = ${teacherUserId}
             and t.kind in (${LEDGER_KIND.lessonTaught}, ${LEDGER_KIND.lessonTaughtReversed})) as earned,
        (select coalesce(sum(balance), 0) from ledger_accounts
           where purpose = 'teacher_payable' and owner_id = ${teacherUserId}) as owed,
        (select coalesce(sum(amount_minor), 0) from payouts where teacher_user_id = ${teacherUserId}) as paid_out
    `.execute(db);
    const row = teacher.rows[0];
    expect(Number(row?.owed) + Number(row?.paid_out)).toBe(Number(row?.earned));
  }

  it('keeps the books balanced, lesson time and pay counted once, and payouts equal to what was earned', async () => {
    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 20 }), playSequence), {
      numRuns: runs ? runs[target.name as 'pglite' | 'postgres'] : RUNS,
      seed: 20261128,
      // Besides the random ones: a learner no-show paid, paid out, then contested and upheld (refused: paid
      // out already), and a refund after a teacher no-show gave the time back.
      examples: [
        [
          [
            { type: 'attend', lesson: 0, who: 'teacher' },
            { type: 'settle', lesson: 0 },
            { type: 'payout', markPaid: true },
            { type: 'dispute', lesson: 0, side: 'learner' },
            { type: 'resolve', lesson: 0, decision: 'upheld' },
            { type: 'settle', lesson: 1 },
            { type: 'refund', learner: 1, approve: true },
          ],
        ],
      ],
    });
    expect(seen.refunded).toBeGreaterThan(0);
    expect(seen.noShows).toBeGreaterThan(0);
    expect(seen.paidOut).toBeGreaterThan(0);
  }, 300_000);
});
