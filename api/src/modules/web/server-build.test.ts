import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { closedPort, integrityOf, RemoteOrigin, remoteBuildFiles } from '../../test/remote-origin.ts';
import { writeBuildFile } from '../../test/web-root.ts';
import {
  incompatibleShared,
  LocalBuildSource,
  matchesIntegrity,
  RemoteBuildSource,
  type RemoteSourceOptions,
  ServerBuilds,
  type ShellLends,
  satisfiesCaret,
} from './server-build.ts';

declare global {
  var __HANYU_SERVER_SHARED__: Record<string, unknown> | undefined;
}

/** A remote's server build: its routes, its version, and what it found of the shell's shared singletons. */
const moduleOf = (version: string) => `
export const routes = [{ path: 't' }];
export const version = ${JSON.stringify(version)};
export const sharedAtLoad = globalThis.__HANYU_SERVER_SHARED__?.marker;
`;

const SHELL: ShellLends = { version: 'shell-1', shared: { react: '19.3.1', '@hanyu/ui': '0.1.0' } };

/** A logger that keeps what was logged at warn. */
function recordingLog() {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    debug: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('remote server builds', () => {
  let origin: RemoteOrigin;
  let base: string;
  let cacheDir: string;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    origin = new RemoteOrigin();
    base = await origin.start();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'hanyu-server-builds-'));
    clock = 1_000_000;
    globalThis.__HANYU_SERVER_SHARED__ = { marker: 'the shell' };
  });
  afterEach(async () => {
    await origin.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const source = (options: RemoteSourceOptions = {}) =>
    new RemoteBuildSource(`${base}/mf-manifest.json`, { now, ttlMs: 3000, timeoutMs: 300, ...options });
  const builds = (waitMs = 5000) => new ServerBuilds({ cacheDir, now, waitMs });

  it('loads a build from another origin: checked, kept on disk by content, imported with the shell lent', async () => {
    origin.files = remoteBuildFiles({
      module: moduleOf('v1'),
      css: { '117.0e20ded9d7.css': '.used{color:red}' },
      shared: { react: '19.3.1' },
    });
    const { log, warnings } = recordingLog();
    const build = await builds().load(source(), SHELL, log);
    expect(build?.module.version).toBe('v1');
    expect(build?.module.sharedAtLoad).toBe('the shell');
    expect(build?.css).toEqual(['.used{color:red}']);
    expect(warnings).toEqual([]);
    const [folder] = await readdir(cacheDir);
    expect(folder).toMatch(/^[0-9a-f]{32}$/);
    expect(await readdir(path.join(cacheDir, folder as string, 'js'))).toEqual(['ssr.mjs']);
  });

  it('refuses a build whose file is not what its manifest says, and says so once', async () => {
    origin.files = remoteBuildFiles({
      module: moduleOf('v1'),
      integrity: integrityOf('something else'),
    });
    const { log, warnings } = recordingLog();
    const loader = builds();
    expect(await loader.load(source(), SHELL, log)).toBeNull();
    expect(await loader.load(source(), SHELL, log)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.fields.reason).toBe('integrity mismatch: ssr.mjs');
    // Nothing unchecked is kept.
    const kept = await readdir(cacheDir).catch(() => []);
    for (const folder of kept) expect(await readdir(path.join(cacheDir, folder)).catch(() => [])).toEqual([]);
  });

  it('gives up on an origin too slow to answer, within its timeout', async () => {
    origin.files = remoteBuildFiles({ module: moduleOf('v1') });
    origin.slow.set('/ssr/ssr-manifest.json', 3000);
    const { log, warnings } = recordingLog();
    const started = Date.now();
    expect(await builds().load(source(), SHELL, log)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(warnings[0]?.fields.reason).toBe('timed out');
  });

  it('gives up on a build file too slow to download', async () => {
    origin.files = remoteBuildFiles({ module: moduleOf('v1') });
    origin.slow.set('/ssr/ssr.mjs', 5000);
    const { log, warnings } = recordingLog();
    const started = Date.now();
    // Files may take five times a manifest's timeout (here 5 × 100 ms).
    expect(await builds().load(source({ timeoutMs: 100 }), SHELL, log)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2500);
    expect(warnings[0]?.fields.reason).toBe('timed out');
  });

  it('leaves a page to the browser while a build is still loading, and has it for the next one', async () => {
    origin.files = remoteBuildFiles({ module: moduleOf('v1') });
    origin.slow.set('/ssr/ssr.mjs', 300);
    const { log } = recordingLog();
    const loader = builds(50);
    const remote = source();
    expect(await loader.load(remote, SHELL, log)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await loader.load(remote, SHELL, log))?.module.version).toBe('v1');
    expect(origin.count('/ssr/ssr.mjs')).toBe(1);
  });

  it('answers from memory while a manifest is fresh, then revalidates it without downloading the build again', async () => {
    origin.files = remoteBuildFiles({ module: moduleOf('v1') });
    const { log } = recordingLog();
    const loader = builds();
    const remote = source();
    const first = await loader.load(remote, SHELL, log);
    expect(origin.count('/mf-manifest.json')).toBe(1);
    expect(origin.count('/ssr/ssr-manifest.json')).toBe(1);

    // Within the TTL: no request at all.
    clock += 1000;
    expect(await loader.load(remote, SHELL, log)).toBe(first);
    expect(origin.count('/mf-manifest.json')).toBe(1);
    expect(origin.count('/ssr/ssr-manifest.json')).toBe(1);

    // After it: asked again with the ETag, answered 304, the same build.
    clock += 5000;
    expect(await loader.load(remote, SHELL, log)).toBe(first);
    expect(origin.count('/ssr/ssr-manifest.json')).toBe(2);
    expect(origin.notModified).toBe(2);
    expect(origin.count('/ssr/ssr.mjs')).toBe(1);

    // Another process with the same cache folder takes the build from disk.
    const other = await builds().load(source(), { ...SHELL, version: 'shell-2' }, log);
    expect(other?.module.version).toBe('v1');
    expect(origin.count('/ssr/ssr.mjs')).toBe(1);
  });

  it('picks up a new version once its manifest is read again, and goes back to the old one as at once', async () => {
    const v1 = remoteBuildFiles({ module: moduleOf('v1'), version: '1' });
    origin.files = v1;
    const { log } = recordingLog();
    const loader = builds();
    const remote = source();
    expect((await loader.load(remote, SHELL, log))?.module.version).toBe('v1');

    origin.files = remoteBuildFiles({ module: moduleOf('v2'), version: '2' });
    clock += 5000;
    expect((await loader.load(remote, SHELL, log))?.module.version).toBe('v2');
    expect(origin.count('/ssr/ssr.mjs')).toBe(2);

    // Rolled back: the old build is still known, nothing downloaded.
    origin.files = v1;
    clock += 5000;
    expect((await loader.load(remote, SHELL, log))?.module.version).toBe('v1');
    expect(origin.count('/ssr/ssr.mjs')).toBe(2);
  });

  it("refuses a build made against shared singletons the shell's do not satisfy", async () => {
    origin.files = remoteBuildFiles({ module: moduleOf('v1'), shared: { react: '19.4.0' } });
    const { log, warnings } = recordingLog();
    expect(await builds().load(source(), SHELL, log)).toBeNull();
    expect(warnings[0]?.fields.reason).toBe("shared singletons: react 19.4.0 (the shell's is 19.3.1)");
    // A shell that does not say what it lends (built before server manifests) is not checked.
    expect(await builds().load(source(), { version: 'old', shared: null }, log)).not.toBeNull();
  });

  it('refuses a build that fails to import or has no routes', async () => {
    const { log, warnings } = recordingLog();
    origin.files = remoteBuildFiles({ module: 'export const routes = [;' });
    expect(await builds().load(source(), SHELL, log)).toBeNull();
    expect(warnings[0]?.fields.reason).toMatch(/^import failed/);
    origin.files = remoteBuildFiles({ module: 'export const pages = [];' });
    clock += 5000;
    expect(await builds().load(source(), SHELL, log)).toBeNull();
    expect(warnings[1]?.fields.reason).toBe('the build exports no routes');
  });

  it('leaves an origin that is down alone for a while, logging it once', async () => {
    const down = new RemoteBuildSource(`http://127.0.0.1:${await closedPort()}/mf-manifest.json`, { now });
    const { log, warnings } = recordingLog();
    const loader = builds();
    expect(await loader.load(down, SHELL, log)).toBeNull();
    expect(await loader.load(down, SHELL, log)).toBeNull();
    clock += 60_000;
    expect(await loader.load(down, SHELL, log)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/unreadable/);
  });

  it("loads a build from this server's files the same way, described from its files when it has no manifest", async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), 'hanyu-local-build-'));
    try {
      await writeBuildFile(webRoot, 'dist/ssr/ssr.mjs', moduleOf('local'));
      await writeBuildFile(webRoot, 'dist/121.918145c5b6.css', '.local{margin:0}');
      const local = new LocalBuildSource(path.join(webRoot, 'dist'));
      const { log } = recordingLog();
      const build = await builds().load(local, SHELL, log);
      expect(build?.module.version).toBe('local');
      expect(build?.css).toEqual(['.local{margin:0}']);

      // With a server manifest, it is what the manifest says: a wrong integrity is refused here too.
      await writeBuildFile(
        webRoot,
        'dist/ssr/ssr-manifest.json',
        remoteBuildFiles({ module: moduleOf('local'), integrity: integrityOf('other') })[
          '/ssr/ssr-manifest.json'
        ] ?? '',
      );
      expect(await builds().load(new LocalBuildSource(path.join(webRoot, 'dist')), SHELL, log)).toBeNull();
    } finally {
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});

describe('integrity and versions', () => {
  it('checks SRI digests', () => {
    const bytes = Buffer.from('export const routes = [];');
    expect(matchesIntegrity(bytes, integrityOf(bytes))).toBe(true);
    expect(matchesIntegrity(bytes, `sha256-nope ${integrityOf(bytes)}`)).toBe(true);
    expect(matchesIntegrity(bytes, integrityOf('other'))).toBe(false);
    expect(matchesIntegrity(bytes, 'md5-abc')).toBe(false);
  });

  it('satisfies ^version as module federation does', () => {
    expect(satisfiesCaret('19.3.1', '19.3.1')).toBe(true);
    expect(satisfiesCaret('19.4.0', '19.3.1')).toBe(true);
    expect(satisfiesCaret('19.3.0', '19.3.1')).toBe(false);
    expect(satisfiesCaret('20.0.0', '19.3.1')).toBe(false);
    expect(satisfiesCaret('0.1.5', '0.1.0')).toBe(true);
    expect(satisfiesCaret('0.2.0', '0.1.0')).toBe(false);
    expect(satisfiesCaret('0.0.4', '0.0.3')).toBe(false);
    expect(incompatibleShared({ react: '19.3.1', zustand: '5.1.0' }, { react: '19.3.2' })).toEqual([
      'zustand 5.1.0 (the shell lends none)',
    ]);
  });
});
