import { BILL_TYPE, ERROR_CODES, ORDER_MESSAGES, ROLE_MESSAGES } from '@hanyu/contract';
import type { InjectOptions } from 'fastify';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { adjustByOperator, listBills, walletBalance } from '../ledger/index.ts';
import { createSession, insertOperator, insertUser } from '../users/index.ts';

describe.each(testDatabases())('operator endpoints on $name', (target) => {
  let t: TestApp;
  type User = Awaited<ReturnType<typeof user>>;
  let operator: User;
  let learner: User;
  let orgOwner: User;
  let made = 0;

  async function user(email: string) {
    const id = await insertUser(t.db, { email, nickName: email.split('@')[0] ?? email, passwordHash: 'x' });
    return { id, email, token: (await createSession(t.db, id)).token };
  }

  /** A learner of its own, so that each test starts from an empty wallet. */
  const newLearner = () => user(`learner${++made}@ops.example.com`);

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    operator = await user('ops@ops.example.com');
    await insertOperator(t.db, operator.id);
    learner = await user('learner@ops.example.com');
    orgOwner = await user('school@ops.example.com');
    await t.db.insertInto('organisations').values({ owner_id: orgOwner.id, name: 'School' }).execute();
  });
  afterAll(() => t.close());

  const call = (
    method: InjectOptions['method'],
    url: string,
    options: { token?: string; payload?: object; key?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        authorization: `Bearer ${options.token ?? operator.token}`,
        ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  // Every credit and deduction gives its reason (the service centre's audit log keeps it).
  const credit = (payload: object, options: { token?: string; key?: string } = {}) =>
    call('POST', '/operator/wallet/credit', { ...options, payload: { note: 'Bank transfer', ...payload } });
  const deduct = (payload: object, options: { token?: string; key?: string } = {}) =>
    call('POST', '/operator/wallet/deduct', { ...options, payload: { note: 'Correction', ...payload } });
  const refusal = (answer: Awaited<ReturnType<typeof call>>) => ({
    status: answer.statusCode,
    code: answer.json().error.code,
    message: answer.json().error.message,
  });

  it('credits a wallet (bill type 3) and deducts from it (bill type 4), by email or by id', async () => {
    const who = await newLearner();
    const credited = await credit({
      email: who.email.toUpperCase(),
      amount_minor: 50_000,
      note: 'Bank transfer #4521',
    });
    expect(credited.statusCode).toBe(200);
    expect(credited.json().response).toEqual({
      transfer_id: expect.any(Number),
      type: BILL_TYPE.serviceCentreRecharge,
      user: { id: who.id, email: who.email, nick_name: `learner${made}` },
      currency: 'CNY',
      amount_minor: 50_000,
      balance_minor: 50_000,
      note: 'Bank transfer #4521',
      created_at: expect.any(String),
    });
    const deducted = await deduct({ user_id: who.id, amount_minor: 1_050, note: 'Duplicate credit' });
    expect(deducted.json().response).toMatchObject({
      type: BILL_TYPE.deduction,
      amount_minor: -1_050,
      balance_minor: 48_950,
      note: 'Duplicate credit',
    });
    expect(await walletBalance(t.db, who.id)).toBe(48_950);
    const { list } = await listBills(t.db, who.id);
    expect(list.map((bill) => [bill.type, bill.amount, bill.description])).toEqual([
      [BILL_TYPE.deduction, -1_050, 'Duplicate credit'],
      [BILL_TYPE.serviceCentreRecharge, 50_000, 'Bank transfer #4521'],
    ]);
    // The operator is the transfers' actor.
    const actors = await t.db
      .selectFrom('ledger_transfers')
      .select('actor_id')
      .where('id', 'in', [
        String(credited.json().response.transfer_id),
        String(deducted.json().response.transfer_id),
      ])
      .execute();
    expect(actors.map((row) => String(row.actor_id))).toEqual([String(operator.id), String(operator.id)]);
  });

  it('reads a balance, the paying company’s balance and the newest bills', async () => {
    const who = await newLearner();
    const company = await user(`company${made}@ops.example.com`);
    await t.db
      .insertInto('company_users')
      .values({ user_id: who.id, company_user_id: company.id, show_name: 'ACME', share_type: 1 })
      .execute();
    await adjustByOperator(t.db, 'credit', {
      ownerId: company.id,
      purpose: 'company_wallet',
      amount: 300_000,
      operatorId: operator.id,
      idempotencyKey: `company-${made}`,
    });
    for (const amount of [1_000, 2_000, 3_000]) {
      expect((await credit({ user_id: who.id, amount_minor: amount })).statusCode).toBe(200);
    }
    const answer = await call('GET', `/operator/wallet?user_id=${who.id}&size=2`);
    expect(answer.statusCode).toBe(200);
    const wallet = answer.json().response;
    expect(wallet).toMatchObject({
      user: { id: who.id, email: who.email },
      currency: 'CNY',
      balance_minor: 6_000,
      company_balance_minor: 300_000,
      bills: { total: 3 },
    });
    expect(wallet.bills.list.map((bill: { amount: number }) => bill.amount)).toEqual([3_000, 2_000]);
    const byEmail = await call('GET', `/operator/wallet?email=${encodeURIComponent(learner.email)}`);
    expect(byEmail.json().response).toMatchObject({
      balance_minor: 0,
      company_balance_minor: null,
      bills: { list: [], total: 0 },
    });
  });

  it('is only for operators', async () => {
    const requests = [
      () => call('GET', '/operator/wallet?email=learner@ops.example.com', { token: learner.token }),
      () => credit({ email: 'learner@ops.example.com', amount_minor: 100 }, { token: learner.token }),
      () => deduct({ email: 'learner@ops.example.com', amount_minor: 100 }, { token: orgOwner.token }),
      () =>
        call('POST', '/operator/coupons', {
          token: orgOwner.token,
          payload: { code: 'NOPE', discount_type: 'percent', discount_value: 5 },
        }),
    ];
    for (const request of requests) {
      expect(refusal(await request())).toEqual({
        status: 403,
        code: ERROR_CODES.forbidden,
        message: ROLE_MESSAGES.operator,
      });
    }
    expect(await walletBalance(t.db, learner.id)).toBe(0);
    expect(await t.db.selectFrom('coupons').select('id').where('code', '=', 'NOPE').execute()).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/operator/wallet?user_id=1' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it with other parameters', async () => {
    const who = await newLearner();
    const request = { user_id: who.id, amount_minor: 10_000, note: 'Bank transfer #1' };
    const first = await credit(request, { key: 'transfer-1' });
    expect(first.statusCode).toBe(200);
    const repeat = await credit(request, { key: 'transfer-1' });
    expect(repeat.json()).toEqual(first.json());
    const reused = {
      status: 409,
      code: ERROR_CODES.idempotencyKeyReused,
      message: ORDER_MESSAGES.idempotencyKeyReused,
    };
    expect(refusal(await credit({ ...request, amount_minor: 20_000 }, { key: 'transfer-1' }))).toEqual(
      reused,
    );
    expect(refusal(await credit({ ...request, note: 'Bank transfer #2' }, { key: 'transfer-1' }))).toEqual(
      reused,
    );
    expect(refusal(await deduct(request, { key: 'transfer-1' }))).toEqual(reused);
    expect(refusal(await credit({ ...request, user_id: learner.id }, { key: 'transfer-1' }))).toEqual(reused);
    expect(await walletBalance(t.db, who.id)).toBe(10_000);
    expect(await walletBalance(t.db, learner.id)).toBe(0);

    // Keys are each operator's own: another operator's same key is another credit.
    const other = await user(`ops${made}@ops.example.com`);
    await insertOperator(t.db, other.id);
    expect((await credit(request, { token: other.token, key: 'transfer-1' })).statusCode).toBe(200);
    // Without a key, every request is a new credit.
    await credit(request);
    await credit(request);
    expect(await walletBalance(t.db, who.id)).toBe(40_000);
    expect((await credit(request, { key: 'k'.repeat(255) })).statusCode).toBe(200);
    expect(await walletBalance(t.db, who.id)).toBe(50_000);
    expect((await credit(request, { key: '' })).statusCode).toBe(400);
  });

  it('never deducts below zero, and says how much is missing', async () => {
    const who = await newLearner();
    await credit({ user_id: who.id, amount_minor: 2_500 });
    expect(refusal(await deduct({ user_id: who.id, amount_minor: 3_000 }))).toEqual({
      status: 409,
      code: ERROR_CODES.notEnoughBalance,
      message: 'Not enough balance, 5.00 yuan missing',
    });
    expect(await walletBalance(t.db, who.id)).toBe(2_500);
    expect((await deduct({ user_id: who.id, amount_minor: 2_500 })).json().response.balance_minor).toBe(0);
  });

  it('names whom it cannot find, and wants exactly one of email and user_id', async () => {
    expect(refusal(await credit({ email: 'nobody@ops.example.com', amount_minor: 100 }))).toEqual({
      status: 404,
      code: ERROR_CODES.notFound,
      message: 'No user with the email nobody@ops.example.com',
    });
    expect(refusal(await call('GET', '/operator/wallet?user_id=999999999'))).toEqual({
      status: 404,
      code: ERROR_CODES.notFound,
      message: 'No user with the id 999999999',
    });
    for (const payload of [
      { amount_minor: 100 },
      { email: 'learner@ops.example.com', user_id: learner.id, amount_minor: 100 },
    ]) {
      const answer = await credit(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.issues).toEqual([
        { path: '', message: 'Give exactly one of email and user_id' },
      ]);
    }
    expect((await credit({ user_id: learner.id, amount_minor: 0 })).statusCode).toBe(400);
    expect((await credit({ user_id: learner.id, amount_minor: 1.5 })).statusCode).toBe(400);
  });

  it('creates coupons with every rule, once per code, for an existing course', async () => {
    const course = await t.db
      .insertInto('courses')
      .values({ slug: 'operator-course', kind: 'live', level: 'HSK 1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await call('POST', '/operator/coupons', {
      payload: {
        code: 'AUTUMN15',
        discount_type: 'fixed',
        discount_value: 1_500,
        min_amount_yuan: 100,
        per_user_limit: 2,
        new_users_only: true,
        starts_at: '2026-11-01T00:00:00+08:00',
        ends_at: '2026-12-01T00:00:00Z',
        course_id: Number(course.id),
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().response).toEqual({
      id: expect.any(Number),
      code: 'AUTUMN15',
      discount_type: 'fixed',
      discount_value: 1_500,
      min_amount_yuan: 100,
      per_user_limit: 2,
      new_users_only: true,
      starts_at: '2026-10-31T16:00:00.000Z',
      ends_at: '2026-12-01T00:00:00.000Z',
      course_id: Number(course.id),
    });
    const simple = await call('POST', '/operator/coupons', {
      payload: { code: 'TEN', discount_type: 'percent', discount_value: 10 },
    });
    expect(simple.json().response).toMatchObject({
      min_amount_yuan: 0,
      per_user_limit: 1,
      new_users_only: false,
      starts_at: null,
      ends_at: null,
      course_id: null,
    });
    expect(
      refusal(
        await call('POST', '/operator/coupons', {
          payload: { code: 'TEN', discount_type: 'percent', discount_value: 20 },
        }),
      ),
    ).toEqual({
      status: 409,
      code: ERROR_CODES.conflict,
      message: 'A coupon with the code TEN already exists',
    });
    expect(
      refusal(
        await call('POST', '/operator/coupons', {
          payload: { code: 'LOST', discount_type: 'percent', discount_value: 20, course_id: 999_999 },
        }),
      ),
    ).toEqual({ status: 404, code: ERROR_CODES.notFound, message: 'No course with the id 999999' });
    for (const payload of [
      { code: 'TOOMUCH', discount_type: 'percent', discount_value: 101 },
      {
        code: 'BACKWARDS',
        discount_type: 'fixed',
        discount_value: 1,
        starts_at: '2026-12-02T00:00:00Z',
        ends_at: '2026-12-01T00:00:00Z',
      },
      { code: 'a b', discount_type: 'fixed', discount_value: 1 },
      { code: 'NOTIME', discount_type: 'fixed', discount_value: 1, ends_at: 'tomorrow' },
    ]) {
      expect((await call('POST', '/operator/coupons', { payload })).statusCode).toBe(400);
    }
  });

  // PGlite has one connection, so requests there never race: this runs on PostgreSQL only.
  const racing = target.name === 'postgres' ? it : it.skip;
  racing('credits once for the same Idempotency-Key sent 10 times at once', async () => {
    const who = await newLearner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => credit({ user_id: who.id, amount_minor: 700 }, { key: 'race' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().response.transfer_id)).size).toBe(1);
    expect(await walletBalance(t.db, who.id)).toBe(700);
  });
});
