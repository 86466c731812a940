import { BILL_TYPE, ERROR_CODES, fillMessage, ORDER_MESSAGES, ORDER_STATUS, yuanText } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer, coupon, credit, item } from '../../test/orders-fixtures.ts';
import { walletBalance } from '../ledger/index.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;

describe.each(testDatabases())('orders on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false, now: () => NOW });
  });
  afterAll(() => t.close());

  const call = (
    who: Buyer,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
  const create = async (who: Buyer, payload: object, headers?: Record<string, string>) =>
    call(who, 'POST', '/user/order', payload, headers);
  const createId = async (who: Buyer, payload: object) => {
    const answer = await create(who, payload);
    expect(answer.statusCode).toBe(200);
    return answer.json().response.id as number;
  };
  const pay = (who: Buyer, id: number, payload: object = {}, headers?: Record<string, string>) =>
    call(who, 'POST', `/user/order/${id}/pay`, payload, headers);
  const refusal = (answer: { statusCode: number; json(): unknown }) => ({
    status: answer.statusCode,
    ...(answer.json() as { error: { code: number; message: string } }).error,
  });

  it('calculates price, coupon, balance, what is missing and the stock without writing anything', async () => {
    const learner = await buyer(t.db);
    const { skuId, courseId, title } = await item(t.db, {
      priceMinor: 10_000,
      stock: 7,
      purchaseLimit: 3,
      lessonCount: 12,
      lessonMinutes: 50,
    });
    const code = await coupon(t.db, { discountType: 'percent', discountValue: 15, courseId });
    await credit(t.db, learner.id, 5_000);
    const answer = await call(learner, 'POST', '/user/order/calculate', {
      sku_id: skuId,
      quantity: 2,
      coupon_code: code,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().response).toEqual({
      sku_id: skuId,
      course_id: courseId,
      course_kind: 'live',
      course_title: title,
      lesson_count: 12,
      lesson_minutes: 50,
      quantity: 2,
      currency: 'CNY',
      unit_price_minor: 10_000,
      amount_minor: 20_000,
      discount_minor: 3_000,
      total_minor: 17_000,
      coupon: {
        code,
        valid: true,
        discount_minor: 3_000,
        message: null,
        error_code: null,
        message_value: null,
      },
      balance_minor: 5_000,
      missing_minor: 12_000,
      company_paid: false,
      remaining: 7,
      purchase_limit: 3,
      purchased: 0,
      refusal: null,
    });
    const failing = await call(learner, 'POST', '/user/order/calculate', {
      sku_id: skuId,
      coupon_code: 'NOPE',
    });
    expect(failing.json().response.coupon).toEqual({
      code: 'NOPE',
      valid: false,
      discount_minor: 0,
      message: ORDER_MESSAGES.couponNotApplicable,
      error_code: ERROR_CODES.couponNotApplicable,
      message_value: null,
    });
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', String(learner.id))
      .execute();
    expect(orders).toEqual([]);
  });

  it('pays a live package from the balance: bill type 2, lesson time granted, revenue held', async () => {
    const learner = await buyer(t.db);
    const { skuId, courseId } = await item(t.db, { priceMinor: 10_000, lessonCount: 10, lessonMinutes: 25 });
    await credit(t.db, learner.id, 25_000);
    const id = await createId(learner, { sku_id: skuId, quantity: 2 });
    const paid = await pay(learner, id, { payment_method: 'balance' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().response).toMatchObject({
      id,
      status: ORDER_STATUS.paid,
      total_minor: 20_000,
      paid_at: NOW.toISOString(),
      company_paid: false,
    });
    expect(await walletBalance(t.db, learner.id)).toBe(5_000);
    const grant = await t.db.selectFrom('grants').selectAll().where('order_id', '=', String(id)).execute();
    expect(grant).toMatchObject([
      {
        owner_id: String(learner.id),
        course_id: String(courseId),
        kind: 'lesson_minutes',
        lesson_minutes: 500,
      },
    ]);
    const bills = await call(learner, 'GET', `/user/bills?type=${BILL_TYPE.buyCourses}`);
    expect(bills.json().response).toMatchObject({
      total: 1,
      list: [{ type: BILL_TYPE.buyCourses, amount: -20_000, balance_after: 5_000 }],
    });
    const balance = await call(learner, 'GET', '/user/balance');
    expect(balance.json().response).toEqual({
      currency: 'CNY',
      balance_minor: 5_000,
      company_balance_minor: null,
    });
    const again = await pay(learner, id);
    expect(refusal(again)).toMatchObject({ status: 409, message: ORDER_MESSAGES.notAwaitingPayment });
  });

  it('refuses a short balance with what is missing, and any payment method but the balance', async () => {
    const learner = await buyer(t.db);
    const { skuId } = await item(t.db, { priceMinor: 10_000 });
    await credit(t.db, learner.id, 4_950);
    const id = await createId(learner, { sku_id: skuId });
    expect(refusal(await pay(learner, id))).toEqual({
      status: 409,
      code: ERROR_CODES.notEnoughBalance,
      message: 'Not enough balance, 50.50 yuan missing',
    });
    expect(refusal(await pay(learner, id, { payment_method: 'alipay' }))).toEqual({
      status: 400,
      code: ERROR_CODES.nonBalancePayment,
      message: ORDER_MESSAGES.nonBalancePayment,
    });
    const order = await call(learner, 'GET', `/user/order/${id}`);
    expect(order.json().response.status).toBe(ORDER_STATUS.awaitingPayment);
    expect(await walletBalance(t.db, learner.id)).toBe(4_950);
  });

  it('cancels an order awaiting payment only, and lists orders by status', async () => {
    const learner = await buyer(t.db);
    const { skuId } = await item(t.db, { priceMinor: 1_000 });
    await credit(t.db, learner.id, 1_000);
    const cancelled = await createId(learner, { sku_id: skuId });
    const paid = await createId(learner, { sku_id: skuId });
    expect((await pay(learner, paid)).statusCode).toBe(200);
    const answer = await call(learner, 'POST', `/user/order/${cancelled}/cancel`);
    expect(answer.json().response).toMatchObject({
      status: ORDER_STATUS.cancelled,
      cancelled_at: NOW.toISOString(),
    });
    expect(refusal(await call(learner, 'POST', `/user/order/${paid}/cancel`))).toMatchObject({
      status: 409,
      code: ERROR_CODES.orderNotAwaitingPayment,
    });
    expect(refusal(await pay(learner, cancelled))).toMatchObject({ status: 409 });
    const list = await call(learner, 'GET', `/user/orders?status=${ORDER_STATUS.cancelled}`);
    expect(list.json().response).toMatchObject({ total: 1, list: [{ id: cancelled }] });
    const all = await call(learner, 'GET', '/user/orders?size=1');
    expect(all.json().response).toMatchObject({ total: 2, list: [{ id: paid }] });
    const stranger = await buyer(t.db);
    expect((await call(stranger, 'GET', `/user/order/${paid}`)).statusCode).toBe(404);
  });

  it('returns to the balance whatever an order took when it is cancelled (bill type 5)', async () => {
    const learner = await buyer(t.db);
    const { skuId } = await item(t.db, { priceMinor: 3_000 });
    await credit(t.db, learner.id, 3_000);
    const id = await createId(learner, { sku_id: skuId });
    // An order that took money while awaiting payment (a partial payment a later issue may bring).
    const { transfer, openWallet, platformAccount } = await import('../ledger/index.ts');
    const wallet = await openWallet(t.db, learner.id);
    const held = await platformAccount(t.db, 'course_revenue_held');
    await transfer(t.db, {
      kind: BILL_TYPE.buyCourses,
      entries: [
        { accountId: wallet.id, amount: -1_200 },
        { accountId: held.id, amount: 1_200 },
      ],
      reference: `order:${id}`,
    });
    expect((await call(learner, 'POST', `/user/order/${id}/cancel`)).statusCode).toBe(200);
    expect(await walletBalance(t.db, learner.id)).toBe(3_000);
    const bills = await call(learner, 'GET', `/user/bills?type=${BILL_TYPE.orderCancelRefund}`);
    expect(bills.json().response.list).toMatchObject([{ type: BILL_TYPE.orderCancelRefund, amount: 1_200 }]);
  });

  it('refuses an order beyond the purchase limit or the stock at creation, says so at calculate, and checks again when paying', async () => {
    const learner = await buyer(t.db);
    const { skuId } = await item(t.db, { priceMinor: 100, purchaseLimit: 2, stock: 3 });
    await credit(t.db, learner.id, 10_000);
    const ordersOf = async (who: Buyer) =>
      (await t.db.selectFrom('orders').select('id').where('user_id', '=', String(who.id)).execute()).length;
    const limit = { status: 409, code: ERROR_CODES.purchaseLimit, message: ORDER_MESSAGES.purchaseLimit };
    const stock = { status: 409, code: ERROR_CODES.outOfStock, message: ORDER_MESSAGES.outOfStock };
    // Three at once exceed the limit of 2: no order.
    expect(refusal(await create(learner, { sku_id: skuId, quantity: 3 }))).toEqual(limit);
    expect(await ordersOf(learner)).toBe(0);
    expect((await pay(learner, await createId(learner, { sku_id: skuId, quantity: 2 }))).statusCode).toBe(
      200,
    );
    // Two bought: a third is refused when ordered, not only when paid.
    expect(refusal(await create(learner, { sku_id: skuId }))).toEqual(limit);
    expect(await ordersOf(learner)).toBe(1);
    const calculated = await call(learner, 'POST', '/user/order/calculate', { sku_id: skuId });
    expect(calculated.json().response).toMatchObject({
      remaining: 1,
      purchased: 2,
      purchase_limit: 2,
      refusal: { error_code: ERROR_CODES.purchaseLimit, message: ORDER_MESSAGES.purchaseLimit },
    });
    // One left in stock: two are refused when ordered and said so at calculate.
    const other = await buyer(t.db);
    await credit(t.db, other.id, 10_000);
    expect(refusal(await create(other, { sku_id: skuId, quantity: 2 }))).toEqual(stock);
    const short = await call(other, 'POST', '/user/order/calculate', { sku_id: skuId, quantity: 2 });
    expect(short.json().response.refusal).toEqual({
      error_code: ERROR_CODES.outOfStock,
      message: ORDER_MESSAGES.outOfStock,
    });
    const within = await call(other, 'POST', '/user/order/calculate', { sku_id: skuId });
    expect(within.json().response.refusal).toBeNull();
    expect((await pay(other, await createId(other, { sku_id: skuId }))).statusCode).toBe(200);
    // Orders made while the limit allowed them: the payment beyond it is still refused.
    const { skuId: once } = await item(t.db, { priceMinor: 100, purchaseLimit: 1 });
    const first = await createId(learner, { sku_id: once });
    const second = await createId(learner, { sku_id: once });
    expect((await pay(learner, first)).statusCode).toBe(200);
    expect(refusal(await pay(learner, second))).toEqual(limit);
  });

  it('grants a seat in a group class within its capacity, and access to a video course', async () => {
    const { skuId, courseId } = await item(t.db, { kind: 'group', priceMinor: 100, capacity: 1 });
    const first = await buyer(t.db);
    const second = await buyer(t.db);
    await credit(t.db, first.id, 1_000);
    await credit(t.db, second.id, 1_000);
    expect(refusal(await create(first, { sku_id: skuId, quantity: 2 }))).toMatchObject({
      status: 400,
      message: ORDER_MESSAGES.singleQuantity,
    });
    expect((await pay(first, await createId(first, { sku_id: skuId }))).statusCode).toBe(200);
    expect(refusal(await pay(first, await createId(first, { sku_id: skuId })))).toMatchObject({
      status: 409,
      message: ORDER_MESSAGES.classFull,
    });
    expect(refusal(await pay(second, await createId(second, { sku_id: skuId })))).toEqual({
      status: 409,
      code: ERROR_CODES.classFull,
      message: ORDER_MESSAGES.classFull,
    });
    const seats = await t.db
      .selectFrom('enrolments')
      .select('user_id')
      .where('course_id', '=', String(courseId))
      .execute();
    expect(seats).toEqual([{ user_id: String(first.id) }]);
    expect(await walletBalance(t.db, second.id)).toBe(1_000);

    const video = await item(t.db, { kind: 'video', priceMinor: 100 });
    const order = await createId(second, { sku_id: video.skuId });
    expect((await pay(second, order)).statusCode).toBe(200);
    const grants = await t.db
      .selectFrom('grants')
      .select(['kind', 'owner_id'])
      .where('order_id', '=', String(order))
      .execute();
    expect(grants).toEqual([{ kind: 'access', owner_id: String(second.id) }]);
  });

  it('refuses a video course whose lessons are not all there yet, at calculate and at order', async () => {
    const learner = await buyer(t.db);
    await credit(t.db, learner.id, 10_000);
    const notReady = {
      status: 409,
      code: ERROR_CODES.courseNotForSale,
      message: ORDER_MESSAGES.courseNotForSale,
    };
    // No lessons at all.
    const empty = await item(t.db, { kind: 'video', priceMinor: 100, videoLessons: 0 });
    expect(refusal(await create(learner, { sku_id: empty.skuId }))).toEqual(notReady);
    expect(refusal(await call(learner, 'POST', '/user/order/calculate', { sku_id: empty.skuId }))).toEqual(
      notReady,
    );
    // Lessons, one of which is only an outline (no video).
    const partial = await item(t.db, { kind: 'video', priceMinor: 100, videoLessons: 2 });
    await t.db
      .insertInto('video_lessons')
      .values({ course_id: String(partial.courseId), position: 3, minutes: 5 })
      .execute();
    expect(refusal(await create(learner, { sku_id: partial.skuId }))).toEqual(notReady);
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', String(learner.id))
      .execute();
    expect(orders).toEqual([]);
    // Every lesson with its video: sold.
    const ready = await item(t.db, { kind: 'video', priceMinor: 100, videoLessons: 2 });
    expect((await pay(learner, await createId(learner, { sku_id: ready.skuId }))).statusCode).toBe(200);
  });

  describe('coupons', () => {
    it('takes a code in any case as the same coupon, at calculate, at order and when paying', async () => {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db, { priceMinor: 10_000 });
      await credit(t.db, learner.id, 10_000);
      const code = await coupon(t.db, { discountValue: 1_000 });
      const typed = code.toLowerCase();
      expect(typed).not.toBe(code);
      const calculated = await call(learner, 'POST', '/user/order/calculate', {
        sku_id: skuId,
        coupon_code: typed,
      });
      expect(calculated.json().response.coupon).toMatchObject({
        code: typed,
        valid: true,
        discount_minor: 1_000,
      });
      const id = await createId(learner, {
        sku_id: skuId,
        coupon_code: `${code.slice(0, 2).toLowerCase()}${code.slice(2)}`,
      });
      const paid = await pay(learner, id);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().response).toMatchObject({ coupon_code: code, total_minor: 9_000 });
      // No second coupon may differ from it only in case.
      await expect(
        t.db
          .insertInto('coupons')
          .values({ code: typed, discount_type: 'fixed', discount_value: 1 })
          .execute(),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it.each([
      [
        'expired',
        { endsAt: new Date(NOW.getTime() - DAY) },
        ORDER_MESSAGES.couponExpired,
        ERROR_CODES.couponExpired,
        null,
      ],
      [
        'not started',
        { startsAt: new Date(NOW.getTime() + DAY) },
        ORDER_MESSAGES.couponExpired,
        ERROR_CODES.couponExpired,
        null,
      ],
      [
        'for another course',
        { courseId: -1 },
        ORDER_MESSAGES.couponNotApplicable,
        ERROR_CODES.couponNotApplicable,
        null,
      ],
      [
        'under the minimum',
        { minAmountYuan: 101 },
        'The coupon requires a minimum amount of 101 yuan',
        ERROR_CODES.couponMinimumAmount,
        101,
      ],
    ])('refuses a coupon %s at calculate and at creation', async (_case, options, message, code, value) => {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db, { priceMinor: 10_000 });
      const other = 'courseId' in options ? await item(t.db) : undefined;
      const couponCode = await coupon(t.db, { ...options, courseId: other?.courseId ?? null });
      const calculated = await call(learner, 'POST', '/user/order/calculate', {
        sku_id: skuId,
        coupon_code: couponCode,
      });
      expect(calculated.json().response.coupon).toEqual({
        code: couponCode,
        valid: false,
        discount_minor: 0,
        message,
        error_code: code,
        message_value: value,
      });
      expect(refusal(await create(learner, { sku_id: skuId, coupon_code: couponCode }))).toEqual({
        status: 400,
        code,
        message,
      });
    });

    it('names a used-up coupon and a new users’ coupon after a first purchase by code and value at calculate', async () => {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db, { priceMinor: 10_000 });
      await credit(t.db, learner.id, 10_000);
      const once = await coupon(t.db, { perUserLimit: 1, discountValue: 1_000 });
      const firstOnly = await coupon(t.db, { newUsersOnly: true, perUserLimit: 3 });
      expect(
        (await pay(learner, await createId(learner, { sku_id: skuId, coupon_code: once }))).statusCode,
      ).toBe(200);
      const check = async (couponCode: string) =>
        (
          await call(learner, 'POST', '/user/order/calculate', { sku_id: skuId, coupon_code: couponCode })
        ).json().response.coupon;
      expect(await check(once)).toEqual({
        code: once,
        valid: false,
        discount_minor: 0,
        message: 'The coupon has reached its per-user use limit of 1',
        error_code: ERROR_CODES.couponUseLimit,
        message_value: 1,
      });
      expect(await check(firstOnly)).toEqual({
        code: firstOnly,
        valid: false,
        discount_minor: 0,
        message: ORDER_MESSAGES.couponNewUsersOnly,
        error_code: ERROR_CODES.couponNewUsersOnly,
        message_value: null,
      });
    });

    it('counts uses per user and keeps first-purchase coupons for new users', async () => {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db, { priceMinor: 10_000 });
      await credit(t.db, learner.id, 100_000);
      const twice = await coupon(t.db, { perUserLimit: 2, discountValue: 2_500 });
      const firstOnly = await coupon(t.db, { newUsersOnly: true, perUserLimit: 5 });
      const withFirst = await createId(learner, { sku_id: skuId, coupon_code: firstOnly });
      for (let use = 0; use < 2; use += 1) {
        const paid = await pay(learner, await createId(learner, { sku_id: skuId, coupon_code: twice }));
        expect(paid.json().response).toMatchObject({
          discount_minor: 2_500,
          total_minor: 7_500,
          coupon_code: twice,
        });
      }
      expect(refusal(await create(learner, { sku_id: skuId, coupon_code: twice }))).toEqual({
        status: 400,
        code: ERROR_CODES.couponUseLimit,
        message: 'The coupon has reached its per-user use limit of 2',
      });
      // Created before the first purchase, paid after it: checked again when paying.
      expect(refusal(await pay(learner, withFirst))).toEqual({
        status: 409,
        code: ERROR_CODES.couponNewUsersOnly,
        message: ORDER_MESSAGES.couponNewUsersOnly,
      });
      expect(await walletBalance(t.db, learner.id)).toBe(85_000);
    });
  });

  it("pays a company-paid learner's order from the company's balance, and says to contact the service centre when short", async () => {
    const company = await buyer(t.db, 'company');
    const learner = await buyer(t.db, 'employee');
    await t.db
      .insertInto('company_users')
      .values({ user_id: learner.id, company_user_id: company.id, show_name: 'ACME', share_type: 1 })
      .execute();
    await credit(t.db, company.id, 15_000, 'company_wallet');
    await credit(t.db, learner.id, 50_000);
    const { skuId } = await item(t.db, { priceMinor: 10_000 });
    const calculated = await call(learner, 'POST', '/user/order/calculate', { sku_id: skuId });
    expect(calculated.json().response).toMatchObject({ company_paid: true, balance_minor: 15_000 });
    const paid = await pay(learner, await createId(learner, { sku_id: skuId }));
    expect(paid.json().response).toMatchObject({ status: ORDER_STATUS.paid, company_paid: true });
    expect(await walletBalance(t.db, company.id, 'company_wallet')).toBe(5_000);
    expect(await walletBalance(t.db, learner.id)).toBe(50_000);
    expect(refusal(await pay(learner, await createId(learner, { sku_id: skuId })))).toEqual({
      status: 409,
      code: ERROR_CODES.companyBalanceShort,
      message: ORDER_MESSAGES.companyBalanceShort,
    });
    const balance = await call(learner, 'GET', '/user/balance');
    expect(balance.json().response).toEqual({
      currency: 'CNY',
      balance_minor: 50_000,
      company_balance_minor: 5_000,
    });
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it with other parameters', async () => {
    const learner = await buyer(t.db);
    const { skuId } = await item(t.db, { priceMinor: 1_000 });
    await credit(t.db, learner.id, 1_000);
    const key = { 'idempotency-key': 'checkout-1' };
    const first = await create(learner, { sku_id: skuId }, key);
    const repeat = await create(learner, { sku_id: skuId }, key);
    expect(repeat.json()).toEqual(first.json());
    expect(refusal(await create(learner, { sku_id: skuId, quantity: 2 }, key))).toEqual({
      status: 409,
      code: ERROR_CODES.idempotencyKeyReused,
      message: ORDER_MESSAGES.idempotencyKeyReused,
    });
    const id = first.json().response.id as number;
    const paid = await pay(learner, id, {}, { 'idempotency-key': 'pay-1' });
    expect(paid.statusCode).toBe(200);
    expect((await pay(learner, id, {}, { 'idempotency-key': 'pay-1' })).json()).toEqual(paid.json());
    expect(await walletBalance(t.db, learner.id)).toBe(0);
    expect((await create(learner, { sku_id: skuId }, { 'idempotency-key': '' })).statusCode).toBe(400);
    const orders = await call(learner, 'GET', '/user/orders');
    expect(orders.json().response.total).toBe(1);
  });

  describe('what was bought, in the caller’s language', () => {
    const titles = { en: 'Daily Chinese', ja: '毎日の中国語', 'zh-cn': '每日中文' };

    it('names the course in the language asked, in English when none is asked or it is untranslated', async () => {
      const learner = await buyer(t.db);
      await credit(t.db, learner.id, 100_000);
      const daily = await item(t.db, { titles, lessonCount: 8, lessonMinutes: 45 });
      const business = await item(t.db, { kind: 'video', titles: { en: 'Business Chinese' } });
      const calculate = async (skuId: number, language?: string) =>
        (
          await call(learner, 'POST', '/user/order/calculate', {
            sku_id: skuId,
            ...(language ? { language } : {}),
          })
        ).json().response;
      expect(await calculate(daily.skuId, 'ja')).toMatchObject({
        course_kind: 'live',
        course_title: '毎日の中国語',
        lesson_count: 8,
        lesson_minutes: 45,
      });
      expect((await calculate(daily.skuId)).course_title).toBe('Daily Chinese');
      expect(await calculate(business.skuId, 'ja')).toMatchObject({
        course_kind: 'video',
        course_title: 'Business Chinese',
      });

      const created = await create(learner, { sku_id: daily.skuId, language: 'zh-cn' });
      expect(created.json().response).toMatchObject({
        course_title: '每日中文',
        lesson_count: 8,
        lesson_minutes: 45,
      });
      const dailyOrder = created.json().response.id as number;
      const businessOrder = await createId(learner, { sku_id: business.skuId, language: 'ko' });
      const titleOf = async (url: string) => (await call(learner, 'GET', url)).json().response.course_title;
      expect(await titleOf(`/user/order/${dailyOrder}?language=ja`)).toBe('毎日の中国語');
      expect(await titleOf(`/user/order/${dailyOrder}`)).toBe('Daily Chinese');
      expect(await titleOf(`/user/order/${businessOrder}?language=ko`)).toBe('Business Chinese');

      const listed = await call(learner, 'GET', '/user/orders?language=ja');
      expect(
        listed
          .json()
          .response.list.map((order: { id: number; course_title: string }) => [order.id, order.course_title]),
      ).toEqual([
        [businessOrder, 'Business Chinese'],
        [dailyOrder, '毎日の中国語'],
      ]);

      const paid = await call(learner, 'POST', `/user/order/${dailyOrder}/pay?language=zh-cn`, {});
      expect(paid.json().response).toMatchObject({ status: ORDER_STATUS.paid, course_title: '每日中文' });
      const cancelled = await call(learner, 'POST', `/user/order/${businessOrder}/cancel?language=es`);
      expect(cancelled.json().response).toMatchObject({
        status: ORDER_STATUS.cancelled,
        course_title: 'Business Chinese',
      });
      expect((await call(learner, 'GET', '/user/orders?language=xx')).statusCode).toBe(400);
    });

    it('takes a create or payment repeated in another language as the same request', async () => {
      const learner = await buyer(t.db);
      await credit(t.db, learner.id, 10_000);
      const { skuId } = await item(t.db, { titles, priceMinor: 1_000 });
      const key = { 'idempotency-key': 'checkout-in-two-languages' };
      const first = await create(learner, { sku_id: skuId, language: 'en' }, key);
      const repeat = await create(learner, { sku_id: skuId, language: 'ja' }, key);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().response).toEqual({ ...first.json().response, course_title: '毎日の中国語' });
      expect(
        refusal(await create(learner, { sku_id: skuId, quantity: 2, language: 'ja' }, key)),
      ).toMatchObject({
        status: 409,
        code: ERROR_CODES.idempotencyKeyReused,
      });
      const id = first.json().response.id as number;
      const payKey = { 'idempotency-key': 'pay-in-two-languages' };
      const paid = await call(learner, 'POST', `/user/order/${id}/pay?language=zh-cn`, {}, payKey);
      const paidAgain = await call(learner, 'POST', `/user/order/${id}/pay`, {}, payKey);
      expect(paid.json().response).toMatchObject({ status: ORDER_STATUS.paid, course_title: '每日中文' });
      expect(paidAgain.json().response).toEqual({ ...paid.json().response, course_title: 'Daily Chinese' });
      expect((await call(learner, 'GET', '/user/orders')).json().response.total).toBe(1);
      expect(await walletBalance(t.db, learner.id)).toBe(9_000);
    });
  });

  // PGlite has one connection, so requests there never race: these run on PostgreSQL only.
  const racing = target.name === 'postgres' ? describe : describe.skip;
  racing('when requests race', () => {
    it('pays exactly one of 50 orders from a balance that pays for one', async () => {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db, { priceMinor: 1_000 });
      await credit(t.db, learner.id, 1_500);
      const ids = await Promise.all(Array.from({ length: 50 }, () => createId(learner, { sku_id: skuId })));
      const answers = await Promise.all(ids.map((id) => pay(learner, id)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      // Every loser is told what is missing after the winner paid: 500 of 1,000.
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect(refusal(answer)).toEqual({
          status: 409,
          code: ERROR_CODES.notEnoughBalance,
          message: fillMessage(ORDER_MESSAGES.notEnoughBalance, yuanText(500)),
        });
      }
      expect(await walletBalance(t.db, learner.id)).toBe(500);
    });

    it('redeems a once-per-user coupon on one of 50 orders', async () => {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db, { priceMinor: 1_000 });
      await credit(t.db, learner.id, 100_000);
      const code = await coupon(t.db, { perUserLimit: 1, discountValue: 100 });
      const ids = await Promise.all(
        Array.from({ length: 50 }, () => createId(learner, { sku_id: skuId, coupon_code: code })),
      );
      const answers = await Promise.all(ids.map((id) => pay(learner, id)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect(refusal(answer)).toEqual({
          status: 409,
          code: ERROR_CODES.couponUseLimit,
          message: fillMessage(ORDER_MESSAGES.couponUseLimit, 1),
        });
      }
      const redemptions = await t.db
        .selectFrom('coupon_redemptions')
        .select('id')
        .where('user_id', '=', String(learner.id))
        .execute();
      expect(redemptions).toHaveLength(1);
      expect(await walletBalance(t.db, learner.id)).toBe(99_100);
    });

    it('sells a stock of 1 to one of 20 buyers', async () => {
      const { skuId } = await item(t.db, { priceMinor: 1_000, stock: 1 });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(t.db)));
      await Promise.all(buyers.map((who) => credit(t.db, who.id, 1_000)));
      const ids = await Promise.all(buyers.map((who) => createId(who, { sku_id: skuId })));
      const answers = await Promise.all(ids.map((id, index) => pay(buyers[index] as Buyer, id)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => refusal(answer).code === ERROR_CODES.outOfStock)).toHaveLength(19);
      const sku = await t.db
        .selectFrom('course_skus')
        .select('stock')
        .where('id', '=', String(skuId))
        .executeTakeFirst();
      expect(sku?.stock).toBe(0);
    });

    it('creates one order for the same Idempotency-Key sent 10 times at once', async () => {
      const learner = await buyer(t.db);
      const { skuId } = await item(t.db);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => create(learner, { sku_id: skuId }, { 'idempotency-key': 'race' })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((answer) => answer.json().response.id)).size).toBe(1);
      const orders = await t.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', String(learner.id))
        .execute();
      expect(orders).toHaveLength(1);
    });
  });
});
