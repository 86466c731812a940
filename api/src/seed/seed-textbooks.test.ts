import { sql } from 'kysely';
import { textbookCourses } from '../../seed/textbooks.ts';
import { openTestApp, type TestApp } from '../test/app.ts';
import { primaryTestDatabase } from '../test/databases.ts';
import { seedData } from './demo-seed.ts';
import { markTextbookCourses } from './seed-textbooks.ts';

describe('the demo seed’s printed textbooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(primaryTestDatabase(), { lessonHistory: false });
  });
  afterAll(() => t.close());

  const marked = async () =>
    (
      await t.db
        .selectFrom('courses')
        .select('slug')
        .where(sql<boolean>`printed_textbook`)
        .orderBy('slug')
        .execute()
    ).map((row) => row.slug);

  it('names courses of the demo catalogue, and the demo seed marks exactly those', async () => {
    for (const slug of textbookCourses)
      expect(seedData.courses.some((course) => course.slug === slug)).toBe(true);
    expect(await marked()).toEqual([...textbookCourses].sort());
  });

  it('unmarks a course dropped from the list', async () => {
    await markTextbookCourses(t.db, textbookCourses.slice(0, 1));
    expect(await marked()).toEqual(textbookCourses.slice(0, 1));
    await markTextbookCourses(t.db, textbookCourses);
  });
});
