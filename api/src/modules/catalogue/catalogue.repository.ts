import type { COURSE_SORTS, CourseKind, DeliveryWay, Lang, TagScope, VideoItemType } from '@hanyu/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { likePattern, type TagJson, tagsJsonOf, textMatches, textOf } from './sql-texts.ts';

/*
 * Read side of the catalogue. Every list is one query: the page's rows come with their texts (in
 * the requested language, falling back to English), their tags and the total count (a window
 * count), so a request costs one round trip whatever the page size.
 */

export interface Page {
  offset: number;
  limit: number;
}

export interface TagRow {
  id: string;
  scope: TagScope;
  name: string;
}

export async function findTags(db: Kysely<Database>, scope: TagScope, language: Lang): Promise<TagRow[]> {
  const { rows } = await sql<TagRow>`
    select t.id, t.scope, ${textOf('tag.name', sql`t.id`, language)} as name
    from tags t where t.scope = ${scope} order by t.sort, t.id`.execute(db);
  return rows;
}

export interface TeacherCardRow {
  /** The teacher's user id. */
  id: string;
  /** teachers.id, the model id of its texts. */
  teacher_id: string;
  name: string;
  experience_years: number;
  languages: string[];
  rating: string;
  intro: string;
  lessons_taught: string;
  tags: TagJson[];
  total: string;
}

export type TeacherSort = 'popular' | 'experience' | 'rating';

export interface TeacherFilter {
  language: Lang;
  tagId?: number | undefined;
  q?: string | undefined;
  featured?: boolean;
  /** Just these teachers (user ids), as the search chose them. */
  userIds?: readonly number[];
  sort: TeacherSort;
  page: Page;
}

const TEACHER_ORDER: Record<TeacherSort, RawBuilder<unknown>> = {
  // The most lessons given first; the catalogue's own order breaks ties.
  popular: sql`lt.lessons_taught desc, t.rating desc, t.sort, t.id`,
  experience: sql`t.experience_years desc, t.sort, t.id`,
  rating: sql`t.rating desc, t.sort, t.id`,
};

const completedLessons = (userId: RawBuilder<unknown>) =>
  sql<string>`select count(*) as lessons_taught from lessons l where l.teacher_user_id = ${userId} and l.status = 'complete'`;

export async function findTeacherCards(
  db: Kysely<Database>,
  filter: TeacherFilter,
): Promise<TeacherCardRow[]> {
  return (await teacherCardsQuery(filter).execute(db)).rows;
}

/** The query of a page of teacher cards (exported to inspect its plan). */
export function teacherCardsQuery(filter: TeacherFilter): RawBuilder<TeacherCardRow> {
  const { language } = filter;
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (filter.featured) where.push(sql`t.featured`);
  if (filter.userIds) where.push(sql`t.user_id = any(${filter.userIds.map(String)}::bigint[])`);
  if (filter.tagId !== undefined) {
    where.push(
      sql`exists (select 1 from teacher_tags x where x.teacher_id = t.id and x.tag_id = ${filter.tagId})`,
    );
  }
  if (filter.q) {
    where.push(
      sql`(t.name ilike ${likePattern(filter.q)} escape '\\' or ${textMatches(
        ['teacher.intro'],
        sql`t.id`,
        language,
        filter.q,
      )})`,
    );
  }
  const order = filter.featured ? sql`t.sort, t.id` : TEACHER_ORDER[filter.sort];
  // The page is chosen on cheap columns first; texts and tags are looked up for its rows only.
  return sql<TeacherCardRow>`
    with page as (
      select t.id, lt.lessons_taught, row_number() over (order by ${order}) as ord, count(*) over () as total
      from teachers t
      cross join lateral (${completedLessons(sql`t.user_id`)}) lt
      where ${sql.join(where, sql` and `)}
      order by ${order}
      limit ${filter.page.limit} offset ${filter.page.offset}
    )
    select t.user_id as id, t.id as teacher_id, t.name, t.experience_years, t.languages, t.rating,
      ${textOf('teacher.intro', sql`t.id`, language)} as intro,
      page.lessons_taught,
      ${tagsJsonOf('teacher_tags', sql`t.id`, language)} as tags,
      page.total
    from page join teachers t on t.id = page.id
    order by page.ord`;
}

export interface TeacherDetailRow extends TeacherCardRow {
  video: string | null;
  classes_to_prepare: string;
  classes_completed: string;
  students_served: string;
  total_minutes: string;
}

/** A teacher by user id, with the statistics computed from its lesson records. */
export async function findTeacherDetail(
  db: Kysely<Database>,
  userId: number,
  language: Lang,
): Promise<TeacherDetailRow | undefined> {
  const { rows } = await sql<TeacherDetailRow>`
    select t.user_id as id, t.id as teacher_id, t.name, t.experience_years, t.languages, t.rating, t.video,
      ${textOf('teacher.intro', sql`t.id`, language)} as intro,
      ${tagsJsonOf('teacher_tags', sql`t.id`, language)} as tags,
      st.classes_completed as lessons_taught, st.classes_to_prepare, st.classes_completed,
      st.students_served, st.total_minutes, 1 as total
    from teachers t
    cross join lateral (
      select
        count(*) filter (where l.status = 'booked' and l.starts_at > now()) as classes_to_prepare,
        count(*) filter (where l.status = 'complete') as classes_completed,
        count(distinct l.student_user_id) filter (where l.status = 'complete') as students_served,
        coalesce(round(sum(extract(epoch from l.ends_at - l.starts_at) / 60)
          filter (where l.status = 'complete')), 0) as total_minutes
      from lessons l where l.teacher_user_id = t.user_id
    ) st
    where t.user_id = ${userId}`.execute(db);
  return rows[0];
}

export interface CourseCardRow {
  id: string;
  kind: CourseKind;
  level: string;
  cover: string | null;
  title: string;
  summary: string;
  lesson_count: number;
  lesson_minutes: number;
  price_minor: string;
  teacher_user_id: string | null;
  teacher_name: string | null;
  group_status: 0 | 1 | 2 | null;
  starts_at: Date | null;
  tags: TagJson[];
  rating: string;
  review_count: number;
  total: string;
}

export type CourseSort = (typeof COURSE_SORTS)[number];

export interface CourseFilter {
  language: Lang;
  kind?: CourseKind | undefined;
  tagId?: number | undefined;
  q?: string | undefined;
  featured?: boolean;
  teacherUserId?: number;
  /** These courses only (a page the search chose). */
  ids?: readonly number[];
  sort: CourseSort;
  page: Page;
}

const COURSE_ORDER: Record<CourseSort, RawBuilder<unknown>> = {
  // The catalogue's own order: featured courses first, then as arranged.
  popular: sql`c.featured desc, c.sort, c.id`,
  newest: sql`c.created_at desc, c.id desc`,
  price_asc: sql`sku.price_minor, c.sort, c.id`,
  price_desc: sql`sku.price_minor desc, c.sort, c.id`,
  rating: sql`(select r.star_sum::numeric / nullif(r.review_count, 0) from review_rollups r
      where r.subject = 'course' and r.subject_id = c.id) desc nulls last, c.sort, c.id`,
};

/** A course's rating as a teacher's is kept (reviews.repository.ts): the rollup's average to one decimal. */
export const courseRating = sql<string>`coalesce(round(rr.star_sum::numeric / nullif(rr.review_count, 0), 1), 0)`;

function courseCardColumns(language: Lang): RawBuilder<unknown> {
  return sql`c.id, c.kind, c.level, c.cover,
      ${textOf('course.title', sql`c.id`, language)} as title,
      ${textOf('course.summary', sql`c.id`, language)} as summary,
      c.teacher_user_id, te.name as teacher_name,
      g.status as group_status,
      (select min(gs.starts_at) from group_sessions gs where gs.course_id = c.id) as starts_at,
      ${tagsJsonOf('course_tags', sql`c.id`, language)} as tags,
      ${courseRating} as rating, coalesce(rr.review_count, 0) as review_count`;
}

/** A course is listed with its cheapest item; a course without items is not for sale, not listed. */
const cheapestSku = sql`cross join lateral (
      select s.lesson_count, s.lesson_minutes, s.price_minor from course_skus s
      where s.course_id = c.id order by s.price_minor, s.sort, s.id limit 1
    ) sku`;

const courseJoins = sql`left join teachers te on te.user_id = c.teacher_user_id
    left join group_classes g on g.course_id = c.id
    left join review_rollups rr on rr.subject = 'course' and rr.subject_id = c.id`;

export async function findCourseCards(db: Kysely<Database>, filter: CourseFilter): Promise<CourseCardRow[]> {
  return (await courseCardsQuery(filter).execute(db)).rows;
}

/** The query of a page of course cards (exported to inspect its plan). */
export function courseCardsQuery(filter: CourseFilter): RawBuilder<CourseCardRow> {
  const { language } = filter;
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (filter.kind) where.push(sql`c.kind = ${filter.kind}`);
  if (filter.featured) where.push(sql`c.featured`);
  if (filter.teacherUserId !== undefined) where.push(sql`c.teacher_user_id = ${filter.teacherUserId}`);
  if (filter.ids) where.push(sql`c.id = any(${filter.ids.map(String)}::bigint[])`);
  if (filter.tagId !== undefined) {
    where.push(
      sql`exists (select 1 from course_tags x where x.course_id = c.id and x.tag_id = ${filter.tagId})`,
    );
  }
  if (filter.q) {
    where.push(textMatches(['course.title', 'course.summary'], sql`c.id`, language, filter.q));
  }
  const order = filter.featured ? sql`c.sort, c.id` : COURSE_ORDER[filter.sort];
  // The page is chosen on cheap columns first; texts and tags are looked up for its rows only.
  return sql<CourseCardRow>`
    with page as (
      select c.id, sku.lesson_count, sku.lesson_minutes, sku.price_minor,
        row_number() over (order by ${order}) as ord, count(*) over () as total
      from courses c ${cheapestSku}
      where ${sql.join(where, sql` and `)}
      order by ${order}
      limit ${filter.page.limit} offset ${filter.page.offset}
    )
    select ${courseCardColumns(language)}, page.lesson_count, page.lesson_minutes, page.price_minor, page.total
    from page join courses c on c.id = page.id ${courseJoins}
    order by page.ord`;
}

export interface SkuJson {
  id: number;
  lesson_minutes: number;
  lesson_count: number;
  price_minor: number;
  currency: string;
  purchase_limit: number | null;
  remaining: number | null;
  self_booking: boolean;
  daily_booking_limit: number | null;
  monthly_booking_limit: number | null;
  delivery_ways: DeliveryWay[];
}

export interface GroupJson {
  status: 0 | 1 | 2;
  cancelled: boolean;
  capacity: number;
  min_head_count: number;
  enrolled: number;
  /** starts_at as PostgreSQL writes a timestamptz in JSON (in the session's time zone). */
  sessions: Array<{ starts_at: string; minutes: number }>;
}

export interface VideoLessonJson {
  id: number;
  position: number;
  title: string;
  minutes: number;
  preview: boolean;
  items: Array<{ type: VideoItemType; title: string }>;
}

export interface CourseDetailRow extends CourseCardRow {
  description: string;
  skus: SkuJson[];
  group_info: GroupJson | null;
  video_lessons: VideoLessonJson[];
}

/** A course with its items, timetable and video lessons, in one query. */
export async function findCourseDetail(
  db: Kysely<Database>,
  id: number,
  language: Lang,
): Promise<CourseDetailRow | undefined> {
  const { rows } = await sql<CourseDetailRow>`
    select ${courseCardColumns(language)}, sku.lesson_count, sku.lesson_minutes, sku.price_minor, 1 as total,
      ${textOf('course.description', sql`c.id`, language)} as description,
      (select coalesce(json_agg(json_build_object(
          'id', s.id, 'lesson_minutes', s.lesson_minutes, 'lesson_count', s.lesson_count,
          'price_minor', s.price_minor, 'currency', s.currency, 'purchase_limit', s.purchase_limit,
          'remaining', s.stock, 'self_booking', s.self_booking,
          'daily_booking_limit', s.daily_booking_limit, 'monthly_booking_limit', s.monthly_booking_limit,
          'delivery_ways', s.delivery_ways
        ) order by s.sort, s.id), '[]'::json)
        from course_skus s where s.course_id = c.id) as skus,
      (select json_build_object(
          'status', gc.status, 'cancelled', gc.cancelled_at is not null, 'capacity', gc.capacity, 'min_head_count', gc.min_head_count,
          'enrolled', (select count(*) from enrolments e where e.course_id = gc.course_id),
          'sessions', (select coalesce(json_agg(json_build_object('starts_at', gs.starts_at, 'minutes', gs.minutes)
            order by gs.starts_at, gs.id), '[]'::json) from group_sessions gs where gs.course_id = gc.course_id)
        ) from group_classes gc where gc.course_id = c.id) as group_info,
      (select coalesce(json_agg(json_build_object(
          'id', vl.id, 'position', vl.position, 'minutes', vl.minutes, 'preview', vl.preview,
          'title', ${textOf('video_lesson.title', sql`vl.id`, language)},
          'items', (select coalesce(json_agg(json_build_object(
              'type', vi.type, 'title', ${textOf('video_item.title', sql`vi.id`, language)}
            ) order by vi.position), '[]'::json) from video_lesson_items vi where vi.lesson_id = vl.id)
        ) order by vl.position), '[]'::json)
        from video_lessons vl where vl.course_id = c.id) as video_lessons
    from courses c ${cheapestSku} ${courseJoins}
    where c.id = ${id}`.execute(db);
  return rows[0];
}

/** For the generated images: just what they are drawn from. */
export function findTeacherName(db: Kysely<Database>, userId: number) {
  return db.selectFrom('teachers').select('name').where('user_id', '=', String(userId)).executeTakeFirst();
}

export function findCourseArt(db: Kysely<Database>, id: number) {
  return db.selectFrom('courses').select(['kind', 'level']).where('id', '=', String(id)).executeTakeFirst();
}

export async function countCatalogueRows(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select (select count(*) from teachers) + (select count(*) from courses) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
