import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export type SandboxGateway = 'alipay' | 'paypal' | 'goallpay';

/**
 * Where a sandbox keeps its records (merchants, signing keys, trades, orders, tokens), each a JSON value
 * under a kind and an id. The database store is what an app mounts: every API process of a deployment
 * sees the same records, and a restart forgets none of them.
 */
export interface SandboxStore {
  get<Value>(kind: string, id: string): Promise<Value | undefined>;
  /** Stores `record` unless the id holds one already; answers the stored record, ours or the earlier one. */
  add<Value>(kind: string, id: string, record: Value): Promise<Value>;
  /** Stores `record`, replacing any earlier one. */
  put<Value>(kind: string, id: string, record: Value): Promise<void>;
  /**
   * Changes a record as one step no other process interleaves with: `change` gets the current record and
   * answers the new one, or undefined to leave it. Undefined when there is no such record.
   */
  update<Value>(
    kind: string,
    id: string,
    change: (current: Value) => Value | undefined,
  ): Promise<{ record: Value; changed: boolean } | undefined>;
}

/** The sandbox's records in PostgreSQL (payment_sandbox_records, migration 0035), shared by every process. */
export function databaseSandboxStore(db: Kysely<Database>, gateway: SandboxGateway): SandboxStore {
  const table = 'payment_sandbox_records' as const;
  const read = async <Value>(executor: Kysely<Database>, kind: string, id: string, lock: boolean) => {
    let query = executor
      .selectFrom(table)
      .select('data')
      .where('gateway', '=', gateway)
      .where('kind', '=', kind)
      .where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? (row.data as Value) : undefined;
  };
  return {
    get: <Value>(kind: string, id: string) => read<Value>(db, kind, id, false),
    async add<Value>(kind: string, id: string, record: Value) {
      await db
        .insertInto(table)
        .values({ gateway, kind, id, data: JSON.stringify(record) })
        .onConflict((conflict) => conflict.columns(['gateway', 'kind', 'id']).doNothing())
        .execute();
      const stored = await read<Value>(db, kind, id, false);
      if (stored === undefined) throw new Error(`the sandbox record ${gateway} ${kind} ${id} vanished`);
      return stored;
    },
    async put(kind, id, record) {
      const data = JSON.stringify(record);
      await db
        .insertInto(table)
        .values({ gateway, kind, id, data })
        .onConflict((conflict) => conflict.columns(['gateway', 'kind', 'id']).doUpdateSet({ data }))
        .execute();
    },
    update: <Value>(kind: string, id: string, change: (current: Value) => Value | undefined) =>
      db.transaction().execute(async (trx): Promise<{ record: Value; changed: boolean } | undefined> => {
        const current = await read<Value>(trx, kind, id, true);
        if (current === undefined) return undefined;
        const next = change(current);
        if (next === undefined) return { record: current, changed: false };
        await trx
          .updateTable(table)
          .set({ data: JSON.stringify(next) })
          .where('gateway', '=', gateway)
          .where('kind', '=', kind)
          .where('id', '=', id)
          .execute();
        return { record: next, changed: true };
      }),
  };
}

/** The records in this process's memory: a sandbox on a server of its own (the gateways' tests). */
export function memorySandboxStore(): SandboxStore {
  const records = new Map<string, string>();
  const keyOf = (kind: string, id: string) => `${kind}\n${id}`;
  // Copies in and out, as the database's JSON does: a caller never changes a stored record in place.
  const parsed = (text: string | undefined) => (text === undefined ? undefined : JSON.parse(text));
  return {
    get: async (kind, id) => parsed(records.get(keyOf(kind, id))),
    async add<Value>(kind: string, id: string, record: Value) {
      const key = keyOf(kind, id);
      if (!records.has(key)) records.set(key, JSON.stringify(record));
      return parsed(records.get(key));
    },
    async put(kind, id, record) {
      records.set(keyOf(kind, id), JSON.stringify(record));
    },
    async update(kind, id, change) {
      const current = parsed(records.get(keyOf(kind, id)));
      if (current === undefined) return undefined;
      const next = change(current);
      if (next === undefined) return { record: current, changed: false };
      records.set(keyOf(kind, id), JSON.stringify(next));
      return { record: next, changed: true };
    },
  };
}

/**
 * The record under `kind` and `id`, made by `make` in the first process to need it and the same in every
 * process after: the sandbox's signing key pair, the deployment's merchants.
 */
export async function findOrAdd<Value>(
  store: SandboxStore,
  kind: string,
  id: string,
  make: () => Value | Promise<Value>,
): Promise<Value> {
  const stored = await store.get<Value>(kind, id);
  return stored ?? store.add(kind, id, await make());
}

/**
 * The record of `kind` that `name` (the merchant's own id for it, e.g. its out_trade_no) leads to through the
 * records of `index`, or undefined when the merchant has made none.
 */
export async function findNamed<Value>(
  store: SandboxStore,
  kind: string,
  index: string,
  name: string,
): Promise<Value | undefined> {
  const known = await store.get<{ id: string }>(index, name);
  return known ? store.get<Value>(kind, known.id) : undefined;
}

/**
 * The record `name` leads to (as findNamed), made from `make()` the first time. Two processes making it at
 * once both answer the first one's.
 */
export async function findOrAddNamed<Value>(
  store: SandboxStore,
  kind: string,
  index: string,
  name: string,
  idOf: (record: Value) => string,
  make: () => Value,
): Promise<Value> {
  const existing = await findNamed<Value>(store, kind, index, name);
  if (existing) return existing;
  const made = make();
  await store.add(kind, idOf(made), made);
  const claimed = await store.add(index, name, { id: idOf(made) });
  if (claimed.id === idOf(made)) return made;
  const earlier = await store.get<Value>(kind, claimed.id);
  if (!earlier) throw new Error(`the sandbox's ${index} ${name} leads to no ${kind}`);
  return earlier;
}
