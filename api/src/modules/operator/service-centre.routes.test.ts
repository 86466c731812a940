import { ERROR_CODES, ORDER_MESSAGES, ROLE_MESSAGES } from '@hanyu/contract';
import type { InjectOptions } from 'fastify';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { coupon, item } from '../../test/orders-fixtures.ts';
import { walletBalance } from '../ledger/index.ts';
import { createSession, insertOperator, insertUser } from '../users/index.ts';

/** The service centre's people, audit log and coupons (issue 28), operators only. */
describe.each(testDatabases())('service centre endpoints on $name', (target) => {
  let t: TestApp;
  type User = Awaited<ReturnType<typeof user>>;
  let operator: User;
  let learner: User;
  let teacher: User;
  let made = 0;

  async function user(email: string, nickName = email.split('@')[0] ?? email) {
    const id = await insertUser(t.db, { email, nickName, passwordHash: 'x' });
    return { id, email, token: (await createSession(t.db, id)).token };
  }

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    operator = await user('ops@centre.example.com', 'Olga Ops');
    await insertOperator(t.db, operator.id);
    learner = await user('mei.learner@centre.example.com', 'Mei Lin');
    teacher = await user('teacher@centre.example.com', 'Wang Laoshi');
    await t.db
      .insertInto('teachers')
      .values({ user_id: String(teacher.id), name: 'Wang', slug: 'wang-centre', experience_years: 3 })
      .execute();
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
  const refusal = (answer: Awaited<ReturnType<typeof call>>) => ({
    status: answer.statusCode,
    code: answer.json().error.code,
    message: answer.json().error.message,
  });

  it('finds people by id, by the beginning of their email in any case, by a fragment of their name', async () => {
    const ids = (answer: Awaited<ReturnType<typeof call>>) =>
      answer.json().response.data.map((person: { id: number }) => person.id);
    expect(ids(await call('GET', `/operator/people?q=${learner.id}`))[0]).toBe(learner.id);
    expect(ids(await call('GET', '/operator/people?q=MEI.LEARNER'))).toEqual([learner.id]);
    expect(ids(await call('GET', '/operator/people?q=ei%20Li'))).toEqual([learner.id]);
    expect(ids(await call('GET', '/operator/people?q=laoshi'))).toEqual([teacher.id]);
    // LIKE's wildcards are plain characters here.
    expect(ids(await call('GET', '/operator/people?q=%25'))).toEqual([]);
    expect(ids(await call('GET', '/operator/people?q=_'))).toEqual([]);
    const found = await call('GET', '/operator/people?q=mei');
    expect(found.json().response.data[0]).toEqual({
      id: learner.id,
      email: learner.email,
      nick_name: 'Mei Lin',
      created_at: expect.any(String),
    });
    for (const q of ['', '%20%20', 'x'.repeat(101)]) {
      expect((await call('GET', `/operator/people?q=${q}`)).statusCode).toBe(400);
    }
    expect((await call('GET', '/operator/people')).statusCode).toBe(400);
  });

  it("credits with a reason and an idempotency key: the person's page shows the balance, the bill and the audit row", async () => {
    const who = await user(`credited${++made}@centre.example.com`);
    const body = { user_id: who.id, amount_minor: 5_000, note: 'Bank transfer #77' };
    const first = await call('POST', '/operator/wallet/credit', { payload: body, key: 'form-1' });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/operator/wallet/credit', { payload: body, key: 'form-1' });
    expect(again.json()).toEqual(first.json());

    const page = await call('GET', `/operator/people/${who.id}`);
    expect(page.statusCode).toBe(200);
    const person = page.json().response;
    expect(person.profile).toMatchObject({ id: who.id, email: who.email, is_operator: false, company: null });
    expect(person.wallet).toEqual({ currency: 'CNY', balance_minor: 5_000, company_balance_minor: null });
    expect(person.bills.list.map((bill: { amount: number }) => bill.amount)).toEqual([5_000]);
    expect(person.sessions).toHaveLength(1);
    expect(person.audit).toEqual([
      {
        id: expect.any(Number),
        operator: { id: operator.id, email: operator.email },
        action: 'wallet.credit',
        subject: `user:${who.id}`,
        user_id: who.id,
        before: { balance_minor: 0 },
        after: { balance_minor: 5_000, transfer_id: first.json().response.transfer_id },
        reason: 'Bank transfer #77',
        created_at: expect.any(String),
      },
    ]);
    expect((await call('GET', '/operator/people/999999999')).statusCode).toBe(404);
    expect((await call('GET', '/operator/people/abc')).statusCode).toBe(400);
  });

  it('wants the reason of a credit or a deduction', async () => {
    for (const note of [undefined, '', '   ']) {
      const answer = await call('POST', '/operator/wallet/credit', {
        payload: { user_id: learner.id, amount_minor: 100, ...(note === undefined ? {} : { note }) },
      });
      expect(answer.statusCode).toBe(400);
    }
    expect(await walletBalance(t.db, learner.id)).toBe(0);
  });

  it('ends every sign-in of a person, with the reason in the audit log', async () => {
    const who = await user(`signed-in${++made}@centre.example.com`);
    await createSession(t.db, who.id);
    const ended = await call('POST', `/operator/people/${who.id}/sessions/end`, {
      payload: { reason: 'Lost phone' },
    });
    expect(ended.json().response).toEqual({ user_id: who.id, ended: 2 });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(me.statusCode).toBe(401);
    const page = (await call('GET', `/operator/people/${who.id}`)).json().response;
    expect(page.sessions).toEqual([]);
    expect(page.audit[0]).toMatchObject({
      action: 'user.sessions_end',
      before: { active_sessions: 2 },
      after: { active_sessions: 0 },
      reason: 'Lost phone',
    });
    const blank = await call('POST', `/operator/people/${who.id}/sessions/end`, { payload: { reason: ' ' } });
    expect(blank.statusCode).toBe(400);
    const nobody = await call('POST', '/operator/people/999999999/sessions/end', {
      payload: { reason: 'x' },
    });
    expect(refusal(nobody)).toEqual({
      status: 404,
      code: ERROR_CODES.notFound,
      message: 'No user with the id 999999999',
    });
  });

  it('pages the audit log newest first, of everyone or of one person', async () => {
    const who = await user(`audited${++made}@centre.example.com`);
    for (const amount of [100, 200, 300]) {
      await call('POST', '/operator/wallet/credit', {
        payload: { user_id: who.id, amount_minor: amount, note: `Transfer ${amount}` },
      });
    }
    const first = (await call('GET', `/operator/audit?user_id=${who.id}&size=2`)).json().response;
    expect(first.data.map((row: { reason: string }) => row.reason)).toEqual(['Transfer 300', 'Transfer 200']);
    expect(first.next_before_id).toBe(first.data[1].id);
    const second = (
      await call('GET', `/operator/audit?user_id=${who.id}&size=2&before_id=${first.next_before_id}`)
    ).json().response;
    expect(second).toEqual({
      data: [expect.objectContaining({ reason: 'Transfer 100' })],
      next_before_id: null,
    });
    const everyone = (await call('GET', '/operator/audit')).json().response;
    expect(everyone.data[0].reason).toBe('Transfer 300');
    expect((await call('GET', '/operator/audit?size=1000')).statusCode).toBe(400);
    expect((await call('GET', '/operator/audit?user_id=-1')).statusCode).toBe(400);
  });

  it('says where each coupon stands at the time of the answer: not started, active, expired', async () => {
    const day = 86_400_000;
    const at = (offset: number) => new Date(Date.now() + offset);
    const made = await t.db
      .insertInto('coupons')
      .values([
        {
          code: 'STATE-LATER',
          discount_type: 'fixed',
          discount_value: 100,
          starts_at: at(day),
          ends_at: at(2 * day),
        },
        {
          code: 'STATE-NOW',
          discount_type: 'fixed',
          discount_value: 100,
          starts_at: at(-day),
          ends_at: at(day),
        },
        {
          code: 'STATE-OVER',
          discount_type: 'fixed',
          discount_value: 100,
          starts_at: at(-2 * day),
          ends_at: at(-day),
        },
      ])
      .returning('code')
      .execute();
    expect(made).toHaveLength(3);
    const list: Array<{ code: string; state: string }> = (await call('GET', '/operator/coupons')).json()
      .response.data;
    const states = Object.fromEntries(
      list.filter((each) => each.code.startsWith('STATE-')).map((each) => [each.code, each.state]),
    );
    expect(states).toEqual({ 'STATE-LATER': 'scheduled', 'STATE-NOW': 'active', 'STATE-OVER': 'expired' });
  });

  it('lists coupons with their uses, shows who used one, and disables one: checkout then refuses it', async () => {
    const { skuId, courseId } = await item(t.db, { priceMinor: 10_000 });
    const code = await coupon(t.db, { discountType: 'fixed', discountValue: 1_000, perUserLimit: 5 });
    const row = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const order = await t.db
      .insertInto('orders')
      .values({
        user_id: String(learner.id),
        course_id: String(courseId),
        sku_id: String(skuId),
        quantity: 1,
        unit_price_minor: 10_000,
        amount_minor: 10_000,
        discount_minor: 1_000,
        total_minor: 9_000,
        coupon_id: row.id,
        status: 1,
        paid_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('coupon_redemptions')
      .values({ coupon_id: row.id, user_id: String(learner.id), order_id: order.id, use_number: 1 })
      .execute();

    const list = (await call('GET', '/operator/coupons')).json().response.data;
    expect(list.find((each: { code: string }) => each.code === code)).toMatchObject({
      id: Number(row.id),
      state: 'active',
      redemptions: 1,
      disabled_at: null,
    });
    const uses = (await call('GET', `/operator/coupons/${row.id}/redemptions`)).json().response;
    expect(uses.data).toEqual([
      {
        id: expect.any(Number),
        user: { id: learner.id, email: learner.email, nick_name: 'Mei Lin' },
        order_id: Number(order.id),
        use_number: 1,
        created_at: expect.any(String),
      },
    ]);

    const quote = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/order/calculate',
        headers: { authorization: `Bearer ${learner.token}` },
        payload: { sku_id: skuId, coupon_code: code },
      });
    expect((await quote()).json().response.coupon.valid).toBe(true);
    const disabled = await call('POST', `/operator/coupons/${row.id}/disable`, {
      payload: { reason: 'Leaked on a forum' },
    });
    expect(disabled.json().response).toMatchObject({
      code,
      state: 'disabled',
      disabled_at: expect.any(String),
      redemptions: 1,
    });
    expect((await quote()).json().response.coupon).toMatchObject({
      valid: false,
      message: ORDER_MESSAGES.couponNotApplicable,
      error_code: ERROR_CODES.couponNotApplicable,
    });
    expect(
      refusal(await call('POST', `/operator/coupons/${row.id}/disable`, { payload: { reason: 'Again' } })),
    ).toEqual({ status: 409, code: ERROR_CODES.conflict, message: `The coupon ${code} is already disabled` });
    const audit = (await call('GET', '/operator/audit?size=5')).json().response.data;
    expect(audit[0]).toMatchObject({
      action: 'coupon.disable',
      subject: `coupon:${row.id}`,
      reason: 'Leaked on a forum',
      after: { code, disabled_at: expect.any(String) },
    });
    expect(
      (await call('POST', '/operator/coupons/999999/disable', { payload: { reason: 'x' } })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/operator/coupons/999999/redemptions')).statusCode).toBe(404);
    expect((await call('POST', `/operator/coupons/${row.id}/disable`, { payload: {} })).statusCode).toBe(400);

    const created = await call('POST', '/operator/coupons', {
      payload: { code: `NEW${made}`, discount_type: 'percent', discount_value: 10 },
    });
    const newest = (await call('GET', '/operator/audit?size=1')).json().response.data[0];
    expect(newest).toMatchObject({
      action: 'coupon.create',
      subject: `coupon:${created.json().response.id}`,
      after: created.json().response,
    });
  });

  it('is for operators only: a learner and a teacher read 403, a visitor signed out 401', async () => {
    const requests: Array<[InjectOptions['method'], string, object?]> = [
      ['GET', '/operator/me'],
      ['GET', '/operator/people?q=mei'],
      ['GET', `/operator/people/${learner.id}`],
      ['POST', `/operator/people/${learner.id}/sessions/end`, { reason: 'x' }],
      ['GET', '/operator/audit'],
      ['GET', '/operator/coupons'],
      ['POST', '/operator/coupons/1/disable', { reason: 'x' }],
      ['GET', '/operator/coupons/1/redemptions'],
    ];
    for (const [method, url, payload] of requests) {
      for (const who of [learner, teacher]) {
        const answer = await call(method, url, { token: who.token, ...(payload ? { payload } : {}) });
        expect(refusal(answer)).toEqual({
          status: 403,
          code: ERROR_CODES.forbidden,
          message: ROLE_MESSAGES.operator,
        });
      }
      const anonymous = await t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await call('GET', '/operator/me')).json().response).toEqual({
      id: operator.id,
      email: operator.email,
      nick_name: 'Olga Ops',
    });
    const stillSignedIn = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  // PGlite has one connection, so requests there never race: these run on PostgreSQL only.
  const racing = target.name === 'postgres' ? it : it.skip;
  racing('credits once, with one audit row, for two submits of one form at once', async () => {
    const who = await user(`double${++made}@centre.example.com`);
    const body = { user_id: who.id, amount_minor: 5_000, note: 'Bank transfer #88' };
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', '/operator/wallet/credit', { payload: body, key: 'one-form' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(await walletBalance(t.db, who.id)).toBe(5_000);
    const rows = await t.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('user_id', '=', String(who.id))
      .execute();
    expect(rows).toEqual([{ action: 'wallet.credit' }]);
  });

  racing('disables a coupon once when two operators disable it at once', async () => {
    const code = await coupon(t.db);
    const row = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      ['First', 'Second'].map((reason) =>
        call('POST', `/operator/coupons/${row.id}/disable`, { payload: { reason } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser && refusal(loser)).toEqual({
      status: 409,
      code: ERROR_CODES.conflict,
      message: `The coupon ${code} is already disabled`,
    });
    const rows = await t.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('subject', '=', `coupon:${row.id}`)
      .execute();
    expect(rows).toEqual([{ action: 'coupon.disable' }]);
  });
});
