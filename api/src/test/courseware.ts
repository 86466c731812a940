import type { Kysely } from 'kysely';
import { courseware } from '../../seed/courseware.ts';
import type { Database } from '../db/schema.ts';
import { upsertSeedCourseware } from '../seed/seed-courseware.ts';

/** The demo's HSK 1 courseware pages (api/seed/courseware.ts) written onto a live course of the fixtures. */
export async function demoCoursewareOn(db: Kysely<Database>, course: { id: string; slug: string }) {
  const demo = courseware.find((seed) => seed.course === 'hsk1-essentials');
  if (!demo) throw new Error('no demo courseware');
  await upsertSeedCourseware(
    db,
    [{ ...demo, course: course.slug }],
    [{ id: course.id, slug: course.slug, kind: 'live', teacherUserId: null, skus: [] }],
  );
}
