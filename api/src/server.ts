import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { readServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/load-seed.ts';

/** The api package root: this file runs as api/dist/server.js. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config = readServerConfig(process.env, { cwd: process.cwd(), repoRoot: path.resolve(apiRoot, '..') });
const log = pino({ level: config.logLevel });

const database = await openDatabase(config.database, (error) =>
  log.error({ err: error }, 'database pool error'),
);
try {
  const applied = await migrate(database.db, path.join(apiRoot, 'migrations'));
  log.info({ database: config.databaseLabel, applied }, 'database ready');
  const seeded = await seedIfEmpty(database.db);
  if (seeded) log.info(seeded, 'empty database seeded with the demo catalogue');

  if (!existsSync(path.join(config.webRoot, 'shell', 'dist', 'index.html'))) {
    log.warn(
      { webRoot: config.webRoot },
      'shell is not built (npm run build): pages answer 503, the API works',
    );
  }
  const app = await buildApp({
    db: database.db,
    loggerInstance: log,
    webRoot: config.webRoot,
    ...(config.registryFile ? { registryFile: config.registryFile } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    try {
      await app.close();
      // PGlite writes its files on close; the pool of a PostgreSQL server is ended.
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  log.fatal({ err: error }, 'server failed to start');
  await database.close().catch(() => {});
  process.exit(1);
}
