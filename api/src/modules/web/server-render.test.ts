import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { remoteManifest, writeBuildFile } from '../../test/web-root.ts';

const [pglite] = testDatabases();

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="description" content="The shell's description." />
<title>Hanyu · Learn Chinese</title>
<!--hanyu:head-->
<script defer src="/assets/main.3f9a1c0b2e.js"></script></head>
<body><div id="root"><div class="boot-header"></div></div></body></html>`;

/**
 * A stand-in for mf-public's server render (dist/ssr/ssr.mjs): answers by path, counts its calls, and on
 * /en/api calls the API through the fetch it is given.
 */
const SSR_MODULE = `
export async function renderPage(request, { fetch }) {
  globalThis.__ssrCalls = (globalThis.__ssrCalls ?? 0) + 1;
  const { pathname } = new URL(request.url);
  if (pathname === '/en/t/throws') throw new Error('render failed');
  if (pathname === '/en/t/null') return null;
  if (pathname === '/en/t/slow') return new Promise(() => {});
  if (pathname === '/en/t/times') {
    return { html: '<p class="used">10:00</p>', apiResponses: {}, browserOnly: true, status: 200 };
  }
  if (pathname === '/en/t/cookie') {
    return { html: '<p class="used">' + request.headers.get('cookie') + '</p>', apiResponses: {}, status: 200 };
  }
  if (pathname === '/en/t/api') {
    const response = await fetch(new URL('/api/no/such/endpoint', request.url));
    return { html: '<p class="used">api ' + response.status + '</p>', apiResponses: {}, status: 200 };
  }
  return {
    html: '<h1 class="used title">Zhao Min</h1><p>Teaches HSK</p>',
    title: 'Zhao Min · Hanyu',
    description: 'Fourteen years of "teaching" & more',
    apiResponses: { '/open/teachers/6?language=en': '{"response":{"name":"</script><!-- \\u2028"}}' },
    status: 200,
  };
}`;

async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'hanyu-ssr-'));
  await writeBuildFile(root, 'shell/dist/index.html', INDEX_HTML);
  await writeBuildFile(root, 'shell/dist/assets/main.3f9a1c0b2e.css', ':root{--ink:#123}.unused{color:red}');
  await writeBuildFile(root, 'mf-public/dist/mf-manifest.json', remoteManifest());
  await writeBuildFile(root, 'mf-public/dist/remoteEntry.js', 'var mf_public = {};');
  await writeBuildFile(
    root,
    'mf-public/dist/121.918145c5b6.css',
    '.used{color:var(--ink)}.title{content:"</style><script>alert(1)</script>"}.other{margin:0}',
  );
  await writeBuildFile(root, 'mf-public/dist/ssr/ssr.mjs', SSR_MODULE);
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

  it('puts the page in the root, after the header placeholder, with its title and description', async () => {
    const res = await get('/en/t/6');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root" data-server-rendered><div class="boot-header"></div><main id="main" tabindex="-1"><h1 class="used title">Zhao Min</h1><p>Teaches HSK</p></main>',
    );
    expect(res.body).toContain('<title>Zhao Min · Hanyu</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Fourteen years of &#34;teaching&#34; &#38; more" />',
    );
    expect(res.body).not.toContain("The shell's description.");
    expect(res.headers.vary).toContain('Cookie');
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

  it('embeds the API answers as a script no data can break out of', async () => {
    const res = await get('/en/t/6');
    const script = /<script nonce="[^"]+">window\.__HANYU_API__=(.*?)<\/script>/s.exec(res.body);
    expect(script).not.toBeNull();
    const json = script?.[1] ?? '';
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(json)).toEqual({
      '/open/teachers/6?language=en': '{"response":{"name":"</script><!-- \u2028"}}',
    });
    // Exactly the scripts of the page: the registry, the answers, the app.
    const outsideStyles = res.body.replace(/<style[^>]*>.*?<\/style>/gs, '');
    expect(outsideStyles.match(/<\/script>/g)).toHaveLength(3);
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

  it('lets the render call the API in-process', async () => {
    const res = await get('/en/t/api');
    expect(res.body).toContain('<main id="main" tabindex="-1"><p class="used">api 404</p></main>');
  });

  it.each([
    ['the render throws', '/en/t/throws'],
    ['the render gives nothing', '/en/t/null'],
    ['the render does not finish in time', '/en/t/slow'],
  ])('serves the page for the browser to render when %s', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><div class="boot-header"></div></div>');
    expect(res.body).not.toContain('__HANYU_API__');
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain('<title>Hanyu · Learn Chinese</title>');
  });

  it('does not render for signed-in visitors, HEAD requests or pages no local remote owns', async () => {
    const before = globalThis.__ssrCalls ?? 0;
    const signedIn = await get('/en/t/6', { ...html, cookie: 'lang=en; token=abc' });
    expect(signedIn.body).not.toContain('data-server-rendered');
    const head = await t.app.inject({ method: 'HEAD', url: '/en/t/6', headers: html });
    expect(head.statusCode).toBe(200);
    const passport = await get('/en/passport/login');
    expect(passport.body).not.toContain('data-server-rendered');
    expect(globalThis.__ssrCalls ?? 0).toBe(before);
  });

  it('serves the page unrendered when the remote has no server render', async () => {
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

describe('server-rendered pages, remote served elsewhere', () => {
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    webRoot = await makeWebRoot();
    const registryFile = path.join(webRoot, 'registry.json');
    await writeFile(
      registryFile,
      JSON.stringify({
        remotes: {
          mf_public: { manifest: 'https://canary.example/mf-public/mf-manifest.json', prefixes: ['', 't'] },
        },
      }),
    );
    t = await openTestApp(pglite, { seed: false, webRoot, registryFile });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('leaves the page to the browser: the server does not run that build', async () => {
    const before = globalThis.__ssrCalls ?? 0;
    const res = await t.app.inject({ method: 'GET', url: '/en/t/6', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-server-rendered');
    expect(globalThis.__ssrCalls ?? 0).toBe(before);
  });
});

/** A stand-in for the shell's frame render (shell/dist/ssr/ssr.mjs). */
const FRAME_MODULE = `
export async function renderFrame(url) {
  if (new URL(url).pathname === '/en/t/frame-throws') throw new Error('frame failed');
  return {
    before: '<div class="page"><header class="bar">Hanyu</header><main id="main" class="main" tabindex="-1">',
    after: '</main><footer>©</footer></div>',
    brand: 'hanyu',
  };
}`;

describe("server-rendered pages in the shell's frame", () => {
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    webRoot = await makeWebRoot();
    await writeBuildFile(webRoot, 'shell/dist/ssr/ssr.mjs', FRAME_MODULE);
    await writeBuildFile(webRoot, 'shell/dist/assets/main.3f9a1c0b2e.js', '/* entry */');
    await writeBuildFile(webRoot, 'shell/dist/assets/121.50d530e590.js', '/* react-dom */');
    await writeBuildFile(
      webRoot,
      'shell/dist/assets/frame.9c9e92b1a4.css',
      '.bar{height:64px}.main{flex:1}.gone{color:red}',
    );
    t = await openTestApp(pglite, { seed: false, webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });

  it('puts the page in the header and footer the shell rendered, styled, marked with its brand', async () => {
    const res = await get('/en/t/6');
    expect(res.body).toContain(
      '<div id="root" data-server-rendered><div class="page"><header class="bar">Hanyu</header><main id="main" class="main" tabindex="-1"><h1 class="used title">Zhao Min</h1><p>Teaches HSK</p></main><footer>©</footer></div></div>',
    );
    expect(res.body).toMatch(/<html data-brand="hanyu" lang="en-US"/);
    const style = /<style nonce="[^"]+" data-server-rendered>(.*?)<\/style>/s.exec(res.body)?.[1] ?? '';
    expect(style).toContain('.bar{height:64px}');
    expect(style).toContain('.main{flex:1}');
    expect(style).not.toContain('.gone');
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

  it('starts the app at load when the page shows what only the browser knows (its time zone)', async () => {
    const res = await get('/en/t/times');
    expect(res.body).toContain(
      '<header class="bar">Hanyu</header><main id="main" class="main" tabindex="-1"><p',
    );
    expect(res.body).toMatch(/<script nonce="[^"]+" defer src="\/assets\/main.3f9a1c0b2e.js"><\/script>/);
    expect(res.body).not.toContain('hanyu-start');
  });

  it("gives the render the visitor's cookies (a chosen currency)", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/en/t/cookie',
      headers: { ...html, cookie: 'currency=EUR; lang=en' },
    });
    expect(res.body).toContain('<p class="used">currency=EUR; lang=en</p>');
  });

  it('falls back to the header placeholder and an app started at load when the frame fails', async () => {
    const res = await get('/en/t/frame-throws');
    expect(res.body).toContain('<div id="root" data-server-rendered><div class="boot-header"></div><main');
    expect(res.body).toMatch(/<script nonce="[^"]+" defer src="\/assets\/main.3f9a1c0b2e.js"><\/script>/);
    expect(res.body).toContain('<link rel="preload" href="/remotes/mf-public/mf-manifest.json"');
    expect(res.body).not.toContain('hanyu-start');
    expect(res.body).not.toContain('data-brand');
  });
});
