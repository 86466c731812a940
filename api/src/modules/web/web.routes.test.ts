import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ownerOf } from '@hanyu/contract';
import { type ErrorJson, openTestApp, type TestApp } from '../../test/app.ts';
import { embeddedTestDatabase } from '../../test/databases.ts';
import { remoteManifest, writeBuildFile } from '../../test/web-root.ts';
import { DEFAULT_REGISTRY } from './default-registry.ts';

const pglite = embeddedTestDatabase();

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hanyu</title>
<!--hanyu:head-->
<script defer src="/assets/main.3f9a1c0b2e.js"></script></head>
<body><div id="root"></div></body></html>`;

const MAIN_JS = `console.log(${JSON.stringify('shell '.repeat(400))});`;
const CHUNK_JS = `export const chunk = ${JSON.stringify('remote chunk '.repeat(300))};`;

async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'hanyu-web-'));
  await writeBuildFile(root, 'shell/dist/index.html', INDEX_HTML);
  await writeBuildFile(root, 'shell/dist/assets/main.3f9a1c0b2e.js', MAIN_JS);
  await writeBuildFile(root, 'shell/dist/assets/main.3f9a1c0b2e.js.br', brotliCompressSync(MAIN_JS));
  await writeBuildFile(root, 'shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeBuildFile(root, 'mf-public/dist/mf-manifest.json', remoteManifest());
  await writeBuildFile(root, 'mf-public/dist/remoteEntry.js', 'var mf_public = {};');
  await writeBuildFile(root, 'mf-public/dist/121.918145c5b6.js', CHUNK_JS);
  await writeBuildFile(root, 'mf-public/dist/121.918145c5b6.js.gz', gzipSync(CHUNK_JS));
  await writeBuildFile(root, 'mf-teacher/dist/remoteEntry.js', 'var mf_teacher = {};');
  await writeBuildFile(root, 'secrets/dist/keys.txt', 'not for the web');
  return root;
}

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('site serving', () => {
  let webRoot: string;
  let registryFile: string;
  let t: TestApp;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    webRoot = await makeWebRoot();
    registryFile = path.join(webRoot, 'registry.json');
    t = await openTestApp(pglite, { seed: false, webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('GET /registry.json', () => {
    it('serves the default registry, never cached without revalidation', async () => {
      const res = await get('/registry.json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual(DEFAULT_REGISTRY);
      expect(Object.keys(res.json().remotes)).toEqual([
        'mf_public',
        'mf_passport',
        'mf_booking',
        'mf_user_center',
        'mf_teacher',
        'mf_classroom',
        'mf_video_learning',
        'mf_service_centre',
      ]);
      expect(res.json().remotes.mf_user_center).toEqual({
        manifest: '/remotes/mf-user-center/mf-manifest.json',
        prefixes: ['user'],
      });
    });

    it.each([
      ['learning/level', 'mf_public'],
      ['learning/level/2', 'mf_public'],
      ['learning/live/one/7', 'mf_classroom'],
      ['learning/live/room/mobile/7', 'mf_classroom'],
      ['learning/courseware/3', 'mf_classroom'],
      ['module/live/lesson-7', 'mf_classroom'],
      ['module/im/room', 'mf_classroom'],
      ['learning/video/4', 'mf_video_learning'],
      ['learning/video/4/lesson/9', 'mf_video_learning'],
      ['live', 'mf_public'],
      ['user/timetable', 'mf_teacher'],
      ['module/user/records/5', 'mf_teacher'],
      ['service-centre/people/5', 'mf_service_centre'],
    ])('gives %s to %s (the longest prefix wins)', (rest, owner) => {
      expect(ownerOf(DEFAULT_REGISTRY, rest)?.name).toBe(owner);
    });
  });

  describe('GET /', () => {
    it.each([
      ['the lang cookie', { cookie: 'theme=dark; lang=ko', 'accept-language': 'es-ES' }, '/ko'],
      [
        'Accept-Language when the cookie is not a language',
        { cookie: 'lang=xx', 'accept-language': 'es-MX,es;q=0.9' },
        '/es',
      ],
      ['the best Accept-Language match', { 'accept-language': 'fr-FR, zh-TW;q=0.8, en;q=0.5' }, '/zh-cn'],
      ['Accept-Language by quality, not order', { 'accept-language': 'en;q=0.4, ja;q=0.9' }, '/ja'],
      ['English when nothing matches', { 'accept-language': 'de-DE, fr;q=0.9' }, '/en'],
      ['English without any hint', {}, '/en'],
    ])('redirects by %s', async (_name, headers, location) => {
      const res = await get('/', headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
    });

    it('keeps the query string', async () => {
      const res = await get('/?utm_source=newsletter&coupon_code=SPRING', { cookie: 'lang=ja' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/ja?utm_source=newsletter&coupon_code=SPRING');
    });
  });

  describe('shell pages', () => {
    it('answers a page of a known language with 200 and the injected head', async () => {
      const res = await get('/en/about', html);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<!--hanyu:head-->');
      expect(res.body).toContain(`window.__HANYU_REGISTRY__=${JSON.stringify(DEFAULT_REGISTRY)}</script>`);
      expect(res.body).toContain(
        '<link rel="preload" href="/remotes/mf-public/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      );
      expect(res.body).toContain('<link rel="preload" href="/remotes/mf-public/remoteEntry.js" as="script">');
      expect(res.body).toMatch(/<script nonce="[^"]+" defer src="\/assets\/main.3f9a1c0b2e.js"><\/script>/);
    });

    it('links canonical and hreflang addresses on the configured site, whatever Host the request names', async () => {
      const res = await get('/ja/about?utm_source=x', { ...html, host: 'evil.example' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/ja/about">');
      expect(res.body).toContain(
        '<link rel="alternate" hreflang="zh-CN" href="http://localhost:3000/zh-cn/about">',
      );
      expect(res.body).not.toContain('evil.example');
    });

    it('answers an unknown language with status 404 and the same shell, which renders the 404 page', async () => {
      const res = await get('/xx/abc', html);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`window.__HANYU_REGISTRY__=${JSON.stringify(DEFAULT_REGISTRY)}</script>`);
      expect(res.body).toContain('<div id="root"></div>');
      // No remote renders the 404 page, so none is preloaded.
      expect(res.body).not.toContain('rel="preload"');
    });

    it('preloads the home remote on the language root', async () => {
      const res = await get('/zh-cn?utm_source=x', html);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('href="/remotes/mf-public/mf-manifest.json"');
    });

    it('preloads the classroom remote for a room', async () => {
      const res = await get('/en/learning/live/one/7', html);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('href="/remotes/mf-classroom/mf-manifest.json"');
    });

    it('preloads the video learning remote for its pages', async () => {
      const res = await get('/en/learning/video/1', html);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('href="/remotes/mf-video-learning/mf-manifest.json"');
    });

    it('answers a path no remote owns with the not-found page and HTTP 404, preloading nothing', async () => {
      const res = await get('/en/learning/plan/1', html);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('window.__HANYU_REGISTRY__=');
      expect(res.body).not.toContain('rel="preload"');
    });

    it('does not answer non-page requests with the shell', async () => {
      const json = await get('/en/about', { accept: 'application/json' });
      expect(json.statusCode).toBe(404);
      expect(json.json()).toEqual({ error: { code: 404, message: 'Not found' } });
      const api = await get('/api/no-such-thing', html);
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: { code: 404, message: 'Not found' } });
      const post = await t.app.inject({ method: 'POST', url: '/en/about', headers: html });
      expect(post.statusCode).toBe(404);
      expect(post.headers['content-type']).toMatch(/^application\/json/);
    });

    it('answers clients that accept anything with pages, but never a missing asset with HTML', async () => {
      const page = await get('/en/about', { accept: '*/*' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const missingScript = await get('/assets/gone.0123456789.js', { accept: '*/*' });
      expect(missingScript.statusCode).toBe(404);
      expect(missingScript.headers['content-type']).not.toMatch(/text\/html/);
    });

    it('never sends index.html raw', async () => {
      const res = await get('/index.html', html);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<!--hanyu:head-->');
      expect(res.body).toContain('window.__HANYU_REGISTRY__=');
      const notHtml = await get('/index.html');
      expect(notHtml.statusCode).toBe(404);
      expect(notHtml.json()).toEqual({ error: { code: 404, message: 'Not found' } });
    });

    it('does not list directories', async () => {
      const res = await get('/assets/');
      expect([403, 404]).toContain(res.statusCode);
      expect((res.json() as ErrorJson).error.code).toBe(res.statusCode);
      expect(res.body).not.toContain('main.3f9a1c0b2e.js');
    });
  });

  describe('shell assets', () => {
    it('serves hashed files as immutable', async () => {
      const res = await get('/assets/main.3f9a1c0b2e.js', { 'accept-encoding': 'identity' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(MAIN_JS);
    });

    it('serves the precompressed brotli sibling to clients that accept it', async () => {
      const res = await get('/assets/main.3f9a1c0b2e.js', { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(brotliCompressSync(MAIN_JS))).toBe(true);
    });

    it('revalidates files without a content hash', async () => {
      const res = await get('/favicon.svg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('remote builds under /remotes', () => {
    it('serves the manifest and the entry with CORS, always revalidated', async () => {
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const res = await get(`/remotes/mf-public/${file}`, { origin: 'https://cdn.example.com' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves chunks as immutable, gzip-precompressed when accepted', async () => {
      const plain = await get('/remotes/mf-public/121.918145c5b6.js', { 'accept-encoding': 'identity' });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe(CHUNK_JS);
      expect(plain.headers['access-control-allow-origin']).toBe('*');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gz = await get('/remotes/mf-public/121.918145c5b6.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
      expect(gz.rawPayload.equals(gzipSync(CHUNK_JS))).toBe(true);
    });

    it('serves any built mf-* folder', async () => {
      const res = await get('/remotes/mf-teacher/remoteEntry.js');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('var mf_teacher = {};');
    });

    it.each([
      ['a folder that is not a remote', '/remotes/secrets/keys.txt'],
      ['the shell', '/remotes/shell/index.html'],
      ['a missing file', '/remotes/mf-public/nope.js'],
      ['a remote without a build', '/remotes/mf-booking/remoteEntry.js'],
    ])('answers 404 for %s', async (_name, url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect((res.json() as ErrorJson).error.code).toBe(404);
    });

    it.each([
      '/remotes/mf-public/../../secrets/dist/keys.txt',
      '/remotes/mf-public/%2e%2e/%2e%2e/secrets/dist/keys.txt',
    ])('does not let %s leave the build folder', async (url) => {
      const res = await get(url);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('not for the web');
    });
  });

  describe('with REGISTRY_FILE', () => {
    let custom: TestApp;
    const logs: string[] = [];

    beforeAll(async () => {
      const { default: pino } = await import('pino');
      const { Writable } = await import('node:stream');
      const sink = new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      });
      custom = await openTestApp(t, {
        seed: false,
        webRoot,
        registryFile,
        loggerInstance: pino({ level: 'error' }, sink),
        // The CDN of the registry below is not reached for: it has no such build.
        remoteBuilds: { fetch: async () => new Response('not found', { status: 404 }) },
      });
    });
    afterAll(() => custom.close());

    const registry = {
      remotes: {
        mf_public: { manifest: '/remotes/mf-public/mf-manifest.json', prefixes: ['', 'about', 'learning'] },
        mf_learning: {
          manifest: 'https://cdn.example.com/learning/v7/mf-manifest.json',
          prefixes: ['learning/level'],
        },
        mf_tricky: {
          manifest: '/remotes/mf-tricky/mf-manifest.json',
          prefixes: ['</script><script>alert(1)</script>'],
        },
      },
    };

    it('serves the file, read on every request', async () => {
      await writeFile(registryFile, JSON.stringify(registry));
      const res = await custom.app.inject({ method: 'GET', url: '/registry.json' });
      expect(res.json()).toEqual(registry);

      const moved = {
        remotes: {
          mf_public: { ...registry.remotes.mf_public, manifest: '/remotes/mf-public/v2/mf-manifest.json' },
        },
      };
      await writeFile(registryFile, JSON.stringify(moved));
      const again = await custom.app.inject({ method: 'GET', url: '/registry.json' });
      expect(again.json()).toEqual(moved);
    });

    it('injects it into pages, escaped, and preloads the longest matching prefix', async () => {
      await writeFile(registryFile, JSON.stringify(registry));
      const res = await custom.app.inject({ method: 'GET', url: '/es/learning/level/3', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<link rel="preload" href="https://cdn.example.com/learning/v7/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      );
      // A manifest elsewhere that cannot be read gives no entry to preload.
      expect(res.body).not.toContain('as="script"');
      expect(res.body).not.toContain('</script><script>alert(1)');
      const script = /<script nonce="[^"]+">window\.__HANYU_REGISTRY__=(.*?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(script ?? 'null')).toEqual(registry);

      const shorter = await custom.app.inject({ method: 'GET', url: '/es/learning/live/7', headers: html });
      expect(shorter.body).toContain('href="/remotes/mf-public/mf-manifest.json"');
    });

    it.each([
      ['not JSON', '{"remotes": '],
      ['of the wrong shape', JSON.stringify({ remotes: { mf_public: { manifest: 42 } } })],
    ])('falls back to the default registry when the file is %s, and logs it', async (_name, content) => {
      await writeFile(registryFile, content);
      logs.length = 0;
      const res = await custom.app.inject({ method: 'GET', url: '/registry.json' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(DEFAULT_REGISTRY);
      expect(logs.join('')).toContain('serving the default registry');
      const page = await custom.app.inject({ method: 'GET', url: '/en', headers: html });
      expect(page.body).toContain(`window.__HANYU_REGISTRY__=${JSON.stringify(DEFAULT_REGISTRY)}`);
    });

    it('falls back to the default registry when the file is missing', async () => {
      await rm(registryFile, { force: true });
      const res = await custom.app.inject({ method: 'GET', url: '/registry.json' });
      expect(res.json()).toEqual(DEFAULT_REGISTRY);
      expect(Object.keys(res.json().remotes)).toEqual([
        'mf_public',
        'mf_passport',
        'mf_booking',
        'mf_user_center',
        'mf_teacher',
        'mf_classroom',
        'mf_video_learning',
        'mf_service_centre',
      ]);
      expect(res.json().remotes.mf_user_center).toEqual({
        manifest: '/remotes/mf-user-center/mf-manifest.json',
        prefixes: ['user'],
      });
    });
  });

  describe('remote manifests', () => {
    it('are re-read when they change: a module entry gets a modulepreload at its public path', async () => {
      const file = path.join(webRoot, 'mf-public/dist/mf-manifest.json');
      await writeFile(
        file,
        remoteManifest({ publicPath: '/remotes/mf-public/', name: 'remoteEntry.mjs', type: 'module' }),
      );
      const later = new Date(Date.now() + 5_000);
      await utimes(file, later, later);

      const res = await get('/ko/video', html);
      expect(res.body).toContain('<link rel="modulepreload" href="/remotes/mf-public/remoteEntry.mjs">');
      expect(res.body).not.toContain('as="script"');

      await writeFile(file, remoteManifest());
      const latest = new Date(Date.now() + 10_000);
      await utimes(file, latest, latest);
      expect((await get('/ko/video', html)).body).toContain(
        'href="/remotes/mf-public/remoteEntry.js" as="script"',
      );
    });

    it('that are broken still give the manifest preload, without an entry', async () => {
      const file = path.join(webRoot, 'mf-public/dist/mf-manifest.json');
      await writeFile(file, '{ broken');
      const res = await get('/en/live', html);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('href="/remotes/mf-public/mf-manifest.json" as="fetch"');
      expect(res.body).not.toContain('remoteEntry');
      await writeFile(file, remoteManifest());
    });
  });

  describe('before a build', () => {
    let bareRoot: string;
    let bare: TestApp;

    beforeAll(async () => {
      bareRoot = await mkdtemp(path.join(tmpdir(), 'hanyu-unbuilt-'));
      await mkdir(path.join(bareRoot, 'shell'));
      await mkdir(path.join(bareRoot, 'mf-public'));
      bare = await openTestApp(t, { webRoot: bareRoot });
    });
    afterAll(async () => {
      await bare.close();
      await rm(bareRoot, { recursive: true, force: true });
    });

    it('starts and serves the API', async () => {
      const res = await bare.app.inject({ method: 'GET', url: '/api/open/home?language=en' });
      expect(res.statusCode).toBe(200);
      expect(res.json().response.teachers.length).toBeGreaterThan(0);
    });

    it('answers pages with a 503 that says how to build', async () => {
      const res = await bare.app.inject({ method: 'GET', url: '/en/about', headers: html });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('npm run build');
    });

    it('answers remote files with 404', async () => {
      const res = await bare.app.inject({ method: 'GET', url: '/remotes/mf-public/mf-manifest.json' });
      expect(res.statusCode).toBe(404);
    });

    it('still redirects / and serves the registry', async () => {
      expect((await bare.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/en');
      expect((await bare.app.inject({ method: 'GET', url: '/registry.json' })).json()).toEqual(
        DEFAULT_REGISTRY,
      );
    });
  });
});
