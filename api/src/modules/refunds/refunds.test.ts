import { BILL_TYPE, ERROR_CODES, ORDER_STATUS, REFUND_MESSAGES, ROLE_MESSAGES } from '@hanyu/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced } from '../../test/ledger-invariants.ts';
import { coupon, credit, item } from '../../test/orders-fixtures.ts';
import { listOperatorActions } from '../audit/index.ts';
import { creditDuePromotions } from '../promotion/index.ts';
import { createSession, insertOperator, insertUser } from '../users/index.ts';

const DAY = 86_400_000;
/** The app's clock: a Sunday, the day before the seeded teachers' Monday 10:00 (Shanghai) slot. */
const NOW = new Date('2030-01-06T00:00:00Z');
/** Monday 10:00 in Shanghai, inside every seeded teacher's week. */
const SLOT = '2030-01-07T02:00:00.000Z';
const SLOT_2 = '2030-01-14T02:00:00.000Z';

describe.each(testDatabases())('refunds on $name', (target) => {
  let t: TestApp;
  let clock = NOW;
  const mailer = memoryMailer();
  type Person = { id: number; token: string };
  let operator: Person;
  let secondOperator: Person;
  let liveSku: number;
  let liveCourse: string;
  let made = 0;

  const person = async (name: string, language = 'en'): Promise<Person> => {
    const id = await insertUser(t.db, {
      email: `${name}${++made}@refunds.test`,
      nickName: name,
      passwordHash: 'x',
    });
    await t.db.updateTable('users').set({ language }).where('id', '=', String(id)).execute();
    return { id, token: (await createSession(t.db, id, clock)).token };
  };
  const call = (method: InjectOptions['method'], url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  /** The learner buys `skuId` from their balance (credited first): answers the paid order's id. */
  const buy = async (who: Person, skuId: number, price: number): Promise<number> => {
    await credit(t.db, who.id, price);
    const created = await call('POST', '/user/order', who.token, { sku_id: skuId });
    expect(created.statusCode).toBe(200);
    const id = created.json().response.id;
    const paid = await call('POST', `/user/order/${id}/pay`, who.token, {});
    expect(paid.statusCode).toBe(200);
    return id;
  };
  const ask = (who: Person, orderId: number, reason = 'Not for me') =>
    call('POST', `/user/order/${orderId}/refund`, who.token, { reason });
  const balanceOf = async (who: Person) => (await call('GET', '/user/balance', who.token)).json().response;
  const lessonTime = (who: Person) =>
    t.db
      .selectFrom('lesson_time')
      .select(['granted_minutes', 'spent_minutes', 'granted_value_minor', 'spent_value_minor'])
      .where('owner_id', '=', String(who.id))
      .where('sku_id', '=', String(liveSku))
      .executeTakeFirstOrThrow();
  const book = (who: Person, startsAt: string) =>
    call('POST', '/user/lessons', who.token, {
      course_id: Number(liveCourse),
      minutes: 50,
      starts_at: startsAt,
    });

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => clock,
      mailer,
    });
    operator = await person('operator');
    await insertOperator(t.db, operator.id);
    secondOperator = await person('operator');
    await insertOperator(t.db, secondOperator.id);
    liveCourse = (
      await t.db.selectFrom('courses').select('id').where('slug', '=', 'live-hsk1').executeTakeFirstOrThrow()
    ).id;
    liveSku = Number(
      (
        await t.db
          .selectFrom('course_skus')
          .select('id')
          .where('course_id', '=', liveCourse)
          .where('lesson_minutes', '=', 50)
          .executeTakeFirstOrThrow()
      ).id,
    );
  });
  afterEach(() => {
    clock = NOW;
  });
  afterAll(() => t.close());

  it('refunds unused lesson time pro rata: lessons ahead cancelled, the rest of the time gone, bill type 5', async () => {
    const learner = await person('learner', 'es');
    const orderId = await buy(learner, liveSku, 180_000);
    expect((await book(learner, SLOT)).statusCode).toBe(200);
    const ahead = await book(learner, SLOT_2);
    expect(ahead.statusCode).toBe(200);
    // The first lesson is given and completed: 50 of 500 minutes, 18,000 of 180,000 fen spent for good.
    clock = new Date(Date.parse(SLOT) + 60 * 60_000);
    await t.db
      .updateTable('lessons')
      .set({ status: 'complete', completed_at: clock, summary: 'Tones and greetings' })
      .where('starts_at', '=', new Date(SLOT))
      .where('student_user_id', '=', String(learner.id))
      .execute();

    const asked = await ask(learner, orderId, '  The times do not suit me  ');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().response).toMatchObject({
      order_id: orderId,
      state: 'open',
      reason: 'The times do not suit me',
      reply: null,
      refunded_minor: null,
    });

    const queue = await call('GET', '/operator/refunds', operator.token);
    expect(queue.statusCode).toBe(200);
    const listed = queue
      .json()
      .response.list.find((refund: { order_id: number }) => refund.order_id === orderId);
    expect(listed).toMatchObject({
      state: 'open',
      total_minor: 180_000,
      company_paid: false,
      usage: { kind: 'live', granted_minutes: 500, used_minutes: 50, future_lessons: 1 },
      refundable_minor: 162_000,
    });

    const approved = await call('POST', `/operator/refunds/${listed.id}/approve`, operator.token, {
      reply: 'Refunded what was not used',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().response).toMatchObject({ state: 'approved', refunded_minor: 162_000 });

    expect((await balanceOf(learner)).balance_minor).toBe(162_000);
    const bills = (await call('GET', `/user/bills?type=${BILL_TYPE.orderCancelRefund}`, learner.token)).json()
      .response;
    expect(bills.list).toEqual([
      expect.objectContaining({ type: BILL_TYPE.orderCancelRefund, amount: 162_000, order_id: orderId }),
    ]);
    const order = (await call('GET', `/user/order/${orderId}`, learner.token)).json().response;
    expect(order).toMatchObject({ status: ORDER_STATUS.cancelled });
    expect(order.paid_at).not.toBeNull();
    expect(await lessonTime(learner)).toEqual({
      granted_minutes: 50,
      spent_minutes: 50,
      granted_value_minor: '18000',
      spent_value_minor: '18000',
    });
    const cancelled = await t.db
      .selectFrom('lessons')
      .select(['status', 'cancelled_by'])
      .where('id', '=', String(ahead.json().response.id))
      .executeTakeFirstOrThrow();
    expect(cancelled).toEqual({ status: 'cancelled', cancelled_by: String(operator.id) });
    // No time left to book with.
    const again = await book(learner, SLOT_2);
    expect(again.statusCode).toBe(409);

    const mine = (await call('GET', '/user/refunds', learner.token)).json().response.list;
    expect(mine).toEqual([
      expect.objectContaining({
        state: 'approved',
        reply: 'Refunded what was not used',
        refunded_minor: 162_000,
      }),
    ]);
    const mail = mailer.sent.find((sent) => sent.subject.includes(`pedido ${orderId}`));
    expect(mail?.subject).toBe(`Se ha aprobado el reembolso del pedido ${orderId} ([es] HSK 1 Essentials)`);
    // The lesson ahead it cancelled is cancelled for both sides, calendars too, as any cancellation is.
    const sides = await t.db
      .selectFrom('lessons')
      .innerJoin('users as learners', 'learners.id', 'lessons.student_user_id')
      .innerJoin('users as teachers', 'teachers.id', 'lessons.teacher_user_id')
      .select(['learners.email as learner', 'teachers.email as teacher'])
      .where('lessons.id', '=', String(ahead.json().response.id))
      .executeTakeFirstOrThrow();
    const cancellationsTo = () =>
      mailer.sent
        .filter((sent) => sent.attachments?.some((file) => file.contentType.includes('method=CANCEL')))
        .map((sent) => sent.to)
        .sort();
    // Sent after the answer, without holding it.
    for (let tries = 0; tries < 100 && cancellationsTo().length < 2; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancellationsTo()).toEqual([sides.learner, sides.teacher].sort());
    expect(mail?.text).toContain('Refunded what was not used');
    const audit = await listOperatorActions(t.db, { subject: `refund:${listed.id}`, limit: 10 });
    expect(audit).toEqual([
      expect.objectContaining({ action: 'refund.approve', reason: 'Refunded what was not used' }),
    ]);
    await expectBooksBalanced(t.db);
  });

  it('refuses with clear messages: not theirs, not paid, too late, asked already, refunded already', async () => {
    const learner = await person('learner');
    const stranger = await person('stranger');
    const orderId = await buy(learner, liveSku, 180_000);

    expect((await ask(stranger, orderId)).statusCode).toBe(404);
    const blank = await ask(learner, orderId, '   ');
    expect(blank.statusCode).toBe(400);
    const long = await ask(learner, orderId, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);

    const unpaid = await call('POST', '/user/order', learner.token, { sku_id: liveSku });
    const unpaidAnswer = await ask(learner, unpaid.json().response.id);
    expect(unpaidAnswer.statusCode).toBe(409);
    expect(unpaidAnswer.json().error).toEqual({
      code: ERROR_CODES.refundNotPaid,
      message: REFUND_MESSAGES.notPaid,
    });

    await t.db
      .updateTable('orders')
      .set({ paid_at: new Date(NOW.getTime() - 31 * DAY) })
      .where('id', '=', String(orderId))
      .execute();
    const late = await ask(learner, orderId);
    expect(late.json().error).toEqual({
      code: ERROR_CODES.refundWindowClosed,
      message: REFUND_MESSAGES.windowClosed,
    });
    await t.db.updateTable('orders').set({ paid_at: NOW }).where('id', '=', String(orderId)).execute();

    expect((await ask(learner, orderId)).statusCode).toBe(200);
    const twice = await ask(learner, orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      code: ERROR_CODES.refundAlreadyRequested,
      message: REFUND_MESSAGES.alreadyRequested,
    });

    const refund = (await call('GET', '/user/refunds', learner.token)).json().response.list[0];
    expect((await call('GET', '/operator/refunds', learner.token)).json().error.message).toBe(
      ROLE_MESSAGES.operator,
    );
    expect(
      (await call('POST', `/operator/refunds/${refund.id}/approve`, learner.token, { reply: 'ok' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/operator/refunds/${refund.id}/approve`, operator.token, {})).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/operator/refunds/999999/approve', operator.token, { reply: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/operator/refunds/${refund.id}/approve`, operator.token, { reply: 'Done' }))
        .statusCode,
    ).toBe(200);
    const refunded = await ask(learner, orderId);
    expect(refunded.json().error).toEqual({
      code: ERROR_CODES.orderAlreadyRefunded,
      message: REFUND_MESSAGES.alreadyRefunded,
    });
    const decideAgain = await call('POST', `/operator/refunds/${refund.id}/decline`, operator.token, {
      reply: 'No',
    });
    expect(decideAgain.statusCode).toBe(409);
    expect(decideAgain.json().error).toEqual({
      code: ERROR_CODES.refundNotOpen,
      message: REFUND_MESSAGES.notOpen,
    });
  });

  it('declines with a reply the learner reads; the order, its time and the money stay; it may be asked again', async () => {
    const learner = await person('learner', 'zh-cn');
    const orderId = await buy(learner, liveSku, 180_000);
    await ask(learner, orderId);
    const refund = (await call('GET', '/user/refunds', learner.token)).json().response.list[0];
    const declined = await call('POST', `/operator/refunds/${refund.id}/decline`, operator.token, {
      reply: 'Please talk to your teacher first',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().response).toMatchObject({ state: 'declined', refunded_minor: null });
    expect((await call('GET', '/user/refunds', learner.token)).json().response.list[0]).toMatchObject({
      state: 'declined',
      reply: 'Please talk to your teacher first',
    });
    expect((await call('GET', `/user/order/${orderId}`, learner.token)).json().response.status).toBe(
      ORDER_STATUS.paid,
    );
    expect((await lessonTime(learner)).granted_minutes).toBe(500);
    expect((await balanceOf(learner)).balance_minor).toBe(0);
    expect(mailer.sent.at(-1)?.subject).toBe(`订单 ${orderId}（HSK 一级核心课）的退款申请未通过`);
    const audit = await listOperatorActions(t.db, { subject: `refund:${refund.id}`, limit: 10 });
    expect(audit.map((entry) => entry.action)).toEqual(['refund.decline']);
    expect((await ask(learner, orderId)).statusCode).toBe(200);
  });

  it('refunds a group seat in full before the class opens and nothing after; the seat goes', async () => {
    const group = await item(t.db, { kind: 'group', priceMinor: 9_900 });
    const early = await person('early');
    const late = await person('late');
    const earlyOrder = await buy(early, group.skuId, 9_900);
    const lateOrder = await buy(late, group.skuId, 9_900);
    await ask(early, earlyOrder);
    const earlyRefund = (await call('GET', '/user/refunds', early.token)).json().response.list[0];
    await call('POST', `/operator/refunds/${earlyRefund.id}/approve`, operator.token, { reply: 'ok' });
    expect((await balanceOf(early)).balance_minor).toBe(9_900);

    await t.db
      .updateTable('group_classes')
      .set({ status: 1, opened_at: clock })
      .where('course_id', '=', String(group.courseId))
      .execute();
    await ask(late, lateOrder);
    const lateRefund = (await call('GET', '/user/refunds', late.token)).json().response.list[0];
    const approved = await call('POST', `/operator/refunds/${lateRefund.id}/approve`, operator.token, {
      reply: 'The class has started',
    });
    expect(approved.json().response).toMatchObject({ refunded_minor: 0, usage: { class_opened: true } });
    expect((await balanceOf(late)).balance_minor).toBe(0);
    const seats = await t.db
      .selectFrom('enrolments')
      .select('user_id')
      .where('course_id', '=', String(group.courseId))
      .execute();
    expect(seats).toEqual([]);
    await expectBooksBalanced(t.db);
  });

  it('refunds a video course below a fifth of its clips finished, nothing from there on; access goes', async () => {
    const video = await item(t.db, { kind: 'video', priceMinor: 19_900, videoLessons: 5 });
    const watcher = await person('watcher');
    const browser = await person('browser');
    const watcherOrder = await buy(watcher, video.skuId, 19_900);
    const browserOrder = await buy(browser, video.skuId, 19_900);
    const firstClip = await t.db
      .selectFrom('video_clips')
      .innerJoin('video_lesson_items', 'video_lesson_items.id', 'video_clips.item_id')
      .innerJoin('video_lessons', 'video_lessons.id', 'video_lesson_items.lesson_id')
      .select('video_clips.item_id')
      .where('video_lessons.course_id', '=', String(video.courseId))
      .orderBy('video_lessons.position')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('video_clip_progress')
      .values({ user_id: String(watcher.id), item_id: firstClip.item_id, completed_at: clock })
      .execute();
    for (const [who, orderId, refunded] of [
      [watcher, watcherOrder, 0],
      [browser, browserOrder, 19_900],
    ] as const) {
      await ask(who, orderId);
      const refund = (await call('GET', '/user/refunds', who.token)).json().response.list[0];
      const approved = await call('POST', `/operator/refunds/${refund.id}/approve`, operator.token, {
        reply: 'ok',
      });
      expect(approved.json().response.refunded_minor).toBe(refunded);
      expect((await balanceOf(who)).balance_minor).toBe(refunded);
      const grants = await t.db
        .selectFrom('grants')
        .select('id')
        .where('order_id', '=', String(orderId))
        .execute();
      expect(grants).toEqual([]);
    }
  });

  it("refunds to the company wallet that paid, not the learner's", async () => {
    const company = await person('company');
    const member = await person('member');
    await t.db
      .insertInto('company_users')
      .values({ user_id: member.id, company_user_id: company.id, show_name: 'ACME', share_type: 1 })
      .execute();
    await credit(t.db, company.id, 180_000, 'company_wallet');
    const created = await call('POST', '/user/order', member.token, { sku_id: liveSku });
    const orderId = created.json().response.id;
    expect((await call('POST', `/user/order/${orderId}/pay`, member.token, {})).statusCode).toBe(200);
    await ask(member, orderId);
    const refund = (await call('GET', '/user/refunds', member.token)).json().response.list[0];
    const approved = await call('POST', `/operator/refunds/${refund.id}/approve`, operator.token, {
      reply: 'ok',
    });
    expect(approved.json().response).toMatchObject({ company_paid: true, refunded_minor: 180_000 });
    expect(await balanceOf(member)).toMatchObject({ balance_minor: 0, company_balance_minor: 180_000 });
  });

  it('credits no promotion income for a refunded order', async () => {
    const promoterLearner = await person('promoted');
    const orderId = await buy(promoterLearner, liveSku, 180_000);
    const promoter = await person('promoter');
    const couponId = (
      await t.db
        .selectFrom('coupons')
        .select('id')
        .where('code', '=', await coupon(t.db))
        .executeTakeFirstOrThrow()
    ).id;
    await sql`insert into promoters (user_id, kind, coupon_id)
      select ${promoter.id}, kind, ${couponId} from promoter_kinds limit 1`.execute(t.db);
    await sql`insert into promotion_orders (order_id, promoter_id, income_bp, source, created_at, amount_minor, total_minor, status, paid_at)
      select o.id, ${promoter.id}, 1000, 'click', o.created_at, o.amount_minor, o.total_minor, o.status, o.paid_at
      from orders o where o.id = ${orderId}`.execute(t.db);
    await ask(promoterLearner, orderId);
    const refund = (await call('GET', '/user/refunds', promoterLearner.token)).json().response.list[0];
    await call('POST', `/operator/refunds/${refund.id}/approve`, operator.token, { reply: 'ok' });
    const credited = await creditDuePromotions(t.db, {
      now: new Date(NOW.getTime() + 40 * DAY),
      holdMs: 30 * DAY,
    });
    const row = await t.db
      .selectFrom('promotion_orders')
      .select(['credited_at', 'status'])
      .where('order_id', '=', String(orderId))
      .executeTakeFirstOrThrow();
    expect(row.credited_at).toBeNull();
    expect(row.status).toBe(ORDER_STATUS.cancelled);
    expect(credited.incomes).toBe(0);
  });

  it('CONCURRENT: two operators approving the same refund make one refund; the other reads a 409', async () => {
    const rounds = target.name === 'postgres' ? 5 : 2;
    for (let round = 0; round < rounds; round++) {
      const learner = await person('racer');
      const orderId = await buy(learner, liveSku, 180_000);
      await ask(learner, orderId);
      const refund = (await call('GET', '/user/refunds', learner.token)).json().response.list[0];
      const answers = await Promise.all(
        [operator, secondOperator].map((who) =>
          call('POST', `/operator/refunds/${refund.id}/approve`, who.token, { reply: 'ok' }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(loser?.json().error).toEqual({
        code: ERROR_CODES.refundNotOpen,
        message: REFUND_MESSAGES.notOpen,
      });
      expect((await balanceOf(learner)).balance_minor).toBe(180_000);
      const refunds = await t.db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('reference', '=', `order:${orderId}`)
        .where('kind', '=', BILL_TYPE.orderCancelRefund)
        .execute();
      expect(refunds).toHaveLength(1);
    }
    await expectBooksBalanced(t.db);
  });

  it('CONCURRENT: a refund racing bookings of the same time never leaves negative time nor a lesson without paid time', async () => {
    const rounds = target.name === 'postgres' ? 4 : 2;
    for (let round = 0; round < rounds; round++) {
      const learner = await person('booker');
      const orderId = await buy(learner, liveSku, 180_000);
      await ask(learner, orderId);
      const refund = (await call('GET', '/user/refunds', learner.token)).json().response.list[0];
      const slots = [0, 1, 2].map((week) =>
        new Date(Date.parse(SLOT) + (round * 3 + week + 2) * 7 * DAY).toISOString(),
      );
      const [approval, ...bookings] = await Promise.all([
        call('POST', `/operator/refunds/${refund.id}/approve`, operator.token, { reply: 'ok' }),
        ...slots.map((slot) => book(learner, slot)),
      ]);
      expect(approval?.statusCode).toBe(200);
      for (const booking of bookings) {
        expect([200, 409]).toContain(booking.statusCode);
        if (booking.statusCode === 409) {
          expect(booking.json().error.code).toBe(ERROR_CODES.notEnoughLessonTime);
        }
      }
      const time = await lessonTime(learner);
      expect(time.spent_minutes).toBeLessThanOrEqual(time.granted_minutes);
      expect(time.spent_minutes).toBeGreaterThanOrEqual(0);
      const booked = await t.db
        .selectFrom('lessons')
        .select('id')
        .where('student_user_id', '=', String(learner.id))
        .where('status', '=', 'booked')
        .execute();
      // Every lesson still booked is paid for by time still spent; the refund cancelled those it found.
      expect(booked.length * 50).toBeLessThanOrEqual(time.spent_minutes);
      expect(approval?.json().response.refunded_minor + Number(time.spent_value_minor)).toBe(180_000);
      expect((await balanceOf(learner)).balance_minor).toBe(approval?.json().response.refunded_minor);
    }
    await expectBooksBalanced(t.db);
  });
});
