import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestApp, type TestApp } from '../test/app.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { testDatabases } from '../test/databases.ts';
import { DEMO_EMAILS } from './demo-accounts.ts';
import { ensureOpenDemoLesson } from './demo-classroom.ts';
import { loadSeed } from './load-seed.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('the demo lesson with an open classroom on $name', (target) => {
  let t: TestApp;
  const teacher = catalogueFixtures.teachers[0]?.slug as string;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
    await loadSeed(t.db, catalogueFixtures, { demoAccounts: true, lessonHistory: false });
  });
  afterAll(() => t.close());

  it('books the demo learner with the demo teacher from the next five minutes, once while it stays open', async () => {
    const now = new Date('2031-02-03T09:02:00Z');
    const id = await ensureOpenDemoLesson(t.db, now, teacher);
    expect(id).toBeDefined();
    const lesson = await t.db
      .selectFrom('lessons')
      .innerJoin('users', 'users.id', 'lessons.student_user_id')
      .select(['lessons.starts_at', 'lessons.ends_at', 'lessons.status', 'users.email'])
      .where('lessons.id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(lesson).toMatchObject({ status: 'booked', email: DEMO_EMAILS.learner });
    expect(new Date(lesson.starts_at).toISOString()).toBe('2031-02-03T09:05:00.000Z');
    expect(new Date(lesson.ends_at).getTime() - new Date(lesson.starts_at).getTime()).toBe(50 * MINUTE);
    // A restart ten minutes later finds it open; one after it has ended makes the next.
    expect(await ensureOpenDemoLesson(t.db, new Date(now.getTime() + 10 * MINUTE), teacher)).toBe(id);
    const later = await ensureOpenDemoLesson(t.db, new Date(now.getTime() + 50 * MINUTE), teacher);
    expect(later).not.toBe(id);
  });

  it('moves to a later hour when the teacher is busy, and makes nothing for a teacher who is not there', async () => {
    const now = new Date('2031-03-03T09:00:00Z');
    const first = await ensureOpenDemoLesson(t.db, now, teacher);
    // Another learner holds that start with the teacher now: the demo lesson goes to the next hour.
    await t.db
      .updateTable('lessons')
      .set({
        student_user_id: (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('email', '<>', DEMO_EMAILS.learner)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
      })
      .where('id', '=', String(first))
      .execute();
    const second = await ensureOpenDemoLesson(t.db, now, teacher);
    const starts = await t.db
      .selectFrom('lessons')
      .select('starts_at')
      .where('id', '=', String(second))
      .executeTakeFirstOrThrow();
    expect(new Date(starts.starts_at).toISOString()).toBe('2031-03-03T10:00:00.000Z');
    expect(await ensureOpenDemoLesson(t.db, now, 'no-such-teacher')).toBeUndefined();
  });
});
