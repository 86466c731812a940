import { ERROR_CODES, ORDER_MESSAGES } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * Which of these video courses can be sold: those with at least one lesson, every lesson of which has its
 * video. A course whose lessons are only an outline is shown in the catalogue as not yet available and
 * refused at order (issue 24: a buyer must never pay for nothing).
 */
export async function videoCoursesForSale(
  db: Kysely<Database>,
  courseIds: ReadonlyArray<number | string>,
): Promise<Set<string>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('video_lessons as l')
    .select((eb) => [
      'l.course_id',
      sql<boolean>`bool_and(${eb.exists(
        eb
          .selectFrom('video_lesson_items as item')
          .innerJoin('video_clips as clip', 'clip.item_id', 'item.id')
          .select(sql`1`.as('one'))
          .whereRef('item.lesson_id', '=', 'l.id')
          .where('item.type', '=', 'highlight'),
      )})`.as('ready'),
    ])
    .where(
      'l.course_id',
      'in',
      courseIds.map((id) => String(id)),
    )
    .groupBy('l.course_id')
    .execute();
  return new Set(rows.filter((row) => row.ready).map((row) => String(row.course_id)));
}

/**
 * Refuses an order (or its calculation) of a course that cannot be sold yet; any course that is not a video
 * course passes. Called by the orders' item lookup, so every way to buy goes through it.
 */
export async function assertCourseForSale(
  db: Kysely<Database>,
  course: { kind: string; course_id: number | string },
): Promise<void> {
  if (course.kind !== 'video') return;
  const forSale = await videoCoursesForSale(db, [course.course_id]);
  if (forSale.has(String(course.course_id))) return;
  throw new ApiError(409, ORDER_MESSAGES.courseNotForSale, { code: ERROR_CODES.courseNotForSale });
}
