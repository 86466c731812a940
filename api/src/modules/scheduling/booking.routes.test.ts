import { BOOKING_MESSAGES, ERROR_CODES } from '@hanyu/contract';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer, credit } from '../../test/orders-fixtures.ts';
import { sendDueReminders } from '../lessons/index.ts';
import { createSession } from '../users/index.ts';

/** Sunday 2030-01-06 08:00 in Shanghai: the seeded teachers work Monday to Saturday, 08:00–21:30. */
const START = new Date('2030-01-06T00:00:00Z');
const HOUR = 3_600_000;
/** Monday 10:00 in Shanghai. */
const MONDAY_10 = '2030-01-07T02:00:00.000Z';

/** Resolves once `done` holds (mail is sent after the answer, not before it). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}

describe.each(testDatabases())('booking and teaching on $name', (target) => {
  let t: TestApp;
  const mailer = memoryMailer();
  let clock = START;
  /** live-hsk1 (Ana Li: 50 min classroom or Wechat; 25 min, 1 a day, 12 a month) and live-business (Bo Chen). */
  let hsk: number;
  let business: number;
  let ana: Buyer;

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => clock,
      mailer,
      publicUrl: 'https://hanyu.example',
    });
    const courses = await t.db.selectFrom('courses').select(['id', 'slug']).execute();
    hsk = Number(courses.find((c) => c.slug === 'live-hsk1')?.id);
    business = Number(courses.find((c) => c.slug === 'live-business')?.id);
    const teacher = await t.db
      .selectFrom('teachers')
      .select('user_id')
      .where('slug', '=', 'ana-li')
      .executeTakeFirstOrThrow();
    ana = {
      id: Number(teacher.user_id),
      token: (await createSession(t.db, Number(teacher.user_id), START)).token,
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = START;
  });

  const call = (
    who: Buyer,
    method: 'GET' | 'POST' | 'PUT',
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
  const refusal = (answer: { statusCode: number; json(): unknown }) => ({
    status: answer.statusCode,
    ...(answer.json() as { error: { code: number; message: string } }).error,
  });

  /** A learner who bought the course's item of `minutes` through an order paid from the balance. */
  async function learnerWith(courseId: number, minutes: number): Promise<Buyer> {
    // Sessions start on the test's clock (a session of today would have expired by 2030).
    const learner = await buyer(t.db, 'learner');
    learner.token = (await createSession(t.db, learner.id, START)).token;
    const sku = await t.db
      .selectFrom('course_skus')
      .select(['id', 'price_minor'])
      .where('course_id', '=', String(courseId))
      .where('lesson_minutes', '=', minutes)
      .executeTakeFirstOrThrow();
    await credit(t.db, learner.id, Number(sku.price_minor));
    const order = await call(learner, 'POST', '/user/order', { sku_id: Number(sku.id) });
    expect(order.statusCode).toBe(200);
    expect((await call(learner, 'POST', `/user/order/${order.json().response.id}/pay`, {})).statusCode).toBe(
      200,
    );
    return learner;
  }
  const book = (who: Buyer, body: object, headers?: Record<string, string>) =>
    call(
      who,
      'POST',
      '/user/lessons',
      { course_id: hsk, minutes: 50, starts_at: MONDAY_10, ...body },
      headers,
    );
  const remaining = async (who: Buyer, courseId = hsk) =>
    (await call(who, 'GET', '/user/booking/courses'))
      .json()
      .response.data.find((c: { course_id: number }) => c.course_id === courseId)?.remaining_minutes;

  it('shows a bought course with its lesson time, lengths and delivery ways', async () => {
    const learner = await learnerWith(hsk, 50);
    const answer = await call(learner, 'GET', '/user/booking/courses?language=zh-cn');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().response.data).toEqual([
      {
        course_id: hsk,
        title: 'HSK 一级核心课',
        teacher_id: ana.id,
        teacher_name: 'Ana Li',
        // The lengths and ways of the item bought (50 minutes), not of every item of the course.
        lesson_minutes: [50],
        delivery_ways: ['classroom', 'wechat'],
        self_booking: true,
        granted_minutes: 500,
        remaining_minutes: 500,
        daily_limit: null,
        monthly_limit: null,
      },
    ]);
  });

  it("lists the teacher's free starts in the learner's zone, 2 hours ahead, long enough for the lesson", async () => {
    const learner = await learnerWith(hsk, 50);
    const answer = await call(
      learner,
      'GET',
      `/user/booking/slots?course_id=${hsk}&minutes=50&days=2&time_zone=America/New_York`,
    );
    expect(answer.statusCode).toBe(200);
    const { response } = answer.json();
    expect(response).toMatchObject({ time_zone: 'America/New_York', minutes: 50, teacher_id: ana.id });
    expect(response.remaining_minutes).toBe(500);
    // Monday 08:00 in Shanghai is Sunday 19:00 in New York; the last 50-minute start is 20:30 Shanghai.
    const [sunday, monday] = response.days;
    expect(sunday.date).toBe('2030-01-06');
    expect(sunday.slots[0]).toEqual({
      start: '2030-01-07T00:00:00.000Z',
      end: '2030-01-07T00:50:00.000Z',
      time: '19:00',
    });
    expect(monday.date).toBe('2030-01-07');
    expect(monday.slots.at(-1).start).toBe('2030-01-07T12:30:00.000Z');
    const all = response.days.flatMap((day: { slots: unknown[] }) => day.slots);
    expect(all).toHaveLength(26);
  });

  it('books a slot, spends the lesson time, and shows the entry and cancellation times', async () => {
    const learner = await learnerWith(hsk, 50);
    const answer = await book(learner, { remark: '  Please focus on tones  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().response).toMatchObject({
      course_id: hsk,
      course_title: 'HSK 1 Essentials',
      teacher_id: ana.id,
      teacher_name: 'Ana Li',
      student_id: learner.id,
      starts_at: MONDAY_10,
      ends_at: '2030-01-07T02:50:00.000Z',
      minutes: 50,
      status: 'booked',
      delivery_way: 'classroom',
      contact_id: null,
      remark: 'Please focus on tones',
      trial: false,
      entry_from: '2030-01-07T01:40:00.000Z',
      cancel_until: '2030-01-07T00:00:00.000Z',
      reschedule_count: 0,
    });
    expect(await remaining(learner)).toBe(450);
    // The slot is gone from everyone's listing, the learner's upcoming lessons show it.
    const slots = await call(learner, 'GET', `/user/booking/slots?course_id=${hsk}&minutes=50&days=2`);
    const starts = slots.json().response.days.flatMap((d: { slots: Array<{ start: string }> }) => d.slots);
    expect(starts.map((s: { start: string }) => s.start)).not.toContain(MONDAY_10);
    const upcoming = await call(learner, 'GET', '/user/lessons?when=upcoming');
    expect(upcoming.json().response).toMatchObject({ total: 1, data: [{ starts_at: MONDAY_10 }] });
    const taught = await call(ana, 'GET', '/teacher/lessons?when=upcoming');
    expect(taught.json().response.data.map((l: { student_id: number }) => l.student_id)).toContain(
      learner.id,
    );
  });

  it("lists one course's lessons when asked for its course_id (learning/live/{item_id})", async () => {
    const learner = await learnerWith(hsk, 50);
    // A start no other test of this file books (the teacher is the same in all of them).
    expect((await book(learner, { starts_at: '2030-01-08T08:00:00Z' })).statusCode).toBe(200);
    // A lesson of another of the learner's courses, as an assistant teacher would have booked it.
    const bo = await t.db
      .selectFrom('courses')
      .select('teacher_user_id')
      .where('id', '=', String(business))
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('lessons')
      .values({
        teacher_user_id: String(bo.teacher_user_id),
        student_user_id: String(learner.id),
        course_id: String(business),
        starts_at: '2030-01-08T11:30:00Z',
        ends_at: '2030-01-08T12:20:00Z',
        contact_id: 'bo-skype',
        remark: null,
        summary: null,
        material: null,
        progress: null,
      })
      .execute();
    const courseIds = async (query: string) => {
      const answer = await call(learner, 'GET', `/user/lessons?when=upcoming${query}`);
      expect(answer.statusCode).toBe(200);
      const { data, total } = answer.json().response as { data: Array<{ course_id: number }>; total: number };
      return { total, courses: data.map((lesson) => lesson.course_id) };
    };
    expect(await courseIds('')).toEqual({ total: 2, courses: [hsk, business] });
    expect(await courseIds(`&course_id=${hsk}`)).toEqual({ total: 1, courses: [hsk] });
    expect(await courseIds(`&course_id=${business}`)).toEqual({ total: 1, courses: [business] });
    // Another learner's course filter shows nothing of theirs; a course id that is no number is refused.
    const other = await learnerWith(hsk, 50);
    const theirs = await call(other, 'GET', `/user/lessons?when=upcoming&course_id=${business}`);
    expect(theirs.json().response).toMatchObject({ total: 0, data: [] });
    const bad = await call(learner, 'GET', '/user/lessons?course_id=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses each broken booking rule with its message', async () => {
    const learner = await learnerWith(hsk, 50);
    const other = await learnerWith(hsk, 50);
    const taken = '2030-01-07T05:00:00Z';
    expect((await book(learner, { starts_at: taken })).statusCode).toBe(200);
    const cases: Array<[object, number, number, string]> = [
      [{ starts_at: taken }, 409, ERROR_CODES.slotReserved, BOOKING_MESSAGES.reserved],
      [
        { starts_at: new Date(START.getTime() + HOUR).toISOString() },
        409,
        ERROR_CODES.slotTooSoon,
        BOOKING_MESSAGES.too_soon,
      ],
      [{ starts_at: '2030-01-07T03:10:00Z' }, 409, ERROR_CODES.slotOffGrid, BOOKING_MESSAGES.off_grid],
      // Sunday in Shanghai.
      [{ starts_at: '2030-01-12T18:00:00Z' }, 409, ERROR_CODES.slotUnavailable, BOOKING_MESSAGES.unavailable],
      // 21:00 in Shanghai: a 50-minute lesson would end after 21:30.
      [{ starts_at: '2030-01-07T13:00:00Z' }, 409, ERROR_CODES.slotTooShort, BOOKING_MESSAGES.too_short],
      [
        { starts_at: '2030-01-07T04:00:00Z', delivery_way: 'wechat' },
        400,
        ERROR_CODES.contactIdRequired,
        'Please enter your WeChat ID',
      ],
      [
        { starts_at: '2030-01-07T04:00:00Z', delivery_way: 'skype', contact_id: 'me' },
        400,
        ERROR_CODES.deliveryWayNotOffered,
        BOOKING_MESSAGES.deliveryWayNotOffered,
      ],
      [{ minutes: 40 }, 400, ERROR_CODES.notBookable, BOOKING_MESSAGES.chooseCourseAndTime],
      // The 25-minute item's time was not bought: the 50-minute item's does not pay for it.
      [{ minutes: 25 }, 400, ERROR_CODES.notBookable, BOOKING_MESSAGES.chooseCourseAndTime],
      // No lesson time on that course at all.
      [{ course_id: business }, 400, ERROR_CODES.notBookable, BOOKING_MESSAGES.chooseCourseAndTime],
    ];
    for (const [body, status, code, message] of cases)
      expect(refusal(await book(other, body))).toEqual({ status, code, message });
    // 25-minute lessons of this course: one a day.
    const short = await learnerWith(hsk, 25);
    expect((await book(short, { minutes: 25, starts_at: '2030-01-08T02:00:00Z' })).statusCode).toBe(200);
    expect(refusal(await book(short, { minutes: 25, starts_at: '2030-01-08T06:00:00Z' }))).toEqual({
      status: 409,
      code: ERROR_CODES.dailyLimit,
      message: 'You have reached the daily booking limit of this course (1)',
    });
    // 250 minutes bought: ten 25-minute lessons, one a day (Sunday the 13th is off), spend them all.
    for (const day of [9, 10, 11, 12, 14, 15, 16, 17, 18]) {
      const booked = await book(short, {
        minutes: 25,
        starts_at: `2030-01-${String(day).padStart(2, '0')}T07:00:00Z`,
      });
      expect(booked.statusCode).toBe(200);
    }
    expect(await remaining(short)).toBe(0);
    // Ten lessons took exactly what the ten were paid (¥990): each its share, the last the remainder.
    const values = await t.db
      .selectFrom('lessons')
      .select((eb) => eb.fn.sum<string>('value_minor').as('total'))
      .where('student_user_id', '=', String(short.id))
      .executeTakeFirstOrThrow();
    expect(Number(values.total)).toBe(99_000);
    expect(refusal(await book(short, { minutes: 25, starts_at: '2030-01-21T02:00:00Z' }))).toEqual({
      status: 409,
      code: ERROR_CODES.notEnoughLessonTime,
      message: BOOKING_MESSAGES.notEnoughLessonTime,
    });
    // Nothing refused was written.
    expect(await remaining(other)).toBe(500);
  });

  it('replays a repeated Idempotency-Key and refuses it for another booking', async () => {
    const learner = await learnerWith(hsk, 50);
    const key = { 'idempotency-key': 'book-monday' };
    const first = await book(learner, { starts_at: '2030-01-09T02:00:00Z' }, key);
    const again = await book(learner, { starts_at: '2030-01-09T02:00:00Z' }, key);
    expect(first.statusCode).toBe(200);
    expect(again.json().response.id).toBe(first.json().response.id);
    expect(await remaining(learner)).toBe(450);
    expect(refusal(await book(learner, { starts_at: '2030-01-09T04:00:00Z' }, key)).status).toBe(409);
  });

  it('cancels until 2 hours before the start and gives the lesson time back', async () => {
    const learner = await learnerWith(hsk, 50);
    const early = (await book(learner, { starts_at: '2030-01-10T02:00:00Z' })).json().response.id;
    const late = (await book(learner, { starts_at: '2030-01-10T06:00:00Z' })).json().response.id;
    expect(await remaining(learner)).toBe(400);
    const cancelled = await call(learner, 'POST', `/user/lessons/${early}/cancel`);
    expect(cancelled.json().response.status).toBe('cancelled');
    expect(await remaining(learner)).toBe(450);
    expect(refusal(await call(learner, 'POST', `/user/lessons/${early}/cancel`))).toMatchObject({
      status: 409,
      message: BOOKING_MESSAGES.notBooked,
    });
    // 1 h 59 before the start.
    clock = new Date(Date.parse('2030-01-10T06:00:00Z') - 2 * HOUR + 60_000);
    expect(refusal(await call(learner, 'POST', `/user/lessons/${late}/cancel`))).toEqual({
      status: 409,
      code: ERROR_CODES.cancelTooLate,
      message: BOOKING_MESSAGES.cancelTooLate,
    });
    // The freed time can be booked again, by anyone.
    clock = START;
    const other = await learnerWith(hsk, 50);
    expect((await book(other, { starts_at: '2030-01-10T02:00:00Z' })).statusCode).toBe(200);
  });

  it('mails the learner and the teacher a calendar file when a lesson is booked, and a cancelling one when cancelled', async () => {
    const learner = await learnerWith(hsk, 50);
    await t.db
      .updateTable('users')
      .set({ language: 'es', time_zone: 'Europe/Madrid' })
      .where('id', '=', String(learner.id))
      .execute();
    const email = (
      await t.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', String(learner.id))
        .executeTakeFirstOrThrow()
    ).email;
    mailer.sent.length = 0;
    const id = (await book(learner, { starts_at: '2030-01-11T06:00:00Z' })).json().response.id;
    await waitFor(() => mailer.sent.length === 2);
    const toLearner = mailer.sent.find((message) => message.to === email);
    const toTeacher = mailer.sent.find((message) => message.to !== email);
    // In the learner's language and zone: 14:00 in Beijing is 07:00 in Madrid; the course named in Spanish
    // (the fixtures' Spanish titles are "[es] …"), though the booking was made in English.
    expect(toLearner?.subject).toBe('Clase reservada: [es] HSK 1 Essentials, 11 ene 2030, 7:00');
    expect(toLearner?.text).toContain('[es] HSK 1 Essentials');
    expect(toTeacher?.subject).toMatch(/^Lesson booked: HSK 1 Essentials, /);
    expect(toLearner?.text).toContain('Puedes cancelar hasta el');
    expect(toTeacher?.text).toContain('2030');
    const calendar = toLearner?.attachments?.[0];
    expect(calendar).toMatchObject({
      filename: 'lesson.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    for (const line of [
      'METHOD:REQUEST',
      `UID:lesson-${id}@hanyu.example`,
      'SEQUENCE:0',
      'STATUS:CONFIRMED',
      'DTSTART:20300111T060000Z',
      'DTEND:20300111T065000Z',
    ])
      expect(calendar?.content.split('\r\n')).toContain(line);

    mailer.sent.length = 0;
    await call(learner, 'POST', `/user/lessons/${id}/cancel`);
    await waitFor(() => mailer.sent.length === 2);
    const cancelled = mailer.sent
      .find((message) => message.to === email)
      ?.attachments?.[0]?.content.split('\r\n');
    for (const line of ['METHOD:CANCEL', `UID:lesson-${id}@hanyu.example`, 'SEQUENCE:1', 'STATUS:CANCELLED'])
      expect(cancelled).toContain(line);
    // A replayed booking (same Idempotency-Key) sends nothing again.
    mailer.sent.length = 0;
    const key = { 'idempotency-key': 'mail-once' };
    await book(learner, { starts_at: '2030-01-11T08:00:00Z' }, key);
    await waitFor(() => mailer.sent.length === 2);
    await book(learner, { starts_at: '2030-01-11T08:00:00Z' }, key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailer.sent).toHaveLength(2);
  });

  it('gives each person a private calendar feed of their lessons, which a new address replaces', async () => {
    const learner = await learnerWith(hsk, 50);
    expect((await call(learner, 'GET', '/user/calendar')).json().response).toEqual({ url: null });
    const id = (await book(learner, { starts_at: '2030-01-15T03:00:00Z' })).json().response.id;
    const cancelledId = (await book(learner, { starts_at: '2030-01-15T06:00:00Z' })).json().response.id;
    await call(learner, 'POST', `/user/lessons/${cancelledId}/cancel`);
    const { url } = (await call(learner, 'POST', '/user/calendar')).json().response;
    expect(url).toMatch(/^https:\/\/hanyu\.example\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await call(learner, 'GET', '/user/calendar')).json().response).toEqual({ url });
    const feed = (address: string) => t.app.inject({ method: 'GET', url: new URL(address).pathname });

    const answer = await feed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = answer.body.split('\r\n');
    for (const line of [
      'BEGIN:VCALENDAR',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Hanyu',
      `UID:lesson-${id}@hanyu.example`,
      'DTSTART:20300115T030000Z',
      'DTEND:20300115T035000Z',
      `UID:lesson-${cancelledId}@hanyu.example`,
      'STATUS:CANCELLED',
    ])
      expect(lines).toContain(line);
    // The teacher's feed has the same lesson under the same UID.
    const teacherUrl = (await call(ana, 'POST', '/user/calendar')).json().response.url;
    expect((await feed(teacherUrl)).body.split('\r\n')).toContain(`UID:lesson-${id}@hanyu.example`);

    // A new address; the old one is gone, and a made-up one is a 404 like any unknown address.
    const renewed = (await call(learner, 'POST', '/user/calendar')).json().response.url;
    expect(renewed).not.toBe(url);
    expect((await feed(url)).statusCode).toBe(404);
    expect((await feed(renewed)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(400);
  });

  it('reminds the learner and the teacher a day and an hour before, once each, however many sweeps run at once', async () => {
    // The other tests' lessons count as reminded already: this test watches its own.
    for (const kind of ['24h', '1h'] as const)
      await t.db
        .insertInto('lesson_reminders')
        .columns(['lesson_id', 'kind'])
        .expression((eb) => eb.selectFrom('lessons').select(['id', eb.val(kind).as('kind')]))
        .onConflict((oc) => oc.doNothing())
        .execute();
    const learner = await learnerWith(hsk, 50);
    mailer.sent.length = 0;
    await book(learner, { starts_at: '2030-01-12T10:00:00Z' });
    await waitFor(() => mailer.sent.length === 2);
    mailer.sent.length = 0;
    const sweep = (at: string) =>
      sendDueReminders({ db: t.db, mailer, publicUrl: 'https://hanyu.example', now: new Date(at) });
    // Not yet due; then due, with two API processes sweeping at once.
    expect(await sweep('2030-01-11T09:00:00Z')).toBe(0);
    const [a, b] = await Promise.all([sweep('2030-01-11T10:30:00Z'), sweep('2030-01-11T10:30:00Z')]);
    expect(a + b).toBe(1);
    expect(mailer.sent.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Reminder: HSK 1 Essentials, /),
      expect.stringMatching(/^Reminder: HSK 1 Essentials, /),
    ]);
    expect(await sweep('2030-01-11T11:00:00Z')).toBe(0);
    expect(await sweep('2030-01-12T09:30:00Z')).toBe(1);
    expect(await sweep('2030-01-12T09:45:00Z')).toBe(0);
    expect(mailer.sent).toHaveLength(4);
  });

  it('completes a lesson only by its teacher, after it started, with a summary', async () => {
    const learner = await learnerWith(hsk, 50);
    const id = (await book(learner, { starts_at: '2030-01-11T02:00:00Z' })).json().response.id;
    const complete = (who: Buyer, body: object) => call(who, 'POST', `/teacher/lessons/${id}/complete`, body);
    expect(refusal(await complete(ana, { summary: 'Too early' }))).toMatchObject({
      status: 409,
      message: BOOKING_MESSAGES.notYetTaught,
    });
    clock = new Date('2030-01-11T02:55:00Z');
    expect(refusal(await complete(ana, { summary: '   ' }))).toMatchObject({
      status: 400,
      message: BOOKING_MESSAGES.summaryRequired,
    });
    // A learner is not a teacher; another teacher does not see the lesson.
    expect((await complete(learner, { summary: 'Mine' })).statusCode).toBe(403);
    const done = await complete(ana, { summary: 'Tones 2 and 3.', material: 'Unit 1', progress: 'Lesson 3' });
    expect(done.json().response).toMatchObject({
      status: 'complete',
      summary: 'Tones 2 and 3.',
      material: 'Unit 1',
      progress: 'Lesson 3',
    });
    // Its value left the revenue held for the course for the teacher: ¥1,800 ÷ 10 lessons.
    const earnings = await call(ana, 'GET', '/teacher/earnings');
    expect(earnings.json().response).toMatchObject({ currency: 'CNY', balance_minor: 18_000 });
    expect((await call(learner, 'GET', '/teacher/earnings')).statusCode).toBe(403);
    const past = await call(learner, 'GET', '/user/lessons?when=past');
    expect(past.json().response.data[0]).toMatchObject({ id, status: 'complete', summary: 'Tones 2 and 3.' });
  });

  it("shows a learner's level and records to their teachers only, and hands notes to the next teacher", async () => {
    const learner = await learnerWith(hsk, 50);
    await t.db
      .updateTable('users')
      .set({
        grade: 'beginner',
        hsk_level: 2,
        learning_plan: JSON.stringify({
          score: 9,
          max_score: 20,
          summary: 'Two lessons a week',
          tested_at: '2030-01-01T00:00:00.000Z',
        }),
      })
      .where('id', '=', String(learner.id))
      .execute();
    const first = (await book(learner, { starts_at: '2030-01-14T02:00:00Z' })).json().response.id;
    // Bo Chen teaches the same learner later (booked for them, as an assistant would).
    const bo = await t.db
      .selectFrom('teachers')
      .select('user_id')
      .where('slug', '=', 'bo-chen')
      .executeTakeFirstOrThrow();
    const boCaller = {
      id: Number(bo.user_id),
      token: (await createSession(t.db, Number(bo.user_id), START)).token,
    };
    const later = await t.db
      .insertInto('lessons')
      .values({
        teacher_user_id: bo.user_id,
        student_user_id: String(learner.id),
        course_id: String(business),
        starts_at: new Date('2030-01-16T02:00:00Z'),
        ends_at: new Date('2030-01-16T02:50:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    clock = new Date('2030-01-14T03:00:00Z');
    await call(ana, 'POST', `/teacher/lessons/${first}/complete`, {
      summary: 'Greetings.',
      progress: 'Unit 2',
    });
    const written = await call(ana, 'PUT', `/teacher/lessons/${first}/handover`, {
      note: '  Strong tones; drill measure words.  ',
    });
    expect(written.json().response).toMatchObject({
      note: 'Strong tones; drill measure words.',
      earlier: [],
    });
    // Bo reads it on his lesson's handover; Ana cannot open Bo's lesson.
    const handover = await call(boCaller, 'GET', `/teacher/lessons/${later.id}/handover?language=en`);
    expect(handover.json().response).toMatchObject({
      lesson: { id: Number(later.id) },
      note: null,
      earlier: [{ lesson_id: first, teacher_name: 'Ana Li', note: 'Strong tones; drill measure words.' }],
    });
    expect((await call(ana, 'GET', `/teacher/lessons/${later.id}/handover`)).statusCode).toBe(404);

    const records = await call(boCaller, 'GET', `/teacher/learners/${learner.id}?language=en`);
    expect(records.json().response).toMatchObject({
      user_id: learner.id,
      level: { grade: 'beginner', hsk_level: 2, score: 9, max_score: 20, plan_summary: 'Two lessons a week' },
      lessons_completed: 1,
      minutes_completed: 50,
      lessons: [
        { id: Number(later.id), status: 'booked', teacher_name: 'Bo Chen' },
        {
          id: first,
          status: 'complete',
          summary: 'Greetings.',
          progress: 'Unit 2',
          handover: 'Strong tones; drill measure words.',
        },
      ],
    });
    // Not the learner's teacher: as if there were no such learner; not a teacher at all: refused.
    const stranger = await learnerWith(hsk, 50);
    expect((await call(ana, 'GET', `/teacher/learners/${stranger.id}`)).statusCode).toBe(404);
    expect((await call(learner, 'GET', `/teacher/learners/${learner.id}`)).statusCode).toBe(403);
    // An empty note takes the handover back.
    await call(ana, 'PUT', `/teacher/lessons/${first}/handover`, { note: ' ' });
    expect(
      (await call(boCaller, 'GET', `/teacher/lessons/${later.id}/handover`)).json().response.earlier,
    ).toEqual([]);
  });

  it('books the free trial once, with any teacher, without lesson time; a cancelled trial may be booked again', async () => {
    const learner = await buyer(t.db, 'newcomer');
    learner.token = (await createSession(t.db, learner.id, START)).token;
    const slots = await call(learner, 'GET', `/user/booking/slots?teacher_id=${ana.id}&days=2`);
    expect(slots.json().response).toMatchObject({ minutes: 25, teacher_id: ana.id, remaining_minutes: 25 });
    const trial = (body: object) =>
      call(learner, 'POST', '/user/lessons/trial', {
        teacher_id: ana.id,
        starts_at: '2030-01-12T02:00:00Z',
        ...body,
      });
    const first = await trial({ delivery_way: 'skype', contact_id: 'new.learner' });
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toMatchObject({
      trial: true,
      minutes: 25,
      teacher_id: ana.id,
      course_id: hsk,
      delivery_way: 'skype',
      contact_id: 'new.learner',
    });
    expect(refusal(await trial({ starts_at: '2030-01-12T04:00:00Z' }))).toEqual({
      status: 409,
      code: ERROR_CODES.trialTaken,
      message: BOOKING_MESSAGES.trialTaken,
    });
    const again = await call(learner, 'GET', `/user/booking/slots?teacher_id=${ana.id}&days=2`);
    expect(again.json().response.remaining_minutes).toBe(0);
    await call(learner, 'POST', `/user/lessons/${first.json().response.id}/cancel`);
    expect((await trial({ starts_at: '2030-01-12T04:00:00Z' })).statusCode).toBe(200);
  });

  it('lists the teachers a learner has lessons with, the next lesson first', async () => {
    const learner = await learnerWith(hsk, 50);
    expect((await call(learner, 'GET', '/user/teachers')).json().response).toEqual({ data: [] });
    await book(learner, { starts_at: '2030-01-15T02:00:00Z' });
    await book(learner, { starts_at: '2030-01-16T02:00:00Z' });
    const answer = await call(learner, 'GET', '/user/teachers');
    expect(answer.json().response.data).toEqual([
      {
        id: ana.id,
        name: 'Ana Li',
        avatar: expect.stringMatching(new RegExp(`^/api/open/teachers/${ana.id}/avatar\\.svg`)),
        lessons_completed: 0,
        next_lesson_at: '2030-01-15T02:00:00.000Z',
        last_lesson_at: null,
      },
    ]);
  });

  it('takes time off out of the week and adds extra hours, which the slots follow', async () => {
    const learner = await learnerWith(hsk, 50);
    const starts = async () =>
      (
        await call(
          learner,
          'GET',
          `/user/booking/slots?course_id=${hsk}&minutes=50&from=2030-02-03T00:00:00Z&days=2`,
        )
      )
        .json()
        .response.days.flatMap((day: { slots: Array<{ start: string }> }) =>
          day.slots.map((slot) => slot.start),
        );
    const before = await starts();
    // Sunday is off in the weekly hours; Monday 08:00–21:30 Beijing time is open.
    expect(before).not.toContain('2030-02-03T02:00:00.000Z');
    expect(before).toContain('2030-02-04T00:00:00.000Z');
    const add = (body: object) => call(ana, 'POST', '/teacher/availability/exceptions', body);
    const off = await add({
      kind: 'off',
      starts_at: '2030-02-04T00:00:00Z',
      ends_at: '2030-02-04T04:00:00Z',
    });
    expect(off.statusCode).toBe(200);
    expect(
      (await add({ kind: 'extra', starts_at: '2030-02-03T02:00:00Z', ends_at: '2030-02-03T04:00:00Z' }))
        .statusCode,
    ).toBe(200);
    const after = await starts();
    expect(after).toContain('2030-02-03T02:00:00.000Z');
    expect(after).toContain('2030-02-03T03:00:00.000Z');
    expect(after).not.toContain('2030-02-03T03:30:00.000Z');
    expect(after).not.toContain('2030-02-04T00:00:00.000Z');
    expect(after).not.toContain('2030-02-04T03:00:00.000Z');
    expect(after).toContain('2030-02-04T04:00:00.000Z');
    // Overlapping time off is refused; off the half-hour grid is a bad request; the list shows both.
    expect(
      refusal(await add({ kind: 'off', starts_at: '2030-02-04T03:00:00Z', ends_at: '2030-02-04T05:00:00Z' })),
    ).toEqual({
      status: 409,
      code: ERROR_CODES.exceptionOverlaps,
      message: BOOKING_MESSAGES.exceptionOverlaps,
    });
    expect(
      (await add({ kind: 'off', starts_at: '2030-02-05T03:10:00Z', ends_at: '2030-02-05T05:00:00Z' }))
        .statusCode,
    ).toBe(400);
    const list = (await call(ana, 'GET', '/teacher/availability/exceptions')).json().response.data;
    expect(list.map((item: { kind: string }) => item.kind)).toEqual(['extra', 'off']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/teacher/availability/exceptions/${off.json().response.id}`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(await starts()).toContain('2030-02-04T00:00:00.000Z');
  });

  it("keeps a teacher's week, joining overlapping rows, and lists slots from it", async () => {
    const teacher = await t.db
      .selectFrom('teachers')
      .select('user_id')
      .where('slug', '=', 'cai-ming')
      .executeTakeFirstOrThrow();
    const cai = {
      id: Number(teacher.user_id),
      token: (await createSession(t.db, Number(teacher.user_id), START)).token,
    };
    const put = await call(cai, 'PUT', '/teacher/availability', {
      weekly: [
        { week: 2, begin_minute: 600, end_minute: 720 },
        { week: 2, begin_minute: 690, end_minute: 780 },
        { week: 7, begin_minute: 1380, end_minute: 1440 },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().response).toEqual({
      time_zone: 'Asia/Shanghai',
      weekly: [
        { week: 2, begin_minute: 600, end_minute: 780 },
        { week: 7, begin_minute: 1380, end_minute: 1440 },
      ],
    });
    expect((await call(cai, 'GET', '/teacher/availability')).json().response).toEqual(put.json().response);
    expect(
      (
        await call(cai, 'PUT', '/teacher/availability', {
          weekly: [{ week: 8, begin_minute: 0, end_minute: 30 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(cai, 'PUT', '/teacher/availability', {
          weekly: [{ week: 1, begin_minute: 15, end_minute: 60 }],
        })
      ).statusCode,
    ).toBe(400);
  });
});
