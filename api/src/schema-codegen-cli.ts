import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { generateSchemaTypes, SCHEMA_TYPES_FILE, schemaDrift } from './db/schema-codegen.ts';

/**
 * `npm run db:codegen`: migrates a fresh in-memory database and writes its table types to
 * src/db/schema.generated.ts. `-- --check` writes nothing and fails when the committed file differs;
 * `-- --database-url <url>` reads an empty PostgreSQL database instead, migrating it first.
 *
 * Run by Node from source (type stripping), not bundled; and outside jest, whose CommonJS loader cannot
 * give kysely-codegen (CommonJS) the ESM-only kysely before Node 24.9.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { check: { type: 'boolean' }, 'database-url': { type: 'string' } } });
const url = values['database-url'];

const database = await openDatabase(url ? { kind: 'postgres', connectionString: url } : { kind: 'pglite' });
try {
  await migrate(database.db, path.join(apiRoot, 'migrations'));
  const generated = await generateSchemaTypes(database.db);
  if (values.check) {
    const drift = schemaDrift(await readFile(SCHEMA_TYPES_FILE, 'utf8'), generated);
    if (drift) {
      console.error(drift);
      process.exitCode = 1;
    }
  } else {
    await writeFile(SCHEMA_TYPES_FILE, generated);
    console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_TYPES_FILE)}`);
  }
} finally {
  await database.close();
}
