import type { VideoExerciseKind, VideoItemType } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of video learning: a course's lessons with one learner's progress, lesson content, progress writes. */

export interface VideoCourseRow {
  id: string;
  level: string;
}

export async function findVideoCourse(
  db: Kysely<Database>,
  courseId: number,
): Promise<VideoCourseRow | undefined> {
  return db
    .selectFrom('courses')
    .select(['id', 'level'])
    .where('id', '=', String(courseId))
    .where('kind', '=', 'video')
    .executeTakeFirst();
}

export interface VideoLessonRow {
  id: string;
  course_id: string;
  position: number;
}

export async function findVideoLesson(
  db: Kysely<Database>,
  lessonId: number,
): Promise<VideoLessonRow | undefined> {
  return db
    .selectFrom('video_lessons')
    .innerJoin('courses', 'courses.id', 'video_lessons.course_id')
    .select(['video_lessons.id', 'video_lessons.course_id', 'video_lessons.position'])
    .where('video_lessons.id', '=', String(lessonId))
    .where('courses.kind', '=', 'video')
    .executeTakeFirst();
}

export interface LessonProgressRow {
  id: string;
  course_id: string;
  position: number;
  minutes: number;
  preview: boolean;
  clip_seconds: number | null;
  watched_seconds: number | null;
  position_seconds: number | null;
  has_practice: boolean;
  best_score: number | null;
  studied_at: Date | null;
}

/**
 * A course's lessons in order with one learner's progress: the clip's length and the seconds of it played,
 * where the player was, whether the lesson has practice questions and the best score at them.
 */
export async function findLessonsWithProgress(
  db: Kysely<Database>,
  courseId: number,
  userId: number,
): Promise<LessonProgressRow[]> {
  return findLessonsOfCoursesWithProgress(db, [courseId], userId);
}

/** findLessonsWithProgress for several courses in one query: each course's lessons in order. */
export async function findLessonsOfCoursesWithProgress(
  db: Kysely<Database>,
  courseIds: readonly number[],
  userId: number,
): Promise<LessonProgressRow[]> {
  if (courseIds.length === 0) return [];
  const user = String(userId);
  return db
    .selectFrom('video_lessons as l')
    .leftJoin('video_lesson_items as clip_item', (join) =>
      join.onRef('clip_item.lesson_id', '=', 'l.id').on('clip_item.type', '=', 'highlight'),
    )
    .leftJoin('video_clips as clip', 'clip.item_id', 'clip_item.id')
    .leftJoin('video_clip_progress as watched', (join) =>
      join.onRef('watched.item_id', '=', 'clip.item_id').on('watched.user_id', '=', user),
    )
    .leftJoin('video_lesson_items as practice_item', (join) =>
      join.onRef('practice_item.lesson_id', '=', 'l.id').on('practice_item.type', '=', 'practice'),
    )
    .leftJoin('video_practice_results as result', (join) =>
      join.onRef('result.item_id', '=', 'practice_item.id').on('result.user_id', '=', user),
    )
    .select((eb) => [
      'l.id',
      'l.course_id',
      'l.position',
      'l.minutes',
      'l.preview',
      'clip.duration_seconds as clip_seconds',
      'watched.watched_seconds',
      'watched.position_seconds',
      eb
        .exists(
          eb
            .selectFrom('video_exercises')
            .select(sql`1`.as('one'))
            .whereRef('video_exercises.item_id', '=', 'practice_item.id'),
        )
        .as('has_practice'),
      'result.best_score',
      sql<Date | null>`greatest(${eb.ref('watched.updated_at')}, ${eb.ref('result.updated_at')})`.as(
        'studied_at',
      ),
    ])
    .where('l.course_id', 'in', courseIds.map(String))
    .orderBy('l.course_id')
    .orderBy('l.position')
    .execute() as Promise<LessonProgressRow[]>;
}

export interface LessonItemRow {
  id: string;
  lesson_id: string;
  position: number;
  type: VideoItemType;
}

export async function findItemsOfLessons(
  db: Kysely<Database>,
  lessonIds: readonly string[],
): Promise<LessonItemRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .selectFrom('video_lesson_items')
    .select(['id', 'lesson_id', 'position', 'type'])
    .where('lesson_id', 'in', lessonIds)
    .orderBy('lesson_id')
    .orderBy('position')
    .execute();
}

export async function findItemOfType(
  db: Kysely<Database>,
  lessonId: number,
  type: VideoItemType,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('video_lesson_items')
    .select('id')
    .where('lesson_id', '=', String(lessonId))
    .where('type', '=', type)
    .orderBy('position')
    .executeTakeFirst();
}

export async function findWords(db: Kysely<Database>, itemId: string) {
  return db
    .selectFrom('video_words')
    .select(['position', 'characters', 'pinyin', 'meaning', 'audio_file'])
    .where('item_id', '=', itemId)
    .orderBy('position')
    .execute();
}

export async function findWord(db: Kysely<Database>, lessonId: number, position: number) {
  return db
    .selectFrom('video_words')
    .innerJoin('video_lesson_items', 'video_lesson_items.id', 'video_words.item_id')
    .select(['video_words.audio_file'])
    .where('video_lesson_items.lesson_id', '=', String(lessonId))
    .where('video_lesson_items.type', '=', 'words')
    .where('video_words.position', '=', position)
    .executeTakeFirst();
}

export async function findClip(db: Kysely<Database>, lessonId: number) {
  return db
    .selectFrom('video_clips')
    .innerJoin('video_lesson_items', 'video_lesson_items.id', 'video_clips.item_id')
    .select([
      'video_clips.item_id',
      'video_clips.file_name',
      'video_clips.content_type',
      'video_clips.duration_seconds',
    ])
    .where('video_lesson_items.lesson_id', '=', String(lessonId))
    .where('video_lesson_items.type', '=', 'highlight')
    .orderBy('video_lesson_items.position')
    .executeTakeFirst();
}

export async function findCaptionCues(db: Kysely<Database>, itemId: string) {
  return db
    .selectFrom('video_caption_cues')
    .select(['starts_at', 'ends_at', 'chinese', 'pinyin', 'translation'])
    .where('item_id', '=', itemId)
    .orderBy('position')
    .execute();
}

export interface ExerciseRow {
  position: number;
  kind: VideoExerciseKind;
  prompt: Record<string, unknown>;
  options: unknown[];
  answer: { choice: number } | { order: number[] };
}

export async function findExercises(db: Kysely<Database>, itemId: string): Promise<ExerciseRow[]> {
  return db
    .selectFrom('video_exercises')
    .select(['position', 'kind', 'prompt', 'options', 'answer'])
    .where('item_id', '=', itemId)
    .orderBy('position')
    .execute();
}

export interface ClipProgressRow {
  coverage: Array<[number, number]>;
  watched_seconds: number;
  position_seconds: number;
  last_report_at: Date | null;
  completed_at: Date | null;
}

export async function findClipProgress(
  db: Kysely<Database>,
  userId: number,
  itemId: string,
): Promise<ClipProgressRow | undefined> {
  return db
    .selectFrom('video_clip_progress')
    .select(['coverage', 'watched_seconds', 'position_seconds', 'last_report_at', 'completed_at'])
    .where('user_id', '=', String(userId))
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/**
 * Writes a learner's progress on a clip only if it is still what was read (`seen`: undefined for no row yet),
 * in one statement: a compare-and-set instead of a transaction holding a lock, so a report costs one round trip
 * to write. Whether it was written; false means another report came in between (read again and retry).
 */
export async function writeClipProgressIfUnchanged(
  db: Kysely<Database>,
  userId: number,
  itemId: string,
  seen: ClipProgressRow | undefined,
  progress: {
    coverage: Array<[number, number]>;
    watched: number;
    position: number;
    now: Date;
    completed: boolean;
  },
): Promise<boolean> {
  const values = {
    coverage: JSON.stringify(progress.coverage),
    watched_seconds: progress.watched,
    position_seconds: progress.position,
    last_report_at: progress.now,
    updated_at: progress.now,
  };
  if (!seen) {
    const made = await db
      .insertInto('video_clip_progress')
      .values({
        user_id: String(userId),
        item_id: itemId,
        ...values,
        completed_at: progress.completed ? progress.now : null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
      .returning('item_id')
      .executeTakeFirst();
    return made !== undefined;
  }
  const updated = await db
    .updateTable('video_clip_progress')
    .set((eb) => ({
      ...values,
      completed_at: progress.completed
        ? eb.fn.coalesce('completed_at', sql<Date>`${progress.now}::timestamptz`)
        : eb.ref('completed_at'),
    }))
    .where('user_id', '=', String(userId))
    .where('item_id', '=', itemId)
    .where(sql<boolean>`coverage = ${JSON.stringify(seen.coverage)}::jsonb`)
    .where(sql<boolean>`last_report_at is not distinct from ${seen.last_report_at}::timestamptz`)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Records an attempt and keeps the best score, in one statement (a data-modifying CTE): two attempts at once
 * both count and the higher stays.
 */
export async function recordAttempt(
  db: Kysely<Database>,
  attempt: { userId: number; itemId: string; score: number; answers: unknown; now: Date },
): Promise<{ best_score: number; attempts: number }> {
  const user = String(attempt.userId);
  const result = await sql<{ best_score: number; attempts: number }>`
    with attempt as (
      insert into video_practice_attempts (user_id, item_id, score, answers, created_at)
      values (${user}, ${attempt.itemId}, ${attempt.score}, ${JSON.stringify(attempt.answers)}::jsonb, ${attempt.now})
      returning score
    )
    insert into video_practice_results as kept (user_id, item_id, best_score, attempts, best_at, updated_at)
    select ${user}, ${attempt.itemId}, score, 1, ${attempt.now}, ${attempt.now} from attempt
    on conflict (user_id, item_id) do update set
      best_score = greatest(kept.best_score, excluded.best_score),
      best_at = case when excluded.best_score > kept.best_score then excluded.best_at else kept.best_at end,
      attempts = kept.attempts + 1,
      updated_at = excluded.updated_at
    returning best_score, attempts
  `.execute(db);
  return result.rows[0] as { best_score: number; attempts: number };
}

export async function findPracticeResult(db: Kysely<Database>, userId: number, itemId: string) {
  return db
    .selectFrom('video_practice_results')
    .select(['best_score', 'attempts'])
    .where('user_id', '=', String(userId))
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/** Every video course with when the learner last studied it (null: never), last studied first. */
export async function findCoursesOfLearner(db: Kysely<Database>, userId: number) {
  const user = String(userId);
  const studied = db
    .selectFrom('video_lessons')
    .innerJoin('video_lesson_items', 'video_lesson_items.lesson_id', 'video_lessons.id')
    .leftJoin('video_clip_progress', (join) =>
      join
        .onRef('video_clip_progress.item_id', '=', 'video_lesson_items.id')
        .on('video_clip_progress.user_id', '=', user),
    )
    .leftJoin('video_practice_results', (join) =>
      join
        .onRef('video_practice_results.item_id', '=', 'video_lesson_items.id')
        .on('video_practice_results.user_id', '=', user),
    )
    .select((eb) => [
      'video_lessons.course_id',
      sql<Date | null>`max(greatest(${eb.ref('video_clip_progress.updated_at')}, ${eb.ref('video_practice_results.updated_at')}))`.as(
        'studied_at',
      ),
    ])
    .groupBy('video_lessons.course_id');
  return db
    .selectFrom('courses')
    .leftJoin(studied.as('studied'), 'studied.course_id', 'courses.id')
    .select(['courses.id', 'studied.studied_at'])
    .where('courses.kind', '=', 'video')
    .orderBy(sql`studied.studied_at desc nulls last`)
    .orderBy('courses.id')
    .execute();
}
