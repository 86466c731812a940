import { BOOKING_MESSAGES, ERROR_CODES, MAX_LESSON_RESCHEDULES } from '@hanyu/contract';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertLesson } from '../lessons/index.ts';
import { createSession, insertUser } from '../users/index.ts';

/** Sunday 2030-01-06 08:00 in Shanghai: the seeded teachers work Monday to Saturday, 08:00–21:30. */
const START = new Date('2030-01-06T00:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Monday 10:00 in Shanghai. */
const MONDAY_10 = '2030-01-07T02:00:00.000Z';
const at = (iso: string, plusMinutes: number) =>
  new Date(Date.parse(iso) + plusMinutes * MINUTE).toISOString();

/** Resolves once `done` holds (mail is sent after the answer, not before it). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}

interface Person {
  id: number;
  token: string;
  email: string;
}

describe.each(testDatabases())('rescheduling a lesson on $name', (target) => {
  let t: TestApp;
  /** A second API process over the same database: the database, not one process, decides between them. */
  let other: TestApp;
  const mailer = memoryMailer();
  let clock = START;
  let hsk: string;
  /** live-hsk1's items: 50 minutes (no limits) and 25 minutes (1 a day, 12 a month). */
  const skus: Record<25 | 50, string> = { 25: '', 50: '' };
  let ana: Person;
  let made = 0;

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => clock,
      mailer,
      publicUrl: 'https://hanyu.example',
    });
    other = await openTestApp(t, {
      seed: false,
      now: () => clock,
      mailer,
      publicUrl: 'https://hanyu.example',
    });
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'teacher_user_id'])
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    hsk = course.id;
    for (const row of await t.db
      .selectFrom('course_skus')
      .select(['id', 'lesson_minutes'])
      .where('course_id', '=', hsk)
      .execute())
      skus[row.lesson_minutes as 25 | 50] = row.id;
    const teacher = await t.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', course.teacher_user_id as string)
      .executeTakeFirstOrThrow();
    ana = {
      id: Number(teacher.id),
      email: teacher.email,
      token: (await createSession(t.db, Number(teacher.id), START)).token,
    };
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });
  beforeEach(() => {
    clock = START;
  });

  /** A learner holding 500 minutes of each of live-hsk1's items. */
  async function learner(): Promise<Person> {
    const email = `mover-${++made}@reschedule.test`;
    const id = await insertUser(t.db, { email, nickName: `Mover ${made}`, passwordHash: 'x' });
    for (const sku of Object.values(skus))
      await t.db
        .insertInto('lesson_time')
        .values({ owner_id: id, course_id: hsk, sku_id: sku, granted_minutes: 500 })
        .execute();
    return { id, email, token: (await createSession(t.db, id, START)).token };
  }

  const call = (app: TestApp, who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });
  const refusal = (answer: { statusCode: number; json(): unknown }) => ({
    status: answer.statusCode,
    ...(answer.json() as { error: { code: number; message: string } }).error,
  });
  async function book(who: Person, startsAt: string, minutes: 25 | 50 = 50, app = t) {
    const answer = await call(app, who, 'POST', '/user/lessons', {
      course_id: Number(hsk),
      minutes,
      starts_at: startsAt,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().response as { id: number; starts_at: string };
  }
  const move = (who: Person, id: number, from: string, to: string, app = t) =>
    call(app, who, 'POST', `/user/lessons/${id}/reschedule`, { starts_at: to, from_starts_at: from });
  /** The lesson-moved notices of a lesson, to whom and with which times. */
  const movedNotices = async (lessonId: number) =>
    (
      await t.db
        .selectFrom('notifications')
        .select(['user_id', 'params'])
        .where('kind', '=', 'lesson_rescheduled')
        .execute()
    )
      .map((row) => ({ userId: Number(row.user_id), params: row.params as Record<string, unknown> }))
      .filter((row) => row.params.lesson_id === lessonId);
  const spent = async (who: Person) =>
    (
      await t.db
        .selectFrom('lesson_time')
        .select((eb) => eb.fn.sum<string>('spent_minutes').as('spent'))
        .where('owner_id', '=', String(who.id))
        .executeTakeFirstOrThrow()
    ).spent;

  it('moves a lesson twice to free starts (its own time counted free), then refuses a third; time not spent again', async () => {
    const mover = await learner();
    const lesson = await book(mover, MONDAY_10);
    const slots = await call(
      t,
      mover,
      'GET',
      `/user/lessons/${lesson.id}/slots?days=2&time_zone=Europe/Berlin`,
    );
    expect(slots.statusCode).toBe(200);
    const starts = slots
      .json()
      .response.days.flatMap((day: { slots: { start: string }[] }) => day.slots.map((slot) => slot.start));
    expect(slots.json().response).toMatchObject({ time_zone: 'Europe/Berlin', minutes: 50 });
    // Not its own start, but the half hour after it, which only the lesson itself overlaps.
    expect(starts).not.toContain(MONDAY_10);
    expect(starts).toContain(at(MONDAY_10, 30));

    const first = await move(mover, lesson.id, MONDAY_10, at(MONDAY_10, 30));
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toMatchObject({
      id: lesson.id,
      starts_at: at(MONDAY_10, 30),
      ends_at: at(MONDAY_10, 80),
      status: 'booked',
      reschedule_count: 1,
    });
    // Both sides are told in the move's transaction, each naming the other.
    const notices = await movedNotices(lesson.id);
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        {
          userId: ana.id,
          params: expect.objectContaining({
            starts_at: at(MONDAY_10, 30),
            previous_starts_at: MONDAY_10,
            other_name: `Mover ${made}`,
          }),
        },
        {
          userId: mover.id,
          params: expect.objectContaining({ starts_at: at(MONDAY_10, 30), other_name: 'Ana Li' }),
        },
      ]),
    );
    const second = await move(mover, lesson.id, at(MONDAY_10, 30), '2030-01-08T06:00:00.000Z');
    expect(second.json().response).toMatchObject({
      starts_at: '2030-01-08T06:00:00.000Z',
      reschedule_count: 2,
    });
    expect(refusal(await move(mover, lesson.id, '2030-01-08T06:00:00.000Z', MONDAY_10))).toEqual({
      status: 409,
      code: ERROR_CODES.rescheduleLimit,
      message: BOOKING_MESSAGES.rescheduleLimit,
    });
    expect(refusal(await call(t, mover, 'GET', `/user/lessons/${lesson.id}/slots`))).toMatchObject({
      code: ERROR_CODES.rescheduleLimit,
    });
    expect(MAX_LESSON_RESCHEDULES).toBe(2);
    // Booked once: 50 minutes spent, whatever the moves.
    expect(Number(await spent(mover))).toBe(50);
    const history = await t.db
      .selectFrom('lesson_reschedules')
      .select(['from_starts_at', 'to_starts_at', 'moved_by'])
      .where('lesson_id', '=', String(lesson.id))
      .orderBy('id')
      .execute();
    expect(history.map((row) => [row.from_starts_at.toISOString(), row.to_starts_at.toISOString()])).toEqual([
      [MONDAY_10, at(MONDAY_10, 30)],
      [at(MONDAY_10, 30), '2030-01-08T06:00:00.000Z'],
    ]);
    // The database's own rule: no third move, whatever the service says.
    await expect(
      t.db.updateTable('lessons').set({ reschedule_count: 3 }).where('id', '=', String(lesson.id)).execute(),
    ).rejects.toThrow(/lessons_reschedule_count_check/);
  });

  it('mails both sides the same calendar event with a higher SEQUENCE and the new times; the feed agrees', async () => {
    const mover = await learner();
    await t.db.updateTable('users').set({ language: 'ja' }).where('id', '=', String(mover.id)).execute();
    const lesson = await book(mover, '2030-01-09T02:00:00.000Z');
    expect(
      (await move(mover, lesson.id, '2030-01-09T02:00:00.000Z', '2030-01-09T05:00:00.000Z')).statusCode,
    ).toBe(200);
    // Other tests' mail arrives when it will: this lesson's are picked out by subject and calendar UID.
    const moved = (to: string, subject: RegExp) =>
      mailer.sent.find(
        (message) =>
          message.to === to &&
          subject.test(message.subject) &&
          message.attachments?.[0]?.content.includes(`UID:lesson-${lesson.id}@`),
      );
    await waitFor(
      () =>
        moved(mover.email, /^レッスンの日時変更：/) !== undefined &&
        moved(ana.email, /^Lesson moved: /) !== undefined,
    );
    const toLearner = moved(mover.email, /^レッスンの日時変更：/);
    const toTeacher = moved(ana.email, /^Lesson moved: HSK 1 Essentials, /);
    expect(toTeacher).toBeDefined();
    // The old time beside the new one, in each one's language.
    expect(toLearner?.text).toContain('変更前の日時：');
    expect(toTeacher?.text).toMatch(/It was at .*2030/);
    for (const message of [toLearner, toTeacher]) {
      const lines = message?.attachments?.[0]?.content.split('\r\n');
      for (const line of [
        'METHOD:REQUEST',
        `UID:lesson-${lesson.id}@hanyu.example`,
        'SEQUENCE:1',
        'STATUS:CONFIRMED',
        'DTSTART:20300109T050000Z',
        'DTEND:20300109T055000Z',
      ])
        expect(lines).toContain(line);
    }
    const feed = (await call(t, mover, 'POST', '/user/calendar')).json().response.url as string;
    const text = (await t.app.inject({ method: 'GET', url: new URL(feed).pathname })).body;
    const event = text
      .split('BEGIN:VEVENT')
      .find((part) => part.includes(`UID:lesson-${lesson.id}@hanyu.example`));
    expect(event).toContain('SEQUENCE:1');
    expect(event).toContain('DTSTART:20300109T050000Z');
    // A later cancellation is newer still.
    expect((await call(t, mover, 'POST', `/user/lessons/${lesson.id}/cancel`)).statusCode).toBe(200);
    await waitFor(() => moved(mover.email, /^レッスンのキャンセル：/) !== undefined);
    expect(moved(mover.email, /^レッスンのキャンセル：/)?.attachments?.[0]?.content.split('\r\n')).toContain(
      'SEQUENCE:2',
    );
  });

  it('refuses a move closer than 2 hours to the start, to a taken or unavailable start, from a stale page, or by the teacher', async () => {
    const mover = await learner();
    const rival = await learner();
    const lesson = await book(mover, '2030-01-10T02:00:00.000Z');
    await book(rival, '2030-01-10T06:00:00.000Z');
    expect(refusal(await move(mover, lesson.id, lesson.starts_at, '2030-01-10T06:30:00.000Z'))).toEqual({
      status: 409,
      code: ERROR_CODES.slotReserved,
      message: BOOKING_MESSAGES.reserved,
    });
    // Sunday: the teacher does not work.
    expect(refusal(await move(mover, lesson.id, lesson.starts_at, '2030-01-13T02:00:00.000Z'))).toMatchObject(
      {
        status: 409,
        code: ERROR_CODES.slotUnavailable,
      },
    );
    expect(refusal(await move(mover, lesson.id, lesson.starts_at, '2030-01-10T02:10:00.000Z'))).toMatchObject(
      {
        status: 409,
        code: ERROR_CODES.slotOffGrid,
      },
    );
    expect(refusal(await move(mover, lesson.id, lesson.starts_at, lesson.starts_at))).toEqual({
      status: 400,
      code: ERROR_CODES.rescheduleSameStart,
      message: BOOKING_MESSAGES.sameStart,
    });
    expect(refusal(await move(mover, lesson.id, MONDAY_10, '2030-01-10T04:00:00.000Z'))).toEqual({
      status: 409,
      code: ERROR_CODES.lessonMovedMeanwhile,
      message: BOOKING_MESSAGES.movedMeanwhile,
    });
    expect((await move(ana, lesson.id, lesson.starts_at, '2030-01-10T04:00:00.000Z')).statusCode).toBe(404);
    expect((await move(rival, lesson.id, lesson.starts_at, '2030-01-10T04:00:00.000Z')).statusCode).toBe(404);
    expect(
      (await call(t, mover, 'POST', `/user/lessons/${lesson.id}/reschedule`, { starts_at: 'soon' }))
        .statusCode,
    ).toBe(400);
    // The new start must itself be 2 hours ahead; the lesson may be moved until 2 hours before it starts.
    clock = new Date(Date.parse(lesson.starts_at) - 2 * HOUR - MINUTE);
    expect(refusal(await move(mover, lesson.id, lesson.starts_at, at(lesson.starts_at, -30)))).toMatchObject({
      code: ERROR_CODES.slotTooSoon,
    });
    clock = new Date(Date.parse(lesson.starts_at) - 2 * HOUR + MINUTE);
    expect(refusal(await move(mover, lesson.id, lesson.starts_at, '2030-01-10T08:00:00.000Z'))).toEqual({
      status: 409,
      code: ERROR_CODES.rescheduleTooLate,
      message: BOOKING_MESSAGES.rescheduleTooLate,
    });
    clock = new Date(Date.parse(lesson.starts_at) - 2 * HOUR);
    expect((await move(mover, lesson.id, lesson.starts_at, '2030-01-10T08:00:00.000Z')).statusCode).toBe(200);
  });

  it('leaves a lesson of an item that forbids self-service booking to the assistant teachers', async () => {
    const mover = await learner();
    const business = await t.db
      .selectFrom('courses')
      .innerJoin('course_skus', 'course_skus.course_id', 'courses.id')
      .select(['courses.id', 'courses.teacher_user_id', 'course_skus.id as sku_id'])
      .where('courses.slug', '=', 'live-business')
      .executeTakeFirstOrThrow();
    const id = await insertLesson(t.db, {
      teacherUserId: business.teacher_user_id as string,
      studentUserId: mover.id,
      courseId: business.id,
      skuId: business.sku_id,
      startsAt: new Date('2030-01-12T02:00:00Z'),
      endsAt: new Date('2030-01-12T02:50:00Z'),
      deliveryWay: 'skype',
      contactId: 'mover.skype',
      remark: null,
      trial: false,
      chargedMinutes: 50,
      valueMinor: 0,
      bookedBy: mover.id,
    });
    const refused = {
      status: 403,
      code: ERROR_CODES.noSelfBooking,
      message: BOOKING_MESSAGES.noSelfBooking,
    };
    expect(refusal(await call(t, mover, 'GET', `/user/lessons/${id}/slots`))).toEqual(refused);
    expect(
      refusal(await move(mover, Number(id), '2030-01-12T02:00:00.000Z', '2030-01-12T04:00:00.000Z')),
    ).toEqual(refused);
  });

  it("keeps the item's daily limit without counting the lesson being moved", async () => {
    const mover = await learner();
    const lesson = await book(mover, '2030-01-11T02:00:00.000Z', 25);
    // 1 lesson of 25 minutes a day: moving it within its day is no second lesson that day.
    const moved = await move(mover, lesson.id, lesson.starts_at, '2030-01-11T07:00:00.000Z');
    expect(moved.json().response).toMatchObject({ starts_at: '2030-01-11T07:00:00.000Z', minutes: 25 });
    const second = await book(mover, '2030-01-12T02:00:00.000Z', 25);
    expect(refusal(await move(mover, second.id, second.starts_at, '2030-01-11T09:00:00.000Z'))).toMatchObject(
      {
        status: 409,
        code: ERROR_CODES.dailyLimit,
      },
    );
  });

  // PostgreSQL runs the transactions truly at once; PGlite (one connection) serialises them.
  const rounds = target.name === 'postgres' ? 12 : 3;

  it(`lets one of two moves of one lesson sent at once through, ${rounds} times; the other reads it moved`, async () => {
    for (let round = 0; round < rounds; round++) {
      const mover = await learner();
      const day = `2030-01-${String(14 + (round % 6)).padStart(2, '0')}`;
      const from = `${day}T01:00:00.000Z`;
      const lesson = await book(mover, from);
      const targets = [`${day}T04:00:00.000Z`, `${day}T07:00:00.000Z`];
      const answers = await Promise.all(
        targets.map((to, index) => move(mover, lesson.id, from, to, index ? other : t)),
      );
      const won = answers.filter((answer) => answer.statusCode === 200);
      expect(won).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200))
        expect(refusal(answer)).toEqual({
          status: 409,
          code: ERROR_CODES.lessonMovedMeanwhile,
          message: BOOKING_MESSAGES.movedMeanwhile,
        });
      const row = await t.db
        .selectFrom('lessons')
        .select(['starts_at', 'reschedule_count'])
        .where('id', '=', String(lesson.id))
        .executeTakeFirstOrThrow();
      expect(row.reschedule_count).toBe(1);
      expect(row.starts_at.toISOString()).toBe(won[0]?.json().response.starts_at);
      // The refused move told no one: the notices (one each side) are of the move that was made.
      expect((await movedNotices(lesson.id)).map((notice) => notice.params.starts_at)).toEqual([
        won[0]?.json().response.starts_at,
        won[0]?.json().response.starts_at,
      ]);
      // Cancelled so the next round's learner finds the teacher's day free.
      expect((await call(t, mover, 'POST', `/user/lessons/${lesson.id}/cancel`)).statusCode).toBe(200);
    }
  });

  it(`gives a start raced by a move and another learner's booking to exactly one, ${rounds} times`, async () => {
    for (let round = 0; round < rounds; round++) {
      const mover = await learner();
      const booker = await learner();
      const day = `2030-01-${String(21 + (round % 6)).padStart(2, '0')}`;
      const from = `${day}T01:00:00.000Z`;
      const to = `${day}T05:00:00.000Z`;
      const lesson = await book(mover, from);
      const [moved, booked] = await Promise.all([
        move(mover, lesson.id, from, to, t),
        call(other, booker, 'POST', '/user/lessons', { course_id: Number(hsk), minutes: 50, starts_at: to }),
      ]);
      const answers = [moved, booked];
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200))
        expect(refusal(answer)).toEqual({
          status: 409,
          code: ERROR_CODES.slotReserved,
          message: BOOKING_MESSAGES.reserved,
        });
      const row = await t.db
        .selectFrom('lessons')
        .select(['starts_at', 'reschedule_count'])
        .where('id', '=', String(lesson.id))
        .executeTakeFirstOrThrow();
      // The move won, or the old start stayed.
      expect([row.starts_at.toISOString(), row.reschedule_count]).toEqual(
        moved.statusCode === 200 ? [to, 1] : [from, 0],
      );
      expect(Number(await spent(booker))).toBe(booked.statusCode === 200 ? 50 : 0);
      expect(await movedNotices(lesson.id)).toHaveLength(moved.statusCode === 200 ? 2 : 0);
      const active = await t.db
        .selectFrom('lessons')
        .select('id')
        .where('teacher_user_id', '=', String(ana.id))
        .where('starts_at', '=', new Date(to))
        .where('status', '<>', 'cancelled')
        .execute();
      expect(active).toHaveLength(1);
      for (const id of [lesson.id, booked.statusCode === 200 ? booked.json().response.id : undefined])
        if (id !== undefined)
          await t.db
            .updateTable('lessons')
            .set({ status: 'cancelled', cancelled_at: clock })
            .where('id', '=', String(id))
            .execute();
    }
  });
});
