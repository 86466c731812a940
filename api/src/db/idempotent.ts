import { ERROR_CODES, ORDER_MESSAGES } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import { ApiError } from '../http/errors.ts';
import type { Database } from './schema.ts';

/**
 * Idempotency-Key for requests that move money or time (orders, bookings): the first answer is kept
 * beside the key (table idempotency_keys) and replayed for a repeat of the same request.
 */

export interface IdempotencyKey {
  userId: number;
  scope: string;
  key: string;
  fingerprint: string;
}

/** Claims the key; false when it exists (once any transaction writing it has committed). */
export async function claimIdempotencyKey(db: Kysely<Database>, claim: IdempotencyKey): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ user_id: claim.userId, scope: claim.scope, key: claim.key, fingerprint: claim.fingerprint })
    .onConflict((conflict) => conflict.columns(['user_id', 'scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export function findIdempotencyKey(db: Kysely<Database>, claim: Omit<IdempotencyKey, 'fingerprint'>) {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('user_id', '=', String(claim.userId))
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .executeTakeFirst();
}

export async function saveIdempotentResponse(
  db: Kysely<Database>,
  claim: Omit<IdempotencyKey, 'fingerprint'>,
  response: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response) })
    .where('user_id', '=', String(claim.userId))
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .execute();
}

export interface IdempotencyClaim {
  userId: number;
  scope: string;
  key: string | undefined;
  fingerprint: string;
}

/**
 * Runs `work` in a transaction; with a key, the first answer is stored beside the key in that same
 * transaction and replayed for a repeat with the same fingerprint. A concurrent repeat waits on the key's
 * row until the first commits, then replays it; if the first failed, nothing was stored and the repeat
 * runs. The same key with another fingerprint is refused.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  const { key } = claim;
  const fresh = async (trx: Kysely<Database>) => ({ answer: await work(trx), replayed: false });
  if (key === undefined) return db.transaction().execute(fresh);
  const named = { userId: claim.userId, scope: claim.scope, key };
  return db.transaction().execute(async (trx) => {
    if (!(await claimIdempotencyKey(trx, { ...named, fingerprint: claim.fingerprint }))) {
      const stored = await findIdempotencyKey(trx, named);
      if (!stored || stored.fingerprint !== claim.fingerprint) {
        throw new ApiError(409, ORDER_MESSAGES.idempotencyKeyReused, {
          code: ERROR_CODES.idempotencyKeyReused,
        });
      }
      return { answer: stored.response as T, replayed: true };
    }
    const first = await fresh(trx);
    await saveIdempotentResponse(trx, named, first.answer);
    return first;
  });
}
