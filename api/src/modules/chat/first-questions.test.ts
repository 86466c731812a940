import {
  type ChatConversation,
  type ConversationReport,
  ERROR_CODES,
  FIRST_QUESTION_MESSAGES_BEFORE_REPLY,
  FIRST_QUESTIONS_PER_DAY,
  type ReportDetail,
  type ReportList,
} from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { type ClassroomPeople, classroomPeople, lessonAt } from '../../test/classroom.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer } from '../../test/orders-fixtures.ts';
import { listOperatorActions } from '../audit/index.ts';
import { insertOperator } from '../users/index.ts';

const STARTS = new Date('2030-01-07T02:00:00Z');

describe.each(testDatabases())('first questions and their reports on $name', (target) => {
  let t: TestApp;
  let people: ClassroomPeople;
  let operator: Buyer;
  let made = 0;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false });
    people = await classroomPeople(t, new Date());
    operator = people.otherLearner;
    await insertOperator(t.db, operator.id);
  });
  afterAll(() => t.close());

  const call = async (who: Buyer, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const answer = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: answer.statusCode,
      body: answer.json() as { response: unknown; error?: { code: number; message: string } },
    };
  };
  const ok = async <T>(who: Buyer, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
    const answer = await call(who, method, url, payload);
    if (answer.status !== 200)
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.response as T;
  };
  /** A teacher with no lesson with anyone. */
  const newTeacher = async (): Promise<Buyer> => {
    const person = await buyer(t.db, 'teacher');
    await t.db
      .insertInto('teachers')
      .values({
        user_id: String(person.id),
        slug: `asked-${++made}`,
        name: `Asked ${made}`,
        experience_years: 1,
        languages: ['zh'],
      })
      .execute();
    return person;
  };
  const ask = (learner: Buyer, teacher: Buyer) => call(learner, 'POST', `/chat/teachers/${teacher.id}`);
  const send = (who: Buyer, id: number, body: string) =>
    call(who, 'POST', `/chat/conversations/${id}/messages`, { body });

  it('opens a first question with a teacher the learner has had no lesson with, once', async () => {
    const learner = await buyer(t.db, 'curious');
    const teacher = await newTeacher();
    const first = await ask(learner, teacher);
    expect(first.status).toBe(200);
    const conversation = first.body.response as ChatConversation;
    expect(conversation).toMatchObject({ kind: 'direct', role: 'learner', first_question: true });
    const again = await ok<ChatConversation>(learner, 'POST', `/chat/teachers/${teacher.id}`);
    expect(again.id).toBe(conversation.id);
    const day = await t.db
      .selectFrom('first_question_days')
      .select('opened')
      .where('learner_user_id', '=', String(learner.id))
      .executeTakeFirstOrThrow();
    expect(day.opened).toBe(1);
    // A learner's own teacher is no first question; a user who teaches nothing is a 404.
    await lessonAt(t, {
      teacher: people.ana,
      learner,
      courseSlug: 'live-hsk1',
      startsAt: STARTS,
      minutes: 50,
    });
    expect(await ok<ChatConversation>(learner, 'POST', `/chat/teachers/${people.ana.id}`)).toMatchObject({
      first_question: false,
    });
    expect((await ask(learner, people.stranger)).status).toBe(404);
  });

  it(`refuses a learner's first question past ${FIRST_QUESTIONS_PER_DAY} a day with a 429`, async () => {
    const learner = await buyer(t.db, 'eager');
    for (let index = 0; index < FIRST_QUESTIONS_PER_DAY; index++)
      expect((await ask(learner, await newTeacher())).status).toBe(200);
    const refused = await ask(learner, await newTeacher());
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe(ERROR_CODES.firstQuestionDailyLimit);
  });

  it(`holds ${FIRST_QUESTION_MESSAGES_BEFORE_REPLY} messages before the teacher's reply, and none after it`, async () => {
    const learner = await buyer(t.db, 'talkative');
    const teacher = await newTeacher();
    const { id } = await ok<ChatConversation>(learner, 'POST', `/chat/teachers/${teacher.id}`);
    for (let index = 0; index < FIRST_QUESTION_MESSAGES_BEFORE_REPLY; index++)
      expect((await send(learner, id, `question ${index}`)).status).toBe(200);
    const refused = await send(learner, id, 'one more');
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe(ERROR_CODES.firstQuestionWaitForReply);
    expect((await send(teacher, id, 'Hello! Happy to help.')).status).toBe(200);
    expect((await send(learner, id, 'Thank you')).status).toBe(200);
  });

  it('lets concurrent requests pass neither limit: exactly 3 opens and exactly 10 messages go through', async () => {
    const learner = await buyer(t.db, 'racer');
    const teachers = await Promise.all(Array.from({ length: 7 }, () => newTeacher()));
    const opened = await Promise.all(teachers.map((teacher) => ask(learner, teacher)));
    const statuses = opened.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429]);
    for (const answer of opened.filter((each) => each.status === 429))
      expect(answer.body.error?.code).toBe(ERROR_CODES.firstQuestionDailyLimit);
    const rows = await t.db
      .selectFrom('first_questions')
      .select('conversation_id')
      .where('learner_user_id', '=', String(learner.id))
      .execute();
    expect(rows).toHaveLength(FIRST_QUESTIONS_PER_DAY);

    const [id] = opened
      .filter((answer) => answer.status === 200)
      .map((answer) => (answer.body.response as ChatConversation).id);
    const sent = await Promise.all(
      Array.from({ length: 16 }, (_, index) => send(learner, id as number, `m${index}`)),
    );
    const sentStatuses = sent.map((answer) => answer.status);
    expect(sentStatuses.filter((status) => status === 200)).toHaveLength(
      FIRST_QUESTION_MESSAGES_BEFORE_REPLY,
    );
    expect(sentStatuses.filter((status) => status === 429)).toHaveLength(6);
    for (const answer of sent.filter((each) => each.status === 429))
      expect(answer.body.error?.code).toBe(ERROR_CODES.firstQuestionWaitForReply);
    const stored = await t.db
      .selectFrom('chat_messages')
      .select('seq')
      .where('conversation_id', '=', String(id))
      .orderBy('seq')
      .execute();
    expect(stored.map((row) => row.seq)).toEqual(
      Array.from({ length: FIRST_QUESTION_MESSAGES_BEFORE_REPLY }, (_, index) => index + 1),
    );
  });

  it('makes one conversation of two concurrent opens with one teacher, counted once', async () => {
    const learner = await buyer(t.db, 'twice');
    const teacher = await newTeacher();
    const both = await Promise.all([ask(learner, teacher), ask(learner, teacher)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = both.map((answer) => (answer.body.response as ChatConversation).id);
    expect(ids[0]).toBe(ids[1]);
    const day = await t.db
      .selectFrom('first_question_days')
      .select('opened')
      .where('learner_user_id', '=', String(learner.id))
      .executeTakeFirstOrThrow();
    expect(day.opened).toBe(1);
  });

  it('takes a report from either side, and an operator blocks the learner: audited, no new first question', async () => {
    const learner = await buyer(t.db, 'spammer');
    const teacher = await newTeacher();
    const { id } = await ok<ChatConversation>(learner, 'POST', `/chat/teachers/${teacher.id}`);
    await send(learner, id, 'Buy my course elsewhere');
    const report = await ok<ConversationReport>(teacher, 'POST', `/chat/conversations/${id}/report`, {
      reason: 'spam',
      note: ' Advertises another site ',
    });
    expect(report).toMatchObject({ conversation_id: id, reason: 'spam', note: 'Advertises another site' });
    // Reporting again while it is open answers the same report.
    const again = await ok<ConversationReport>(teacher, 'POST', `/chat/conversations/${id}/report`, {
      reason: 'abuse',
    });
    expect(again.id).toBe(report.id);
    // The learner reports the teacher too; that report cannot block the teacher.
    const theirs = await ok<ConversationReport>(learner, 'POST', `/chat/conversations/${id}/report`, {
      reason: 'other',
    });
    const cannot = await call(operator, 'POST', `/operator/reports/${theirs.id}/resolve`, {
      decision: 'blocked',
      resolution: 'No',
    });
    expect(cannot.status).toBe(422);
    expect(cannot.body.error?.code).toBe(ERROR_CODES.cannotBlockTeacher);

    const list = await ok<ReportList>(operator, 'GET', '/operator/reports?state=open');
    expect(list.data.find((item) => item.id === report.id)).toMatchObject({
      state: 'open',
      reporter: { id: teacher.id },
      reported: { id: learner.id },
      learner_blocked: false,
    });
    const detail = await ok<ReportDetail>(operator, 'GET', `/operator/reports/${report.id}`);
    expect(detail.messages.map((message) => message.body)).toEqual(['Buy my course elsewhere']);

    const resolved = await ok<ReportDetail>(operator, 'POST', `/operator/reports/${report.id}/resolve`, {
      decision: 'blocked',
      resolution: 'Advertising',
    });
    expect(resolved).toMatchObject({ state: 'blocked', resolution: 'Advertising', learner_blocked: true });
    // Every open report of the learner's first questions was resolved with it.
    expect((await ok<ReportDetail>(operator, 'GET', `/operator/reports/${theirs.id}`)).state).toBe('blocked');
    const twice = await call(operator, 'POST', `/operator/reports/${report.id}/resolve`, {
      decision: 'dismissed',
      resolution: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.code).toBe(ERROR_CODES.reportResolved);
    const audit = await listOperatorActions(t.db, { subject: `conversation_report:${report.id}`, limit: 10 });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'conversation_report.block',
      userId: learner.id,
      reason: 'Advertising',
      after: { state: 'blocked', learner_blocked: true },
    });
    const blocked = await ask(learner, await newTeacher());
    expect(blocked.status).toBe(403);
    expect(blocked.body.error?.code).toBe(ERROR_CODES.firstQuestionBlocked);
  });

  it('dismisses a report with an audit row', async () => {
    const learner = await buyer(t.db, 'polite');
    const teacher = await newTeacher();
    const { id } = await ok<ChatConversation>(learner, 'POST', `/chat/teachers/${teacher.id}`);
    const report = await ok<ConversationReport>(teacher, 'POST', `/chat/conversations/${id}/report`, {
      reason: 'other',
    });
    const resolved = await ok<ReportDetail>(operator, 'POST', `/operator/reports/${report.id}/resolve`, {
      decision: 'dismissed',
      resolution: 'A fair question',
    });
    expect(resolved).toMatchObject({ state: 'dismissed', learner_blocked: false });
    const audit = await listOperatorActions(t.db, { subject: `conversation_report:${report.id}`, limit: 10 });
    expect(audit.map((row) => row.action)).toEqual(['conversation_report.dismiss']);
    expect((await ask(learner, await newTeacher())).status).toBe(200);
  });

  it('refuses reports of conversations that are not first questions or not the caller’s, and bad input', async () => {
    const learner = await buyer(t.db, 'other-side');
    const teacher = await newTeacher();
    const { id } = await ok<ChatConversation>(learner, 'POST', `/chat/teachers/${teacher.id}`);
    const support = await ok<ChatConversation>(learner, 'POST', '/chat/support');
    const notReportable = await call(learner, 'POST', `/chat/conversations/${support.id}/report`, {
      reason: 'spam',
    });
    expect(notReportable.status).toBe(422);
    expect(notReportable.body.error?.code).toBe(ERROR_CODES.notReportable);
    expect(
      (await call(people.stranger, 'POST', `/chat/conversations/${id}/report`, { reason: 'spam' })).status,
    ).toBe(404);
    for (const payload of [{ reason: 'rude' }, {}, { reason: 'spam', note: 'x'.repeat(2001) }]) {
      const answer = await call(teacher, 'POST', `/chat/conversations/${id}/report`, payload);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await call(teacher, 'GET', '/operator/reports')).status).toBe(403);
    expect(
      (await call(operator, 'POST', '/operator/reports/1/resolve', { decision: 'maybe', resolution: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(operator, 'POST', '/operator/reports/1/resolve', {
          decision: 'dismissed',
          resolution: ' ',
        })
      ).status,
    ).toBe(400);
    expect((await call(operator, 'GET', '/operator/reports/999999')).status).toBe(404);
  });
});
