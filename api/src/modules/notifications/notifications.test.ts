import { EMAIL_PREFERENCE_KINDS, NOTIFICATION_KINDS } from '@hanyu/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createSession, insertUser } from '../users/index.ts';
import { mayMail, notify } from './index.ts';

const NOW = new Date('2030-01-06T00:00:00Z');
const LATER = new Date('2030-01-06T00:05:00Z');

describe.each(testDatabases())('notifications on $name', (target) => {
  let t: TestApp;
  type Person = { id: number; token: string };
  let made = 0;

  const person = async (name: string): Promise<Person> => {
    const id = await insertUser(t.db, {
      email: `${name}${++made}@notifications.test`,
      nickName: name,
      passwordHash: 'x',
    });
    return { id, token: (await createSession(t.db, id, NOW)).token };
  };
  const call = (method: InjectOptions['method'], url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const booked = (who: Person, lessonId: number) => ({
    userId: who.id,
    kind: 'lesson_booked' as const,
    params: { lesson_id: lessonId, starts_at: '2030-01-07T02:00:00.000Z', other_name: 'Teacher Wang' },
  });

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false, now: () => NOW });
  });
  afterAll(() => t.close());

  it("lists the caller's notices newest first, paged, with the unread count", async () => {
    const reader = await person('reader');
    const other = await person('other');
    await notify(t.db, [booked(reader, 1), booked(other, 1)], NOW);
    await notify(t.db, [booked(reader, 2)], LATER);

    const page = await call('GET', '/user/notifications?page_size=1', reader.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().response).toEqual({
      list: [
        {
          id: expect.any(Number),
          kind: 'lesson_booked',
          params: { lesson_id: 2, starts_at: '2030-01-07T02:00:00.000Z', other_name: 'Teacher Wang' },
          count: 1,
          created_at: LATER.toISOString(),
          read_at: null,
        },
      ],
      page: 1,
      page_size: 1,
      total: 2,
      unread: 2,
    });
    const second = (await call('GET', '/user/notifications?page=2&page_size=1', reader.token)).json()
      .response;
    expect(second.list.map((notice: { params: { lesson_id: number } }) => notice.params.lesson_id)).toEqual([
      1,
    ]);
    expect((await call('GET', '/user/notifications/unread', reader.token)).json().response).toEqual({
      unread: 2,
    });
    expect((await call('GET', '/user/notifications/unread', other.token)).json().response).toEqual({
      unread: 1,
    });
  });

  it('marks one read (again is harmless) and then all; another user’s notice is a 404', async () => {
    const reader = await person('marker');
    const stranger = await person('stranger');
    const [first, second] = await notify(t.db, [booked(reader, 3), booked(reader, 4)], NOW);
    const firstId = first?.id as number;

    expect((await call('POST', `/user/notifications/${firstId}/read`, stranger.token)).statusCode).toBe(404);
    expect((await call('POST', `/user/notifications/${firstId}/read`, reader.token)).json().response).toEqual(
      {
        unread: 1,
      },
    );
    expect((await call('POST', `/user/notifications/${firstId}/read`, reader.token)).json().response).toEqual(
      {
        unread: 1,
      },
    );
    const list = (await call('GET', '/user/notifications', reader.token)).json().response.list;
    expect(list.find((notice: { id: number }) => notice.id === firstId).read_at).toBe(NOW.toISOString());
    expect(list.find((notice: { id: number }) => notice.id === second?.id).read_at).toBeNull();

    expect((await call('POST', '/user/notifications/read', reader.token)).json().response).toEqual({
      unread: 0,
    });
    expect((await call('GET', '/user/notifications/unread', stranger.token)).json().response).toEqual({
      unread: 0,
    });
  });

  it('refuses bad input with a 4xx', async () => {
    const reader = await person('bad');
    for (const url of [
      '/user/notifications?page=0',
      '/user/notifications?page_size=101',
      '/user/notifications?page=x',
    ])
      expect((await call('GET', url, reader.token)).statusCode).toBe(400);
    expect((await call('POST', '/user/notifications/abc/read', reader.token)).statusCode).toBe(400);
    expect((await call('POST', '/user/notifications/99999999/read', reader.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/notifications' })).statusCode).toBe(401);
    for (const body of [
      { email: { refund_decided: false } },
      { email: { new_message: 'no' } },
      { email: 'all' },
      {},
    ])
      expect((await call('PUT', '/user/notifications/preferences', reader.token, body)).statusCode).toBe(400);
  });

  it('collapses a burst of messages of one conversation into one unread notice, concurrently', async () => {
    const reader = await person('chatty');
    const message = (conversation: number, sender: string) => ({
      userId: reader.id,
      kind: 'new_message' as const,
      params: { conversation_id: conversation, sender_name: sender },
    });
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.db.transaction().execute((trx) => notify(trx, [message(7, `Sender ${index}`)], NOW)),
      ),
    );
    await notify(t.db, [message(8, 'Other')], NOW);
    const { list, unread } = (await call('GET', '/user/notifications', reader.token)).json().response;
    expect(unread).toBe(2);
    expect(list.map((notice: { count: number }) => notice.count).sort()).toEqual([1, 8]);

    // Once read, the next message is a notice of its own again.
    await call('POST', '/user/notifications/read', reader.token);
    await notify(t.db, [message(7, 'Again')], LATER);
    const after = (await call('GET', '/user/notifications', reader.token)).json().response;
    expect(after.unread).toBe(1);
    expect(after.list[0]).toMatchObject({ count: 1, params: { sender_name: 'Again' }, read_at: null });
  });

  it('creates nothing when the caller’s transaction rolls back', async () => {
    const reader = await person('rolled');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await notify(trx, [booked(reader, 9)], NOW);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect((await call('GET', '/user/notifications/unread', reader.token)).json().response).toEqual({
      unread: 0,
    });
  });

  it('keeps email preferences per kind; receipts of money are always mailed', async () => {
    const reader = await person('prefs');
    const all = Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((kind) => [kind, true]));
    expect((await call('GET', '/user/notifications/preferences', reader.token)).json().response).toEqual({
      email: all,
    });
    const changed = await call('PUT', '/user/notifications/preferences', reader.token, {
      email: { new_message: false, new_review: false },
    });
    expect(changed.json().response).toEqual({
      email: { ...all, new_message: false, new_review: false },
    });
    const again = await call('PUT', '/user/notifications/preferences', reader.token, {
      email: { new_review: true },
    });
    expect(again.json().response).toEqual({ email: { ...all, new_message: false } });

    const asked = await Promise.all(NOTIFICATION_KINDS.map((kind) => mayMail(t.db, reader.id, kind)));
    expect(Object.fromEntries(NOTIFICATION_KINDS.map((kind, index) => [kind, asked[index]]))).toEqual({
      ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
      new_message: false,
    });
    // Lesson reminders follow the account setting they had before (lesson_reminder_emails).
    await call('PUT', '/user/settings', reader.token, { lesson_reminder_emails: false });
    expect(await mayMail(t.db, reader.id, 'lesson_reminder')).toBe(false);
    const other = await person('untouched');
    expect(await mayMail(t.db, other.id, 'lesson_reminder')).toBe(true);
    expect(await mayMail(t.db, other.id, 'new_message')).toBe(true);
  });

  it('keeps a notice’s kind to the known ones in the database', async () => {
    const reader = await person('kinds');
    await expect(
      sql`insert into notifications (user_id, kind, created_at) values (${reader.id}, 'gossip', now())`.execute(
        t.db,
      ),
    ).rejects.toThrow(/check/);
  });
});
