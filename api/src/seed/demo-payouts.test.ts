import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { openTestApp, type TestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';
import { expectBooksBalanced } from '../test/ledger-invariants.ts';
import { DEMO_ASSISTED_LEARNER_EMAIL, ensureDemoPayoutsData } from './demo-payouts.ts';
import { loadSeed } from './load-seed.ts';

describe.each(testDatabases())('the payouts and assistant-booking demo data on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    await loadSeed(t.db, undefined, { demoAccounts: true, lessonHistory: false });
  });
  afterAll(() => t.close());

  it('makes the assisted learner with a pack an assistant books, and a paid lesson of the demo teacher, once', async () => {
    const now = new Date('2031-02-03T09:02:00Z');
    await ensureDemoPayoutsData(t.db, now);
    await ensureDemoPayoutsData(t.db, now);
    const time = await t.db
      .selectFrom('lesson_time')
      .innerJoin('users', 'users.id', 'lesson_time.owner_id')
      .innerJoin('course_skus', 'course_skus.id', 'lesson_time.sku_id')
      .select(['lesson_time.granted_minutes', 'course_skus.self_booking'])
      .where('users.email', '=', DEMO_ASSISTED_LEARNER_EMAIL)
      .execute();
    expect(time).toEqual([{ granted_minutes: 48 * 50, self_booking: false }]);
    const payable = await sql<{ balance: string; lessons: string }>`
      select a.balance, (select count(*) from lessons l where l.teacher_user_id = a.owner_id and l.status = 'complete'
        and l.ends_at < ${new Date(now.getTime() - 9 * 86_400_000)}) as lessons
      from ledger_accounts a join users u on u.id = a.owner_id
      where a.purpose = 'teacher_payable' and u.email = 'wang-lin@teachers.hanyu.invalid'`.execute(t.db);
    expect(payable.rows).toEqual([{ balance: '22000', lessons: '1' }]);
    await expectBooksBalanced(t.db);
  });
});
