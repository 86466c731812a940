import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { ApiError } from './http/errors.ts';
import {
  OPERATOR_USAGE,
  OperatorUsageError,
  parseOperatorArgs,
  runOperatorCommand,
} from './operator/operator-commands.ts';

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
    try {
      await migrate(database.db, path.join(apiRoot, 'migrations'));
      console.log(`Database: ${config.databaseLabel}`);
      console.log((await runOperatorCommand(database.db, command)).join('\n'));
    } finally {
      await database.close();
    }
  }
} catch (error) {
  // Refusals the operator can act on print as one line; anything else with its stack.
  if (error instanceof OperatorUsageError || error instanceof ApiError) console.error(error.message);
  else console.error('Operator command failed:', error);
  process.exitCode = 1;
}
