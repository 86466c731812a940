// Random sequences of lessons taught, disputes, clock moves, payout runs (of this month or an earlier one,
// with random minimums), exports and marks paid, checked against a model of each teacher's balance and what
// is held back, and against the ledger's invariants: every transfer balanced, no account owned by a user
// negative, and what teachers were paid plus what they are owed equal to everything their lessons earned.
// PAYOUTS_PROPERTY_RUNS sequences of 1–15 actions: 40 by default.
import { TEACHER_TIME_ZONE } from '@hanyu/contract';
import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { seedDatabase } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced } from '../../test/ledger-invariants.ts';
import { LEDGER_KIND } from '../ledger/index.ts';
import { insertOperator, insertUser } from '../users/index.ts';
import {
  createPayoutRun,
  disputeCutoff,
  exportPayoutRun,
  markPayoutRunPaid,
  periodBounds,
} from './payouts.service.ts';
import { openDispute, taughtLesson } from './payouts-fixtures.ts';

const RUNS = Number(process.env.PAYOUTS_PROPERTY_RUNS ?? 40);
const TEACHERS = 2;
const HALF_HOUR = 1_800_000;

const teacher = fc.nat({ max: TEACHERS - 1 });
const action = fc.oneof(
  fc.record({
    type: fc.constant('teach' as const),
    teacher,
    value: fc.integer({ min: 1, max: 20_000 }),
    // ended this many half hours before the clock: up to five days
    halfHoursAgo: fc.integer({ min: 1, max: 240 }),
  }),
  fc.record({ type: fc.constant('dispute' as const), lesson: fc.nat() }),
  fc.record({ type: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 24 * 40 }) }),
  fc.record({
    type: fc.constant('run' as const),
    monthsBack: fc.nat({ max: 2 }),
    minimum: fc.constantFrom(0, 1_000, 10_000),
  }),
  fc.record({ type: fc.constant('export' as const), run: fc.nat() }),
  fc.record({ type: fc.constant('markPaid' as const), run: fc.nat() }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

/** The month `monthsBack` before the one `at` is in, `YYYY-MM` in Beijing time. */
function monthOf(at: Date, monthsBack: number): string {
  const [year = 0, month = 0] = formatInTimeZone(at, TEACHER_TIME_ZONE, 'yyyy-MM').split('-').map(Number);
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

describe.each(testDatabases())('payout properties on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let operatorId: number;
  let courseId: string;
  let clock = new Date('2026-01-05T04:00:00Z');
  let sequence = 0;
  const takenPeriods = new Set<string>();

  beforeAll(async () => {
    handle = await target.open();
    db = handle.db;
    await seedDatabase(db, catalogueFixtures, { lessonHistory: false });
    operatorId = await insertUser(db, {
      email: 'operator@payouts.property',
      nickName: 'O',
      passwordHash: 'x',
    });
    await insertOperator(db, operatorId);
    courseId = (await db.selectFrom('courses').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => handle.close());

  async function playSequence(actions: Action[]): Promise<void> {
    sequence += 1;
    const teachers: number[] = [];
    for (let index = 0; index < TEACHERS; index++) {
      teachers.push(
        await insertUser(db, {
          email: `t${sequence}.${index}@payouts.property`,
          nickName: 'T',
          passwordHash: 'x',
        }),
      );
    }
    const balances = teachers.map(() => 0);
    const lessons: Array<{ id: number; teacher: number; endsAt: Date; value: number; disputed: boolean }> =
      [];
    const runs: Array<{ id: number; state: 'created' | 'exported' | 'paid' }> = [];
    const endTimes = new Set<number>();

    for (const step of actions) {
      if (step.type === 'teach') {
        const endsAt = new Date(
          Math.floor(clock.getTime() / HALF_HOUR) * HALF_HOUR - step.halfHoursAgo * HALF_HOUR,
        );
        if (endTimes.has(endsAt.getTime())) continue;
        endTimes.add(endsAt.getTime());
        const learnerUserId = await insertUser(db, {
          email: `l${sequence}.${lessons.length}@payouts.property`,
          nickName: 'L',
          passwordHash: 'x',
        });
        const id = await taughtLesson(db, {
          teacherUserId: teachers[step.teacher] as number,
          learnerUserId,
          courseId,
          endsAt,
          valueMinor: step.value,
        });
        lessons.push({ id, teacher: step.teacher, endsAt, value: step.value, disputed: false });
        balances[step.teacher] = (balances[step.teacher] ?? 0) + step.value;
      } else if (step.type === 'dispute') {
        const lesson = lessons[step.lesson % Math.max(lessons.length, 1)];
        if (!lesson || lesson.disputed) continue;
        await openDispute(db, lesson.id);
        lesson.disputed = true;
      } else if (step.type === 'advance') {
        clock = new Date(clock.getTime() + step.hours * 3_600_000);
      } else if (step.type === 'run') {
        const period = monthOf(clock, step.monthsBack);
        const cutoff = new Date(Math.min(periodBounds(period).end.getTime(), disputeCutoff(clock).getTime()));
        let outcome: Awaited<ReturnType<typeof createPayoutRun>> | Error;
        try {
          outcome = await createPayoutRun(db, operatorId, { period, minimumMinor: step.minimum }, clock);
        } catch (error) {
          outcome = error as Error;
        }
        if (takenPeriods.has(period)) {
          expect(outcome).toBeInstanceOf(ApiError);
          expect((outcome as ApiError).status).toBe(409);
          continue;
        }
        if (outcome instanceof Error) throw outcome;
        takenPeriods.add(period);
        runs.push({ id: outcome.id, state: 'created' });
        teachers.forEach((userId, index) => {
          const balance = balances[index] ?? 0;
          const held = lessons
            .filter((lesson) => lesson.teacher === index && (lesson.disputed || lesson.endsAt >= cutoff))
            .reduce((sum, lesson) => sum + lesson.value, 0);
          const available = balance - Math.min(balance, held);
          const paid = outcome.list.find((payout) => payout.teacher_user_id === userId);
          if (available > 0 && available >= step.minimum) {
            expect(paid?.amount_minor).toBe(available);
            balances[index] = balance - available;
          } else {
            expect(paid).toBeUndefined();
          }
        });
      } else {
        const run = runs[step.run % Math.max(runs.length, 1)];
        if (!run) continue;
        if (step.type === 'export') {
          await exportPayoutRun(db, operatorId, run.id, clock);
          if (run.state === 'created') run.state = 'exported';
        } else if (run.state === 'exported') {
          await markPayoutRunPaid(db, operatorId, run.id, clock);
          run.state = 'paid';
        } else {
          await expect(markPayoutRunPaid(db, operatorId, run.id, clock)).rejects.toMatchObject({
            status: 409,
          });
        }
      }
    }

    await expectBooksBalanced(db);
    const payables = await db
      .selectFrom('ledger_accounts')
      .select(['owner_id', 'balance'])
      .where('purpose', '=', 'teacher_payable')
      .where(
        'owner_id',
        'in',
        teachers.map((id) => String(id)),
      )
      .execute();
    expect(
      teachers.map((id) => Number(payables.find((row) => row.owner_id === String(id))?.balance ?? 0)),
    ).toEqual(balances);
    const totals = await sql<{
      earned: string;
      owed: string;
      paid_out: string;
      clearing: string;
      unpaid: string;
    }>`
      select
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          join ledger_accounts a on a.id = e.account_id
          where t.kind = ${LEDGER_KIND.lessonTaught} and a.purpose = 'teacher_payable') as earned,
        (select coalesce(sum(balance), 0) from ledger_accounts where purpose = 'teacher_payable') as owed,
        (select coalesce(sum(amount_minor), 0) from payouts) as paid_out,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.purpose = 'payouts_clearing') as clearing,
        (select coalesce(sum(amount_minor), 0) from payouts where state <> 'paid') as unpaid`.execute(db);
    const row = totals.rows[0];
    expect(Number(row?.paid_out) + Number(row?.owed)).toBe(Number(row?.earned));
    expect(Number(row?.clearing)).toBe(Number(row?.unpaid));
  }

  it('pays every teacher what they earned once, holding back what is open to dispute, the books balanced', async () => {
    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 15 }), playSequence), {
      numRuns: RUNS,
    });
  }, 120_000);
});
