import type { CourseKind } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { adjustByOperator } from '../modules/ledger/ledger.service.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { createSession } from '../modules/users/users.service.ts';

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
}

/** A course with one item (SKU); a group course gets a class of `capacity` seats. */
export async function item(
  db: Kysely<Database>,
  options: ItemOptions = {},
): Promise<{ skuId: number; courseId: number }> {
  const kind = options.kind ?? 'live';
  const course = await db
    .insertInto('courses')
    .values({ slug: `orders-course-${++made}`, kind, level: 'HSK 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  return { skuId: Number(sku.id), courseId: Number(course.id) };
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
