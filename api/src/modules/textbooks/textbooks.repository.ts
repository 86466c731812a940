import type { TextbookDeliveryState } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A delivery is its learner's and its course's. */
export interface DeliveryKey {
  userId: string;
  courseId: string;
}

export interface DeliveryRow {
  user_id: string;
  course_id: string;
  state: TextbookDeliveryState;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  updated_at: Date;
}

export interface QueueRow extends DeliveryRow {
  email: string;
  nick_name: string;
  address_name: string | null;
  phone: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  street: string | null;
  postal_code: string | null;
  address_updated_at: Date | null;
}

const DELIVERY_COLUMNS = [
  'textbook_deliveries.user_id',
  'textbook_deliveries.course_id',
  'textbook_deliveries.state',
  'textbook_deliveries.carrier',
  'textbook_deliveries.tracking_number',
  'textbook_deliveries.shipped_at',
  'textbook_deliveries.delivered_at',
  'textbook_deliveries.updated_at',
] as const;

/** The same columns, of the updated row. */
const RETURNED_COLUMNS = [
  'user_id',
  'course_id',
  'state',
  'carrier',
  'tracking_number',
  'shipped_at',
  'delivered_at',
  'updated_at',
] as const;

/** One state's deliveries (every one without), oldest change first, with the learner and their address. */
export function findDeliveriesWithAddress(
  db: Kysely<Database>,
  filter: { state?: TextbookDeliveryState | undefined; offset: number; limit: number },
): Promise<QueueRow[]> {
  let query = db
    .selectFrom('textbook_deliveries')
    .innerJoin('users', 'users.id', 'textbook_deliveries.user_id')
    .leftJoin('delivery_addresses', 'delivery_addresses.user_id', 'textbook_deliveries.user_id')
    .select([
      ...DELIVERY_COLUMNS,
      'users.email',
      'users.nick_name',
      'delivery_addresses.name as address_name',
      'delivery_addresses.phone',
      'delivery_addresses.country',
      'delivery_addresses.region',
      'delivery_addresses.city',
      'delivery_addresses.street',
      'delivery_addresses.postal_code',
      'delivery_addresses.updated_at as address_updated_at',
    ]);
  if (filter.state) query = query.where('textbook_deliveries.state', '=', filter.state);
  return query
    .orderBy('textbook_deliveries.updated_at')
    .orderBy('textbook_deliveries.user_id')
    .orderBy('textbook_deliveries.course_id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

/** How many deliveries are in each state. */
export async function countDeliveriesByState(
  db: Kysely<Database>,
): Promise<Record<TextbookDeliveryState, number>> {
  const rows = await db
    .selectFrom('textbook_deliveries')
    .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('state')
    .execute();
  const counts = { preparing: 0, shipped: 0, delivered: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}

export function findDelivery(db: Kysely<Database>, key: DeliveryKey): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('textbook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('user_id', '=', key.userId)
    .where('course_id', '=', key.courseId)
    .executeTakeFirst();
}

/**
 * preparing → shipped, only from 'preparing': of two operators shipping at once, the second waits for
 * the first's row lock, then finds the row shipped and updates nothing (undefined).
 */
export function updateShippedIfPreparing(
  db: Kysely<Database>,
  key: DeliveryKey,
  shipment: { carrier: string; trackingNumber: string },
): Promise<DeliveryRow | undefined> {
  return db
    .updateTable('textbook_deliveries')
    .set({
      state: 'shipped',
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      shipped_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('user_id', '=', key.userId)
    .where('course_id', '=', key.courseId)
    .where('state', '=', 'preparing')
    .returning(RETURNED_COLUMNS)
    .executeTakeFirst();
}

/** shipped → delivered, only from 'shipped' (undefined otherwise). */
export function updateDeliveredIfShipped(
  db: Kysely<Database>,
  key: DeliveryKey,
): Promise<DeliveryRow | undefined> {
  return db
    .updateTable('textbook_deliveries')
    .set({ state: 'delivered', delivered_at: sql`now()`, updated_at: sql`now()` })
    .where('user_id', '=', key.userId)
    .where('course_id', '=', key.courseId)
    .where('state', '=', 'shipped')
    .returning(RETURNED_COLUMNS)
    .executeTakeFirst();
}

/** Whom a delivery's mail goes to, and in which language. */
export function findRecipient(
  db: Kysely<Database>,
  userId: string,
): Promise<{ id: string; email: string; nick_name: string; language: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'nick_name', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
