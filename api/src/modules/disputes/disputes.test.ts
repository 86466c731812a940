import { DISPUTE_MESSAGES, ERROR_CODES, type LessonDisputes } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectBooksBalanced } from '../../test/ledger-invariants.ts';
import { listOperatorActions } from '../audit/index.ts';
import { createSession, insertOperator, insertUser } from '../users/index.ts';
import { settleDueAttendance, settleLessonAttendance } from './disputes.service.ts';
import { attended, bookedLesson, grantLessonTime } from './disputes-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const VALUE = 12_000;
const PUBLIC_URL = 'https://hanyu.test';

/** The teacher's payable balance (fen), 0 before the account exists. */
async function payable(db: Kysely<Database>, teacherUserId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_id', '=', teacherUserId)
    .where('purpose', '=', 'teacher_payable')
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

async function spent(db: Kysely<Database>, learnerId: number) {
  const row = await db
    .selectFrom('lesson_time')
    .select(['spent_minutes', 'spent_value_minor'])
    .where('owner_id', '=', String(learnerId))
    .executeTakeFirstOrThrow();
  return { minutes: row.spent_minutes, value: Number(row.spent_value_minor) };
}

async function lessonState(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('lessons')
    .select(['status', 'attendance_outcome'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function transfersOf(db: Kysely<Database>, lessonId: string) {
  const rows = await db
    .selectFrom('ledger_transfers')
    .select('kind')
    .where('reference', '=', `lesson:${lessonId}`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.kind);
}

/** The day the lessons are booked: sessions start then (they last long enough for every test's clock). */
const BOOKED_ON = new Date('2030-03-04T00:00:00Z');

async function signedInUser(db: Kysely<Database>, fields: { email: string; nickName: string }) {
  const id = await insertUser(db, { ...fields, passwordHash: 'x' });
  return { id, token: (await createSession(db, id, BOOKED_ON)).token };
}

describe.each(testDatabases())('no-shows and disputes on $name', (target) => {
  let t: TestApp;
  /** A second API process over the same database. */
  let other: TestApp;
  let clock = new Date('2030-03-04T00:00:00Z');
  const mailer = memoryMailer();
  let courseId: string;
  let skuId: string;
  let teacherUserId: string;
  let teacherToken: string;
  let operatorToken: string;
  let secondOperatorToken: string;
  let slot = 0;

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => clock,
      mailer,
      publicUrl: PUBLIC_URL,
    });
    other = await openTestApp(t, { seed: false, now: () => clock, mailer, publicUrl: PUBLIC_URL });
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'teacher_user_id'])
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    courseId = course.id;
    teacherUserId = course.teacher_user_id as string;
    skuId = (
      await t.db
        .selectFrom('course_skus')
        .select('id')
        .where('course_id', '=', courseId)
        .where('lesson_minutes', '=', 50)
        .executeTakeFirstOrThrow()
    ).id;
    teacherToken = (await createSession(t.db, Number(teacherUserId), BOOKED_ON)).token;
    for (const name of ['op1', 'op2']) {
      const op = await signedInUser(t.db, { email: `${name}@disputes.test`, nickName: name });
      await insertOperator(t.db, op.id);
      if (name === 'op1') operatorToken = op.token;
      else secondOperatorToken = op.token;
    }
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });
  afterEach(() => expectBooksBalanced(t.db));

  /** A learner with 500 minutes of the course worth 120 000 fen and a lesson booked from them. */
  async function lessonOfNewLearner(name: string) {
    clock = new Date('2030-03-04T00:00:00Z');
    const learner = await signedInUser(t.db, { email: `${name}@disputes.test`, nickName: name });
    await grantLessonTime(t.db, {
      ownerId: learner.id,
      courseId,
      skuId,
      minutes: 500,
      valueMinor: 10 * VALUE,
    });
    // Each lesson at its own hour, so that the teacher's lessons never overlap.
    const startsAt = new Date(Date.parse('2030-03-05T00:00:00Z') + ++slot * 2 * HOUR);
    const id = await bookedLesson(t.db, {
      teacherUserId,
      learnerId: learner.id,
      courseId,
      skuId,
      startsAt,
      minutes: 50,
      valueMinor: VALUE,
    });
    return { id, learner, startsAt, endsAt: new Date(startsAt.getTime() + 50 * MINUTE) };
  }

  const settle = () => settleDueAttendance({ db: t.db, mailer, publicUrl: PUBLIC_URL, now: clock });

  const send = (app: TestApp, method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('leaves a lesson alone until ten minutes after its start', async () => {
    const lesson = await lessonOfNewLearner('early');
    clock = new Date(lesson.startsAt.getTime() + 9 * MINUTE);
    expect(await settleLessonAttendance(t.db, lesson.id, clock)).toBeUndefined();
    await settle();
    expect(await lessonState(t.db, lesson.id)).toEqual({ status: 'booked', attendance_outcome: null });
  });

  it('leaves a free lesson that is not a trial (the demo lesson) to its people: nothing to give back or pay', async () => {
    clock = new Date('2030-03-04T00:00:00Z');
    const learner = await signedInUser(t.db, { email: 'demo@disputes.test', nickName: 'demo' });
    await grantLessonTime(t.db, { ownerId: learner.id, courseId, skuId, minutes: 50, valueMinor: 0 });
    const startsAt = new Date(Date.parse('2030-03-05T00:00:00Z') + ++slot * 2 * HOUR);
    const id = await bookedLesson(t.db, {
      teacherUserId,
      learnerId: learner.id,
      courseId,
      skuId,
      startsAt,
      minutes: 50,
      chargedMinutes: 0,
      valueMinor: 0,
    });
    clock = new Date(startsAt.getTime() + 10 * MINUTE);
    expect(await settleLessonAttendance(t.db, id, clock)).toBeUndefined();
    expect(await lessonState(t.db, id)).toEqual({ status: 'booked', attendance_outcome: null });
  });

  it('makes a lesson whose teacher never joined a teacher no-show: the time back, the teacher unpaid, both mailed', async () => {
    const lesson = await lessonOfNewLearner('noteacher');
    await attended(t.db, lesson.id, lesson.learner.id, 2, lesson.startsAt);
    const before = await payable(t.db, teacherUserId);
    const mails = mailer.sent.length;
    clock = new Date(lesson.startsAt.getTime() + 10 * MINUTE);
    expect(await settle()).toBeGreaterThanOrEqual(1);
    expect(await lessonState(t.db, lesson.id)).toEqual({
      status: 'cancelled',
      attendance_outcome: 'teacher_no_show',
    });
    expect(await spent(t.db, lesson.learner.id)).toEqual({ minutes: 0, value: 0 });
    expect(await payable(t.db, teacherUserId)).toBe(before);
    expect(await transfersOf(t.db, lesson.id)).toEqual([]);
    // (The earlier test's lesson, which no teacher joined either, was read in the same sweep.)
    const sent = mailer.sent.slice(mails).filter((mail) => mail.subject.startsWith('Teacher no-show'));
    expect(sent.map((mail) => mail.to)).toEqual(
      expect.arrayContaining(['noteacher@disputes.test', 'ana-li@teachers.hanyu.invalid']),
    );
    expect(sent.find((mail) => mail.to === 'noteacher@disputes.test')?.text).toContain('50 minutes');
    // The learner sees it on the lesson's page, and has nothing to dispute.
    const view = await send(t, 'GET', `/user/lessons/${lesson.id}/disputes`, lesson.learner.token);
    expect(view.statusCode).toBe(200);
    expect(view.json().response).toMatchObject({
      attendance_outcome: 'teacher_no_show',
      side: 'learner',
      refusal: 'nothingToDispute',
      disputes: [],
    });
  });

  it('makes a lesson whose learner never joined a learner no-show: counted as given, the teacher paid', async () => {
    const lesson = await lessonOfNewLearner('nolearner');
    await attended(t.db, lesson.id, teacherUserId, 1, new Date(lesson.startsAt.getTime() - MINUTE));
    const before = await payable(t.db, teacherUserId);
    clock = new Date(lesson.startsAt.getTime() + 11 * MINUTE);
    await settle();
    expect(await lessonState(t.db, lesson.id)).toEqual({
      status: 'complete',
      attendance_outcome: 'learner_no_show',
    });
    expect(await spent(t.db, lesson.learner.id)).toEqual({ minutes: 50, value: VALUE });
    expect(await payable(t.db, teacherUserId)).toBe(before + VALUE);
    expect(await transfersOf(t.db, lesson.id)).toEqual([103]);
  });

  it('leaves a lesson both joined booked for the teacher’s summary, and reads it once', async () => {
    const lesson = await lessonOfNewLearner('both');
    await attended(t.db, lesson.id, teacherUserId, 1, lesson.startsAt);
    await attended(t.db, lesson.id, lesson.learner.id, 2, new Date(lesson.startsAt.getTime() + 2 * MINUTE));
    clock = new Date(lesson.startsAt.getTime() + 10 * MINUTE);
    expect(await settleLessonAttendance(t.db, lesson.id, clock)).toEqual({ outcome: null });
    expect(await settleLessonAttendance(t.db, lesson.id, clock)).toBeUndefined();
    expect(await lessonState(t.db, lesson.id)).toEqual({ status: 'booked', attendance_outcome: null });
  });

  it('settles a lesson once however many processes read it at once: one outcome, one money movement', async () => {
    const lessons = await Promise.all([lessonOfNewLearner('race1'), lessonOfNewLearner('race2')]);
    const [noTeacher, noLearner] = lessons as [
      Awaited<ReturnType<typeof lessonOfNewLearner>>,
      Awaited<ReturnType<typeof lessonOfNewLearner>>,
    ];
    await attended(t.db, noLearner.id, teacherUserId, 1, noLearner.startsAt);
    clock = new Date(Math.max(noTeacher.startsAt.getTime(), noLearner.startsAt.getTime()) + 10 * MINUTE);
    const before = await payable(t.db, teacherUserId);
    const runs = target.name === 'postgres' ? 20 : 4;
    const answers = await Promise.all(
      Array.from({ length: runs }, (_, index) =>
        Promise.all([
          settleLessonAttendance((index % 2 ? other : t).db, noTeacher.id, clock),
          settleLessonAttendance((index % 2 ? other : t).db, noLearner.id, clock),
        ]),
      ),
    );
    const teacherSide = answers.map(([first]) => first);
    const learnerSide = answers.map(([, second]) => second);
    expect(teacherSide.filter((answer) => answer !== undefined)).toEqual([{ outcome: 'teacher_no_show' }]);
    expect(learnerSide.filter((answer) => answer !== undefined)).toEqual([{ outcome: 'learner_no_show' }]);
    expect(teacherSide.filter((answer) => answer === undefined)).toHaveLength(runs - 1);
    expect(await spent(t.db, noTeacher.learner.id)).toEqual({ minutes: 0, value: 0 });
    expect(await spent(t.db, noLearner.learner.id)).toEqual({ minutes: 50, value: VALUE });
    expect(await transfersOf(t.db, noLearner.id)).toEqual([103]);
    expect(await payable(t.db, teacherUserId)).toBe(before + VALUE);
    // Two whole jobs at once (two processes' sweeps) find nothing left to do.
    const sweeps = await Promise.all([
      settle(),
      settleDueAttendance({ db: other.db, mailer, publicUrl: PUBLIC_URL, now: clock }),
    ]);
    expect(sweeps).toEqual([0, 0]);
  });

  it('lets the learner dispute a learner no-show once, and the operator uphold it: time back, pay reversed, audited, mailed', async () => {
    const lesson = await lessonOfNewLearner('contest');
    await attended(t.db, lesson.id, teacherUserId, 1, lesson.startsAt);
    clock = new Date(lesson.startsAt.getTime() + 10 * MINUTE);
    await settle();
    const paid = await payable(t.db, teacherUserId);
    clock = new Date(lesson.endsAt.getTime() + 47 * HOUR);

    // Bad input is a 400, never a 500.
    const blank = await send(t, 'POST', `/user/lessons/${lesson.id}/disputes`, lesson.learner.token, {
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    // The teacher has nothing to dispute: they were paid.
    const teacherTry = await send(t, 'POST', `/user/lessons/${lesson.id}/disputes`, teacherToken, {
      reason: 'x',
    });
    expect(teacherTry.statusCode).toBe(409);
    expect(teacherTry.json().error).toEqual({
      code: ERROR_CODES.nothingToDispute,
      message: DISPUTE_MESSAGES.nothingToDispute,
    });

    const raised = await send(t, 'POST', `/user/lessons/${lesson.id}/disputes`, lesson.learner.token, {
      reason: 'I was in the classroom; the teacher was not.',
    });
    expect(raised.statusCode).toBe(200);
    const view = raised.json().response as LessonDisputes;
    expect(view).toMatchObject({
      attendance_outcome: 'learner_no_show',
      side: 'learner',
      refusal: 'disputeOpen',
    });
    expect(view.disputes).toMatchObject([{ side: 'learner', state: 'open', resolution: null }]);
    const again = await send(t, 'POST', `/user/lessons/${lesson.id}/disputes`, lesson.learner.token, {
      reason: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(ERROR_CODES.disputeOpen);

    // Another learner cannot read or dispute it.
    const stranger = await signedInUser(t.db, { email: 'stranger@disputes.test', nickName: 'stranger' });
    expect(
      (await send(t, 'GET', `/user/lessons/${lesson.id}/disputes`, stranger.token)).statusCode,
    ).toBeGreaterThanOrEqual(403);
    // Only operators list and resolve.
    expect((await send(t, 'GET', '/operator/disputes', lesson.learner.token)).statusCode).toBe(403);

    const list = await send(t, 'GET', '/operator/disputes?state=open', operatorToken);
    expect(list.statusCode).toBe(200);
    const disputeId = view.disputes[0]?.id as number;
    expect(list.json().response.data.map((row: { id: number }) => row.id)).toContain(disputeId);
    const detail = await send(t, 'GET', `/operator/disputes/${disputeId}`, operatorToken);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().response.attendance).toEqual([
      expect.objectContaining({ user_id: Number(teacherUserId), role: 'teacher' }),
    ]);

    const mails = mailer.sent.length;
    const resolved = await send(t, 'POST', `/operator/disputes/${disputeId}/resolve`, operatorToken, {
      decision: 'upheld',
      resolution: 'The teacher’s connection dropped before the learner joined; the lesson was not given.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().response.dispute).toMatchObject({ state: 'upheld' });
    expect(await lessonState(t.db, lesson.id)).toEqual({
      status: 'cancelled',
      attendance_outcome: 'learner_no_show',
    });
    expect(await spent(t.db, lesson.learner.id)).toEqual({ minutes: 0, value: 0 });
    expect(await payable(t.db, teacherUserId)).toBe(paid - VALUE);
    expect(await transfersOf(t.db, lesson.id)).toEqual([103, 106]);
    const audit = await listOperatorActions(t.db, { subject: `lesson_dispute:${disputeId}`, limit: 10 });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'lesson_dispute.uphold' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sent = mailer.sent.slice(mails);
    expect(sent).toHaveLength(2);
    expect(sent.every((mail) => mail.text.includes('the lesson was not given'))).toBe(true);

    // Both sides read the resolution; the learner has disputed it once and may not again.
    const after = await send(t, 'GET', `/user/lessons/${lesson.id}/disputes`, teacherToken);
    expect(after.json().response.disputes[0]).toMatchObject({
      state: 'upheld',
      resolution: expect.stringContaining('not given'),
    });
    const learnerAfter = await send(t, 'GET', `/user/lessons/${lesson.id}/disputes`, lesson.learner.token);
    expect(learnerAfter.json().response.refusal).toBe('nothingToDispute');
    // The learner's list of lessons no-shows and disputes concern holds it, with the teacher's name.
    const mine = await send(t, 'GET', '/user/disputes', lesson.learner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().response.data).toEqual([
      expect.objectContaining({
        lesson_id: Number(lesson.id),
        status: 'cancelled',
        attendance_outcome: 'learner_no_show',
        with_name: expect.any(String),
        disputes: [expect.objectContaining({ state: 'upheld' })],
      }),
    ]);
  });

  it('refuses a dispute after 48 hours', async () => {
    const lesson = await lessonOfNewLearner('late');
    await attended(t.db, lesson.id, teacherUserId, 1, lesson.startsAt);
    clock = new Date(lesson.startsAt.getTime() + 10 * MINUTE);
    await settle();
    clock = new Date(lesson.endsAt.getTime() + 48 * HOUR + 1000);
    const late = await send(t, 'POST', `/user/lessons/${lesson.id}/disputes`, lesson.learner.token, {
      reason: 'late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: ERROR_CODES.disputeWindowClosed,
      message: DISPUTE_MESSAGES.windowClosed,
    });
  });

  it('lets the teacher contest a teacher no-show: upheld, the lesson counts as given, time spent and the teacher paid', async () => {
    const lesson = await lessonOfNewLearner('wasthere');
    clock = new Date(lesson.startsAt.getTime() + 10 * MINUTE);
    await settle();
    const before = await payable(t.db, teacherUserId);
    const raised = await send(t, 'POST', `/user/lessons/${lesson.id}/disputes`, teacherToken, {
      reason: 'I was there on the phone app; the classroom did not record me.',
    });
    expect(raised.statusCode).toBe(200);
    const disputeId = (raised.json().response as LessonDisputes).disputes[0]?.id as number;
    const resolved = await send(t, 'POST', `/operator/disputes/${disputeId}/resolve`, operatorToken, {
      decision: 'upheld',
      resolution: 'The learner confirmed the lesson took place.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(await lessonState(t.db, lesson.id)).toEqual({
      status: 'complete',
      attendance_outcome: 'teacher_no_show',
    });
    expect(await spent(t.db, lesson.learner.id)).toEqual({ minutes: 50, value: VALUE });
    expect(await payable(t.db, teacherUserId)).toBe(before + VALUE);
    expect(await transfersOf(t.db, lesson.id)).toEqual([103]);
  });

  it('rejecting changes nothing but the dispute', async () => {
    const lesson = await lessonOfNewLearner('rejected');
    clock = new Date(lesson.startsAt.getTime() + 10 * MINUTE);
    await settle();
    const raised = await send(t, 'POST', `/user/lessons/${lesson.id}/disputes`, teacherToken, {
      reason: 'I was there.',
    });
    const disputeId = (raised.json().response as LessonDisputes).disputes[0]?.id as number;
    const bad = await send(t, 'POST', `/operator/disputes/${disputeId}/resolve`, operatorToken, {
      decision: 'maybe',
      resolution: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const resolved = await send(t, 'POST', `/operator/disputes/${disputeId}/resolve`, operatorToken, {
      decision: 'rejected',
      resolution: 'No record of the teacher in the classroom.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(await lessonState(t.db, lesson.id)).toEqual({
      status: 'cancelled',
      attendance_outcome: 'teacher_no_show',
    });
    expect(await spent(t.db, lesson.learner.id)).toEqual({ minutes: 0, value: 0 });
    expect(await transfersOf(t.db, lesson.id)).toEqual([]);
    expect((await send(t, 'GET', `/operator/disputes/999999`, operatorToken)).statusCode).toBe(404);
  });

  it('two operators resolving one dispute at once: one resolution, one money movement, one audit row', async () => {
    const lesson = await lessonOfNewLearner('twoops');
    await attended(t.db, lesson.id, teacherUserId, 1, lesson.startsAt);
    clock = new Date(lesson.startsAt.getTime() + 10 * MINUTE);
    await settle();
    const raised = await send(t, 'POST', `/user/lessons/${lesson.id}/disputes`, lesson.learner.token, {
      reason: 'The teacher was not there.',
    });
    const disputeId = (raised.json().response as LessonDisputes).disputes[0]?.id as number;
    const paid = await payable(t.db, teacherUserId);
    const attempts = target.name === 'postgres' ? 12 : 4;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        send(
          index % 2 ? other : t,
          'POST',
          `/operator/disputes/${disputeId}/resolve`,
          index % 3 ? operatorToken : secondOperatorToken,
          {
            decision: index % 2 ? 'upheld' : 'rejected',
            resolution: `Decision ${index}`,
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toEqual({
        code: ERROR_CODES.disputeResolved,
        message: DISPUTE_MESSAGES.alreadyResolved,
      });
    }
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().response.dispute;
    const audit = await listOperatorActions(t.db, { subject: `lesson_dispute:${disputeId}`, limit: 10 });
    expect(audit).toHaveLength(1);
    if (winner.state === 'upheld') {
      expect(await transfersOf(t.db, lesson.id)).toEqual([103, 106]);
      expect(await payable(t.db, teacherUserId)).toBe(paid - VALUE);
      expect(await spent(t.db, lesson.learner.id)).toEqual({ minutes: 0, value: 0 });
    } else {
      expect(await transfersOf(t.db, lesson.id)).toEqual([103]);
      expect(await payable(t.db, teacherUserId)).toBe(paid);
    }
  });

  it('refuses to count a teacher no-show as given when the learner spent the returned time since', async () => {
    clock = new Date('2030-03-04T00:00:00Z');
    const learner = await signedInUser(t.db, { email: 'spender@disputes.test', nickName: 'spender' });
    await grantLessonTime(t.db, { ownerId: learner.id, courseId, skuId, minutes: 50, valueMinor: VALUE });
    const startsAt = new Date(Date.parse('2030-03-05T00:00:00Z') + ++slot * 2 * HOUR);
    const id = await bookedLesson(t.db, {
      teacherUserId,
      learnerId: learner.id,
      courseId,
      skuId,
      startsAt,
      minutes: 50,
      valueMinor: VALUE,
    });
    clock = new Date(startsAt.getTime() + 10 * MINUTE);
    await settle();
    // The returned 50 minutes booked again.
    await bookedLesson(t.db, {
      teacherUserId,
      learnerId: learner.id,
      courseId,
      skuId,
      startsAt: new Date(Date.parse('2030-03-05T00:00:00Z') + ++slot * 2 * HOUR),
      minutes: 50,
      valueMinor: VALUE,
    });
    const raised = await send(t, 'POST', `/user/lessons/${id}/disputes`, teacherToken, {
      reason: 'I was there.',
    });
    const disputeId = (raised.json().response as LessonDisputes).disputes[0]?.id as number;
    const refused = await send(t, 'POST', `/operator/disputes/${disputeId}/resolve`, operatorToken, {
      decision: 'upheld',
      resolution: 'Counted as given.',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: ERROR_CODES.disputeNotReversible,
      message: DISPUTE_MESSAGES.lessonTimeUsed,
    });
    // Nothing moved, and the dispute is still open for another decision.
    expect(await lessonState(t.db, id)).toEqual({
      status: 'cancelled',
      attendance_outcome: 'teacher_no_show',
    });
    expect(await transfersOf(t.db, id)).toEqual([]);
    const detail = await send(t, 'GET', `/operator/disputes/${disputeId}`, operatorToken);
    expect(detail.json().response.dispute.state).toBe('open');
  });
});
