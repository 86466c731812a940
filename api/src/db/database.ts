import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseConfig =
  /**
   * Embedded PGlite; files under `dataDir`, or in memory when it is absent. `snapshot`, a data
   * directory from PGlite's `dumpDataDir()`, is where a new database starts (tests: no initdb).
   */
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob }
  /**
   * A PostgreSQL server; `sessionSettings` are set on every pooled connection as it opens (tests pin one
   * schema with `search_path`).
   */
  | {
      kind: 'postgres';
      connectionString: string;
      sessionSettings?: Record<string, string>;
      maxConnections?: number;
    };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  /**
   * Calls `onNotify` with its payload for every NOTIFY on `channel`, from any process using the database;
   * answers a function that stops listening. With a server, a dropped connection is re-established and
   * `onNotify` is called once then without a payload, since notifications sent meanwhile are lost.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
  /** Closes the pool, or closes PGlite so that its files are flushed. */
  close(): Promise<void>;
}

/** LISTEN takes an identifier, not a parameter: only plain names are accepted. */
function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

const RELISTEN_DELAY_MS = 1_000;

/** A connection of its own that LISTENs to `channel`, reconnecting after failures until stopped. */
async function listenOnServer(
  clientConfig: pg.ClientConfig,
  channel: string,
  onNotify: (payload?: string) => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload);
    });
    next.on('error', (error) => {
      onError?.(error);
      next.end().catch(() => undefined);
      if (client === next) reconnectLater();
    });
    await next.connect();
    await next.query(`listen ${checkChannel(channel)}`);
    client = next;
  };
  const reconnectLater = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onNotify(),
        (error: Error) => {
          onError?.(error);
          reconnectLater();
        },
      );
    }, RELISTEN_DELAY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

const keepText = (value: string) => value;

/**
 * A snapshot taken from a running database starts with crash recovery, which arms a repeating
 * progress-report timer that can outlive the database (a jest process then never exits): no reports.
 */
const fromSnapshot = (snapshot: Blob) => ({
  loadDataDir: snapshot,
  startParams: [...PGlite.defaultStartParams, '-c', 'log_startup_progress_interval=0'],
});

/**
 * The extensions the migrations create (0016: exclusion constraints over ids and time ranges; 0037: trigram
 * indexes for finding a person by a fragment of their name).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

export async function openDatabase(
  config: DatabaseConfig,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') {
    let unlock = async () => {};
    if (config.dataDir) {
      await mkdir(path.dirname(config.dataDir), { recursive: true });
      unlock = await lockDataDir(config.dataDir);
    }
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(config.dataDir ?? 'memory://', {
        ...(config.snapshot ? fromSnapshot(config.snapshot) : {}),
        // Same JavaScript types as node-postgres, so code and tests behave alike on both.
        parsers: { [types.INT8]: keepText, [types.NUMERIC]: keepText },
        extensions: PGLITE_EXTENSIONS,
      });
    } catch (error) {
      await unlock();
      throw error;
    }
    const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      async listen(channel, onNotify) {
        const unlisten = await pglite.listen(checkChannel(channel), (payload) => onNotify(payload));
        return async () => unlisten();
      },
      async close() {
        try {
          await db.destroy();
          // Kysely closes PGlite only once it has run a query; a database never queried is closed here.
          if (!pglite.closed) await pglite.close();
        } finally {
          await unlock();
        }
      },
    };
  }

  const clientConfig: pg.ClientConfig = {
    connectionString: config.connectionString,
    ...(config.sessionSettings
      ? {
          options: Object.entries(config.sessionSettings)
            .map(([name, value]) => `-c ${name}=${value}`)
            .join(' '),
        }
      : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: config.maxConnections ?? 10 });
  pool.on('error', (error) => onPoolError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, onNotify) {
      const stop = await listenOnServer(clientConfig, channel, onNotify, onPoolError);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
  };
}
