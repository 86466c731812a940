import type { CourseKind, Lang } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { adjustByOperator } from '../modules/ledger/index.ts';
import { TEXT_FIELDS } from '../modules/translations/index.ts';
import { createSession, insertUser } from '../modules/users/index.ts';

/** What the orders tests buy and who buys it, written straight into the database. */

let made = 0;

export interface Buyer {
  id: number;
  token: string;
}

export async function buyer(db: Kysely<Database>, name = 'buyer'): Promise<Buyer> {
  const id = await insertUser(db, {
    email: `${name}${++made}@orders.test`,
    nickName: name,
    passwordHash: 'x',
  });
  return { id, token: (await createSession(db, id)).token };
}

/** Credits the user's wallet (bill type 3), as the service centre does. */
export async function credit(
  db: Kysely<Database>,
  ownerId: number,
  amount: number,
  purpose: 'wallet' | 'company_wallet' = 'wallet',
): Promise<void> {
  await adjustByOperator(db, 'credit', {
    ownerId,
    purpose,
    amount,
    operatorId: ownerId,
    idempotencyKey: `orders-test-credit-${++made}`,
  });
}

export interface ItemOptions {
  kind?: CourseKind;
  priceMinor?: number;
  lessonCount?: number;
  lessonMinutes?: number;
  purchaseLimit?: number | null;
  stock?: number | null;
  capacity?: number;
  /** The course's title by language; an English one of its own when not given. */
  titles?: Partial<Record<Lang, string>>;
  /** Video courses: the number of lessons, each with its video (1 unless told; 0: not for sale yet). */
  videoLessons?: number;
}

/** A course with one item (SKU) and a title; a group course gets a class of `capacity` seats. */
export async function item(
  db: Kysely<Database>,
  options: ItemOptions = {},
): Promise<{ skuId: number; courseId: number; title: string }> {
  const kind = options.kind ?? 'live';
  const slug = `orders-course-${++made}`;
  const course = await db
    .insertInto('courses')
    .values({ slug, kind, level: 'HSK 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const titles = options.titles ?? { en: `Course ${slug}` };
  const translated = Object.entries(titles);
  if (translated.length > 0) {
    await db
      .insertInto('translations')
      .values(
        translated.map(([language, title]) => ({
          field_name: TEXT_FIELDS.courseTitle,
          model_id: course.id,
          value_char: title,
          language_trans: language as Lang,
          languages: 'en' as const,
        })),
      )
      .execute();
  }
  if (kind === 'video') {
    for (let position = 1; position <= (options.videoLessons ?? 1); position++) {
      const lesson = await db
        .insertInto('video_lessons')
        .values({ course_id: course.id, position, minutes: 5 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const highlight = await db
        .insertInto('video_lesson_items')
        .values({ lesson_id: lesson.id, position: 1, type: 'highlight' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('video_clips')
        .values({
          item_id: highlight.id,
          file_name: 'lesson.webm',
          content_type: 'video/webm',
          duration_seconds: 30,
        })
        .execute();
    }
  }
  if (kind === 'group') {
    const capacity = options.capacity ?? 10;
    await db
      .insertInto('group_classes')
      .values({ course_id: course.id, capacity, min_head_count: 1 })
      .execute();
  }
  const sku = await db
    .insertInto('course_skus')
    .values({
      course_id: course.id,
      lesson_minutes: options.lessonMinutes ?? 25,
      lesson_count: options.lessonCount ?? 10,
      price_minor: options.priceMinor ?? 10_000,
      purchase_limit: options.purchaseLimit ?? null,
      stock: options.stock ?? null,
      delivery_ways: ['classroom'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { skuId: Number(sku.id), courseId: Number(course.id), title: titles.en ?? '' };
}

export interface CouponOptions {
  discountType?: 'fixed' | 'percent';
  discountValue?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  courseId?: number | null;
  minAmountYuan?: number;
  perUserLimit?: number;
  newUsersOnly?: boolean;
}

export async function coupon(db: Kysely<Database>, options: CouponOptions = {}): Promise<string> {
  const code = `TEST${++made}`;
  await db
    .insertInto('coupons')
    .values({
      code,
      discount_type: options.discountType ?? 'fixed',
      discount_value: options.discountValue ?? 1_000,
      starts_at: options.startsAt ?? null,
      ends_at: options.endsAt ?? null,
      course_id: options.courseId ?? null,
      min_amount_yuan: options.minAmountYuan ?? 0,
      per_user_limit: options.perUserLimit ?? 1,
      new_users_only: options.newUsersOnly ?? false,
    })
    .execute();
  return code;
}
