import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from './config.ts';

// docs/deploy.md's settings table is the one list of what the server reads from its environment: this fails
// when the code reads a variable the table lacks, or the table lists one nothing reads any more.
const SRC = path.dirname(fileURLToPath(import.meta.url));
const TABLE = path.join(SRC, '../../docs/deploy.md');
const COMPOSE = path.join(SRC, '../../deploy/compose.yaml');

/** The server's sources: not tests, not test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Names read as `env.NAME`, `env['NAME']`, `process.env.NAME`, by a list handed to `env[name]`, or by prefix. */
function variablesRead(text: string): string[] {
  const names = [...text.matchAll(/\benv(?:\.|\[['"`])([A-Z][A-Z0-9_]+)\b/g)].map(
    (match) => match[1] as string,
  );
  // A file that reads env[name] for names from a list: every UPPER_SNAKE string in it is such a name.
  if (/\benv\[name\]/.test(text))
    names.push(...[...text.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)].map((m) => m[1] as string));
  // `OAUTH_${type}_` + suffix: documented as OAUTH_<TYPE>_SUFFIX.
  const prefix = /const prefix = `([A-Z_]+)\$\{[^}]+\}_`/.exec(text)?.[1];
  if (prefix)
    names.push(
      ...[...text.matchAll(/env\[`\$\{prefix\}([A-Z_]+)`\]/g)].map((m) => `${prefix}<TYPE>_${m[1]}`),
    );
  return names;
}

/** Who runs the operator CLI (a name in its audit log), not a setting. */
const NOT_SETTINGS = new Set(['USER']);

describe('docs/deploy.md settings table', () => {
  const read = new Set(
    sourceFiles(SRC)
      .flatMap((file) => variablesRead(readFileSync(file, 'utf8')))
      .filter((name) => !NOT_SETTINGS.has(name)),
  );
  const markdown = readFileSync(TABLE, 'utf8');
  const documented = new Set(
    [...markdown.matchAll(/^\| `([A-Z][A-Z0-9_<>]+)`/gm)].map((match) => match[1] as string),
  );

  it('finds what the config reads', () => {
    expect(read).toContain('DATABASE_URL');
    expect(read).toContain('PAYPAL_CLIENT_ID');
    expect(read).toContain('OAUTH_<TYPE>_CLIENT_ID');
  });

  it('lists every variable the server reads', () => {
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('lists nothing the server does not read', () => {
    expect([...documented].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});

/** The API services' environment in deploy/compose.yaml (the `environment: &api-env` block, `KEY: value` lines). */
function composeApiEnvironment(text: string): Record<string, string> {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^ {2}environment: &api-env\s*$/.test(line));
  const env: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (/^\s*(#.*)?$/.test(line)) continue;
    const match = /^ {4}([A-Z][A-Z0-9_]*): (.*)$/.exec(line);
    if (!match) break;
    const [, name, raw] = match as unknown as [string, string, string];
    env[name] =
      raw.startsWith("'") && raw.endsWith("'")
        ? raw.slice(1, -1).replaceAll("''", "'")
        : raw.startsWith('"') && raw.endsWith('"')
          ? raw.slice(1, -1)
          : raw;
  }
  if (start < 0 || Object.keys(env).length === 0)
    throw new Error('no environment: &api-env block in compose.yaml');
  return env;
}

describe('deploy/compose.yaml', () => {
  const env = composeApiEnvironment(readFileSync(COMPOSE, 'utf8'));
  const documented = new Set(
    [...readFileSync(TABLE, 'utf8').matchAll(/^\| `([A-Z][A-Z0-9_<>]+)`/gm)].map(
      (match) => match[1] as string,
    ),
  );

  it('gives the API only settings it reads', () => {
    expect(Object.keys(env).filter((name) => !documented.has(name))).toEqual([]);
  });

  it('gives the API settings it starts with: PostgreSQL, Redis, the bucket, SMTP, the balancer trusted', () => {
    const config = readServerConfig(env, { cwd: '/app/api', repoRoot: '/app' });
    expect(config.database.kind).toBe('postgres');
    expect(config.redis).toMatchObject({ url: 'redis://redis:6379', prefix: 'hanyu' });
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'hanyu', endpoint: 'http://minio:9000' });
    expect(config.mail).toMatchObject({ kind: 'smtp' });
    expect(config.trustProxy).toBe('172.28.0.10');
    expect(config.classroomIceServers.length).toBeGreaterThan(0);
    expect(config.drainDelayMs).toBe(3000);
    expect(config.metricsToken).toBeDefined();
  });
});
