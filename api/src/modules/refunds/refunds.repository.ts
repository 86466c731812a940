import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of the refunds module: requests, and what an approval reads, locks and revokes of an order. */

export interface RefundRow {
  id: string;
  order_id: string;
  user_id: string;
  reason: string;
  state: 'open' | 'approved' | 'declined';
  reply: string | null;
  refunded_minor: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const refundColumns = [
  'refund_requests.id',
  'refund_requests.order_id',
  'refund_requests.user_id',
  'refund_requests.reason',
  'refund_requests.state',
  'refund_requests.reply',
  'refund_requests.refunded_minor',
  'refund_requests.created_at',
  'refund_requests.decided_at',
] as const;

/** The order a refund is about, with its item's kind: what deciding it needs. */
export interface RefundOrderRow {
  id: string;
  user_id: string;
  sku_id: string;
  course_id: string;
  course_kind: 'live' | 'group' | 'video';
  printed_textbook: boolean;
  status: number;
  currency: string;
  total_minor: string;
  payer_id: string | null;
  paid_at: Date | null;
}

/** An order of `userId` (any user's without it), its row locked when `lock`. */
export async function findRefundOrder(
  db: Kysely<Database>,
  orderId: number | string,
  options: { userId?: number; lock?: boolean } = {},
): Promise<RefundOrderRow | undefined> {
  let query = db
    .selectFrom('orders')
    .innerJoin('courses', 'courses.id', 'orders.course_id')
    .select([
      'orders.id',
      'orders.user_id',
      'orders.sku_id',
      'orders.course_id',
      'courses.kind as course_kind',
      'courses.printed_textbook',
      'orders.status',
      'orders.currency',
      'orders.total_minor',
      'orders.payer_id',
      'orders.paid_at',
    ])
    .where('orders.id', '=', String(orderId));
  if (options.userId !== undefined) query = query.where('orders.user_id', '=', String(options.userId));
  if (options.lock) query = query.forUpdate('orders');
  return (await query.executeTakeFirst()) as RefundOrderRow | undefined;
}

export async function hasApprovedRefund(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refund_requests')
    .select('id')
    .where('order_id', '=', orderId)
    .where('state', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new open request; undefined when the order has one open already (the partial unique index). */
export async function insertRefundRequest(
  db: Kysely<Database>,
  request: { orderId: string; userId: number; reason: string; at: Date },
): Promise<string | undefined> {
  const row = await db
    .insertInto('refund_requests')
    .values({
      order_id: request.orderId,
      user_id: String(request.userId),
      reason: request.reason,
      created_at: request.at,
    })
    .onConflict((conflict) => conflict.column('order_id').where('state', '=', 'open').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findRefund(
  db: Kysely<Database>,
  id: number | string,
  options: { lock?: boolean } = {},
): Promise<RefundRow | undefined> {
  let query = db.selectFrom('refund_requests').select(refundColumns).where('id', '=', String(id));
  if (options.lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as RefundRow | undefined;
}

/** A user's requests, newest first. */
export async function findUserRefunds(db: Kysely<Database>, userId: number): Promise<RefundRow[]> {
  return (await db
    .selectFrom('refund_requests')
    .select(refundColumns)
    .where('user_id', '=', String(userId))
    .orderBy('id', 'desc')
    .execute()) as RefundRow[];
}

/** The operators' list: open requests first, oldest first; then decided ones, newest first. */
export async function findRefundQueue(
  db: Kysely<Database>,
  limit: number,
): Promise<Array<RefundRow & { email: string; nick_name: string }>> {
  return (await db
    .selectFrom('refund_requests')
    .innerJoin('users', 'users.id', 'refund_requests.user_id')
    .select([...refundColumns, 'users.email', 'users.nick_name'])
    .orderBy(sql`refund_requests.state <> 'open'`)
    .orderBy(
      sql`case when refund_requests.state = 'open' then refund_requests.id else -refund_requests.id end`,
    )
    .limit(limit)
    .execute()) as Array<RefundRow & { email: string; nick_name: string }>;
}

export async function markRefundDecided(
  db: Kysely<Database>,
  id: string,
  decision: {
    state: 'approved' | 'declined';
    by: number;
    reply: string;
    at: Date;
    refundedMinor: number | null;
    transferId: string | null;
  },
): Promise<void> {
  await db
    .updateTable('refund_requests')
    .set({
      state: decision.state,
      decided_by: String(decision.by),
      decided_at: decision.at,
      reply: decision.reply,
      refunded_minor: decision.refundedMinor === null ? null : String(decision.refundedMinor),
      transfer_id: decision.transferId,
    })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .execute();
}

/** The order is refunded: cancelled (status 4), its paid_at kept (migration 0038). */
export async function markOrderRefunded(db: Kysely<Database>, orderId: string, at: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 4, cancelled_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 1)
    .execute();
}

/** The order's grant: the minutes it gave when lesson time. */
export async function findGrant(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ id: string; kind: string; lesson_minutes: number | null } | undefined> {
  return db
    .selectFrom('grants')
    .select(['id', 'kind', 'lesson_minutes'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function deleteGrant(db: Kysely<Database>, orderId: string): Promise<void> {
  await db.deleteFrom('grants').where('order_id', '=', orderId).execute();
}

/** The owner's lesson time of one item, locked when `lock` (bookings of it wait, and it waits for them). */
export async function findLessonTime(
  db: Kysely<Database>,
  ownerId: string,
  skuId: string,
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('lesson_time')
    .select(['granted_minutes', 'spent_minutes', 'granted_value_minor', 'spent_value_minor'])
    .where('owner_id', '=', ownerId)
    .where('sku_id', '=', skuId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Takes minutes and their value out of what the owner's item granted (an approved refund). */
export async function revokeLessonTime(
  db: Kysely<Database>,
  ownerId: string,
  skuId: string,
  revoked: { minutes: number; valueMinor: number },
): Promise<void> {
  await sql`update lesson_time
    set granted_minutes = granted_minutes - ${revoked.minutes},
        granted_value_minor = granted_value_minor - ${revoked.valueMinor}
    where owner_id = ${ownerId} and sku_id = ${skuId}`.execute(db);
}

/**
 * Booked lessons still ahead at `now` that spent the owner's time of the item: their own (no other owner
 * recorded) or a linked account's booked with it. Locked when `lock`.
 */
export async function findLessonsAhead(
  db: Kysely<Database>,
  ownerId: string,
  skuId: string,
  now: Date,
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('lessons')
    .leftJoin('lesson_time_spends', 'lesson_time_spends.lesson_id', 'lessons.id')
    .select([
      'lessons.id',
      'lessons.student_user_id',
      'lessons.teacher_user_id',
      'lessons.course_id',
      'lessons.sku_id',
      'lessons.charged_minutes',
      'lessons.value_minor',
    ])
    .where('lessons.sku_id', '=', skuId)
    .where('lessons.status', '=', 'booked')
    .where('lessons.starts_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('lesson_time_spends.owner_id', '=', ownerId),
        eb.and([eb('lesson_time_spends.owner_id', 'is', null), eb('lessons.student_user_id', '=', ownerId)]),
      ]),
    )
    .orderBy('lessons.id');
  if (options.lock) query = query.forUpdate('lessons');
  return query.execute();
}

/** The group class of a course, locked when `lock`: whether it has opened. */
export async function findGroupClass(
  db: Kysely<Database>,
  courseId: string,
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('group_classes')
    .select(['status', 'opened_at'])
    .where('course_id', '=', courseId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function deleteEnrolment(db: Kysely<Database>, courseId: string, userId: string): Promise<void> {
  await db.deleteFrom('enrolments').where('course_id', '=', courseId).where('user_id', '=', userId).execute();
}

/** The share of a video course's clips the user has finished, 0 to 1 (0 for a course without clips). */
export async function videoProgress(db: Kysely<Database>, courseId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('video_lessons as l')
    .innerJoin('video_lesson_items as i', 'i.lesson_id', 'l.id')
    .innerJoin('video_clips as c', 'c.item_id', 'i.id')
    .leftJoin('video_clip_progress as p', (join) =>
      join.onRef('p.item_id', '=', 'c.item_id').on('p.user_id', '=', userId),
    )
    .select([sql<string>`count(*)`.as('clips'), sql<string>`count(p.completed_at)`.as('finished')])
    .where('l.course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  const clips = Number(row.clips);
  return clips === 0 ? 0 : Number(row.finished) / clips;
}

/** The state of the user's printed textbook of the course: none, or preparing, shipped, delivered. */
export async function textbookState(
  db: Kysely<Database>,
  courseId: string,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('textbook_deliveries')
    .select('state')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.state;
}

/** A textbook not yet posted is not posted any more. */
export async function deletePreparingTextbook(db: Kysely<Database>, courseId: string, userId: string) {
  await db
    .deleteFrom('textbook_deliveries')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .where('state', '=', 'preparing')
    .execute();
}

/** Who to mail about a request: the learner's address and language. */
export function findRecipient(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirst();
}
