import type { ChatConversation, ChatConversationsResponse, ChatHistory, ChatMessage } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { type ClassroomPeople, classroomPeople, lessonAt } from '../../test/classroom.ts';
import { testDatabases } from '../../test/databases.ts';
import type { Buyer } from '../../test/orders-fixtures.ts';
import { insertOperator } from '../users/index.ts';

const STARTS = new Date('2030-01-07T02:00:00Z');

describe.each(testDatabases())('the chat endpoints on $name', (target) => {
  let t: TestApp;
  let people: ClassroomPeople;
  let operator: Buyer;
  let lesson: number;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false });
    people = await classroomPeople(t, new Date());
    operator = people.otherLearner;
    await insertOperator(t.db, operator.id);
    lesson = await lessonAt(t, {
      teacher: people.ana,
      learner: people.learner,
      courseSlug: 'live-hsk1',
      startsAt: STARTS,
      minutes: 50,
    });
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
      body: answer.json() as { response: unknown; error?: { message: string } },
    };
  };
  const ok = async <T>(who: Buyer, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
    const answer = await call(who, method, url, payload);
    if (answer.status !== 200)
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.response as T;
  };
  const sendAs = (who: Buyer, id: number, body: string, clientId?: string) =>
    ok<ChatMessage>(who, 'POST', `/chat/conversations/${id}/messages`, {
      body,
      ...(clientId ? { client_id: clientId } : {}),
    });
  const openLessonChat = (who: Buyer) => ok<ChatConversation>(who, 'POST', `/chat/lessons/${lesson}`);

  it('gives a lesson one conversation, for its learner, its teacher and an assistant, and a 404 to anyone else', async () => {
    const mine = await openLessonChat(people.learner);
    expect(mine).toMatchObject({ kind: 'lesson', role: 'learner', lesson: { id: lesson }, unread: 0 });
    expect((await openLessonChat(people.ana)).id).toBe(mine.id);
    expect((await openLessonChat(people.ana)).role).toBe('teacher');
    expect((await openLessonChat(people.assistant)).role).toBe('assistant');
    for (const [method, url, payload] of [
      ['POST', `/chat/lessons/${lesson}`, undefined],
      ['GET', `/chat/conversations/${mine.id}/messages`, undefined],
      ['POST', `/chat/conversations/${mine.id}/messages`, { body: 'let me in' }],
      ['POST', `/chat/conversations/${mine.id}/read`, { seq: 1 }],
    ] as const) {
      for (const stranger of [people.stranger, people.bo]) {
        const answer = await call(stranger, method, url, payload);
        expect(answer.status).toBe(404);
      }
    }
    const { messages } = await ok<ChatHistory>(
      people.learner,
      'GET',
      `/chat/conversations/${mine.id}/messages`,
    );
    expect(messages.map((message) => message.body)).not.toContain('let me in');
  });

  it('numbers concurrent messages 1, 2, 3… with no gap and no twin, and pages through them', async () => {
    const { id } = await openLessonChat(people.learner);
    const before = (
      await ok<ChatHistory>(people.learner, 'GET', `/chat/conversations/${id}/messages?limit=100`)
    ).messages.length;
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        sendAs(index % 2 === 0 ? people.learner : people.ana, id, `message ${index}`),
      ),
    );
    const seqs = sent.map((message) => message.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, index) => before + index + 1));

    const newest = await ok<ChatHistory>(people.ana, 'GET', `/chat/conversations/${id}/messages?limit=10`);
    expect(newest.more).toBe(true);
    expect(newest.messages.map((message) => message.seq)).toEqual(
      Array.from({ length: 10 }, (_, index) => before + 21 + index),
    );
    const older = await ok<ChatHistory>(
      people.ana,
      'GET',
      `/chat/conversations/${id}/messages?limit=10&before=${before + 21}`,
    );
    expect(older.messages.map((message) => message.seq)).toEqual(
      Array.from({ length: 10 }, (_, index) => before + 11 + index),
    );
    const after = await ok<ChatHistory>(
      people.ana,
      'GET',
      `/chat/conversations/${id}/messages?after=${before + 28}`,
    );
    expect(after).toEqual({ messages: expect.any(Array), more: false });
    expect(after.messages.map((message) => message.seq)).toEqual([before + 29, before + 30]);
    const first = await ok<ChatHistory>(people.ana, 'GET', `/chat/conversations/${id}/messages?before=2`);
    expect(first).toEqual({ messages: [expect.objectContaining({ seq: 1 })], more: false });
  });

  it('counts what each member has not read, and moves the cursor only forward and never past the end', async () => {
    const support = await ok<ChatConversation>(people.learner, 'POST', '/chat/support');
    for (const text of ['one', 'two', 'three']) await sendAs(people.learner, support.id, text);
    const inbox = await ok<ChatConversationsResponse>(operator, 'GET', '/chat/support/inbox');
    const line = inbox.data.find((conversation) => conversation.id === support.id);
    expect(line).toMatchObject({ role: 'support', unread: 3, last_message: { body: 'three', seq: 3 } });
    expect(line?.peer_name).toBeTruthy();
    await sendAs(operator, support.id, 'How can I help?');

    const mine = await ok<ChatConversationsResponse>(people.learner, 'GET', '/chat/conversations');
    const own = mine.data.find((conversation) => conversation.id === support.id);
    expect(own).toMatchObject({ peer_name: null, read_seq: 0, unread: 4 });
    expect(own?.last_message).toMatchObject({ sender_role: 'support', body: 'How can I help?' });

    expect(await ok(people.learner, 'POST', `/chat/conversations/${support.id}/read`, { seq: 3 })).toEqual({
      read_seq: 3,
      unread: 1,
    });
    expect(await ok(people.learner, 'POST', `/chat/conversations/${support.id}/read`, { seq: 1 })).toEqual({
      read_seq: 3,
      unread: 1,
    });
    expect(await ok(people.learner, 'POST', `/chat/conversations/${support.id}/read`, { seq: 99 })).toEqual({
      read_seq: 4,
      unread: 0,
    });
    // Support lines are the operators': another learner's is not the learner's, nor the teacher's.
    const others = await ok<ChatConversation>(people.stranger, 'POST', '/chat/support');
    expect(others.id).not.toBe(support.id);
    expect((await call(people.learner, 'GET', `/chat/conversations/${others.id}/messages`)).status).toBe(404);
    expect((await call(people.ana, 'GET', '/chat/support/inbox')).status).toBe(403);
  });

  it('keeps plain text: invisible controls stripped, markup stored as typed, empty and overlong refused', async () => {
    const { id } = await openLessonChat(people.learner);
    const message = await sendAs(
      people.learner,
      id,
      '  <b>hi</b>\u202e evil\u200b\r\n\r\n\r\n\r\nnext\u0085 line\t  ',
    );
    expect(message.body).toBe('<b>hi</b> evil\n\nnext line');
    for (const body of ['   ', '\u200b\u202e', 'a\u0000b', 'x'.repeat(2001), 42]) {
      const answer = await call(people.learner, 'POST', `/chat/conversations/${id}/messages`, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toContain('body');
    }
  });

  it('stores a retried message once', async () => {
    const { id } = await openLessonChat(people.learner);
    const [first, second] = await Promise.all([
      sendAs(people.learner, id, 'only once', 'retry-1'),
      sendAs(people.learner, id, 'only once', 'retry-1'),
    ]);
    expect(second).toEqual(first);
    const again = await sendAs(people.learner, id, 'only once', 'retry-1');
    expect(again).toEqual(first);
    const { messages } = await ok<ChatHistory>(
      people.ana,
      'GET',
      `/chat/conversations/${id}/messages?limit=100`,
    );
    expect(messages.filter((each) => each.client_id === 'retry-1')).toHaveLength(1);
  });

  it('lets a learner talk to a teacher of theirs, ask any other teacher a first question, and no one else', async () => {
    const direct = await ok<ChatConversation>(people.learner, 'POST', `/chat/teachers/${people.ana.id}`);
    expect(direct).toMatchObject({
      kind: 'direct',
      role: 'learner',
      peer_name: 'Ana Li',
      first_question: false,
    });
    await sendAs(people.learner, direct.id, 'A question about homework');
    const teachers = await ok<ChatConversationsResponse>(people.ana, 'GET', '/chat/conversations');
    expect(teachers.data.find((conversation) => conversation.id === direct.id)).toMatchObject({
      role: 'teacher',
      unread: 1,
    });
    // A teacher with no lesson with them: a first question (first-questions.test.ts holds its limits).
    expect(
      await ok<ChatConversation>(people.learner, 'POST', `/chat/teachers/${people.bo.id}`),
    ).toMatchObject({
      peer_name: 'Bo Chen',
      first_question: true,
    });
    expect((await call(people.learner, 'POST', `/chat/teachers/${people.stranger.id}`)).status).toBe(404);
    expect((await call(people.learner, 'POST', `/chat/teachers/${people.learner.id}`)).status).toBe(404);
  });
});
