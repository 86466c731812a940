import { BOOKING_MESSAGES, ERROR_CODES, fillMessage } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer, credit } from '../../test/orders-fixtures.ts';
import { createSession } from '../users/index.ts';

/** Sunday; the demo teachers teach Monday to Saturday, 08:00–21:30 Shanghai time. */
const NOW = new Date('2030-01-06T00:00:00Z');
/** `hour` o'clock Shanghai time on `day` January 2030 (the 7th a Monday; each test its own days). */
const at = (day: number, hour: number) =>
  `2030-01-${String(day).padStart(2, '0')}T${String(hour - 8).padStart(2, '0')}:00:00.000Z`;
const monday = (hour: number) => at(7, hour);
const tuesday = (hour: number) => at(8, hour);
/** Wednesday to Saturday, then Monday again: a day for each round of the race. */
const RACE_DAYS = [9, 10, 11, 12, 14];

/**
 * Lesson time carries the item it was bought with, and a booking applies that item's rules (issue 24),
 * on the demo catalogue: HSK 1 Essentials sells 1 trial lesson (classroom only), 20 lessons (classroom or
 * WeChat) and 40 lessons (classroom or WeChat, 2 a day); Business Chinese sells two self-booked items and
 * a 48-lesson one that an assistant teacher books.
 */
describe.each(testDatabases())('booking with the rules of the item bought on $name', (target) => {
  let t: TestApp;
  let hsk: number;
  let business: number;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: true, lessonHistory: false, now: () => NOW });
    const courses = await t.db.selectFrom('courses').select(['id', 'slug']).execute();
    hsk = Number(courses.find((course) => course.slug === 'hsk1-essentials')?.id);
    business = Number(courses.find((course) => course.slug === 'business-chinese')?.id);
  });
  afterAll(() => t.close());

  const call = (who: Buyer, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });
  const refusal = (answer: { statusCode: number; json(): unknown }) => ({
    status: answer.statusCode,
    ...(answer.json() as { error: { code: number; message: string } }).error,
  });

  /** A learner who bought the course's `position`th item (0-based, in the course's order) and paid for it. */
  async function buyerOf(courseId: number, position: number): Promise<Buyer> {
    const learner = await buyer(t.db, 'items');
    learner.token = (await createSession(t.db, learner.id, NOW)).token;
    const items = await t.db
      .selectFrom('course_skus')
      .select(['id', 'price_minor'])
      .where('course_id', '=', String(courseId))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const item = items[position];
    if (!item) throw new Error(`course ${courseId} has no item ${position}`);
    await credit(t.db, learner.id, Number(item.price_minor));
    const order = await call(learner, 'POST', '/user/order', { sku_id: Number(item.id) });
    expect(order.statusCode).toBe(200);
    const paid = await call(learner, 'POST', `/user/order/${order.json().response.id}/pay`, {});
    expect(paid.statusCode).toBe(200);
    return learner;
  }
  const book = (who: Buyer, body: object) =>
    call(who, 'POST', '/user/lessons', { course_id: hsk, minutes: 25, starts_at: monday(10), ...body });
  const bookable = async (who: Buyer, courseId: number) =>
    (await call(who, 'GET', '/user/booking/courses'))
      .json()
      .response.data.find((course: { course_id: number }) => course.course_id === courseId);

  it("lets the buyer of HSK 1's 20-lesson item, sold with WeChat, book with WeChat", async () => {
    const learner = await buyerOf(hsk, 1);
    expect(await bookable(learner, hsk)).toMatchObject({
      lesson_minutes: [25],
      delivery_ways: ['classroom', 'wechat'],
      self_booking: true,
      granted_minutes: 500,
      daily_limit: null,
    });
    const answer = await book(learner, { delivery_way: 'wechat', contact_id: 'learner-wechat' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().response).toMatchObject({ delivery_way: 'wechat', contact_id: 'learner-wechat' });
    const lesson = await t.db
      .selectFrom('lessons')
      .innerJoin('course_skus', 'course_skus.id', 'lessons.sku_id')
      .select(['course_skus.lesson_count'])
      .where('lessons.id', '=', String(answer.json().response.id))
      .executeTakeFirstOrThrow();
    expect(lesson.lesson_count).toBe(20);
    // The trial item's buyer holds classroom time only.
    const trial = await buyerOf(hsk, 0);
    expect(
      refusal(await book(trial, { delivery_way: 'wechat', contact_id: 'x', starts_at: monday(14) })),
    ).toEqual({
      status: 400,
      code: ERROR_CODES.deliveryWayNotOffered,
      message: BOOKING_MESSAGES.deliveryWayNotOffered,
    });
  });

  it("applies the 40-lesson item's daily limit of 2, and gives a cancelled lesson's time back to its item", async () => {
    const learner = await buyerOf(hsk, 2);
    expect(await bookable(learner, hsk)).toMatchObject({ daily_limit: 2, remaining_minutes: 1000 });
    const first = await book(learner, { starts_at: tuesday(10) });
    expect(first.statusCode).toBe(200);
    expect((await book(learner, { starts_at: tuesday(12) })).statusCode).toBe(200);
    expect(refusal(await book(learner, { starts_at: tuesday(15) }))).toEqual({
      status: 409,
      code: ERROR_CODES.dailyLimit,
      message: fillMessage(BOOKING_MESSAGES.daily_limit, 2),
    });
    expect(await bookable(learner, hsk)).toMatchObject({ remaining_minutes: 950 });
    const cancelled = await call(learner, 'POST', `/user/lessons/${first.json().response.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(await bookable(learner, hsk)).toMatchObject({ remaining_minutes: 975 });
    const rows = await t.db
      .selectFrom('lesson_time')
      .select(['sku_id', 'spent_minutes'])
      .where('owner_id', '=', String(learner.id))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.spent_minutes).toBe(25);
  });

  it("lets the buyer of Li Na's self-booking item book; the assistant-booked item's buyer is told to ask", async () => {
    const selfBooked = await buyerOf(business, 0);
    expect(await bookable(selfBooked, business)).toMatchObject({ self_booking: true });
    const answer = await book(selfBooked, { course_id: business, minutes: 50 });
    expect(answer.statusCode).toBe(200);
    const assisted = await buyerOf(business, 2);
    expect(await bookable(assisted, business)).toMatchObject({ self_booking: false, monthly_limit: 12 });
    expect(
      refusal(await book(assisted, { course_id: business, minutes: 50, starts_at: monday(14) })),
    ).toEqual({
      status: 403,
      code: ERROR_CODES.noSelfBooking,
      message: BOOKING_MESSAGES.noSelfBooking,
    });
  });

  // PGlite has one connection, so requests there never race: PostgreSQL only.
  const racing = target.name === 'postgres' ? it : it.skip;
  racing('lets one of two bookings racing for the last lesson of a daily limit of 2 through', async () => {
    for (const day of RACE_DAYS) {
      const learner = await buyerOf(hsk, 2);
      expect((await book(learner, { starts_at: at(day, 10) })).statusCode).toBe(200);
      const answers = await Promise.all([
        book(learner, { starts_at: at(day, 13) }),
        book(learner, { starts_at: at(day, 16) }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode !== 200);
      expect(loser && refusal(loser)).toEqual({
        status: 409,
        code: ERROR_CODES.dailyLimit,
        message: fillMessage(BOOKING_MESSAGES.daily_limit, 2),
      });
      const booked = await t.db
        .selectFrom('lessons')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('student_user_id', '=', String(learner.id))
        .where('status', '<>', 'cancelled')
        .executeTakeFirstOrThrow();
      expect(Number(booked.count)).toBe(2);
      expect(await bookable(learner, hsk)).toMatchObject({ remaining_minutes: 950 });
    }
  });
});
