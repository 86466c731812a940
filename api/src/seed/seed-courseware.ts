import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SavedCourse } from '../modules/catalogue/index.ts';
import type { SeedCourseware } from '../seed-data.ts';

/**
 * Writes the seed's courseware pages (files of api/seed/assets/courseware), keyed by course and page number,
 * so seeding again updates them in place. A course's pages past the seed's count are removed only if they
 * came from a seed too: pages a teacher uploaded stay.
 */
export async function upsertSeedCourseware(
  db: Kysely<Database>,
  courseware: readonly SeedCourseware[],
  courses: readonly SavedCourse[],
): Promise<void> {
  const idOf = new Map(courses.map((course) => [course.slug, course.id]));
  for (const seed of courseware) {
    const courseId = idOf.get(seed.course);
    if (!courseId) throw new Error(`courseware: unknown course "${seed.course}"`);
    for (const [index, page] of seed.pages.entries()) {
      const values = {
        title: JSON.stringify(page.title),
        alt: JSON.stringify(page.alt),
        storage: 'seed' as const,
        file_name: page.file,
        content_type: 'image/svg+xml' as const,
        size_bytes: page.bytes,
        sha256: page.sha256,
      };
      await db
        .insertInto('courseware_pages')
        .values({ course_id: courseId, number: index + 1, ...values })
        .onConflict((oc) => oc.columns(['course_id', 'number']).doUpdateSet(values))
        .execute();
    }
    await db
      .deleteFrom('courseware_pages')
      .where('course_id', '=', courseId)
      .where('storage', '=', 'seed')
      .where('number', '>', seed.pages.length)
      .execute();
  }
}
