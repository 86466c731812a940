import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rebuildRollups } from '../modules/reviews/index.ts';

/** Learners the bench's reviews are written by: each reviews a course at most once (the unique key). */
const BENCH_REVIEWERS = 2000;

/**
 * The review budget's data (bench/teacher-reviews.mjs): tops the database up to `total` reviews, spread
 * over every teacher's courses (reviews of the course as a whole, by `BENCH_REVIEWERS` learner accounts that
 * cannot sign in), over the last two years, then rebuilds the rollups and ratings. Run after the seed
 * (`loadSeed`); bench only, never part of the one-command start. Answers how many it wrote.
 */
export async function loadReviews(db: Kysely<Database>, total: number): Promise<number> {
  const have = await sql<{ n: number }>`select count(*)::int as n from reviews`.execute(db);
  const missing = total - (have.rows[0]?.n ?? 0);
  if (missing <= 0) return 0;
  await sql`
    insert into users (email, nick_name, password_hash)
    select 'bench-reviewer-' || n || '@reviews.hanyu.invalid', 'Reviewer ' || n, '!'
    from generate_series(1, ${BENCH_REVIEWERS}) n
    on conflict do nothing`.execute(db);
  // Every (course, reviewer) pair at most once: number the pairs of taught courses and bench reviewers
  // that have no review yet, and take the first `missing` of them, spread over the courses.
  const written = await sql`
    with courses_taught as (
      select c.id, c.teacher_user_id, row_number() over (order by c.id) as k
      from courses c join teachers t on t.user_id = c.teacher_user_id
    ),
    reviewers as (
      select u.id, row_number() over (order by u.id) as r
      from users u where u.email like 'bench-reviewer-%@reviews.hanyu.invalid'
    ),
    pairs as (
      select c.id as course_id, c.teacher_user_id, u.id as reviewer_id,
        row_number() over (order by u.r, c.k) as n
      from courses_taught c cross join reviewers u
      where not exists (
        select 1 from reviews v where v.course_id = c.id and v.reviewer_id = u.id and v.lesson_id is null)
    )
    insert into reviews (reviewer_id, course_id, teacher_user_id, stars, body, language, created_at, updated_at)
    select reviewer_id, course_id, teacher_user_id,
      (array[5, 5, 5, 4, 4, 4, 3, 5, 2, 1])[1 + (n % 10)],
      (array['Patient and clear; my tones finally sound right.', '老师很有耐心，讲解清楚。',
        'Muy paciente y clara.', 'とても丁寧で分かりやすいです。', '설명이 명확해요.'])[1 + (n % 5)],
      (array['en', 'zh', 'es', 'ja', 'ko'])[1 + (n % 5)],
      now() - make_interval(mins => (n * 7 % 1051200)::int),
      now() - make_interval(mins => (n * 7 % 1051200)::int)
    from pairs where n <= ${missing}`.execute(db);
  await rebuildRollups(db);
  return Number(written.numAffectedRows ?? 0);
}
