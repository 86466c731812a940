import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ownedForUser } from '../linked/index.ts';

/** Queries of courseware: a course's pages, and whether a person may read them. No rules live here. */

export interface CoursewarePageRow {
  number: number;
  title: Record<string, string>;
  alt: Record<string, string>;
  storage: 'seed' | 'upload';
  file_name: string;
  content_type: 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/webp';
  sha256: string;
}

const PAGE_COLUMNS = ['number', 'title', 'alt', 'storage', 'file_name', 'content_type', 'sha256'] as const;

export async function findCourse(
  db: Kysely<Database>,
  courseId: number,
): Promise<{ id: string; kind: string; teacher_user_id: string | null } | undefined> {
  return db
    .selectFrom('courses')
    .select(['id', 'kind', 'teacher_user_id'])
    .where('id', '=', String(courseId))
    .executeTakeFirst();
}

/**
 * Whether `userId` may read the course's courseware as its teacher, a holder of a grant for it (their own or a
 * linked account's: purchase-owners), a seat holder
 * of its group class (whose room shows it), or the learner or teacher of a lesson of it that was not cancelled.
 */
export async function canReadCourseware(
  db: Kysely<Database>,
  courseId: number,
  userId: number,
): Promise<boolean> {
  return (await readableCourses(db, [courseId], userId)).has(courseId);
}

/** Which of `courseIds` `userId` may read the courseware of (canReadCourseware's rule), in one query. */
export async function readableCourses(
  db: Kysely<Database>,
  courseIds: readonly number[],
  userId: number,
): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const user = String(userId);
  const rows = await db
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', courseIds.map(String))
    .where((eb) =>
      eb.or([
        eb('teacher_user_id', '=', user),
        eb.exists(
          eb
            .selectFrom('grants')
            .select(sql`1`.as('one'))
            .whereRef('grants.course_id', '=', 'courses.id')
            .where((inner) => ownedForUser(inner.ref('grants.owner_id'), user)),
        ),
        eb.exists(
          eb
            .selectFrom('enrolments')
            .select(sql`1`.as('one'))
            .whereRef('enrolments.course_id', '=', 'courses.id')
            .where('enrolments.user_id', '=', user),
        ),
        eb.exists(
          eb
            .selectFrom('lessons')
            .select(sql`1`.as('one'))
            .whereRef('lessons.course_id', '=', 'courses.id')
            .where('lessons.status', '<>', 'cancelled')
            .where((inner) =>
              inner.or([
                inner('lessons.student_user_id', '=', user),
                inner('lessons.teacher_user_id', '=', user),
              ]),
            ),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

export async function findPages(db: Kysely<Database>, courseId: number): Promise<CoursewarePageRow[]> {
  return db
    .selectFrom('courseware_pages')
    .select(PAGE_COLUMNS)
    .where('course_id', '=', String(courseId))
    .orderBy('number')
    .execute();
}

export async function findPage(
  db: Kysely<Database>,
  courseId: number,
  number: number,
): Promise<CoursewarePageRow | undefined> {
  return db
    .selectFrom('courseware_pages')
    .select(PAGE_COLUMNS)
    .where('course_id', '=', String(courseId))
    .where('number', '=', number)
    .executeTakeFirst();
}

/** Adds a page after the course's last one, numbering it in the same statement; returns its number. */
export async function appendPage(
  db: Kysely<Database>,
  page: Omit<CoursewarePageRow, 'number' | 'storage' | 'title' | 'alt'> & {
    courseId: number;
    title: Record<string, string>;
    alt: Record<string, string>;
    sizeBytes: number;
    uploadedBy: number;
  },
): Promise<number> {
  const course = String(page.courseId);
  const row = await db
    .insertInto('courseware_pages')
    .values({
      course_id: course,
      number: sql<number>`(select coalesce(max(number), 0) + 1 from courseware_pages where course_id = ${course})`,
      title: JSON.stringify(page.title),
      alt: JSON.stringify(page.alt),
      storage: 'upload',
      file_name: page.file_name,
      content_type: page.content_type,
      size_bytes: page.sizeBytes,
      sha256: page.sha256,
      uploaded_by: page.uploadedBy,
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  return row.number;
}
