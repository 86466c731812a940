import { BOOKING_MESSAGES, ERROR_CODES, ROLE_MESSAGES } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer, credit } from '../../test/orders-fixtures.ts';
import { insertAssistantTeacher } from '../lessons/index.ts';
import { createSession } from '../users/index.ts';

/** Sunday; the demo teachers teach Monday to Saturday, 08:00–21:30 Shanghai time. */
const NOW = new Date('2030-01-06T00:00:00Z');

/**
 * The assistant teacher's booking screen (issue 28): find a learner by email or name among those with lesson
 * time, read the free starts of their course's teacher in the learner's zone, and book with the booking's rules.
 * On the demo catalogue Business Chinese sells a 48-lesson item that an assistant teacher books.
 */
describe.each(testDatabases())('assistant booking on $name', (target) => {
  let t: TestApp;
  let business: number;
  let assistant: Buyer;
  let learner: Buyer;

  const call = (who: Buyer, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await openTestApp(target, { seed: true, lessonHistory: false, now: () => NOW });
    business = Number(
      (
        await t.db
          .selectFrom('courses')
          .select('id')
          .where('slug', '=', 'business-chinese')
          .executeTakeFirstOrThrow()
      ).id,
    );
    assistant = await buyer(t.db, 'assistant');
    assistant.token = (await createSession(t.db, assistant.id, NOW)).token;
    await insertAssistantTeacher(t.db, assistant.id);
    learner = await buyer(t.db, 'assisted');
    learner.token = (await createSession(t.db, learner.id, NOW)).token;
    await t.db
      .updateTable('users')
      .set({ time_zone: 'America/New_York' })
      .where('id', '=', String(learner.id))
      .execute();
    const item = await t.db
      .selectFrom('course_skus')
      .select(['id', 'price_minor'])
      .where('course_id', '=', String(business))
      .where('self_booking', '=', false)
      .executeTakeFirstOrThrow();
    await credit(t.db, learner.id, Number(item.price_minor));
    const order = await call(learner, 'POST', '/user/order', { sku_id: Number(item.id) });
    expect((await call(learner, 'POST', `/user/order/${order.json().response.id}/pay`, {})).statusCode).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  it('finds the learner with their assistant-booked course and zone, lists free starts in that zone, and books', async () => {
    const found = await call(
      assistant,
      'GET',
      `/assistant/learners?q=${encodeURIComponent('ASSISTED')}&language=en`,
    );
    expect(found.statusCode).toBe(200);
    const match = found.json().response.data.find((row: { id: number }) => row.id === learner.id);
    expect(match).toMatchObject({
      nick_name: 'assisted',
      time_zone: 'America/New_York',
      courses: [{ course_id: business, self_booking: false, lesson_minutes: [50] }],
    });

    const slots = await call(
      assistant,
      'GET',
      `/assistant/slots?user_id=${learner.id}&course_id=${business}&minutes=50&days=7`,
    );
    expect(slots.statusCode).toBe(200);
    const answer = slots.json().response;
    expect(answer.time_zone).toBe('America/New_York');
    // Monday 08:00 in Shanghai, the teacher's first hour, is Sunday 19:00 in New York.
    const first = answer.days.flatMap(
      (day: { slots: Array<{ start: string; time: string }> }) => day.slots,
    )[0];
    expect(first).toMatchObject({ start: '2030-01-07T00:00:00.000Z', time: '19:00' });

    const booked = await call(assistant, 'POST', '/assistant/lessons', {
      user_id: learner.id,
      course_id: business,
      minutes: 50,
      starts_at: first.start,
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().response).toMatchObject({ student_id: learner.id, starts_at: first.start });
    // The learner alone may not: the course is booked for them.
    const own = await call(learner, 'POST', '/user/lessons', {
      course_id: business,
      minutes: 50,
      starts_at: '2030-01-08T02:00:00.000Z',
    });
    expect(own.json().error).toEqual({
      code: ERROR_CODES.noSelfBooking,
      message: BOOKING_MESSAGES.noSelfBooking,
    });
    const again = await call(
      assistant,
      'GET',
      `/assistant/slots?user_id=${learner.id}&course_id=${business}&minutes=50&days=1`,
    );
    expect(
      again.json().response.days.flatMap((day: { slots: Array<{ start: string }> }) => day.slots),
    ).not.toContainEqual(expect.objectContaining({ start: first.start }));
  });

  it('answers only assistant teachers, a search of two characters or more, and a learner who exists', async () => {
    const asLearner = await call(learner, 'GET', '/assistant/learners?q=assisted');
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().error.message).toBe(ROLE_MESSAGES.assistant);
    expect((await call(assistant, 'GET', '/assistant/learners?q=a')).statusCode).toBe(400);
    expect((await call(assistant, 'GET', '/assistant/learners')).json().response).toEqual({ data: [] });
    // % and _ are taken literally
    expect((await call(assistant, 'GET', '/assistant/learners?q=%25%25')).json().response.data).toEqual([]);
    const missing = await call(assistant, 'GET', `/assistant/slots?user_id=999999&course_id=${business}`);
    expect(missing.statusCode).toBe(404);
  });
});
