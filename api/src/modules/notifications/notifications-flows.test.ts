import type { Notification } from '@hanyu/contract';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer, credit } from '../../test/orders-fixtures.ts';
import { sendDueReminders } from '../lessons/index.ts';
import { createSession } from '../users/index.ts';

const START = new Date('2030-01-06T00:00:00Z');
/** Saturday 18:00 in Shanghai: inside the fixture teacher's week, after the other suites' slots. */
const LESSON_AT = '2030-01-12T10:00:00.000Z';

/** What the flows tell whom: bookings, cancellations, reminders and messages, each in its own transaction. */
describe.each(testDatabases())('notifications of the flows on $name', (target) => {
  let t: TestApp;
  const mailer = memoryMailer();
  let hsk: number;
  let ana: Buyer;

  const call = (who: Buyer, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });
  const noticesOf = async (who: Buyer): Promise<Notification[]> =>
    (await call(who, 'GET', '/user/notifications')).json().response.list;

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => START,
      mailer,
      publicUrl: 'https://hanyu.example',
    });
    const course = await t.db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    hsk = Number(course.id);
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

  async function learner(): Promise<Buyer> {
    const who = await buyer(t.db, 'notified');
    who.token = (await createSession(t.db, who.id, START)).token;
    const sku = await t.db
      .selectFrom('course_skus')
      .select(['id', 'price_minor'])
      .where('course_id', '=', String(hsk))
      .where('lesson_minutes', '=', 50)
      .executeTakeFirstOrThrow();
    await credit(t.db, who.id, Number(sku.price_minor));
    const order = await call(who, 'POST', '/user/order', { sku_id: Number(sku.id) });
    expect((await call(who, 'POST', `/user/order/${order.json().response.id}/pay`, {})).statusCode).toBe(200);
    return who;
  }

  it('a booking tells the teacher, a cancellation the other side, the hour before both sides', async () => {
    const mei = await learner();
    const before = (await noticesOf(ana)).length;
    const booked = await call(mei, 'POST', '/user/lessons', {
      course_id: hsk,
      minutes: 50,
      starts_at: LESSON_AT,
    });
    expect(booked.statusCode).toBe(200);
    const lessonId = booked.json().response.id as number;
    const anaNotices = await noticesOf(ana);
    expect(anaNotices).toHaveLength(before + 1);
    expect(anaNotices[0]).toMatchObject({
      kind: 'lesson_booked',
      params: { lesson_id: lessonId, starts_at: LESSON_AT, other_name: 'notified' },
      read_at: null,
    });
    // The learner who booked is not told of their own booking.
    expect(await noticesOf(mei)).toEqual([]);

    const reminded = await sendDueReminders({
      db: t.db,
      mailer,
      publicUrl: 'https://hanyu.example',
      now: new Date(Date.parse(LESSON_AT) - 30 * 60_000),
    });
    expect(reminded).toBeGreaterThanOrEqual(1);
    const [meiReminder] = await noticesOf(mei);
    expect(meiReminder).toMatchObject({ kind: 'lesson_reminder', params: { lesson_id: lessonId } });
    expect((await noticesOf(ana))[0]).toMatchObject({
      kind: 'lesson_reminder',
      params: { lesson_id: lessonId },
    });

    const second = await call(mei, 'POST', '/user/lessons', {
      course_id: hsk,
      minutes: 50,
      starts_at: '2030-01-19T10:00:00.000Z',
    });
    const secondId = second.json().response.id as number;
    expect((await call(ana, 'POST', `/user/lessons/${secondId}/cancel`, {})).statusCode).toBe(200);
    // (The reminder's sweep ran at a later clock than the app's, so the list is not in this test's order.)
    expect((await noticesOf(mei)).find((notice) => notice.kind === 'lesson_cancelled')).toMatchObject({
      params: { lesson_id: secondId, other_name: 'Ana Li' },
    });
  });

  it('messages of a conversation are one unread notice for the other member, never the sender', async () => {
    const mei = await learner();
    const booked = await call(mei, 'POST', '/user/lessons', {
      course_id: hsk,
      minutes: 50,
      starts_at: '2030-01-26T10:00:00.000Z',
    });
    const lessonId = booked.json().response.id as number;
    const conversation = (await call(mei, 'POST', `/chat/lessons/${lessonId}`)).json().response.id as number;
    await Promise.all(
      ['你好', '我想问一下', '谢谢'].map((body) =>
        call(mei, 'POST', `/chat/conversations/${conversation}/messages`, { body }),
      ),
    );
    const messages = (await noticesOf(ana)).filter((notice) => notice.kind === 'new_message');
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'new_message',
        count: 3,
        params: { conversation_id: conversation, sender_name: 'notified' },
        read_at: null,
      }),
    ]);
    expect((await noticesOf(mei)).filter((notice) => notice.kind === 'new_message')).toEqual([]);
  });
});
