import type { PGlite, Results } from '@electric-sql/pglite';
import {
  AbortedTransactionError,
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.ts';

export interface PGliteDialectConfig {
  /** An open PGlite instance, or a factory called once when Kysely first needs the database. */
  pglite: PGlite | (() => Promise<PGlite>);
  /** Close PGlite when Kysely is destroyed (default true): PGlite flushes its files on close. */
  closeOnDestroy?: boolean;
}

/**
 * Kysely over embedded PGlite. PostgreSQL SQL, adapter and introspection are Kysely's own; only the
 * driver is new. PGlite is a single connection, so the driver hands it to one caller at a time: a
 * query or a whole transaction holds it from acquire to release.
 */
export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#config);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface takes any database.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #mutex = new Mutex();
  #pglite: PGlite | undefined;
  #connection: PGliteConnection | undefined;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  async init(): Promise<void> {
    const { pglite } = this.#config;
    this.#pglite = typeof pglite === 'function' ? await pglite() : pglite;
    this.#connection = new PGliteConnection(this.#pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    if (!this.#connection) {
      this.#mutex.unlock();
      throw new Error('PGlite driver is not initialised or already destroyed');
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modifiers = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['start transaction', ...modifiers].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const { rows } = await connection.executeQuery<{ command?: string }>(CompiledQuery.raw('commit'));
    // PostgreSQL answers COMMIT with ROLLBACK when an earlier statement aborted the transaction.
    if (rows[0]?.command === 'ROLLBACK') throw new AbortedTransactionError();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    const pglite = this.#pglite;
    this.#pglite = undefined;
    this.#connection = undefined;
    if (pglite && this.#config.closeOnDestroy !== false && !pglite.closed) await pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    // Like node-postgres, a query without parameters goes through the simple protocol, so a
    // migration file may hold several statements; its last result is the answer.
    const result: Results<R> | undefined =
      parameters.length === 0
        ? ((await this.#pglite.exec(sql)) as Results<R>[]).at(-1)
        : await this.#pglite.query<R>(sql, [...parameters]);
    if (!result) return { rows: [] };
    const command = result.command?.toUpperCase();
    if (command === 'COMMIT' || command === 'ROLLBACK') return { rows: [{ command } as R] };
    const changesRows =
      command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return {
      rows: result.rows ?? [],
      numAffectedRows: changesRows ? BigInt(result.affectedRows ?? 0) : undefined,
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the generator only reports that.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite driver does not support streaming queries');
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
