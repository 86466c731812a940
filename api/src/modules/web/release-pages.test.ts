import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { localStorage } from '../../storage/local-storage.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { embeddedTestDatabase } from '../../test/databases.ts';
import { remoteManifest, writeBuildFile } from '../../test/web-root.ts';
import {
  canary,
  promote,
  publishRelease,
  readReleaseBuild,
  releaseFilesIn,
  rollback,
} from '../releases/index.ts';

const pglite = embeddedTestDatabase();
const RUNNING = { shared: { react: '19.3.1' }, contract: '0.1.0' };
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Hanyu</title></head><body><div id="root"></div></body></html>';

/**
 * Pages carry the registry the visitor is served: the built-in remotes with no release, the live release once
 * one is promoted, the canary for a visitor in its share (with a visitor cookie set the first time), and the
 * built-in remote again after a rollback to none.
 */
describe('pages with remote releases', () => {
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hanyu-release-pages-'));
    await writeBuildFile(root, 'shell/dist/index.html', INDEX_HTML);
    const disk = localStorage(path.join(root, 'store'));
    // A store that fails for one key, as an unreachable bucket would.
    const storage = {
      ...disk,
      get: (key: string, options?: Parameters<typeof disk.get>[1]) =>
        key.endsWith('unreachable.js') ? Promise.reject(new Error('store down')) : disk.get(key, options),
    };
    t = await openTestApp(pglite as NonNullable<typeof pglite>, {
      seed: false,
      webRoot: root,
      storage,
      releasePollMs: 100,
    });
    const files = releaseFilesIn(storage);
    for (const version of ['1.0.0', '1.1.0']) {
      const dist = path.join(root, `build-${version}`);
      await writeBuildFile(dist, 'mf-manifest.json', remoteManifest());
      await writeBuildFile(dist, 'remoteEntry.js', `var mf_booking = '${version}';`);
      const build = await readReleaseBuild('mf-booking', dist, {
        version,
        packageVersion: '1.0.0',
        contract: '0.1.0',
      });
      await publishRelease(t.db, files, build, RUNNING, 'squad');
    }
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  /** The page's registry entry for mf_booking and the cookies the page set. */
  async function page(cookie?: string) {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/en/book',
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    expect(answer.statusCode).toBe(200);
    const registry = JSON.parse(/__HANYU_REGISTRY__=(\{.*?\})<\/script>/.exec(answer.body)?.[1] ?? 'null');
    return {
      manifest: registry?.remotes.mf_booking.manifest as string,
      cookies: [answer.headers['set-cookie'] ?? []].flat(),
    };
  }

  /** Asks for the page until it carries `manifest` (the app reads the registry again every 100 ms). */
  async function until(manifest: string, cookie?: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const seen = await page(cookie);
      if (seen.manifest === manifest) return seen;
      if (Date.now() > deadline) throw new Error(`the page never carried ${manifest}: ${seen.manifest}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('serves the built-in remote, then the promoted release, the canary to its share, and back', async () => {
    const builtIn = '/remotes/mf-booking/mf-manifest.json';
    const release = (version: string) => `/releases/mf-booking/${version}/mf-manifest.json`;
    const first = await page();
    expect(first.manifest).toBe(builtIn);
    expect(first.cookies.some((c) => String(c).startsWith('hanyu_visitor='))).toBe(false);

    await promote(t.db, 'mf-booking', '1.0.0', RUNNING, 'ops');
    const live = await until(release('1.0.0'));
    // No canary: nobody needs a visitor id.
    expect(live.cookies.some((c) => String(c).startsWith('hanyu_visitor='))).toBe(false);
    // The page preloads the release's entry from its immutable URL.
    const html = await t.app.inject({ method: 'GET', url: '/en/book', headers: { accept: 'text/html' } });
    expect(html.body).toContain('/releases/mf-booking/1.0.0/remoteEntry.js');

    await canary(t.db, 'mf-booking', '1.1.0', 50, RUNNING, 'ops');
    // A first visit while a canary runs names the visitor, and is served by that name.
    let visitor: string | undefined;
    const deadline = Date.now() + 20_000;
    while (!visitor) {
      if (Date.now() > deadline) throw new Error('no visitor cookie');
      const { cookies } = await page();
      visitor = cookies
        .map(String)
        .find((c) => c.startsWith('hanyu_visitor='))
        ?.split(';')[0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const served = (await page(visitor)).manifest;
    expect([release('1.0.0'), release('1.1.0')]).toContain(served);
    // Sticky: the same visitor, the same build, page after page (and no new id).
    for (let i = 0; i < 5; i++) {
      const again = await page(visitor);
      expect(again.manifest).toBe(served);
      expect(again.cookies.some((c) => String(c).startsWith('hanyu_visitor='))).toBe(false);
    }
    // Half the visitors, give or take, get the canary.
    const manifests = await Promise.all(
      Array.from({ length: 60 }, (_, i) => page(`hanyu_visitor=visitor-${i}`).then((seen) => seen.manifest)),
    );
    for (const manifest of manifests) expect([release('1.0.0'), release('1.1.0')]).toContain(manifest);
    const canaries = manifests.filter((manifest) => manifest === release('1.1.0')).length;
    expect(canaries).toBeGreaterThan(10);
    expect(canaries).toBeLessThan(50);
    // The override cookie gets the canary whatever the share.
    const outside = manifests.indexOf(release('1.0.0'));
    expect((await page(`hanyu_visitor=visitor-${outside}; hanyu_canary=mf-booking@1.1.0`)).manifest).toBe(
      release('1.1.0'),
    );

    // A release file the store cannot read now: 503 to retry, not a 404 a cache would keep.
    const down = await t.app.inject({ method: 'GET', url: '/releases/mf-booking/1.0.0/unreachable.js' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(
      (await t.app.inject({ method: 'GET', url: '/releases/mf-booking/1.0.0/remoteEntry.js' })).body,
    ).toBe("var mf_booking = '1.0.0';");

    await rollback(t.db, 'mf-booking', 'ops');
    await until(builtIn, visitor);
  });
});
