import type { Kysely, Selectable } from 'kysely';
import type { Database, TopUpsTable } from '../../db/schema.ts';

export type TopUpRow = Selectable<TopUpsTable>;

export interface NewTopUp {
  userId: number;
  gateway: string;
  device: string;
  amountMinor: number;
  giftMinor: number;
  paymentId: string;
  /** The Idempotency-Key and fingerprint it was asked with, kept on the row (idempotency_keys replays them). */
  idempotencyKey: string | null;
  fingerprint: string;
}

export function insertTopUp(db: Kysely<Database>, topUp: NewTopUp): Promise<TopUpRow> {
  return db
    .insertInto('top_ups')
    .values({
      user_id: topUp.userId,
      gateway: topUp.gateway,
      device: topUp.device,
      amount_minor: topUp.amountMinor,
      gift_minor: topUp.giftMinor,
      payment_id: topUp.paymentId,
      idempotency_key: topUp.idempotencyKey,
      request_fingerprint: topUp.fingerprint,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findUserTopUp(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<TopUpRow | undefined> {
  return db
    .selectFrom('top_ups')
    .selectAll()
    .where('id', '=', String(id))
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
}

export function findTopUpByPaymentId(
  db: Kysely<Database>,
  gateway: string,
  paymentId: string,
): Promise<TopUpRow | undefined> {
  return db
    .selectFrom('top_ups')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/** The top-up, its row locked until the caller's transaction ends: its notifications apply one by one. */
export function lockTopUp(db: Kysely<Database>, id: string): Promise<TopUpRow | undefined> {
  return db.selectFrom('top_ups').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateTopUp(
  db: Kysely<Database>,
  id: string,
  changes: Partial<
    Pick<
      TopUpRow,
      | 'status'
      | 'gateway_payment_id'
      | 'redirect_url'
      | 'charged_minor'
      | 'charged_currency'
      | 'rate'
      | 'rate_date'
    >
  >,
): Promise<void> {
  await db
    .updateTable('top_ups')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Pending top-ups created before `before`, oldest first: the re-query job's work. */
export function findPendingTopUps(db: Kysely<Database>, before: Date, limit: number): Promise<TopUpRow[]> {
  return db
    .selectFrom('top_ups')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Stores a notification as it arrived, before anything is checked. */
export async function insertNotification(
  db: Kysely<Database>,
  notification: { gateway: string; headers: Record<string, unknown>; body: Uint8Array },
): Promise<string> {
  const row = await db
    .insertInto('payment_notifications')
    .values({
      gateway: notification.gateway,
      headers: JSON.stringify(notification.headers),
      body: notification.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recordNotificationOutcome(
  db: Kysely<Database>,
  id: string,
  outcome: {
    outcome: 'applied' | 'duplicate' | 'refused';
    refusal?: string;
    gatewayPaymentId?: string;
    status?: string;
    topUpId?: string;
  },
): Promise<void> {
  await db
    .updateTable('payment_notifications')
    .set({
      outcome: outcome.outcome,
      refusal: outcome.refusal ?? null,
      gateway_payment_id: outcome.gatewayPaymentId ?? null,
      status: outcome.status ?? null,
      top_up_id: outcome.topUpId ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** Whether a notification with this key was applied already (the inbox's unique key). */
export async function notificationApplied(
  db: Kysely<Database>,
  key: { gateway: string; gatewayPaymentId: string; status: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('payment_notifications')
    .select('id')
    .where('gateway', '=', key.gateway)
    .where('gateway_payment_id', '=', key.gatewayPaymentId)
    .where('status', '=', key.status)
    .where('outcome', '=', 'applied')
    .executeTakeFirst();
  return row !== undefined;
}
