import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { readServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { ApiError } from './http/errors.ts';
import {
  announceRegistryChange,
  ReleaseBuildError,
  ReleaseRefusal,
  releaseFilesIn,
  runningShellIn,
} from './modules/releases/index.ts';
import {
  OPERATOR_USAGE,
  OperatorUsageError,
  parseOperatorArgs,
  type ReleaseContext,
  runOperatorCommand,
} from './operator/operator-commands.ts';
import { openStorage } from './storage/storage-config.ts';

/** `npm run operator -- <command>`: wallet adjustments, balances and coupons on the configured database. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const command = parseOperatorArgs(process.argv.slice(2));
  if (command.name === 'help') {
    console.log(OPERATOR_USAGE);
  } else {
    const config = readServerConfig(process.env, {
      cwd: process.cwd(),
      repoRoot: path.resolve(apiRoot, '..'),
    });
    const database = await openDatabase(config.database);
    const storage = openStorage(config.storage);
    const releases: ReleaseContext = {
      files: releaseFilesIn(storage),
      running: () => runningShellIn(config.webRoot),
      // Every API process of the deployment reads the registry again at once (they also poll).
      ...(config.redis
        ? {
            announce: async () => {
              const { url, prefix } = config.redis as { url: string; prefix: string };
              const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
              try {
                await client.connect();
                await announceRegistryChange({ client, prefix });
              } catch (error) {
                console.warn(
                  `Redis unreachable (${(error as Error).message}): API processes see it within their poll`,
                );
              } finally {
                client.disconnect();
              }
            },
          }
        : {
            announce: async () =>
              console.log(
                'REDIS_URL is not set: the API processes see the change by their poll (within 2 s)',
              ),
          }),
    };
    try {
      await migrate(database.db, path.join(apiRoot, 'migrations'));
      console.log(`Database: ${config.databaseLabel}`);
      console.log((await runOperatorCommand(database.db, command, releases)).join('\n'));
    } finally {
      storage.close();
      await database.close();
    }
  }
} catch (error) {
  // Refusals the operator can act on print as one line; anything else with its stack.
  if (
    error instanceof OperatorUsageError ||
    error instanceof ApiError ||
    error instanceof ReleaseRefusal ||
    error instanceof ReleaseBuildError
  )
    console.error(error.message);
  else console.error('Operator command failed:', error);
  process.exitCode = 1;
}
