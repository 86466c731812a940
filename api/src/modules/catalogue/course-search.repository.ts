import type { CourseKind } from '@hanyu/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { courseRating } from './catalogue.repository.ts';
import { cellsOfStarts, type SearchableCourse } from './listing-search.ts';
import { textMatches } from './sql-texts.ts';

/*
 * Finding a course, the database half: every listed course of the kind, tag and text with what the filters
 * read (its cheapest item's price, its rating, its teacher's languages and gender, a group class's coming
 * sessions), in one query. A course without items is not for sale and not listed, as in the card query.
 */

export interface CourseSearchQuery {
  kind?: CourseKind | undefined;
  tagId?: number | undefined;
  q?: string | undefined;
  language: Parameters<typeof textMatches>[2];
  now: Date;
  /** The visitor's zone the sessions' cells are read in. */
  zone: string;
}

interface Row {
  id: string;
  sort: number;
  featured: boolean;
  created_at: Date;
  price_minor: string;
  rating: string;
  review_count: number;
  languages: string[] | null;
  native_language: string | null;
  gender: number | null;
  sessions: Array<Date | string> | null;
}

export async function findSearchableCourses(
  db: Kysely<Database>,
  query: CourseSearchQuery,
): Promise<SearchableCourse[]> {
  const { rows } = await searchableCoursesQuery(query).execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    sort: row.sort,
    featured: row.featured,
    createdAt: new Date(row.created_at).getTime(),
    priceMinor: Number(row.price_minor),
    rating: Number(row.rating),
    reviewCount: row.review_count,
    languages: row.languages ?? [],
    native: row.native_language,
    gender: row.gender ?? 0,
    cells: cellsOfStarts(
      (row.sessions ?? []).map((start) => new Date(start)),
      query.zone,
    ),
  }));
}

/** The query (exported to inspect its plan). */
export function searchableCoursesQuery(query: CourseSearchQuery): RawBuilder<Row> {
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (query.kind) where.push(sql`c.kind = ${query.kind}`);
  if (query.tagId !== undefined) {
    where.push(
      sql`exists (select 1 from course_tags x where x.course_id = c.id and x.tag_id = ${query.tagId})`,
    );
  }
  if (query.q)
    where.push(textMatches(['course.title', 'course.summary'], sql`c.id`, query.language, query.q));
  return sql<Row>`
    select c.id, c.sort, c.featured, c.created_at, sku.price_minor,
      ${courseRating} as rating, coalesce(rr.review_count, 0) as review_count,
      te.languages, p.native_language, p.gender,
      (select array_agg(gs.starts_at order by gs.starts_at) from group_sessions gs
        where gs.course_id = c.id and gs.starts_at > ${query.now}) as sessions
    from courses c
    cross join lateral (
      select s.price_minor from course_skus s where s.course_id = c.id order by s.price_minor limit 1
    ) sku
    left join teachers te on te.user_id = c.teacher_user_id
    left join user_profiles p on p.user_id = c.teacher_user_id
    left join review_rollups rr on rr.subject = 'course' and rr.subject_id = c.id
    where ${sql.join(where, sql` and `)}`;
}
