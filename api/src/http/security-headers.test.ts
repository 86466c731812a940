import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { openTestApp, type TestApp } from '../test/app.ts';
import { embeddedTestDatabase } from '../test/databases.ts';
import { remoteManifest, writeBuildFile } from '../test/web-root.ts';

const pglite = embeddedTestDatabase();

/** Like the shell's build: an inline script and style of its own, and its entry script. */
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hanyu</title>
<style>body{margin:0}</style>
<script>window.__HANYU_EARLY__ = {};</script>
<!--hanyu:head-->
<script defer src="/assets/main.3f9a1c0b2e.js"></script></head>
<body><div id="root"><div class="boot-header"></div></div></body></html>`;

/** The shell's server build, whose markup holds a script as if one had slipped through: it must get no nonce. */
const SHELL_SSR_MODULE = `
export const shared = {};
export async function renderApp() {
  return {
    kind: 'page',
    html: '<h1 class="used">Zhao Min</h1><script>window.slipped = 1</script>',
    brand: 'hanyu',
    data: { 'hanyu-hydration': { loaderData: {} } },
    personal: false,
    zoneKnown: true,
    clearSession: false,
  };
}`;

/** The remote's server build: its routes. */
const REMOTE_SSR_MODULE = 'export const routes = [];';

async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'hanyu-headers-'));
  await writeBuildFile(root, 'shell/dist/index.html', INDEX_HTML);
  await writeBuildFile(root, 'shell/dist/assets/main.3f9a1c0b2e.js', 'console.log(1)');
  await writeBuildFile(root, 'mf-public/dist/mf-manifest.json', remoteManifest());
  await writeBuildFile(root, 'mf-public/dist/remoteEntry.js', 'var mf_public = {};');
  await writeBuildFile(root, 'mf-public/dist/121.918145c5b6.css', '.used{color:red}');
  await writeBuildFile(root, 'shell/dist/ssr/ssr.mjs', SHELL_SSR_MODULE);
  await writeBuildFile(root, 'mf-public/dist/ssr/ssr.mjs', REMOTE_SSR_MODULE);
  return root;
}

const html = { accept: 'text/html' };

function expectEssentials(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

const API_POLICY = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

/** A directive's sources in a policy, e.g. `script-src` → ["'self'", "'nonce-…'"]. */
function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '').split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

function nonceOf(res: LightMyRequestResponse): string {
  const sources = directive(res.headers['content-security-policy'] as string, 'script-src');
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  if (!nonce) throw new Error(`no nonce in ${res.headers['content-security-policy']}`);
  return nonce;
}

describe('security headers', () => {
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    webRoot = await makeWebRoot();
    t = await openTestApp(pglite, { seed: false, webRoot, publicUrl: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('are on API answers, with a policy that allows nothing', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expectEssentials(res);
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
  });

  it.each([
    ['an unknown API path', '/api/no/such/endpoint', 404],
    ['a request the contract refuses', '/api/open/teachers/abc', 400],
    ['a URL Fastify cannot decode, refused before any hook', '/api/open/teachers/%', 400],
    ['a missing file', '/assets/missing.3f9a1c0b2e.js', 404],
  ])('are on the error answer to %s', async (_name, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('error.code');
    expectEssentials(res);
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
  });

  it('are on static files; remote builds may be loaded from any origin', async () => {
    const shellFile = await get('/assets/main.3f9a1c0b2e.js');
    expect(shellFile.statusCode).toBe(200);
    expectEssentials(shellFile);
    expect(shellFile.headers['cross-origin-resource-policy']).toBe('same-site');
    const remoteFile = await get('/remotes/mf-public/remoteEntry.js');
    expect(remoteFile.statusCode).toBe(200);
    expectEssentials(remoteFile);
    expect(remoteFile.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("give pages the site's policy: own scripts, a nonce for the inline ones, nothing else", async () => {
    const res = await get('/en/about', html);
    expect(res.statusCode).toBe(200);
    expectEssentials(res);
    const policy = res.headers['content-security-policy'] as string;
    const nonce = nonceOf(res);
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directive(policy, 'style-src-elem')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('put a fresh nonce on every script and style element of the page and in the policy', async () => {
    // A path no remote owns: the shell renders its not-found page.
    const first = await get('/en/nobody-owns-this', html);
    const second = await get('/en/nobody-owns-this', html);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const res of [first, second]) {
      // The page's own elements; the script that slipped into the rendered markup is the next test's.
      const page = res.body.replace('<script>window.slipped = 1</script>', '');
      const tags = page.match(/<(script|style)\b[^>]*>/gi) ?? [];
      expect(tags.length).toBeGreaterThanOrEqual(4);
      for (const tag of tags) expect(tag).toContain(` nonce="${nonceOf(res)}"`);
    }
  });

  it("nonce the server-rendered page's data and styles, never a script inside its markup", async () => {
    const res = await get('/en/t/6', html);
    expect(res.statusCode).toBe(200);
    const nonce = nonceOf(res);
    expect(res.body).toContain(`<style nonce="${nonce}" data-server-rendered>`);
    expect(res.body).toContain(`<script nonce="${nonce}" type="application/json" id="hanyu-hydration">`);
    expect(res.body).toContain(`<script nonce="${nonce}">window.__HANYU_REGISTRY__=`);
    expect(res.body).toContain('<script>window.slipped = 1</script>');
  });

  it('give the 404 page of an unknown language the page policy too', async () => {
    const res = await get('/xx/nothing', html);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<script nonce="${nonceOf(res)}">`);
  });

  it("allow the API reference page's own styles by hash, and no script", async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expectEssentials(res);
    const css = /<style>([^<]*)<\/style>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    const policy = res.headers['content-security-policy'] as string;
    expect(directive(policy, 'style-src')).toEqual([`'sha256-${hash}'`]);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual([]);
  });

  it('send no HSTS when the site is not served over https, and cookies without Secure', async () => {
    const res = await get('/en/about?utm_source=news', html);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }
  });

  describe('with an https PUBLIC_URL', () => {
    let secure: TestApp;
    beforeAll(async () => {
      secure = await openTestApp(t, { seed: false, webRoot, publicUrl: 'https://www.hanyu.example' });
    });
    afterAll(() => secure.close());

    it.each([
      ['an API answer', '/api/openapi.json'],
      ['an error refused before any hook', '/api/%'],
      ['a page', '/en'],
      ['a file', '/assets/main.3f9a1c0b2e.js'],
    ])('send HSTS on %s', async (_name, url) => {
      const res = await secure.app.inject({ method: 'GET', url, headers: html });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    });

    it('mark every cookie Secure and SameSite=Lax, even behind a proxy that ends TLS', async () => {
      const res = await secure.app.inject({
        method: 'GET',
        url: '/en?utm_source=news&coupon_code=HSK',
        headers: html,
      });
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      expect(cookies).toHaveLength(3);
      for (const cookie of cookies) expect(cookie).toMatch(/; SameSite=Lax;.*; Secure$/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    });
  });

  describe('with remotes on other origins', () => {
    let custom: TestApp;
    let registryFile: string;
    beforeAll(async () => {
      registryFile = path.join(webRoot, 'registry.json');
      await writeFile(
        registryFile,
        JSON.stringify({
          remotes: {
            mf_public: { manifest: '/remotes/mf-public/mf-manifest.json', prefixes: [''] },
            mf_learning: {
              manifest: 'https://cdn.example.com/learning/mf-manifest.json',
              prefixes: ['learning'],
            },
            mf_tricky: {
              manifest: "https://evil.example;script-src 'unsafe-inline'/m.json",
              prefixes: ['x'],
            },
          },
          tracking: { src: 'https://tags.example.net/tag.js' },
        }),
      );
      custom = await openTestApp(t, { seed: false, webRoot, registryFile });
    });
    afterAll(() => custom.close());

    it("allow the registry's origins to load scripts, styles and manifests, and nothing it smuggles in", async () => {
      const res = await custom.app.inject({ method: 'GET', url: '/en/about', headers: html });
      const policy = res.headers['content-security-policy'] as string;
      for (const name of ['script-src', 'style-src-elem', 'connect-src']) {
        expect(directive(policy, name)).toContain('https://cdn.example.com');
      }
      expect(policy).not.toContain('evil.example');
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    });

    it('allow the configured tracking tag’s origin to load its script and send its beacons', async () => {
      const res = await custom.app.inject({ method: 'GET', url: '/en/about', headers: html });
      const policy = res.headers['content-security-policy'] as string;
      for (const name of ['script-src', 'connect-src']) {
        expect(directive(policy, name)).toContain('https://tags.example.net');
      }
    });
  });
});
