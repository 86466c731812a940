import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { openSharedRedis, type SharedRedis } from '../../redis.ts';
import { localStorage } from '../../storage/local-storage.ts';
import { MIGRATIONS_DIR, testDatabases } from '../../test/databases.ts';
import { remoteManifest, writeBuildFile } from '../../test/web-root.ts';
import {
  announceRegistryChange,
  canary,
  canaryBucket,
  chooseRelease,
  endCanary,
  incompatibilities,
  parseCanaryCookie,
  promote,
  publishRelease,
  type ReleaseFiles,
  ReleaseRefusal,
  type RunningShell,
  readReleaseBuild,
  refusalMessage,
  registryHistory,
  registryRows,
  releaseFilesIn,
  rollback,
} from './index.ts';

const RUNNING: RunningShell = {
  shared: { react: '19.3.1', 'react-router': '8.5.1', zustand: '5.1.0' },
  contract: '0.1.0',
};

/** A remote's build as `npm run build` leaves it: federation manifest, entry, a server build and its manifest. */
async function fakeBuild(root: string, shared: Record<string, string> = { react: '19.3.1' }, marker = 'a') {
  const dist = path.join(root, `dist-${randomBytes(4).toString('hex')}`);
  await writeBuildFile(dist, 'mf-manifest.json', remoteManifest({ name: 'remoteEntry.js' }));
  await writeBuildFile(dist, 'remoteEntry.js', `globalThis.entry = '${marker}';`);
  await writeBuildFile(dist, 'remoteEntry.js.br', Buffer.from([1, 2, 3]));
  await writeBuildFile(dist, 'ssr/ssr.mjs', 'export const routes = [];');
  await writeBuildFile(
    dist,
    'ssr/ssr-manifest.json',
    JSON.stringify({
      schema: 1,
      name: 'mf_booking',
      version: marker,
      entry: 'ssr.mjs',
      files: { 'ssr.mjs': 'sha384-AAAA' },
      shared,
    }),
  );
  return dist;
}

async function release(
  db: Kysely<Database>,
  files: ReleaseFiles,
  root: string,
  version: string,
  options: { shared?: Record<string, string>; contract?: string } = {},
) {
  const build = await readReleaseBuild('mf-booking', await fakeBuild(root, options.shared, version), {
    version,
    packageVersion: '0.1.0',
    contract: options.contract ?? '0.1.0',
  });
  return publishRelease(db, files, build, RUNNING, 'squad-booking');
}

describe('release compatibility', () => {
  const base = { schema: 1 as const, remote: 'mf-booking', version: '2.0.0', files: {} };

  it('refuses a shared singleton of another major version than the shell, naming both', () => {
    const reasons = incompatibilities(
      { ...base, shared: { react: '20.0.1', zustand: '5.0.0' }, contract: '0.1.0' },
      RUNNING,
    );
    expect(refusalMessage(base, reasons)).toBe(
      "mf-booking 2.0.0 is refused: it was built against react 20.0.1, but the running shell has react 19.3.1 (a shared singleton's major version must be the shell's).",
    );
  });

  it('refuses a release needing a newer contract than the server', () => {
    expect(incompatibilities({ ...base, shared: {}, contract: '0.2.0' }, RUNNING)).toEqual([
      'it needs contract 0.2.0, but the server has contract 0.1.0 (deploy the API first)',
    ]);
  });

  it('takes minor and patch differences, older contracts, and singletons the shell does not lend', () => {
    expect(
      incompatibilities(
        { ...base, shared: { react: '^19.0.0', 'date-fns': '4.4.0' }, contract: '0.0.9' },
        RUNNING,
      ),
    ).toEqual([]);
  });
});

describe('canary choice', () => {
  const row = { remote: 'mf-booking', live: '1.0.0', canary: '1.1.0', share: 10, revision: 2 };

  it('gives the same visitor the same release every time', () => {
    for (let i = 0; i < 200; i++) {
      const visitor = `visitor-${i}`;
      const first = chooseRelease(row, visitor);
      for (let again = 0; again < 3; again++) expect(chooseRelease(row, visitor)).toBe(first);
    }
    expect(canaryBucket('someone', 'mf-booking')).toBe(canaryBucket('someone', 'mf-booking'));
  });

  it('gives the canary to about the share asked, deterministically', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `v${i}`);
    for (const share of [1, 10, 50, 90]) {
      const count = ids.filter((id) => chooseRelease({ ...row, share }, id) === '1.1.0').length;
      expect(Math.abs(count / ids.length - share / 100)).toBeLessThan(0.01);
    }
    expect(ids.filter((id) => chooseRelease(row, id) === '1.1.0').length).toBe(
      ids.filter((id) => chooseRelease(row, id) === '1.1.0').length,
    );
  });

  it('gives a visitor in a share the canary at every larger share too, and none at 0', () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => `w${i}`);
    for (const id of ids) {
      if (chooseRelease({ ...row, share: 10 }, id) === '1.1.0')
        expect(chooseRelease({ ...row, share: 30 }, id)).toBe('1.1.0');
      expect(chooseRelease({ ...row, share: 0 }, id)).toBe('1.0.0');
    }
    expect(chooseRelease(row, undefined)).toBe('1.0.0');
  });

  it('reads the override cookie, ignoring malformed parts', () => {
    expect([...parseCanaryCookie('mf-booking@1.3.0, mf-public@2.0.0-rc.1,junk,@1,mf-x@../a')]).toEqual([
      ['mf-booking', '1.3.0'],
      ['mf-public', '2.0.0-rc.1'],
    ]);
  });
});

describe.each(testDatabases())('releases on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let root: string;
  let files: ReleaseFiles;

  beforeAll(async () => {
    handle = await target.open();
    root = await mkdtemp(path.join(tmpdir(), 'hanyu-releases-'));
    files = releaseFilesIn(localStorage(path.join(root, 'store')));
  });
  afterAll(async () => {
    await handle?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('records a release immutably: its files and manifest in the store, the same build again is no new one', async () => {
    expect(await release(handle.db, files, root, '1.0.0')).toEqual({ created: true });
    expect(await release(handle.db, files, root, '1.0.0')).toEqual({ created: false });
    const stored = await files.get('releases/mf-booking/1.0.0/release.json');
    const manifest = JSON.parse(new TextDecoder().decode(stored as Uint8Array));
    expect(manifest.shared).toEqual({ react: '19.3.1' });
    expect(manifest.contract).toBe('0.1.0');
    expect(Object.keys(manifest.files).sort()).toEqual(
      [
        'mf-manifest.json',
        'remoteEntry.js',
        'remoteEntry.js.br',
        'ssr/ssr-manifest.json',
        'ssr/ssr.mjs',
      ].sort(),
    );
    for (const integrity of Object.values(manifest.files)) expect(integrity).toMatch(/^sha384-/);
    // Other files under a version already released: refused.
    const other = await readReleaseBuild('mf-booking', await fakeBuild(root, undefined, 'other'), {
      version: '1.0.0',
      packageVersion: '0.1.0',
      contract: '0.1.0',
    });
    await expect(publishRelease(handle.db, files, other, RUNNING, 'x')).rejects.toThrow(
      'mf-booking 1.0.0 is already released with other files: releases are immutable, give a new version',
    );
  });

  it('refuses to record an incompatible release, with the reason', async () => {
    await expect(release(handle.db, files, root, '9.0.0', { shared: { react: '20.0.0' } })).rejects.toThrow(
      new ReleaseRefusal(
        "mf-booking 9.0.0 is refused: it was built against react 20.0.0, but the running shell has react 19.3.1 (a shared singleton's major version must be the shell's).",
      ),
    );
    await expect(release(handle.db, files, root, '9.0.1', { contract: '1.0.0' })).rejects.toThrow(
      'mf-booking 9.0.1 is refused: it needs contract 1.0.0, but the server has contract 0.1.0 (deploy the API first).',
    );
    expect(await files.get('releases/mf-booking/9.0.0/remoteEntry.js')).toBeNull();
  });

  it('promotes, canaries, rolls back, each change audited with who, what and before/after', async () => {
    await release(handle.db, files, root, '1.1.0');
    await release(handle.db, files, root, '1.2.0');
    await promote(handle.db, 'mf-booking', '1.0.0', RUNNING, 'ana');
    await promote(handle.db, 'mf-booking', '1.1.0', RUNNING, 'ana');
    await canary(handle.db, 'mf-booking', '1.2.0', 10, RUNNING, 'ben');
    expect((await registryRows(handle.db)).find((row) => row.remote === 'mf-booking')).toMatchObject({
      live: '1.1.0',
      canary: '1.2.0',
      share: 10,
    });
    await expect(promote(handle.db, 'mf-booking', '7.7.7', RUNNING, 'ana')).rejects.toThrow(
      'mf-booking has no release 7.7.7 (npm run release -- mf-booking first)',
    );
    const back = await rollback(handle.db, 'mf-booking', 'cleo');
    expect(back.after).toEqual({ live: '1.0.0', canary: null, share: 0 });
    await promote(handle.db, 'mf-booking', '1.2.0', RUNNING, 'ana');
    await canary(handle.db, 'mf-booking', '1.1.0', 50, RUNNING, 'ben');
    await endCanary(handle.db, 'mf-booking', 'ben');
    const history = await registryHistory(handle.db, 'mf-booking');
    expect(history.map((change) => [change.revision, change.action, change.actor])).toEqual([
      [7, 'end-canary', 'ben'],
      [6, 'canary', 'ben'],
      [5, 'promote', 'ana'],
      [4, 'rollback', 'cleo'],
      [3, 'canary', 'ben'],
      [2, 'promote', 'ana'],
      [1, 'promote', 'ana'],
    ]);
    expect(history.at(-1)).toMatchObject({
      before: { live: null, canary: null, share: 0 },
      after: { live: '1.0.0', canary: null, share: 0 },
    });
    // Rolling back twice walks back through promotes: 1.2.0 ← 1.0.0 ← built-in.
    expect((await rollback(handle.db, 'mf-booking', 'cleo')).after.live).toBe('1.0.0');
    expect((await rollback(handle.db, 'mf-booking', 'cleo')).after.live).toBeNull();
    await expect(rollback(handle.db, 'mf-booking', 'cleo')).rejects.toThrow(
      'mf-booking has no live release to roll back',
    );
    // The audit is append-only.
    await expect(handle.db.deleteFrom('remote_registry_changes').execute()).rejects.toThrow(/append-only/);
  });

  it('keeps the history consistent under concurrent promotes of one remote', async () => {
    const versions = ['2.0.0', '2.0.1', '2.0.2', '2.0.3', '2.0.4', '2.0.5'];
    for (const version of versions) await release(handle.db, files, root, version);
    const before = (await registryHistory(handle.db, 'mf-booking')).length;
    const outcomes = await Promise.allSettled(
      versions.map((version) => promote(handle.db, 'mf-booking', version, RUNNING, `squad-${version}`)),
    );
    // Every promote answered: each is recorded (distinct versions, none already live when it runs).
    for (const outcome of outcomes) expect(outcome.status).toBe('fulfilled');
    const history = (await registryHistory(handle.db, 'mf-booking')).reverse().slice(before);
    expect(history.map((change) => change.revision)).toEqual(versions.map((_, i) => before + i + 1));
    // Each change starts where the one before it ended: none computed from a stale row.
    for (let i = 1; i < history.length; i++) {
      expect(history[i]?.before.live).toBe(history[i - 1]?.after.live);
    }
    const row = (await registryRows(handle.db)).find((r) => r.remote === 'mf-booking');
    expect(row?.live).toBe(history.at(-1)?.after.live);
    expect(row?.revision).toBe(history.at(-1)?.revision);
    // The database itself refuses a second change from the same revision.
    await expect(
      handle.db
        .insertInto('remote_registry_changes')
        .values({
          remote: 'mf-booking',
          revision: row?.revision ?? 1,
          action: 'promote',
          actor: 'x',
          before: '{}',
          after: '{}',
        })
        .execute(),
    ).rejects.toThrow();
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two API processes of one deployment (each its own pool on the same PostgreSQL schema and its own Redis
 * connections, one file store): a change made through one's database is served by the other's /registry.json
 * within seconds, announced on Redis; and, with Redis silent, by the poll.
 */
(databaseUrl ? describe : describe.skip)('the live registry across API processes', () => {
  const schema = `test_releases_${randomBytes(5).toString('hex')}`;
  const prefix = `releases-test-${randomBytes(5).toString('hex')}`;
  const silent = pino({ level: 'silent' });
  let root: string;
  let files: ReleaseFiles;
  let handles: Array<Awaited<ReturnType<typeof openDatabase>>> = [];
  let apps: FastifyInstance[] = [];
  let redises: SharedRedis[] = [];
  let operatorRedis: SharedRedis | undefined;

  async function openProcess(
    withRedis: boolean,
    pollMs: number,
  ): Promise<{ app: FastifyInstance; db: Kysely<Database> }> {
    const handle = await openDatabase({
      kind: 'postgres',
      connectionString: databaseUrl as string,
      sessionSettings: { search_path: schema },
    });
    handles.push(handle);
    const redis = withRedis && redisUrl ? openSharedRedis(redisUrl, prefix, silent) : undefined;
    if (redis) redises.push(redis);
    const app = await buildApp({
      db: handle.db,
      webRoot: root,
      storage: localStorage(path.join(root, 'store')),
      releasePollMs: pollMs,
      ...(redis ? { redis } : {}),
    });
    await app.ready();
    apps.push(app);
    return { app, db: handle.db };
  }

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    root = await mkdtemp(path.join(tmpdir(), 'hanyu-releases-apps-'));
    files = releaseFilesIn(localStorage(path.join(root, 'store')));
    const first = await openDatabase({
      kind: 'postgres',
      connectionString: databaseUrl as string,
      sessionSettings: { search_path: schema },
    });
    await migrate(first.db, MIGRATIONS_DIR);
    handles.push(first);
    if (redisUrl) operatorRedis = openSharedRedis(redisUrl, prefix, silent);
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of [...redises, ...(operatorRedis ? [operatorRedis] : [])]) redis.client.disconnect();
    for (const handle of handles) await handle.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
    await rm(root, { recursive: true, force: true });
    apps = [];
    handles = [];
    redises = [];
  });

  async function manifestSeen(
    app: FastifyInstance,
    cookie?: string,
  ): Promise<{ manifest: string; setCookie: unknown }> {
    const answer = await app.inject({
      method: 'GET',
      url: '/registry.json',
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(answer.statusCode).toBe(200);
    return { manifest: answer.json().remotes.mf_booking.manifest, setCookie: answer.headers['set-cookie'] };
  }

  /** Polls `app`'s registry until it names `manifest`; answers how long it took (reported, never asserted). */
  async function until(app: FastifyInstance, manifest: string): Promise<number> {
    const started = performance.now();
    const deadline = Date.now() + 30_000;
    while ((await manifestSeen(app)).manifest !== manifest) {
      if (Date.now() > deadline) throw new Error(`never saw ${manifest}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return performance.now() - started;
  }

  it('serves the built-in remotes with no release, then each promote and rollback on the other process', async () => {
    // Redis announces; the poll is long, so what arrives quickly came over Redis (without Redis: the poll).
    const operator = handles[0] as Awaited<ReturnType<typeof openDatabase>>;
    const other = await openProcess(true, redisUrl ? 30_000 : 1_000);
    expect((await manifestSeen(other.app)).manifest).toBe('/remotes/mf-booking/mf-manifest.json');
    await release(operator.db, files, root, '3.0.0');
    await release(operator.db, files, root, '3.1.0');
    const announce = async () => {
      if (operatorRedis) await announceRegistryChange(operatorRedis);
    };
    const timings: Record<string, number[]> = { promote: [], rollback: [] };
    for (let round = 0; round < 3; round++) {
      let started = performance.now();
      await promote(operator.db, 'mf-booking', round % 2 ? '3.0.0' : '3.1.0', RUNNING, 'ops');
      await announce();
      await until(other.app, `/releases/mf-booking/${round % 2 ? '3.0.0' : '3.1.0'}/mf-manifest.json`);
      timings.promote?.push(performance.now() - started);
      started = performance.now();
      const back = await rollback(operator.db, 'mf-booking', 'ops');
      await announce();
      await until(
        other.app,
        back.after.live
          ? `/releases/mf-booking/${back.after.live}/mf-manifest.json`
          : '/remotes/mf-booking/mf-manifest.json',
      );
      timings.rollback?.push(performance.now() - started);
    }
    console.log(
      `promote/rollback → visible on the other process (${redisUrl ? 'Redis' : 'poll'}), ms:`,
      timings,
    );
    // The release's files are served by the other process too, immutable.
    const file = await other.app.inject({ method: 'GET', url: '/releases/mf-booking/3.1.0/remoteEntry.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("globalThis.entry = '3.1.0';");
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toMatch(/javascript/);
    const encoded = await other.app.inject({
      method: 'GET',
      url: '/releases/mf-booking/3.1.0/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(encoded.headers['content-encoding']).toBe('br');
    for (const url of [
      '/releases/mf-booking/3.1.0/nothing.js',
      '/releases/mf-booking/..%2F..%2Fx/a.js',
      '/releases/x/1/a.js',
    ]) {
      expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  }, 120_000);

  it('picks a change up by polling when Redis is not there', async () => {
    const operator = handles[0] as Awaited<ReturnType<typeof openDatabase>>;
    const polled = await openProcess(false, 1_000);
    const started = performance.now();
    await promote(operator.db, 'mf-booking', '3.0.0', RUNNING, 'ops');
    await until(polled.app, '/releases/mf-booking/3.0.0/mf-manifest.json');
    console.log(`promote → visible by poll alone (1 s poll), ms: ${Math.round(performance.now() - started)}`);
  }, 60_000);

  it('gives a canary to a sticky share of visitors, and to the override cookie', async () => {
    const operator = handles[0] as Awaited<ReturnType<typeof openDatabase>>;
    const [a, b] = [await openProcess(true, 1_000), await openProcess(true, 1_000)];
    await release(operator.db, files, root, '2.5.0');
    await canary(operator.db, 'mf-booking', '3.1.0', 30, RUNNING, 'ops');
    if (operatorRedis) await announceRegistryChange(operatorRedis);
    const canaryManifest = '/releases/mf-booking/3.1.0/mf-manifest.json';
    const liveManifest = '/releases/mf-booking/3.0.0/mf-manifest.json';
    // A visitor without an id gets one while a canary runs: once both processes hand one out, both know of it
    // (by Redis or by their next poll).
    const visitorCookie = async (app: typeof a.app) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error('no visitor cookie');
        const { setCookie } = await manifestSeen(app);
        const cookie = [setCookie].flat().find((c) => String(c).startsWith('hanyu_visitor='));
        if (cookie) return String(cookie).split(';')[0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    expect(await visitorCookie(a.app)).toMatch(/^hanyu_visitor=./);
    expect(await visitorCookie(b.app)).toMatch(/^hanyu_visitor=./);
    // Both processes agree on every visitor, every time.
    let canaries = 0;
    for (let i = 0; i < 200; i++) {
      const visitor = `hanyu_visitor=visitor-${i}`;
      const seen = await Promise.all([
        manifestSeen(a.app, visitor),
        manifestSeen(b.app, visitor),
        manifestSeen(a.app, visitor),
      ]);
      expect(new Set(seen.map((s) => s.manifest)).size).toBe(1);
      expect([canaryManifest, liveManifest]).toContain(seen[0]?.manifest);
      if (seen[0]?.manifest === canaryManifest) canaries++;
    }
    expect(canaries).toBeGreaterThan(30);
    expect(canaries).toBeLessThan(100);
    // The override cookie: a recorded release whatever the share; an unknown one is ignored.
    expect((await manifestSeen(a.app, 'hanyu_canary=mf-booking@2.5.0')).manifest).toBe(
      '/releases/mf-booking/2.5.0/mf-manifest.json',
    );
    expect(
      (await manifestSeen(b.app, 'hanyu_visitor=x; hanyu_canary=mf-booking@9.9.9')).manifest,
    ).not.toContain('9.9.9');
  }, 60_000);
});
