import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Video courses the tests study, written straight into the database: lessons with words, a clip and practice. */

const TEXTS = (en: string) => ({
  'zh-cn': `中文：${en}`,
  en,
  es: `es: ${en}`,
  ja: `ja: ${en}`,
  ko: `ko: ${en}`,
});

/** The right answers to every fixture lesson's practice (five questions: 20 points each). */
export const RIGHT_ANSWERS = [
  { number: 1, choice: 1 },
  { number: 2, choice: 0 },
  { number: 3, choice: 2 },
  { number: 4, order: [1, 2, 0] },
  { number: 5, choice: 0 },
];

/** The right answers but for the first `wrong` questions. */
export function answersWithWrong(wrong: number) {
  return RIGHT_ANSWERS.map((answer, index) => {
    if (index >= wrong) return answer;
    return 'order' in answer
      ? { number: answer.number, order: [0, 1, 2] }
      : { number: answer.number, choice: answer.choice === 0 ? 1 : 0 };
  });
}

export interface VideoCourseFixture {
  courseId: number;
  skuId: number;
  lessonIds: number[];
  clipSeconds: number;
}

let made = 0;

/** A video course of `lessons` lessons (3), each with two words, a clip and the first `questions` (5) questions. */
export async function insertVideoCourse(
  db: Kysely<Database>,
  options: { lessons?: number; previewFirst?: boolean; clipSeconds?: number; questions?: number } = {},
): Promise<VideoCourseFixture> {
  const lessons = options.lessons ?? 3;
  const clipSeconds = options.clipSeconds ?? 30;
  const course = await db
    .insertInto('courses')
    .values({ slug: `video-fixture-${process.pid}-${++made}`, kind: 'video', level: 'HSK 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sku = await db
    .insertInto('course_skus')
    .values({
      course_id: course.id,
      lesson_minutes: 10,
      lesson_count: lessons,
      price_minor: 1_000,
      purchase_limit: null,
      stock: null,
      daily_booking_limit: null,
      monthly_booking_limit: null,
      delivery_ways: ['classroom'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lessonIds: number[] = [];
  for (let position = 1; position <= lessons; position++) {
    const lesson = await db
      .insertInto('video_lessons')
      .values({
        course_id: course.id,
        position,
        minutes: 5,
        preview: position === 1 && (options.previewFirst ?? false),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lessonIds.push(Number(lesson.id));
    const items = await db
      .insertInto('video_lesson_items')
      .values(
        (['words', 'highlight', 'practice'] as const).map((type, index) => ({
          lesson_id: lesson.id,
          position: index + 1,
          type,
        })),
      )
      .returning(['id', 'type'])
      .execute();
    const itemId = (type: string) => items.find((item) => item.type === type)?.id as string;
    await db
      .insertInto('video_words')
      .values([
        {
          item_id: itemId('words'),
          position: 1,
          characters: '妈',
          pinyin: 'mā',
          meaning: JSON.stringify(TEXTS('mother')),
          audio_file: 'pinyin-and-tones/lesson-01-word-1.ogg',
        },
        {
          item_id: itemId('words'),
          position: 2,
          characters: '马',
          pinyin: 'mǎ',
          meaning: JSON.stringify(TEXTS('horse')),
          audio_file: 'pinyin-and-tones/lesson-01-word-3.ogg',
        },
      ])
      .execute();
    await db
      .insertInto('video_clips')
      .values({
        item_id: itemId('highlight'),
        file_name: 'pinyin-and-tones/lesson-01.webm',
        content_type: 'video/webm',
        duration_seconds: clipSeconds,
      })
      .execute();
    await db
      .insertInto('video_caption_cues')
      .values([
        {
          item_id: itemId('highlight'),
          position: 1,
          starts_at: 0,
          ends_at: 4,
          chinese: '妈',
          pinyin: 'mā',
          translation: JSON.stringify(TEXTS('mother')),
        },
        {
          item_id: itemId('highlight'),
          position: 2,
          starts_at: 4,
          ends_at: 8.5,
          chinese: '马 & <马>',
          pinyin: 'mǎ',
          translation: JSON.stringify(TEXTS('horse')),
        },
      ])
      .execute();
    const meaningOptions = JSON.stringify([
      TEXTS('horse'),
      TEXTS('mother'),
      TEXTS('to scold'),
      TEXTS('hemp'),
    ]);
    const questions = options.questions ?? RIGHT_ANSWERS.length;
    await db
      .insertInto('video_exercises')
      .values(
        [
          {
            item_id: itemId('practice'),
            position: 1,
            kind: 'meaning' as const,
            prompt: JSON.stringify({ characters: '妈', pinyin: 'mā' }),
            options: meaningOptions,
            answer: JSON.stringify({ choice: 1 }),
          },
          {
            item_id: itemId('practice'),
            position: 2,
            kind: 'listen' as const,
            prompt: JSON.stringify({ word: 1 }),
            options: JSON.stringify(['妈', '马', '骂']),
            answer: JSON.stringify({ choice: 0 }),
          },
          {
            item_id: itemId('practice'),
            position: 3,
            kind: 'tone' as const,
            prompt: JSON.stringify({ characters: '马', syllable: 'ma' }),
            options: JSON.stringify([1, 2, 3, 4]),
            answer: JSON.stringify({ choice: 2 }),
          },
          {
            item_id: itemId('practice'),
            position: 4,
            kind: 'order' as const,
            prompt: JSON.stringify({ translation: TEXTS('Is Mum scolding the horse?') }),
            options: JSON.stringify(['马吗', '妈妈', '骂']),
            answer: JSON.stringify({ order: [1, 2, 0] }),
          },
          {
            item_id: itemId('practice'),
            position: 5,
            kind: 'meaning' as const,
            prompt: JSON.stringify({ characters: '马', pinyin: 'mǎ' }),
            options: meaningOptions,
            answer: JSON.stringify({ choice: 0 }),
          },
        ].slice(0, questions),
      )
      .execute();
  }
  return { courseId: Number(course.id), skuId: Number(sku.id), lessonIds, clipSeconds };
}

/** Gives the user the course as a paid order would: an order paid and its 'access' grant. */
export async function grantVideoCourse(
  db: Kysely<Database>,
  userId: number,
  course: VideoCourseFixture,
): Promise<void> {
  const order = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      sku_id: course.skuId,
      course_id: course.courseId,
      quantity: 1,
      unit_price_minor: 0,
      amount_minor: 0,
      discount_minor: 0,
      total_minor: 0,
      coupon_id: null,
      status: 1,
      payer_id: userId,
      paid_at: new Date(),
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('grants')
    .values({
      owner_id: userId,
      order_id: order.id,
      course_id: course.courseId,
      kind: 'access',
      lesson_minutes: null,
    })
    .execute();
}
