import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SavedCourse } from '../modules/catalogue/index.ts';
import type { SeedVideoCourse } from '../seed-data.ts';

/**
 * Writes the seed's video lesson content (files of api/seed/assets/video) onto the items the catalogue seed made,
 * keyed by lesson position and item type, so seeding again updates it in place. Learners' progress is kept.
 */
export async function upsertSeedVideoLearning(
  db: Kysely<Database>,
  seed: readonly SeedVideoCourse[],
  courses: readonly SavedCourse[],
): Promise<void> {
  const idOf = new Map(courses.map((course) => [course.slug, course.id]));
  for (const course of seed) {
    const courseId = idOf.get(course.course);
    if (!courseId) throw new Error(`video learning: unknown course "${course.course}"`);
    const items = await db
      .selectFrom('video_lesson_items')
      .innerJoin('video_lessons', 'video_lessons.id', 'video_lesson_items.lesson_id')
      .select(['video_lesson_items.id', 'video_lesson_items.type', 'video_lessons.position'])
      .where('video_lessons.course_id', '=', courseId)
      .execute();
    const itemOf = (position: number, type: 'words' | 'highlight' | 'practice') => {
      const item = items.find((row) => row.position === position && row.type === type);
      if (!item) throw new Error(`video learning: ${course.course} lesson ${position} has no ${type} item`);
      return item.id;
    };
    for (const lesson of course.lessons) {
      const wordsItem = itemOf(lesson.position, 'words');
      for (const [index, word] of lesson.words.entries()) {
        const values = {
          characters: word.characters,
          pinyin: word.pinyin,
          meaning: JSON.stringify(word.meaning),
          audio_file: word.audio,
        };
        await db
          .insertInto('video_words')
          .values({ item_id: wordsItem, position: index + 1, ...values })
          .onConflict((oc) => oc.constraint('video_words_item_position_key').doUpdateSet(values))
          .execute();
      }
      await db
        .deleteFrom('video_words')
        .where('item_id', '=', wordsItem)
        .where('position', '>', lesson.words.length)
        .execute();

      const clipItem = itemOf(lesson.position, 'highlight');
      const clip = {
        file_name: lesson.clip.file,
        content_type: lesson.clip.file.endsWith('.mp4') ? ('video/mp4' as const) : ('video/webm' as const),
        duration_seconds: lesson.clip.durationSeconds,
      };
      await db
        .insertInto('video_clips')
        .values({ item_id: clipItem, ...clip })
        .onConflict((oc) => oc.column('item_id').doUpdateSet(clip))
        .execute();
      await db.deleteFrom('video_caption_cues').where('item_id', '=', clipItem).execute();
      await db
        .insertInto('video_caption_cues')
        .values(
          lesson.clip.cues.map((cue, index) => ({
            item_id: clipItem,
            position: index + 1,
            starts_at: cue.startsAt,
            ends_at: cue.endsAt,
            chinese: cue.chinese,
            pinyin: cue.pinyin,
            translation: JSON.stringify(cue.translation),
          })),
        )
        .execute();

      const practiceItem = itemOf(lesson.position, 'practice');
      for (const [index, exercise] of lesson.exercises.entries()) {
        const values = {
          kind: exercise.kind,
          prompt: JSON.stringify(exercise.prompt),
          options: JSON.stringify(exercise.options),
          answer: JSON.stringify(exercise.answer),
        };
        await db
          .insertInto('video_exercises')
          .values({ item_id: practiceItem, position: index + 1, ...values })
          .onConflict((oc) => oc.constraint('video_exercises_item_position_key').doUpdateSet(values))
          .execute();
      }
      await db
        .deleteFrom('video_exercises')
        .where('item_id', '=', practiceItem)
        .where('position', '>', lesson.exercises.length)
        .execute();
    }
  }
}
