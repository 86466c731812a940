import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { embeddedTestDatabase } from '../../test/databases.ts';
import { closedPort, RemoteOrigin, remoteBuildFiles } from '../../test/remote-origin.ts';
import { remoteManifest, writeBuildFile } from '../../test/web-root.ts';

const pglite = embeddedTestDatabase();

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="description" content="The shell's description." />
<title>Hanyu · Learn Chinese</title>
<!--hanyu:head-->
<script defer src="/assets/main.3f9a1c0b2e.js"></script></head>
<body><div id="root"><div class="boot-header"></div></div></body></html>`;

/**
 * A stand-in for mf-public's server build (dist/ssr/ssr.mjs): its routes, and what it found of the shell's
 * shared singletons when it loaded.
 */
const REMOTE_MODULE = `
export const routes = [{ path: 't' }];
export const sharedAtLoad = globalThis.__HANYU_SERVER_SHARED__?.marker;
`;

/**
 * A stand-in for the shell's server build (shell/dist/ssr/ssr.mjs): answers by path, counts its calls, and
 * on /en/t/api calls the API through the fetch it is given.
 */
const SHELL_MODULE = `
export const shared = { marker: 'the shell' };
export async function renderApp(request, { remote, fetch, registry }) {
  globalThis.__ssrCalls = (globalThis.__ssrCalls ?? 0) + 1;
  const { pathname } = new URL(request.url);
  const cookie = request.headers.get('cookie') ?? '';
  const page = (html, more = {}) => ({
    kind: 'page', html: '<div class="page"><header class="bar">Hanyu</header><main id="main">' + html + '</main></div>',
    brand: 'hanyu', data: {}, personal: false, zoneKnown: true, clearSession: false, ...more,
  });
  if (remote.routes.length === 0) return page('<h1 class="used">Nothing here</h1>', { status: 404 });
  if (pathname === '/en/t/missing') return page('<h1 class="used">No such teacher</h1>', { status: 404 });
  if (pathname === '/en/t/slogan') return page('<p class="used">Slogan two</p>', { slogan: 2 });
  if (pathname === '/en/t/throws') throw new Error('render failed');
  if (pathname === '/en/t/null') return null;
  if (pathname === '/en/t/slow') return new Promise(() => {});
  if (pathname === '/en/t/shared') return page('<p class="used">' + remote.sharedAtLoad + '</p>');
  if (pathname === '/en/t/registry') return page('<p class="used">' + Object.keys(registry.remotes) + '</p>');
  if (pathname === '/en/t/cookie') return page('<p class="used">' + cookie + '</p>');
  if (pathname === '/en/t/times') return page('<time data-local="day">1 Dec</time>', { zoneKnown: false });
  if (pathname === '/en/t/api') {
    const response = await fetch(new URL('/api/no/such/endpoint', request.url));
    return page('<p class="used">api ' + response.status + '</p>');
  }
  if (pathname === '/en/user') {
    if (cookie.includes('token=revoked'))
      return { kind: 'redirect', location: '/en/passport/login?redirect_url=%2Fen%2Fuser', clearSession: true };
    return page('<p class="used">Mei</p>', { personal: true, data: { 'hanyu-session': { user: { nick_name: 'Mei' } } } });
  }
  return page('<h1 class="used title">Zhao Min</h1><p>Teaches HSK</p>', {
    title: 'Zhao Min · Hanyu',
    description: 'Fourteen years of "teaching" & more',
    data: { 'hanyu-hydration': { loaderData: { page: { name: '</script><!-- \u2028' } } }, 'Bad Id': 1 },
  });
}`;

async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'hanyu-ssr-'));
  await writeBuildFile(root, 'shell/dist/index.html', INDEX_HTML);
  await writeBuildFile(root, 'shell/dist/assets/main.3f9a1c0b2e.css', ':root{--ink:#123}.unused{color:red}');
  await writeBuildFile(root, 'shell/dist/assets/main.3f9a1c0b2e.js', '/* entry */');
  await writeBuildFile(root, 'shell/dist/assets/121.50d530e590.js', '/* react-dom */');
  await writeBuildFile(root, 'shell/dist/ssr/ssr.mjs', SHELL_MODULE);
  await writeBuildFile(root, 'mf-public/dist/mf-manifest.json', remoteManifest());
  await writeBuildFile(root, 'mf-public/dist/remoteEntry.js', 'var mf_public = {};');
  await writeBuildFile(
    root,
    'mf-public/dist/121.918145c5b6.css',
    '.used{color:var(--ink)}.title{content:"</style><script>alert(1)</script>"}.other{margin:0}',
  );
  await writeBuildFile(root, 'mf-public/dist/ssr/ssr.mjs', REMOTE_MODULE);
  await writeBuildFile(root, 'mf-user-center/dist/mf-manifest.json', remoteManifest());
  await writeBuildFile(root, 'mf-user-center/dist/remoteEntry.js', 'var mf_user_center = {};');
  await writeBuildFile(root, 'mf-user-center/dist/ssr/ssr.mjs', REMOTE_MODULE);
  return root;
}

const html = { accept: 'text/html' };
declare global {
  var __ssrCalls: number | undefined;
}

describe('server-rendered pages', () => {
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    webRoot = await makeWebRoot();
    t = await openTestApp(pglite, { seed: false, webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = html) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers a not-found page with HTTP 404: an id the page does not know, a path no remote owns', async () => {
    const teacher = await get('/en/t/missing');
    expect(teacher.statusCode).toBe(404);
    expect(teacher.body).toContain('<h1 class="used">No such teacher</h1>');
    const nowhere = await get('/en/no-such-page');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.body).toContain('<div id="root" data-server-rendered><div class="page">');
    expect(nowhere.body).toContain('Nothing here');
    // Not rendered (the render gave up), a page nobody owns is still not found.
    expect((await get('/en/t/null')).statusCode).toBe(200);
  });

  it('remembers the slogan a page showed, for the next full page load to show another', async () => {
    const res = await get('/en/t/slogan');
    expect(res.headers['set-cookie']).toContain('slogan=2; path=/; SameSite=Lax');
    expect(String((await get('/en/t/6')).headers['set-cookie'] ?? '')).not.toContain('slogan=');
  });

  it('puts the rendered page in the root in place of the header placeholder, with its title and description', async () => {
    const res = await get('/en/t/6');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root" data-server-rendered><div class="page"><header class="bar">Hanyu</header><main id="main"><h1 class="used title">Zhao Min</h1><p>Teaches HSK</p></main></div></div>',
    );
    expect(res.body).not.toContain('boot-header');
    expect(res.body).toMatch(/<html data-brand="hanyu" lang="en-US"/);
    expect(res.body).toContain('<title>Zhao Min · Hanyu</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Fourteen years of &#34;teaching&#34; &#38; more" />',
    );
    expect(res.body).not.toContain("The shell's description.");
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('inlines only the styles the markup uses, before the root, unable to close its <style>', async () => {
    const res = await get('/en/t/6');
    const style = /<style nonce="[^"]+" data-server-rendered>(.*?)<\/style>/s.exec(res.body)?.[1] ?? '';
    expect(style).toContain(':root{--ink:#123}');
    expect(style).toContain('.used{color:var(--ink)}');
    expect(style).toContain('.title{');
    expect(style).not.toContain('.unused');
    expect(style).not.toContain('.other');
    expect(style).not.toMatch(/<\/style/i);
    expect(res.body.indexOf('<style data-server-rendered>')).toBeLessThan(res.body.indexOf('<div id="root"'));
  });

  it("embeds the render's data as JSON documents no data can break out of", async () => {
    const res = await get('/en/t/6');
    const script =
      /<script nonce="[^"]+" type="application\/json" id="hanyu-hydration">(.*?)<\/script>/s.exec(res.body);
    const json = script?.[1] ?? '';
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(json)).toEqual({ loaderData: { page: { name: '</script><!-- \u2028' } } });
    // An id that is not one is not written.
    expect(res.body).not.toContain('Bad Id');
  });

  it('starts the app on intent: no entry script, a plan for the inline script, code fetched when idle', async () => {
    const res = await get('/en/t/6');
    expect(res.body).not.toMatch(/<script[^>]* src=/);
    expect(res.body).not.toMatch(/<link rel="(?:pre|modulepre)load"/);
    const plan = /<script nonce="[^"]+" type="application\/json" id="hanyu-start">(.*?)<\/script>/s.exec(
      res.body,
    )?.[1];
    expect(JSON.parse(plan ?? 'null')).toEqual({
      entry: ['/assets/main.3f9a1c0b2e.js'],
      prefetch: [
        '/assets/main.3f9a1c0b2e.js',
        '/remotes/mf-public/mf-manifest.json',
        '/remotes/mf-public/remoteEntry.js',
        '/assets/121.50d530e590.js',
      ],
    });
  });

  it("marks a page whose times are Beijing time for the page's script to show in the visitor's zone", async () => {
    const res = await get('/en/t/times');
    expect(res.body).toContain('<div id="root" data-server-rendered data-zone-unknown>');
    expect((await get('/en/t/6')).body).not.toContain('data-zone-unknown');
  });

  it("loads the remote's build with the shell's shared singletons, and gives the render the registry", async () => {
    expect((await get('/en/t/shared')).body).toContain('<p class="used">the shell</p>');
    expect((await get('/en/t/registry')).body).toContain('<p class="used">mf_public,mf_passport');
  });

  it("renders a signed-in visitor's page for them alone, and sends a refused token to log in, forgotten", async () => {
    const mine = await get('/en/user', { ...html, cookie: 'token=tok-mei; uid=42' });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('<p class="used">Mei</p>');
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toContain('Cookie');
    const revoked = await get('/en/user', { ...html, cookie: 'token=revoked; uid=42' });
    expect(revoked.statusCode).toBe(302);
    expect(revoked.headers.location).toBe('/en/passport/login?redirect_url=%2Fen%2Fuser');
    expect(revoked.headers['cache-control']).toBe('private, no-cache');
    expect(revoked.headers['set-cookie']).toEqual(
      expect.arrayContaining([
        'token=; path=/; SameSite=Lax; max-age=0',
        'uid=; path=/; SameSite=Lax; max-age=0',
      ]),
    );
  });

  it('remembers the campaign of a landing page with the page itself', async () => {
    const res = await get('/en/t/6?utm_source=newsletter&coupon_code=HSK10');
    expect(res.headers['set-cookie']).toEqual([
      'utm_source=newsletter; path=/; SameSite=Lax; max-age=2592000',
      'app_coupon_code=HSK10; path=/; SameSite=Lax; max-age=2592000',
      'lang=en; path=/; SameSite=Lax; max-age=2592000',
    ]);
  });

  it("remembers the page's language unless the visitor's cookie already says it", async () => {
    const other = await get('/en/t/6', { ...html, cookie: 'lang=ko' });
    expect(other.headers['set-cookie']).toEqual(['lang=en; path=/; SameSite=Lax; max-age=2592000']);
    const same = await get('/en/t/6', { ...html, cookie: 'lang=en' });
    expect(same.headers['set-cookie']).toBeUndefined();
  });

  it("lets the render call the API in-process, with the visitor's cookies", async () => {
    expect((await get('/en/t/api')).body).toContain('<p class="used">api 404</p>');
    const res = await get('/en/t/cookie', { ...html, cookie: 'currency=EUR; lang=en' });
    expect(res.body).toContain('<p class="used">currency=EUR; lang=en</p>');
  });

  it.each([
    ['the render throws', '/en/t/throws'],
    ['the render gives nothing', '/en/t/null'],
    ['the render does not finish in time', '/en/t/slow'],
  ])('serves the page for the browser to render when %s', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><div class="boot-header"></div></div>');
    expect(res.body).not.toContain('hanyu-hydration');
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain('<title>Hanyu · Learn Chinese</title>');
    expect(res.body).toMatch(/<script nonce="[^"]+" defer src="\/assets\/main.3f9a1c0b2e.js"><\/script>/);
    expect(res.body).toContain('<link rel="preload" href="/remotes/mf-public/mf-manifest.json"');
  });

  it('does not render HEAD requests or pages no local remote owns', async () => {
    const before = globalThis.__ssrCalls ?? 0;
    const head = await t.app.inject({ method: 'HEAD', url: '/en/t/6', headers: html });
    expect(head.statusCode).toBe(200);
    const unowned = await get('/en/passport/login');
    expect(unowned.body).not.toContain('data-server-rendered');
    expect(globalThis.__ssrCalls ?? 0).toBe(before);
  });

  it('serves the page unrendered when the remote has no server build', async () => {
    const file = path.join(webRoot, 'mf-public/dist/ssr/ssr.mjs');
    await rename(file, `${file}.off`);
    try {
      const res = await get('/en/t/6');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"><div class="boot-header"></div></div>');
    } finally {
      await rename(`${file}.off`, file);
    }
  });
});

describe('server-rendered pages, remote served from another origin', () => {
  let webRoot: string;
  let registryFile: string;
  let origin: RemoteOrigin;
  let originUrl: string;
  let t: TestApp;

  /** mf-public's build on the other origin: its own module and stylesheet. */
  const CANARY_MODULE = `
export const routes = [{ path: 't' }];
export const sharedAtLoad = 'canary with ' + globalThis.__HANYU_SERVER_SHARED__?.marker;
`;

  const pointAt = (manifest: string) =>
    writeFile(registryFile, JSON.stringify({ remotes: { mf_public: { manifest, prefixes: ['', 't'] } } }));

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    webRoot = await makeWebRoot();
    registryFile = path.join(webRoot, 'registry.json');
    origin = new RemoteOrigin();
    originUrl = await origin.start();
    origin.files = remoteBuildFiles({
      module: CANARY_MODULE,
      css: { '121.aaaaaaaaaa.css': '.used{color:teal}.canary-unused{margin:0}' },
    });
    t = await openTestApp(pglite, {
      seed: false,
      webRoot,
      registryFile,
      remoteBuilds: { cacheDir: path.join(webRoot, 'server-builds'), ttlMs: 0 },
    });
  });
  afterAll(async () => {
    await t.close();
    await origin.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });

  it("renders with that origin's server build and stylesheets, and preloads its entry", async () => {
    await pointAt(`${originUrl}/mf-manifest.json`);
    const res = await get('/en/t/shared');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-server-rendered>');
    expect(res.body).toContain('<p class="used">canary with the shell</p>');
    const style = /<style nonce="[^"]+" data-server-rendered>(.*?)<\/style>/s.exec(res.body)?.[1] ?? '';
    expect(style).toContain('.used{color:teal}');
    expect(style).not.toContain('canary-unused');
    const plan = /<script nonce="[^"]+" type="application\/json" id="hanyu-start">(.*?)<\/script>/s.exec(
      res.body,
    )?.[1];
    expect(JSON.parse(plan ?? 'null').prefetch).toEqual(
      expect.arrayContaining([`${originUrl}/mf-manifest.json`, `${originUrl}/remoteEntry.js`]),
    );
  });

  it('renders the build of this server again as soon as the registry points back at it', async () => {
    await pointAt(`${originUrl}/mf-manifest.json`);
    expect((await get('/en/t/shared')).body).toContain('canary with the shell');
    await pointAt('/remotes/mf-public/mf-manifest.json');
    expect((await get('/en/t/shared')).body).toContain('<p class="used">the shell</p>');
  });

  it('leaves the page to the browser when that origin is down', async () => {
    const before = globalThis.__ssrCalls ?? 0;
    await pointAt(`http://127.0.0.1:${await closedPort()}/mf-manifest.json`);
    const res = await get('/en/t/6');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain('<div id="root"><div class="boot-header"></div></div>');
    expect(globalThis.__ssrCalls ?? 0).toBe(before);
  });
});
