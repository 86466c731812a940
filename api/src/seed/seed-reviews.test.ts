import { recountRollups } from '../modules/reviews/index.ts';
import { openTestApp, type TestApp } from '../test/app.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { testDatabases } from '../test/databases.ts';
import { seedReviews } from './seed-reviews.ts';

describe.each(testDatabases())('seeded reviews on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures });
  });
  afterAll(() => t.close());

  it('gives every teacher with a history reviews, and ratings computed from them, once', async () => {
    const teachers = await t.db
      .selectFrom('teachers')
      .select(['user_id', 'rating', 'review_count'])
      .execute();
    expect(teachers.length).toBeGreaterThan(0);
    const counted = await recountRollups(t.db);
    for (const teacher of teachers) {
      const rollup = counted.find(
        (row) => row.subject === 'teacher' && String(row.subject_id) === teacher.user_id,
      );
      expect(rollup?.review_count ?? 0).toBeGreaterThan(0);
      expect(teacher.review_count).toBe(rollup?.review_count);
      expect(Number(teacher.rating)).toBe(
        Math.round(((rollup?.star_sum ?? 0) / (rollup?.review_count ?? 1)) * 10) / 10,
      );
    }
    // Every review is its lesson's learner's, of a completed lesson.
    const strangers = await t.db
      .selectFrom('reviews')
      .innerJoin('lessons', 'lessons.id', 'reviews.lesson_id')
      .select('reviews.id')
      .where((eb) =>
        eb.or([
          eb('lessons.student_user_id', '<>', eb.ref('reviews.reviewer_id')),
          eb('lessons.status', '<>', 'complete'),
        ]),
      )
      .execute();
    expect(strangers).toEqual([]);
    expect(await t.db.transaction().execute((trx) => seedReviews(trx, new Date()))).toBe(0);
  });
});
