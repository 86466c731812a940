import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { AttemptStore } from './http/attempt-limiter.ts';
import { logRedaction } from './http/log-redaction.ts';
import { CATALOGUE_CHANGED_CHANNEL, ResponseCache } from './http/response-cache.ts';
import { appJobs } from './jobs/app-jobs.ts';
import { type JobQueue, startJobQueue } from './jobs/job-queue.ts';
import { outboxMailer, smtpMailer } from './mail/mailer.ts';
import { mountPaymentGateways, type PaymentGateways } from './modules/payments/index.ts';
import { promotionHoldMs } from './modules/promotion/index.ts';
import { createMetrics } from './ops/metrics.ts';
import { drainState } from './ops/readiness.ts';
import { openSharedRedis } from './redis.ts';
import { demoAccountsWanted } from './seed/demo-accounts.ts';
import { ensureOpenDemoLesson } from './seed/demo-classroom.ts';
import { ensureDemoDispute } from './seed/demo-disputes.ts';
import { ensureDemoFirstQuestion } from './seed/demo-first-questions.ts';
import { ensureOpenDemoGroupSession } from './seed/demo-group-class.ts';
import { ensureDemoPayoutsData } from './seed/demo-payouts.ts';
import { seedIfEmpty } from './seed/load-seed.ts';
import { storageUnder } from './storage/storage.ts';
import { openStorage } from './storage/storage-config.ts';

/** How long the start waits for Redis to answer before going on without it (not ready, reconnecting). */
const REDIS_START_WAIT_MS = 3_000;

/**
 * How long a drain may take once the server stops taking connections (after DRAIN_DELAY_MS): in-flight requests
 * finish, sockets close, the job queue stops (its own limit is 5 s). Beyond it the process exits 1.
 */
const DRAIN_TIMEOUT_MS = 8_000;

/** The api package root: this file runs as api/dist/server.js. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The settings, or a one-line reason on stderr and exit code 1: a bad deploy says what to fix, without a stack. */
function readConfigOrExit(): ServerConfig {
  try {
    return readServerConfig(process.env, { cwd: process.cwd(), repoRoot: path.resolve(apiRoot, '..') });
  } catch (error) {
    process.stderr.write(`hanyu: cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const config = readConfigOrExit();
// Secrets never reach the log, from a request or from the server's own messages (an error quoting a URL).
const log = pino({ level: config.logLevel, ...logRedaction });

// Uploaded files and the mail outbox: DATA_DIR, or the bucket every API process shares (STORAGE_URL).
const storage = openStorage(config.storage);
const opening = openDatabase(config.database, (error) => log.error({ err: error }, 'database pool error'));
let app: FastifyInstance | undefined;
let jobQueue: JobQueue | undefined;
let closing = false;
// Connected without waiting (redis.ts): an unreachable Redis leaves the server up, not ready, reconnecting.
const redis = config.redis ? openSharedRedis(config.redis.url, config.redis.prefix, log) : undefined;
const drain = drainState();
const metrics = createMetrics();

/**
 * The drain (issue 27), on SIGTERM or SIGINT: /ready answers 503 at once while requests are still served for
 * DRAIN_DELAY_MS, so that the load balancer's check sees it first; then the server stops taking connections,
 * answers what is in flight (a request arriving on a kept-alive connection meanwhile gets 503 with
 * `Connection: close`, Fastify's return503OnClosing), closes idle connections, ends every WebSocket with
 * 1012 (service restart: the pages reconnect) and every event stream; then the job queue, Redis and the
 * database close, and the process exits 0. An uncaught error takes the same path and exits 1; so does a
 * second signal, or a drain over its time.
 */
async function shutdown({ signal, err }: { signal?: string; err?: Error }): Promise<void> {
  if (closing) return;
  closing = true;
  drain.start();
  if (err) log.fatal({ err }, 'uncaught error: draining');
  else log.info({ signal, delayMs: app ? config.drainDelayMs : 0 }, 'draining');
  // Nothing to wait for when the server is not taking requests yet.
  if (app && config.drainDelayMs > 0) await delay(config.drainDelayMs);
  await app?.close();
  await jobQueue?.stop();
  redis?.client.disconnect();
  storage.close();
  // Waits for a database still opening; PGlite writes its files on close, a pool is ended.
  const database = await opening.catch(() => undefined);
  await database?.close();
  log.info('drained');
}
// Registered first, so that a stop during start-up also closes the database cleanly.
closeWithGrace(
  {
    delay: config.drainDelayMs + DRAIN_TIMEOUT_MS,
    logger: false,
    onTimeout: (ms) => log.error({ ms }, 'drain timed out'),
    onSecondSignal: (signal) => log.error({ signal }, 'second signal during the drain: exiting now'),
  },
  shutdown,
);

async function start(): Promise<void> {
  const database = await opening;
  const { db } = database;
  if (closing) return;
  const applied = await migrate(db, path.join(apiRoot, 'migrations'));
  log.info({ database: config.databaseLabel, applied }, 'database ready');
  if (closing) return;
  const seeded = await seedIfEmpty(db, undefined, { demoAccounts: demoAccountsWanted(process.env) });
  if (seeded) log.info(seeded, 'empty database seeded with the demo catalogue');
  if (demoAccountsWanted(process.env)) {
    const lesson = await ensureOpenDemoLesson(db, new Date());
    if (lesson) log.info({ lesson }, 'demo lesson with an open classroom');
    const group = await ensureOpenDemoGroupSession(db, new Date());
    if (group) log.info(group, 'demo group session with an open classroom');
    await ensureDemoPayoutsData(db, new Date());
    await ensureDemoDispute(db, new Date());
    await ensureDemoFirstQuestion(db, new Date());
  }

  log.info({ storage: storage.label }, 'files kept');
  if (!existsSync(path.join(config.webRoot, 'shell', 'dist', 'index.html'))) {
    log.warn(
      { webRoot: config.webRoot },
      'shell is not built (npm run build): pages answer 503, the API works',
    );
  }
  if (config.mail.kind === 'outbox') {
    log.info({ outbox: `${storage.label}/outbox` }, 'SMTP_URL is not set: emails are written to the outbox');
  }
  // Redis when several API processes share counts; else PostgreSQL if that is the database, else memory
  // (PGlite is one process, and its one connection is kept for the requests themselves).
  let attemptStore: AttemptStore =
    database.kind === 'postgres' ? { kind: 'database', db } : { kind: 'memory' };
  if (redis) {
    // A moment for Redis to answer, so that the first requests find it; the server starts either way.
    const ready = await Promise.race([
      // Not events.once: it rejects on the first 'error', and an unreachable Redis is not a failed start.
      new Promise<boolean>((resolve) => redis.client.once('ready', () => resolve(true))),
      delay(REDIS_START_WAIT_MS).then(() => false),
    ]);
    if (!ready) log.warn({ prefix: redis.prefix }, 'starting without redis: not ready until it answers');
    attemptStore = { kind: 'redis', client: redis.client };
  }
  log.info({ attemptStore: attemptStore.kind }, 'attempt limits counted');
  const responseCache = new ResponseCache();
  await database.listen(CATALOGUE_CHANGED_CHANNEL, () => responseCache.clear());
  let paymentGateways: PaymentGateways | undefined;
  const mailer =
    config.mail.kind === 'smtp'
      ? smtpMailer(config.mail.url, config.mailFrom)
      : outboxMailer(storageUnder(storage, 'outbox'), config.mailFrom);
  app = await buildApp({
    db,
    listen: database.listen,
    responseCache,
    // Gateways without credentials run against sandboxes mounted on this app under /sandbox.
    paymentGateways: async (root) => {
      const mounted = await mountPaymentGateways(root, config.paymentGateways, {
        publicUrl: config.publicUrl,
        db,
      });
      if (mounted.sandboxes) log.info('payment gateways without credentials use the sandboxes at /sandbox');
      paymentGateways = mounted.gateways;
      return mounted.gateways;
    },
    loggerInstance: log,
    rateLimits: {
      chatMessagesPerUser: { max: config.chatMessagesPerMinute, windowSeconds: 60 },
      registerPerIp: { max: config.registrationsPerIpPerHour, windowSeconds: 60 * 60 },
    },
    attemptStore,
    mailer,
    publicUrl: config.publicUrl,
    e2eHooks: config.e2eHooks,
    trustProxy: config.trustProxy,
    oauthProviders: config.oauthProviders,
    oauthRedirectOrigins: config.oauthRedirectOrigins,
    classroomSecret: config.classroomSecret,
    classroomIceServers: config.classroomIceServers,
    storage,
    // A bucket must answer for the process to be ready; the local disk is this machine's own.
    ...(config.storage.kind === 's3' ? { readinessChecks: [{ name: 'storage', check: storage.ready }] } : {}),
    classroomProviders: config.classroomProviders,
    // Several API processes share attempt limits, classrooms, the chat and video progress through Redis,
    // under the deployment's prefix; one process keeps them in memory.
    ...(redis ? { redis } : {}),
    webRoot: config.webRoot,
    remoteBuilds: { cacheDir: config.serverBuildDir },
    renderThreads: config.renderThreads,
    ...(config.registryFile ? { registryFile: config.registryFile } : {}),
    drain,
    metrics,
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
  });
  if (!closing) await app.listen({ port: config.port, host: config.host });
  // Reminders, pending top-ups asked about at their gateway, group classes opened or cancelled: each
  // due run happens once across every API process (pg-boss on the same database).
  if (!closing) {
    jobQueue = await startJobQueue({
      db,
      jobs: appJobs({
        db,
        mailer,
        publicUrl: config.publicUrl,
        groupDecisionLeadMs: config.groupDecisionHours * 3_600_000,
        gateways: paymentGateways,
        promotionHoldMs: promotionHoldMs(process.env),
        log,
      }),
      onError: (error) => log.error({ err: error }, 'job queue error'),
    });
    const queue = jobQueue;
    metrics.watchQueues(() => queue.depths());
  }
}

try {
  await start();
} catch (error) {
  // An error during a shutdown is the shutdown's business: it closes the database and exits.
  if (!closing) {
    log.fatal({ err: error, database: config.databaseLabel }, 'server failed to start');
    const database = await opening.catch(() => undefined);
    await database?.close().catch(() => {});
    process.exit(1);
  }
}
