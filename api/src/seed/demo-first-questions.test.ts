import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestApp, type TestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';
import { ensureDemoFirstQuestion } from './demo-first-questions.ts';
import { loadSeed } from './load-seed.ts';

describe.each(testDatabases())('the first-question demo data on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    await loadSeed(t.db, undefined, { demoAccounts: true, lessonHistory: false });
  });
  afterAll(() => t.close());

  it("makes one dismissed report of the demo learner's first question, once, and blocks nobody", async () => {
    const now = new Date('2031-02-03T09:02:00Z');
    await ensureDemoFirstQuestion(t.db, now);
    await ensureDemoFirstQuestion(t.db, now);
    const reports = await t.db
      .selectFrom('conversation_reports')
      .innerJoin('first_questions', 'first_questions.conversation_id', 'conversation_reports.conversation_id')
      .innerJoin('users', 'users.id', 'first_questions.learner_user_id')
      .select(['conversation_reports.state', 'users.email', 'first_questions.learner_messages'])
      .execute();
    expect(reports).toEqual([
      { state: 'dismissed', email: 'learner@demo.hanyu.example', learner_messages: 1 },
    ]);
    expect(await t.db.selectFrom('first_question_blocks').select('learner_user_id').execute()).toEqual([]);
    const messages = await t.db.selectFrom('chat_messages').select('seq').execute();
    expect(messages).toEqual([{ seq: 1 }]);
  });
});
