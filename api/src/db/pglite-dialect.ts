import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  type Dialect,
  type PGlite as KyselyPGlite,
  PGliteDialect,
  type PGliteQueryResults,
  type PGliteTransaction,
} from 'kysely';

/** Commands whose affected rows node-postgres (and Kysely's PostgreSQL driver) reports. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * A query answered as node-postgres answers it: without parameters through the simple protocol, so a
 * migration file (or pg-boss's schema plan) may hold several statements and its last result is the
 * answer; affected rows only for writes, so a SELECT's row count is its rows (rate-limiter-flexible's
 * Postgres store reads it so).
 */
async function queryLikeNodePostgres<T>(
  target: Pick<Transaction, 'query' | 'exec'>,
  sql: string,
  params: unknown[] = [],
  options?: QueryOptions,
): Promise<PGliteQueryResults<T>> {
  const result =
    params.length === 0
      ? ((await target.exec(sql, options)).at(-1) as Results<T>)
      : await target.query<T>(sql, params, options);
  return WRITES.has(result.command ?? '') ? result : { ...result, affectedRows: undefined };
}

/**
 * Kysely's own PGlite dialect (its driver takes the one connection for a query or a whole transaction,
 * in PGlite's exclusive transaction mode, and closes PGlite when Kysely is destroyed) over `pglite`,
 * answering queries as node-postgres does so that code and tests behave alike on both databases.
 */
export function pgliteDialect(pglite: PGlite): Dialect {
  const transactionLikeNodePostgres = (tx: Transaction): PGliteTransaction => ({
    query: (sql, params, options) => queryLikeNodePostgres(tx, sql, params, options),
    rollback: () => tx.rollback(),
  });
  const likeNodePostgres: KyselyPGlite = {
    get closed() {
      return pglite.closed;
    },
    get ready() {
      return pglite.ready;
    },
    get waitReady() {
      return pglite.waitReady;
    },
    close: () => pglite.close(),
    query: (sql, params, options) => queryLikeNodePostgres(pglite, sql, params, options),
    transaction: (callback) => pglite.transaction((tx) => callback(transactionLikeNodePostgres(tx))),
  };
  return new PGliteDialect({ pglite: likeNodePostgres });
}
