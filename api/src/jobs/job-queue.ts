import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema.ts';

/**
 * The job queue (issue 11): pg-boss on the app's own database, no extra server. Its SQL goes through Kysely,
 * so on PGlite (one connection) it waits its turn like any request instead of running inside someone
 * else's transaction, and on PostgreSQL it shares the app's pool. pg-boss's `schedule` sends each cron job
 * once per minute however many API processes run, and a job that throws is retried with backoff.
 *
 * pg-boss 10 is the newest major that runs on Node 20 (11 and later need Node 22).
 */

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** A cron expression (UTC): sent once each time it matches, whichever process notices first. */
  cron?: string;
  /** How often a failed run is tried again, with exponential backoff (default 3). */
  retryLimit?: number;
  run(data: Data): Promise<void>;
}

export interface JobQueue {
  /**
   * Queues a job once: `key` names it, so sending the same key again (from a retry, from another process)
   * while the first is still queued adds nothing. With `db` (a transaction) the job exists only if the
   * transaction commits.
   */
  send(name: string, data: object, options: { key: string; db?: Kysely<Database> }): Promise<void>;
  /** Each queue's jobs waiting to run (created, or failed and waiting to be retried): the metrics' depth. */
  depths(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/** The SQL runner pg-boss calls, over Kysely (a pool, PGlite's one connection, or a transaction). */
function executor(db: Kysely<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const { rows } = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: rows as unknown[] };
    },
  };
}

/** A UUID made from a key (v5's layout over SHA-1), so one key is always the same job id. */
export function jobId(key: string): string {
  const hex = createHash('sha1').update(`hanyu-job:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function startJobQueue(options: {
  db: Kysely<Database>;
  /** The jobs this process runs; given the queue, so that a job can queue others. */
  jobs: (queue: JobQueue) => JobDefinition[];
  /** Where pg-boss keeps its tables (default `pgboss`). */
  schema?: string;
  /** Run the cron schedule in this process (default true); tests turn it off and send jobs themselves. */
  schedule?: boolean;
  /** How often an idle worker looks for jobs (default 2 s). */
  pollingIntervalSeconds?: number;
  onError: (error: unknown) => void;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: executor(options.db),
    schema: options.schema ?? 'pgboss',
    schedule: options.schedule ?? true,
    // Completed jobs are kept a week for inspection, then archived and dropped.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 30,
  });
  boss.on('error', options.onError);
  await boss.start();
  const queue: JobQueue = {
    async send(name, data, { key, db }) {
      await boss.send(name, data, { id: jobId(key), ...(db ? { db: executor(db) } : {}) });
    },
    async depths() {
      const names = definitions.map((job) => job.name);
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries(names.map((name, index) => [name, sizes[index] ?? 0]));
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
  const definitions = options.jobs(queue);
  for (const job of definitions) {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 3,
      retryDelay: 30,
      retryBackoff: true,
    });
    await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async (batch) => {
        for (const item of batch) await job.run(item.data);
      },
    );
    if (job.cron && options.schedule !== false) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
  return queue;
}
