import { ERROR_CODES, fillMessage, PAYOUT_MESSAGES, ROLE_MESSAGES } from '@hanyu/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced } from '../../test/ledger-invariants.ts';
import { listOperatorActions } from '../audit/index.ts';
import { createSession, insertOperator, insertUser } from '../users/index.ts';
import { bankFileOf, periodBounds, splitPayable } from './payouts.service.ts';
import { openDispute, taughtLesson } from './payouts-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The app's clock: 20 November 2026, noon in Beijing. */
const NOW = new Date('2026-11-20T04:00:00Z');

describe('payout rules', () => {
  it('bounds a month in Beijing time', () => {
    expect(periodBounds('2026-12')).toEqual({
      start: new Date('2026-11-30T16:00:00Z'),
      end: new Date('2026-12-31T16:00:00Z'),
    });
  });

  it('holds back no more than the balance', () => {
    expect(splitPayable(10_000, 3_000)).toEqual({ available: 7_000, heldBack: 3_000 });
    expect(splitPayable(1_000, 3_000)).toEqual({ available: 0, heldBack: 1_000 });
  });

  it('writes the bank file in yuan with two decimals, fields quoted and never formulas', () => {
    const csv = bankFileOf({
      id: 1,
      period: '2026-10',
      state: 'exported',
      minimum_minor: 0,
      cutoff_at: '',
      total_minor: 0,
      payouts: 1,
      created_at: '',
      exported_at: null,
      paid_at: null,
      list: [
        {
          id: 1,
          teacher_user_id: 7,
          payee_name: '=Li, "Ana"',
          email: 'ana@example.com',
          period: '2026-10',
          amount_minor: 1_234_505,
          held_back_minor: 0,
          currency: 'CNY',
          reference: 'HYP-2026-10-7',
          state: 'exported',
          created_at: '',
          paid_at: null,
        },
      ],
    });
    expect(csv).toBe(
      'reference,teacher_user_id,payee_name,email,amount,currency,period\r\n' +
        `HYP-2026-10-7,7,"'=Li, ""Ana""",ana@example.com,12345.05,CNY,2026-10\r\n`,
    );
  });
});

describe.each(testDatabases())('payout runs on $name', (target) => {
  let t: TestApp;
  let clock = NOW;
  type Person = { id: number; token: string };
  let operator: Person;
  let learner: Person;
  let ana: Person;
  let bo: Person;
  let courseId: string;
  let made = 0;

  const person = async (name: string): Promise<Person> => {
    const id = await insertUser(t.db, {
      email: `${name}${++made}@payouts.test`,
      nickName: name,
      passwordHash: 'x',
    });
    return { id, token: (await createSession(t.db, id)).token };
  };
  const teacher = async (slug: string): Promise<Person> => {
    const row = await t.db
      .selectFrom('teachers')
      .select('user_id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const id = Number(row.user_id);
    return { id, token: (await createSession(t.db, id)).token };
  };
  const call = (method: InjectOptions['method'], url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const taught = (who: Person, endsAt: Date, valueMinor: number) =>
    taughtLesson(t.db, { teacherUserId: who.id, learnerUserId: learner.id, courseId, endsAt, valueMinor });
  const payableOf = async (who: Person) =>
    Number(
      (
        await t.db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('owner_id', '=', String(who.id))
          .where('purpose', '=', 'teacher_payable')
          .executeTakeFirst()
      )?.balance ?? 0,
    );
  const platformBalance = async (purpose: 'payouts_clearing' | 'platform_bank') =>
    Number(
      (
        await sql<{ total: string }>`select coalesce(sum(e.amount), 0) as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.purpose = ${purpose}`.execute(t.db)
      ).rows[0]?.total,
    );

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, now: () => clock });
    operator = await person('operator');
    await insertOperator(t.db, operator.id);
    learner = await person('learner');
    ana = await teacher('ana-li');
    bo = await teacher('bo-chen');
    courseId = (
      await t.db.selectFrom('courses').select('id').where('slug', '=', 'live-hsk1').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('pays each teacher their balance less the lessons open to dispute, carries over those below the minimum, exports and is marked paid', async () => {
    clock = NOW;
    await taught(ana, new Date(NOW.getTime() - 10 * DAY), 12_000);
    await taught(ana, new Date(NOW.getTime() - 1 * HOUR), 3_000);
    const disputed = await taught(ana, new Date(NOW.getTime() - 8 * DAY), 2_000);
    await openDispute(t.db, disputed);
    await taught(bo, new Date(NOW.getTime() - 11 * DAY), 800);

    const before = await call('GET', '/teacher/payouts', ana.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().response).toEqual({
      currency: 'CNY',
      balance_minor: 17_000,
      available_minor: 12_000,
      held_back_minor: 5_000,
      list: [],
    });

    const created = await call('POST', '/operator/payout-runs', operator.token, {
      period: '2026-11',
      minimum_minor: 1_000,
    });
    expect(created.statusCode).toBe(200);
    const run = created.json().response;
    expect(run).toMatchObject({
      period: '2026-11',
      state: 'created',
      minimum_minor: 1_000,
      cutoff_at: new Date(NOW.getTime() - 48 * HOUR).toISOString(),
      total_minor: 12_000,
      payouts: 1,
      carried_over: [{ teacher_user_id: bo.id, payee_name: 'Bo Chen', amount_minor: 800 }],
    });
    expect(run.list).toEqual([
      expect.objectContaining({
        teacher_user_id: ana.id,
        payee_name: 'Ana Li',
        amount_minor: 12_000,
        held_back_minor: 5_000,
        reference: `HYP-2026-11-${ana.id}`,
        state: 'created',
      }),
    ]);
    expect(await payableOf(ana)).toBe(5_000);
    expect(await payableOf(bo)).toBe(800);
    expect(await platformBalance('payouts_clearing')).toBe(12_000);

    const again = await call('POST', '/operator/payout-runs', operator.token, { period: '2026-11' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: ERROR_CODES.conflict,
      message: fillMessage(PAYOUT_MESSAGES.periodTaken, '2026-11'),
    });

    const early = await call('POST', `/operator/payout-runs/${run.id}/paid`, operator.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(PAYOUT_MESSAGES.notExported);

    const exported = await call('POST', `/operator/payout-runs/${run.id}/export`, operator.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().response.filename).toBe(`payouts-2026-11-run-${run.id}.csv`);
    expect(exported.json().response.csv.split('\r\n')[1]).toBe(
      `HYP-2026-11-${ana.id},${ana.id},Ana Li,${(await t.db.selectFrom('users').select('email').where('id', '=', String(ana.id)).executeTakeFirstOrThrow()).email},120.00,CNY,2026-11`,
    );
    expect(exported.json().response.run).toMatchObject({ state: 'exported', list: [{ state: 'exported' }] });

    const paid = await call('POST', `/operator/payout-runs/${run.id}/paid`, operator.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().response).toMatchObject({ state: 'paid', list: [{ state: 'paid' }] });
    expect(await platformBalance('payouts_clearing')).toBe(0);
    expect(await platformBalance('platform_bank')).toBe(12_000);
    const twice = await call('POST', `/operator/payout-runs/${run.id}/paid`, operator.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(PAYOUT_MESSAGES.alreadyPaid);

    const audit = await listOperatorActions(t.db, { subject: `payout_run:${run.id}`, limit: 10 });
    expect(audit.map((row) => row.action)).toEqual([
      'payout_run.mark_paid',
      'payout_run.export',
      'payout_run.create',
    ]);
    expect(audit.every((row) => row.operator.id === operator.id)).toBe(true);

    const after = await call('GET', '/teacher/payouts', ana.token);
    expect(after.json().response).toMatchObject({
      balance_minor: 5_000,
      available_minor: 0,
      held_back_minor: 5_000,
      list: [{ period: '2026-11', amount_minor: 12_000, state: 'paid', paid_at: NOW.toISOString() }],
    });
    const list = await call('GET', '/operator/payout-runs', operator.token);
    expect(list.json().response.data[0]).toMatchObject({ id: run.id, state: 'paid', total_minor: 12_000 });
    await expectBooksBalanced(t.db);
  });

  it('refuses a month not yet begun, a malformed period and an unknown run', async () => {
    const ahead = await call('POST', '/operator/payout-runs', operator.token, { period: '2027-01' });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().error.message).toBe(fillMessage(PAYOUT_MESSAGES.periodAhead, '2027-01'));
    const malformed = await call('POST', '/operator/payout-runs', operator.token, { period: '2026-13' });
    expect(malformed.statusCode).toBe(400);
    const missing = await call('GET', '/operator/payout-runs/999999', operator.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(fillMessage(PAYOUT_MESSAGES.runNotFound, 999999));
  });

  it('lets only operators run payouts and only teachers read their payouts', async () => {
    const asTeacher = await call('POST', '/operator/payout-runs', ana.token, { period: '2026-10' });
    expect(asTeacher.statusCode).toBe(403);
    expect(asTeacher.json().error.message).toBe(ROLE_MESSAGES.operator);
    const asLearner = await call('GET', '/teacher/payouts', learner.token);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().error.message).toBe(ROLE_MESSAGES.teacher);
  });

  it('pays each teacher once when runs start at the same moment, for the same month or for two', async () => {
    clock = new Date('2026-09-20T04:00:00Z');
    // Bo earned 5,000 in August; the 800 of November (carried over above) is after August's end
    await taught(bo, new Date('2026-08-10T04:00:00Z'), 5_000);
    const same = await Promise.all([
      call('POST', '/operator/payout-runs', operator.token, { period: '2026-08' }),
      call('POST', '/operator/payout-runs', operator.token, { period: '2026-08' }),
    ]);
    expect(same.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = same.find((answer) => answer.statusCode === 409);
    expect(loser?.json().error.message).toBe(fillMessage(PAYOUT_MESSAGES.periodTaken, '2026-08'));
    const winner = same.find((answer) => answer.statusCode === 200)?.json().response;
    expect(winner.list).toEqual([
      expect.objectContaining({ teacher_user_id: bo.id, amount_minor: 5_000, held_back_minor: 800 }),
    ]);

    await taught(bo, new Date('2026-09-01T04:00:00Z'), 700);
    const two = await Promise.all([
      call('POST', '/operator/payout-runs', operator.token, { period: '2026-07' }),
      call('POST', '/operator/payout-runs', operator.token, { period: '2026-09' }),
    ]);
    expect(two.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const paidToBo = two
      .flatMap((answer) => answer.json().response.list)
      .filter((payout: { teacher_user_id: number }) => payout.teacher_user_id === bo.id)
      .reduce((sum: number, payout: { amount_minor: number }) => sum + payout.amount_minor, 0);
    // July's run (cutoff 1 August) holds the September lesson back; September's pays it: once in all
    expect(paidToBo).toBe(700);
    expect(await payableOf(bo)).toBe(800);
    const perPeriod = await sql<{ n: string }>`select count(*) as n from payouts
      where teacher_user_id = ${bo.id} group by period having count(*) > 1`.execute(t.db);
    expect(perPeriod.rows).toEqual([]);
    await expectBooksBalanced(t.db);
  });

  it('marks a run paid once when two operators do it at the same moment', async () => {
    clock = new Date('2026-06-20T04:00:00Z');
    await taught(ana, new Date('2026-05-10T04:00:00Z'), 4_000);
    const run = (await call('POST', '/operator/payout-runs', operator.token, { period: '2026-05' })).json()
      .response;
    expect((await call('POST', `/operator/payout-runs/${run.id}/export`, operator.token)).statusCode).toBe(
      200,
    );
    const bank = await platformBalance('platform_bank');
    const answers = await Promise.all([
      call('POST', `/operator/payout-runs/${run.id}/paid`, operator.token),
      call('POST', `/operator/payout-runs/${run.id}/paid`, operator.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.message).toBe(
      PAYOUT_MESSAGES.alreadyPaid,
    );
    expect(await platformBalance('platform_bank')).toBe(bank + run.total_minor);
  });
});
