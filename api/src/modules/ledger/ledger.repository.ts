import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface AccountRow {
  id: string;
  owner_id: string | null;
  purpose: string;
  currency: string;
  balance: string | null;
  version: string | null;
}

export interface EntryRow {
  account_id: string;
  amount: string;
  currency: string;
  balance_after: string | null;
}

export interface TransferRow {
  id: string;
  kind: number;
  reference: string | null;
  created_at: Date;
  entries: EntryRow[];
}

export interface BillRow {
  transfer_id: string;
  kind: number;
  amount: string;
  balance_after: string | null;
  description: string;
  reference: string | null;
  created_at: Date;
}

const accountColumns = ['id', 'owner_id', 'purpose', 'currency', 'balance', 'version'] as const;

export interface AccountKey {
  ownerId: string | null;
  purpose: string;
  currency: string;
}

export function findAccount(db: Kysely<Database>, key: AccountKey): Promise<AccountRow | undefined> {
  return db
    .selectFrom('ledger_accounts')
    .select(accountColumns)
    .where('owner_id', key.ownerId === null ? 'is' : '=', key.ownerId)
    .where('purpose', '=', key.purpose)
    .where('currency', '=', key.currency)
    .executeTakeFirst();
}

export function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('ledger_accounts').select(accountColumns).where('id', '=', id).executeTakeFirst();
}

/** The sum of the account's entries: the balance of an account that keeps none on its row. */
export async function sumAccountEntries(db: Kysely<Database>, accountId: string): Promise<string> {
  const { total } = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return String(total);
}

/** Inserts the account; undefined when it exists already (or is being created by another transaction that commits). */
export function insertAccountIfMissing(
  db: Kysely<Database>,
  key: AccountKey,
): Promise<AccountRow | undefined> {
  return db
    .insertInto('ledger_accounts')
    .values({ owner_id: key.ownerId, purpose: key.purpose, currency: key.currency })
    .onConflict((conflict) => conflict.columns(['owner_id', 'purpose', 'currency']).doNothing())
    .returning(accountColumns)
    .executeTakeFirst();
}

export interface NewTransfer {
  kind: number;
  idempotencyKey: string | null;
  actorId: string | null;
  reference: string | null;
  description: string;
  metadata: Record<string, unknown>;
  /** In ascending account id order: the order in which the account rows get locked. */
  entries: ReadonlyArray<{ accountId: string; amount: number }>;
}

/**
 * Writes the transfer and its entries in one statement (so one round trip, and atomic on its own or
 * inside a caller's transaction). Undefined when a transfer with the same idempotency key exists; when
 * that one is still being written by another transaction, this waits for it to commit or roll back.
 */
export async function insertTransfer(
  db: Kysely<Database>,
  transfer: NewTransfer,
): Promise<TransferRow | undefined> {
  const legs = sql.join(
    transfer.entries.map((entry) => sql`(${entry.accountId}::bigint, ${String(entry.amount)}::bigint)`),
  );
  const entries = await db
    .with('transfer', (db) =>
      db
        .insertInto('ledger_transfers')
        .values({
          kind: transfer.kind,
          idempotency_key: transfer.idempotencyKey,
          actor_id: transfer.actorId,
          reference: transfer.reference,
          description: transfer.description,
          metadata: JSON.stringify(transfer.metadata),
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id'),
    )
    .insertInto('ledger_entries')
    .columns(['transfer_id', 'account_id', 'amount'])
    .expression(
      sql`select transfer.id, leg.account_id, leg.amount
          from transfer, (values ${legs}) as leg (account_id, amount)
          order by leg.account_id`,
    )
    // created_at defaults to now(), the transaction's start: the same value here.
    .returning([
      'transfer_id',
      'account_id',
      'amount',
      'currency',
      'balance_after',
      sql<Date>`now()`.as('created_at'),
    ])
    .execute();
  const first = entries[0];
  if (!first) return undefined;
  return {
    id: first.transfer_id,
    kind: transfer.kind,
    reference: transfer.reference,
    created_at: first.created_at,
    entries: entries.map(({ account_id, amount, currency, balance_after }) => ({
      account_id,
      amount,
      currency,
      balance_after,
    })),
  };
}

export async function findTransferByIdempotencyKey(
  db: Kysely<Database>,
  idempotencyKey: string,
): Promise<TransferRow | undefined> {
  const transfer = await db
    .selectFrom('ledger_transfers')
    .select(['id', 'kind', 'reference', 'created_at'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!transfer) return undefined;
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['account_id', 'amount', 'currency', 'balance_after'])
    .where('transfer_id', '=', transfer.id)
    .orderBy('account_id')
    .execute();
  return { ...transfer, entries };
}

/** The transfers of `kinds` that moved the account, newest first, with the account's side of each. */
export async function findAccountBills(
  db: Kysely<Database>,
  accountId: string,
  filter: { kinds: readonly number[]; offset: number; limit: number },
): Promise<{ rows: BillRow[]; total: number }> {
  const bills = db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
    .where('ledger_entries.account_id', '=', accountId)
    .where('ledger_transfers.kind', 'in', filter.kinds);
  const [rows, count] = await Promise.all([
    bills
      .select([
        'ledger_transfers.id as transfer_id',
        'ledger_transfers.kind',
        'ledger_entries.amount',
        'ledger_entries.balance_after',
        'ledger_transfers.description',
        'ledger_transfers.reference',
        'ledger_transfers.created_at',
      ])
      .orderBy('ledger_entries.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    bills.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
