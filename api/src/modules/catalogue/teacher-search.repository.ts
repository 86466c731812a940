import { SLOT_GRANULARITY_MINUTES, TEACHER_TIME_ZONE } from '@hanyu/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchableTeacher, Span } from './listing-search.ts';
import { likePattern, textMatches } from './sql-texts.ts';

/*
 * Finding a teacher, the database half: every teacher matching the tag and text, with what the filters read,
 * in one query. A teacher's free time in the window is computed as multiranges: the weekly availability
 * placed on each Shanghai date of the window plus extra hours, less time off and the lessons that hold time
 * (their ends rounded up to the slot grid, since no start falls inside the rest of a 25-minute slot). Every
 * boundary then lies on the grid, so a cell's instants overlapping the free time means a free start in it.
 */

export interface TeacherSearchQuery {
  tagId?: number | undefined;
  q?: string | undefined;
  language: Parameters<typeof textMatches>[2];
  window: { from: Date; to: Date };
  /** cellSpans of the visitor's zone. */
  cells: Map<number, Span[]>;
}

interface Row {
  user_id: string;
  sort: number;
  rating: string;
  experience_years: number;
  lessons_taught: string;
  languages: string[];
  native_language: string | null;
  gender: number | null;
  lesson_price_minor: string | null;
  cells: number[] | null;
}

const multirange = (spans: readonly Span[]) =>
  `{${spans.map((span) => `[${new Date(span.start).toISOString()},${new Date(span.end).toISOString()})`).join(',')}}`;

export async function findSearchableTeachers(
  db: Kysely<Database>,
  query: TeacherSearchQuery,
): Promise<SearchableTeacher[]> {
  const { rows } = await searchableTeachersQuery(query).execute(db);
  return rows.map((row) => ({
    userId: Number(row.user_id),
    sort: row.sort,
    rating: Number(row.rating),
    experienceYears: row.experience_years,
    lessonsTaught: Number(row.lessons_taught),
    languages: row.languages,
    native: row.native_language,
    gender: row.gender ?? 0,
    priceMinor: row.lesson_price_minor === null ? null : Number(row.lesson_price_minor),
    cells: row.cells ?? [],
  }));
}

/** The query (exported to inspect its plan). */
export function searchableTeachersQuery(query: TeacherSearchQuery): RawBuilder<Row> {
  const { from, to } = query.window;
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (query.tagId !== undefined) {
    where.push(
      sql`exists (select 1 from teacher_tags x where x.teacher_id = t.id and x.tag_id = ${query.tagId})`,
    );
  }
  if (query.q) {
    where.push(
      sql`(t.name ilike ${likePattern(query.q)} escape '\\' or ${textMatches(
        ['teacher.intro'],
        sql`t.id`,
        query.language,
        query.q,
      )})`,
    );
  }
  const codes = [...query.cells.keys()];
  const spans = codes.map((code) => multirange(query.cells.get(code) ?? []));
  const grid = SLOT_GRANULARITY_MINUTES * 60;
  // Shanghai dates from the day before the window (a window may start before a date's midnight there).
  const firstDay = new Date(from.getTime() - 86_400_000);
  return sql<Row>`
    with days as (
      select d::timestamp as day, extract(isodow from d)::int as week
      from generate_series(
        (${firstDay}::timestamptz at time zone ${TEACHER_TIME_ZONE})::date,
        (${to}::timestamptz at time zone ${TEACHER_TIME_ZONE})::date,
        interval '1 day') d
    ),
    cells as (
      select code, spans::tstzmultirange as spans
      from unnest(${codes}::int[], ${spans}::text[]) as c(code, spans)
    )
    select t.user_id, t.sort, t.rating, t.experience_years, t.languages,
      p.native_language, p.gender, lp.price_minor as lesson_price_minor,
      (select count(*) from lessons l where l.teacher_user_id = t.user_id and l.status = 'complete')
        as lessons_taught,
      (select array_agg(cells.code order by cells.code) from cells where cells.spans && free.time) as cells
    from teachers t
    left join user_profiles p on p.user_id = t.user_id
    left join teacher_lesson_prices lp on lp.teacher_user_id = t.user_id
    cross join lateral (
      select (
        (select coalesce(range_agg(open.r), '{}'::tstzmultirange) from (
          select tstzrange(
            (days.day + make_interval(mins => a.begin_minute)) at time zone ${TEACHER_TIME_ZONE},
            (days.day + make_interval(mins => a.end_minute)) at time zone ${TEACHER_TIME_ZONE}) as r
          from teacher_availability a join days on days.week = a.week
          where a.teacher_user_id = t.user_id
          union all
          select tstzrange(e.starts_at, e.ends_at) from availability_exceptions e
          where e.teacher_user_id = t.user_id and e.kind = 'extra' and e.ends_at > ${from} and e.starts_at < ${to}
        ) open)
        - (select coalesce(range_agg(held.r), '{}'::tstzmultirange) from (
          select tstzrange(e.starts_at, e.ends_at) as r from availability_exceptions e
          where e.teacher_user_id = t.user_id and e.kind = 'off' and e.ends_at > ${from} and e.starts_at < ${to}
          union all
          select tstzrange(l.starts_at, to_timestamp(ceil(extract(epoch from l.ends_at) / ${grid}) * ${grid}))
          from lessons l
          where l.teacher_user_id = t.user_id and l.status in ('booked', 'complete')
            and l.starts_at > ${from}::timestamptz - interval '1 day' and l.starts_at < ${to}
            and l.ends_at > ${from}
        ) held)
      ) * tstzmultirange(tstzrange(${from}, ${to})) as time
    ) free
    where ${sql.join(where, sql` and `)}`;
}
