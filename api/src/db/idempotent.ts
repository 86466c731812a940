import type { Kysely } from 'kysely';
import { isRetryableConflict } from './retryable.ts';
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
  /** The caller's answer to its key sent again with another request (a 409 in its own words). */
  reused: () => Error;
}

/**
 * Locks the user's row for the rest of the transaction, so that a user's requests that move money or time
 * run one after the other. FOR NO KEY UPDATE, not FOR UPDATE: every insert of a row that references the
 * user (the idempotency key, an order, a grant, a wallet) takes a KEY SHARE lock on the user's row for its
 * foreign key, and FOR UPDATE waits for those; two requests of one user that had each inserted such a row
 * then waited for each other's KEY SHARE (PostgreSQL's `deadlock detected`). NO KEY UPDATE still excludes
 * every other NO KEY UPDATE (the serialisation) and never waits for a KEY SHARE.
 */
export async function lockUserRow(db: Kysely<Database>, userId: number | string): Promise<void> {
  await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', String(userId))
    .forNoKeyUpdate()
    .executeTakeFirst();
}

const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs `work` in a transaction, run again from the start (it rolled back whole) when PostgreSQL ends it as
 * a deadlock's victim or a serialization failure, up to three times; after that the error goes to the error
 * handler, which answers 409 (never 500).
 */
export async function retriedTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      // A short random pause, so that the two that met do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * Runs `work` in a transaction that first locks the user's row (lockUserRow: every request of one user
 * through here takes its locks in one order, the user's row first), then, with a key, claims it: the first
 * answer is stored beside the key in that same transaction and replayed for a repeat with the same
 * fingerprint. A concurrent repeat waits on the user's row until the first commits, then replays it; if the
 * first failed, nothing was stored and the repeat runs. The same key with another fingerprint is refused
 * with the caller's `reused` error.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  const { key } = claim;
  return retriedTransaction(db, async (trx) => {
    await lockUserRow(trx, claim.userId);
    const fresh = async () => ({ answer: await work(trx), replayed: false });
    if (key === undefined) return fresh();
    const named = { userId: claim.userId, scope: claim.scope, key };
    if (!(await claimIdempotencyKey(trx, { ...named, fingerprint: claim.fingerprint }))) {
      const stored = await findIdempotencyKey(trx, named);
      if (!stored || stored.fingerprint !== claim.fingerprint) {
        throw claim.reused();
      }
      return { answer: stored.response as T, replayed: true };
    }
    const first = await fresh();
    await saveIdempotentResponse(trx, named, first.answer);
    return first;
  });
}
