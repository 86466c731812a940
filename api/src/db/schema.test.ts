import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { API_ROOT } from '../test/databases.ts';

const run = promisify(execFile);

/** An empty PostgreSQL database of its own for `use`, dropped after. */
async function withEmptyDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `codegen_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin(`drop database ${name} with (force)`);
  }
}

/**
 * kysely-codegen runs in a Node process of its own (src/schema-codegen-cli.ts says why), on PostgreSQL
 * when configured, as in production, else on PGlite: both give the same file.
 */
async function check(databaseUrl?: string): Promise<{ exitCode: number; stderr: string }> {
  const args = [path.join(API_ROOT, 'src/schema-codegen-cli.ts'), '--check'];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  // Without jest's NODE_OPTIONS (--experimental-vm-modules), whose warning would fill stderr.
  const env = { ...process.env, NODE_OPTIONS: '' };
  try {
    const { stderr } = await run(process.execPath, args, { cwd: API_ROOT, env });
    return { exitCode: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { exitCode: failed.code ?? -1, stderr: failed.stderr ?? String(error) };
  }
}

describe('the committed table types (src/db/schema.generated.ts)', () => {
  it('are what kysely-codegen generates from a freshly migrated database', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const answer = serverUrl ? await withEmptyDatabase(serverUrl, check) : await check();
    expect(answer).toEqual({ exitCode: 0, stderr: '' });
  });
});
