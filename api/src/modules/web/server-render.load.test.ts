import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer } from '../../test/orders-fixtures.ts';

/**
 * Issue 24, item 2: signed-in visitors of /en/user were signed out under load (a 302 to the login page clearing
 * the `token` and `uid` cookies) when loading the user failed during the render: at the render deadline, on a
 * network error or a 5xx, or by taking over the load of a render given up just before. This renders the real
 * pages (the shell's and mf-user-center's server builds: build them first) 50 at a time for one visitor, some
 * of them made to fail that way, and counts the sign-outs: there must be none.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const BUILDS = [
  'shell/dist/ssr/ssr.mjs',
  'mf-user-center/dist/ssr/ssr.mjs',
  'shell/dist/index.html',
  'api/dist/render-worker.js',
];
/** The render threads' module, as the server runs it (issue 25: renders beside the API's thread). */
const RENDER_WORKER = pathToFileURL(path.join(REPO_ROOT, 'api', 'dist', 'render-worker.js'));

/** Rendered on the API's thread, and on a render thread. */
const SETUPS = testDatabases().flatMap((target) => [
  { name: `${target.name}, rendered on the API's thread`, target, renderThreads: 0 },
  { name: `${target.name}, rendered on a render thread`, target, renderThreads: 1 },
]);

/**
 * The shell's server build as the site loads it, with failures made on request (the `trouble` cookie): the
 * render's user load answers 503 or fails on the network, is slower than a deadline made short, or the
 * deadline passes before it starts.
 */
const SHELL_WITH_TROUBLE = (real: string) => `
import * as shell from ${JSON.stringify(real)};
export const shared = shell.shared;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export function renderApp(request, options) {
  const trouble = /(?:^|; )trouble=([a-z0-9]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  const userLoad = (input, init) => new URL(new Request(input, init).url).pathname === '/api/user/current';
  const fetch = async (input, init) => {
    if (userLoad(input, init)) {
      if (trouble === '5xx') return Response.json({ error: { code: 503, message: 'Busy' } }, { status: 503 });
      if (trouble === 'network') throw new TypeError('fetch failed');
      if (trouble === 'slow') await wait(150);
    }
    return options.fetch(input, init);
  };
  const timeoutMs = trouble === 'deadline' ? 1 : trouble === 'slow' ? 50 : options.timeoutMs;
  return shell.renderApp(request, { ...options, fetch, timeoutMs });
}
`;

async function webRootWithTrouble(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'hanyu-ssr-load-'));
  await mkdir(path.join(root, 'shell', 'dist', 'ssr'), { recursive: true });
  for (const entry of ['index.html', 'assets'])
    await symlink(path.join(REPO_ROOT, 'shell', 'dist', entry), path.join(root, 'shell', 'dist', entry));
  await writeFile(
    path.join(root, 'shell', 'dist', 'ssr', 'ssr.mjs'),
    SHELL_WITH_TROUBLE(pathToFileURL(path.join(REPO_ROOT, 'shell', 'dist', 'ssr', 'ssr.mjs')).href),
  );
  await mkdir(path.join(root, 'mf-user-center'));
  await symlink(
    path.join(REPO_ROOT, 'mf-user-center', 'dist'),
    path.join(root, 'mf-user-center', 'dist'),
    'dir',
  );
  return root;
}

/** Set-Cookie headers that remove the session: `token=;` or `uid=;` with max-age=0. */
function clearsSession(setCookie: string | string[] | undefined): boolean {
  return ([] as string[])
    .concat(setCookie ?? [])
    .some(
      (cookie) =>
        /^(token|uid)=;/.test(cookie) || (/^(token|uid)=/.test(cookie) && /max-age=0/i.test(cookie)),
    );
}

describe.each(SETUPS)('server-rendered /en/user under load on $name', ({ target, renderThreads }) => {
  let t: TestApp;
  let webRoot: string;
  let visitor: Buyer;

  beforeAll(async () => {
    const missing = BUILDS.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
    if (missing.length > 0)
      throw new Error(`build the site first (npm run build): missing ${missing.join(', ')}`);
    webRoot = await webRootWithTrouble();
    t = await openTestApp(target, {
      webRoot,
      ...(renderThreads ? { renderThreads, renderWorker: RENDER_WORKER } : {}),
    });
    visitor = await buyer(t.db, 'Mei');
  });
  afterAll(async () => {
    await t?.close();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  const load = (trouble?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/en/user',
      headers: {
        accept: 'text/html',
        cookie: `token=${visitor.token}; uid=${visitor.id}${trouble ? `; trouble=${trouble}` : ''}`,
      },
    });

  it('signs nobody out: 50 renders at once, some at their deadline or with a failing user load', async () => {
    const troubles = [undefined, 'deadline', undefined, '5xx', undefined, 'network', undefined, 'slow'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => load(troubles[index % troubles.length])),
    );
    const signOuts = answers.filter(
      (answer) =>
        answer.statusCode === 302 ||
        /passport\/login/.test(String(answer.headers.location ?? '')) ||
        clearsSession(answer.headers['set-cookie']),
    );
    expect(
      signOuts.map(
        (answer) =>
          `${answer.statusCode} ${answer.headers.location ?? ''} ${answer.headers['set-cookie'] ?? ''}`,
      ),
    ).toEqual([]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    // The renders that could finish are the visitor's page, signed in; the others are left to the browser.
    const rendered = answers.filter((answer) => answer.body.includes('<div id="root" data-server-rendered'));
    for (const answer of rendered) expect(answer.body).toContain('"nick_name":"Mei"');
    // Afterwards the session is as good as before: a quiet render is the visitor's page.
    const after = await load();
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<div id="root" data-server-rendered');
    expect(after.body).toContain('"nick_name":"Mei"');
    expect(clearsSession(after.headers['set-cookie'])).toBe(false);
  }, 120_000);

  it('still signs out a visitor whose token the API refuses', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/en/user',
      headers: { accept: 'text/html', cookie: 'token=not-a-session; uid=1' },
    });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toMatch(/\/en\/passport\/login/);
    expect(clearsSession(refused.headers['set-cookie'])).toBe(true);
  }, 60_000);
});
