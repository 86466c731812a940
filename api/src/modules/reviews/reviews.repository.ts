import type { Lang } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { textOf } from '../catalogue/index.ts';
import { TEXT_FIELDS } from '../translations/index.ts';

/** Queries of reviews and their rollups. No rules live here. */

export type RollupSubject = 'teacher' | 'course';

const REVIEW_COLUMNS = [
  'reviews.id',
  'reviews.reviewer_id',
  'reviews.course_id',
  'reviews.teacher_user_id',
  'reviews.lesson_id',
  'reviews.stars',
  'reviews.body',
  'reviews.language',
  'reviews.created_at',
  'reviews.updated_at',
  'reviews.reply',
  'reviews.replied_at',
  'reviews.hidden_at',
  'reviews.hidden_reason',
] as const;

export interface ReviewRow {
  id: string;
  reviewer_id: string;
  course_id: string;
  teacher_user_id: string | null;
  lesson_id: string | null;
  stars: number;
  body: string;
  language: string;
  created_at: Date;
  updated_at: Date;
  reply: string | null;
  replied_at: Date | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
}

export type ReviewWithName = ReviewRow & { reviewer_name: string };

function selectReviews(db: Kysely<Database>) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.reviewer_id')
    .select([...REVIEW_COLUMNS, 'users.nick_name as reviewer_name']);
}

/** One review, locked for the rest of the transaction when `lock`. */
export function findReview(db: Kysely<Database>, id: number | string, options: { lock?: boolean } = {}) {
  const query = db.selectFrom('reviews').select(REVIEW_COLUMNS).where('reviews.id', '=', String(id));
  return (options.lock ? query.forUpdate() : query).executeTakeFirst() as Promise<ReviewRow | undefined>;
}

export function findReviewWithName(db: Kysely<Database>, id: number | string) {
  return selectReviews(db).where('reviews.id', '=', String(id)).executeTakeFirst() as Promise<
    ReviewWithName | undefined
  >;
}

/** The review of a lesson, locked, or of a course as a whole by a buyer, locked. */
export function findOwnReview(
  db: Kysely<Database>,
  target: { lessonId: string } | { courseId: string; reviewerId: string },
) {
  let query = db.selectFrom('reviews').select(REVIEW_COLUMNS);
  query =
    'lessonId' in target
      ? query.where('reviews.lesson_id', '=', target.lessonId)
      : query
          .where('reviews.course_id', '=', target.courseId)
          .where('reviews.reviewer_id', '=', target.reviewerId)
          .where('reviews.lesson_id', 'is', null);
  return query.forUpdate().executeTakeFirst() as Promise<ReviewRow | undefined>;
}

/** A lesson's learner, teacher, course and status. */
export function lessonForReview(db: Kysely<Database>, lessonId: number | string) {
  return db
    .selectFrom('lessons')
    .select(['id', 'student_user_id', 'teacher_user_id', 'course_id', 'status'])
    .where('id', '=', String(lessonId))
    .executeTakeFirst();
}

/** A course's kind and teacher, with whether `userId` holds a seat of a finished group class of it. */
export function courseForReview(db: Kysely<Database>, courseId: number | string, userId: number) {
  return db
    .selectFrom('courses')
    .leftJoin('group_classes', 'group_classes.course_id', 'courses.id')
    .select((eb) => [
      'courses.id',
      'courses.kind',
      'courses.teacher_user_id',
      'group_classes.finished_at',
      eb
        .exists(
          eb
            .selectFrom('enrolments')
            .select(sql`1`.as('one'))
            .whereRef('enrolments.course_id', '=', 'courses.id')
            .where('enrolments.user_id', '=', String(userId)),
        )
        .as('enrolled'),
      eb
        .exists(
          eb
            .selectFrom('grants')
            .select(sql`1`.as('one'))
            .whereRef('grants.course_id', '=', 'courses.id')
            .where('grants.owner_id', '=', String(userId))
            .where('grants.kind', '=', 'access'),
        )
        .as('granted'),
    ])
    .where('courses.id', '=', String(courseId))
    .executeTakeFirst();
}

/** How many clips a video course has, and how many of them `userId` watched to the end. */
export async function videoClipsWatched(db: Kysely<Database>, courseId: number | string, userId: number) {
  const row = await db
    .selectFrom('video_lessons')
    .innerJoin('video_lesson_items', 'video_lesson_items.lesson_id', 'video_lessons.id')
    .innerJoin('video_clips', 'video_clips.item_id', 'video_lesson_items.id')
    .leftJoin('video_clip_progress', (join) =>
      join
        .onRef('video_clip_progress.item_id', '=', 'video_clips.item_id')
        .on('video_clip_progress.user_id', '=', String(userId))
        .on('video_clip_progress.completed_at', 'is not', null),
    )
    .select((eb) => [
      eb.fn.countAll<string>().as('clips'),
      eb.fn.count<string>('video_clip_progress.item_id').as('watched'),
    ])
    .where('video_lessons.course_id', '=', String(courseId))
    .executeTakeFirstOrThrow();
  return { clips: Number(row.clips), watched: Number(row.watched) };
}

/** Writes a new review; answers undefined when one of the same lesson / buyer and course was written meanwhile. */
export function insertReview(
  db: Kysely<Database>,
  review: {
    reviewerId: string;
    courseId: string;
    teacherUserId: string | null;
    lessonId: string | null;
    stars: number;
    body: string;
    language: string;
    at: Date;
  },
) {
  return db
    .insertInto('reviews')
    .values({
      reviewer_id: review.reviewerId,
      course_id: review.courseId,
      teacher_user_id: review.teacherUserId,
      lesson_id: review.lessonId,
      stars: review.stars,
      body: review.body,
      language: review.language,
      created_at: review.at,
      updated_at: review.at,
    })
    .onConflict((conflict) =>
      review.lessonId !== null
        ? conflict.column('lesson_id').where('lesson_id', 'is not', null).doNothing()
        : conflict.columns(['course_id', 'reviewer_id']).where('lesson_id', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
}

export function updateReviewText(
  db: Kysely<Database>,
  id: string,
  edit: { stars: number; body: string; language: string; at: Date },
) {
  return db
    .updateTable('reviews')
    .set({ stars: edit.stars, body: edit.body, language: edit.language, updated_at: edit.at })
    .where('id', '=', id)
    .execute();
}

/** Writes the reply when there is none yet; answers whether it did. */
export async function setReplyOnce(db: Kysely<Database>, id: string, reply: string, at: Date) {
  const result = await db
    .updateTable('reviews')
    .set({ reply, replied_at: at })
    .where('id', '=', id)
    .where('reply', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function setHidden(
  db: Kysely<Database>,
  id: string,
  hidden: { at: Date; by: number; reason: string } | null,
) {
  return db
    .updateTable('reviews')
    .set(
      hidden
        ? { hidden_at: hidden.at, hidden_by: String(hidden.by), hidden_reason: hidden.reason }
        : { hidden_at: null, hidden_by: null, hidden_reason: null },
    )
    .where('id', '=', id)
    .execute();
}

/** The star columns of a rollup row, by star. */
const STAR_COLUMNS = ['stars_1', 'stars_2', 'stars_3', 'stars_4', 'stars_5'] as const;
const starColumn = (stars: number) => STAR_COLUMNS[stars - 1] as (typeof STAR_COLUMNS)[number];

export interface RollupRow {
  review_count: number;
  star_sum: number;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
}

/**
 * Adds `change` reviews of `stars` stars (−1 takes one out) to a rollup in one statement: the row's lock,
 * held to the end of the transaction, orders concurrent writers, and answers the rollup as it now is.
 */
export function addToRollup(
  db: Kysely<Database>,
  subject: RollupSubject,
  subjectId: string,
  stars: number,
  change: 1 | -1,
): Promise<RollupRow> {
  const column = starColumn(stars);
  const moved = {
    review_count: sql<number>`review_rollups.review_count + ${change}`,
    star_sum: sql<number>`review_rollups.star_sum + ${change * stars}`,
    [column]: sql<number>`review_rollups.${sql.ref(column)} + ${change}`,
  };
  // Taking a review out: its rollup exists (a proposed row of −1 would fail the checks before any conflict).
  if (change === -1)
    return db
      .updateTable('review_rollups')
      .set(moved)
      .where('subject', '=', subject)
      .where('subject_id', '=', subjectId)
      .returning(['review_count', 'star_sum', ...STAR_COLUMNS])
      .executeTakeFirstOrThrow();
  return db
    .insertInto('review_rollups')
    .values({
      subject,
      subject_id: subjectId,
      review_count: change,
      star_sum: change * stars,
      [column]: change,
    })
    .onConflict((conflict) => conflict.columns(['subject', 'subject_id']).doUpdateSet(moved))
    .returning(['review_count', 'star_sum', ...STAR_COLUMNS])
    .executeTakeFirstOrThrow();
}

/** Keeps the listing's rating and review count of a teacher equal to their rollup. */
export function setTeacherRating(db: Kysely<Database>, teacherUserId: string, rollup: RollupRow) {
  const average =
    rollup.review_count === 0 ? 0 : Math.round((rollup.star_sum / rollup.review_count) * 10) / 10;
  return db
    .updateTable('teachers')
    .set({ rating: String(average), review_count: rollup.review_count })
    .where('user_id', '=', teacherUserId)
    .execute();
}

export function findRollup(db: Kysely<Database>, subject: RollupSubject, subjectId: number | string) {
  return db
    .selectFrom('review_rollups')
    .select(['review_count', 'star_sum', ...STAR_COLUMNS])
    .where('subject', '=', subject)
    .where('subject_id', '=', String(subjectId))
    .executeTakeFirst() as Promise<RollupRow | undefined>;
}

/** What the reviews shown of every subject add up to, counted from the reviews themselves (tests, seed). */
export async function recountRollups(db: Kysely<Database>) {
  const counted = await sql<{ subject: RollupSubject; subject_id: string } & RollupRow>`
    with shown as (select * from reviews where hidden_at is null),
    subjects as (
      select 'teacher' as subject, teacher_user_id as subject_id, stars from shown where teacher_user_id is not null
      union all
      select 'course', course_id, stars from shown
    )
    select subject, subject_id, count(*)::int as review_count, sum(stars)::int as star_sum,
      (count(*) filter (where stars = 1))::int as stars_1, (count(*) filter (where stars = 2))::int as stars_2,
      (count(*) filter (where stars = 3))::int as stars_3, (count(*) filter (where stars = 4))::int as stars_4,
      (count(*) filter (where stars = 5))::int as stars_5
    from subjects group by subject, subject_id`.execute(db);
  return counted.rows;
}

/** Sets every rollup, and every teacher's rating, from the reviews (the seed, after writing many at once). */
export async function rebuildRollups(db: Kysely<Database>): Promise<void> {
  await sql`delete from review_rollups`.execute(db);
  await sql`
    insert into review_rollups (subject, subject_id, review_count, star_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
    select subject, subject_id, count(*), sum(stars), count(*) filter (where stars = 1),
      count(*) filter (where stars = 2), count(*) filter (where stars = 3), count(*) filter (where stars = 4),
      count(*) filter (where stars = 5)
    from (
      select 'teacher' as subject, teacher_user_id as subject_id, stars from reviews
        where hidden_at is null and teacher_user_id is not null
      union all
      select 'course', course_id, stars from reviews where hidden_at is null
    ) subjects
    group by subject, subject_id`.execute(db);
  await sql`
    update teachers t set
      rating = coalesce(round(r.star_sum::numeric / nullif(r.review_count, 0), 1), 0),
      review_count = coalesce(r.review_count, 0)
    from teachers t2 left join review_rollups r on r.subject = 'teacher' and r.subject_id = t2.user_id
    where t.id = t2.id`.execute(db);
}

/** A page of the reviews shown of a teacher or a course, newest first. */
export function shownReviews(
  db: Kysely<Database>,
  subject: RollupSubject,
  subjectId: number | string,
  page: { limit: number; offset: number },
) {
  return selectReviews(db)
    .where(subject === 'teacher' ? 'reviews.teacher_user_id' : 'reviews.course_id', '=', String(subjectId))
    .where('reviews.hidden_at', 'is', null)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute() as Promise<ReviewWithName[]>;
}

/** A teacher's reviews shown, with the course's title, newest first. */
export function teacherReviewsWithTitles(
  db: Kysely<Database>,
  teacherUserId: number,
  language: Lang,
  page: { limit: number; offset: number },
) {
  return selectReviews(db)
    .select(textOf(TEXT_FIELDS.courseTitle, sql.ref('reviews.course_id'), language).as('course_title'))
    .where('reviews.teacher_user_id', '=', String(teacherUserId))
    .where('reviews.hidden_at', 'is', null)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute() as Promise<Array<ReviewWithName & { course_title: string }>>;
}

export function teacherExists(db: Kysely<Database>, userId: number) {
  return db.selectFrom('teachers').select('id').where('user_id', '=', String(userId)).executeTakeFirst();
}

export function courseExists(db: Kysely<Database>, courseId: number) {
  return db.selectFrom('courses').select('id').where('id', '=', String(courseId)).executeTakeFirst();
}

/** Every review for the operators, newest first, hidden or shown or both. */
export async function operatorReviewPage(
  db: Kysely<Database>,
  filter: { hidden?: boolean | undefined; id?: number; language: Lang; limit: number; offset: number },
) {
  let query = selectReviews(db)
    .leftJoin('teachers', 'teachers.user_id', 'reviews.teacher_user_id')
    .select([
      'teachers.name as teacher_name',
      textOf(TEXT_FIELDS.courseTitle, sql.ref('reviews.course_id'), filter.language).as('course_title'),
    ]);
  let total = db.selectFrom('reviews').select((eb) => eb.fn.countAll<string>().as('total'));
  if (filter.hidden !== undefined) {
    query = query.where('reviews.hidden_at', filter.hidden ? 'is not' : 'is', null);
    total = total.where('reviews.hidden_at', filter.hidden ? 'is not' : 'is', null);
  }
  if (filter.id !== undefined) {
    query = query.where('reviews.id', '=', String(filter.id));
    total = total.where('reviews.id', '=', String(filter.id));
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    total.executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows as Array<ReviewWithName & { teacher_name: string | null; course_title: string }>,
    total: Number(count.total),
  };
}

/** The lessons a learner completed (newest first), with their teacher, course title and review. */
export function completedLessonsWithReviews(
  db: Kysely<Database>,
  userId: number,
  language: Lang,
  limit: number,
) {
  return db
    .selectFrom('lessons')
    .innerJoin('teachers', 'teachers.user_id', 'lessons.teacher_user_id')
    .leftJoin('reviews', 'reviews.lesson_id', 'lessons.id')
    .select([
      'lessons.id as lesson_id',
      'lessons.course_id',
      'lessons.starts_at as at',
      'teachers.name as teacher_name',
      'reviews.id as review_id',
      textOf(TEXT_FIELDS.courseTitle, sql.ref('lessons.course_id'), language).as('course_title'),
    ])
    .where('lessons.student_user_id', '=', String(userId))
    .where('lessons.status', '=', 'complete')
    .orderBy('lessons.starts_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The group classes (finished, with the learner's seat) and video courses (granted) a learner may review as a
 * whole, with when finished / bought; whether a video course was watched enough is the service's rule.
 */
export function courseCandidates(db: Kysely<Database>, userId: number, language: Lang) {
  const user = String(userId);
  return db
    .selectFrom('courses')
    .leftJoin('group_classes', 'group_classes.course_id', 'courses.id')
    .leftJoin('teachers', 'teachers.user_id', 'courses.teacher_user_id')
    .leftJoin('reviews', (join) =>
      join
        .onRef('reviews.course_id', '=', 'courses.id')
        .on('reviews.reviewer_id', '=', user)
        .on('reviews.lesson_id', 'is', null),
    )
    .select((eb) => [
      'courses.id as course_id',
      'courses.kind',
      'teachers.name as teacher_name',
      'reviews.id as review_id',
      textOf(TEXT_FIELDS.courseTitle, sql.ref('courses.id'), language).as('course_title'),
      eb.fn
        .coalesce(
          'group_classes.finished_at',
          eb
            .selectFrom('grants')
            .select((inner) => inner.fn.max('grants.created_at').as('at'))
            .whereRef('grants.course_id', '=', 'courses.id')
            .where('grants.owner_id', '=', user),
        )
        .as('at'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('courses.kind', '=', 'group'),
          eb('group_classes.finished_at', 'is not', null),
          eb.exists(
            eb
              .selectFrom('enrolments')
              .select(sql`1`.as('one'))
              .whereRef('enrolments.course_id', '=', 'courses.id')
              .where('enrolments.user_id', '=', user),
          ),
        ]),
        eb.and([
          eb('courses.kind', '=', 'video'),
          eb.exists(
            eb
              .selectFrom('grants')
              .select(sql`1`.as('one'))
              .whereRef('grants.course_id', '=', 'courses.id')
              .where('grants.owner_id', '=', user)
              .where('grants.kind', '=', 'access'),
          ),
        ]),
      ]),
    )
    .execute();
}

export function reviewsWithNames(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as ReviewWithName[]);
  return selectReviews(db).where('reviews.id', 'in', ids).execute() as Promise<ReviewWithName[]>;
}
