import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { CANARY_PORT, DEFAULT_REGISTRY, REGISTRY_FILE, registryWithPublicAt } from '../support/env.ts';
import { rootOf, serverPage } from '../support/server-html.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * A remote deployed on another origin (the canary build of mf-public, served by global-setup on CANARY_PORT
 * with its server build beside it) is rendered on the server with its own build, as a remote served from the
 * site's own files is (docs/server-render.md, issue 25).
 */

const CANARY_MANIFEST = `http://127.0.0.1:${CANARY_PORT}/mf-manifest.json`;

function pointPublicAt(manifest: string) {
  writeFileSync(REGISTRY_FILE, JSON.stringify(registryWithPublicAt(manifest)));
}

/** A port nothing listens on: an origin that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the app as a visitor would (support/app.ts `startApp`), bounded for a busy machine: the app loads the
 * shell's and the remote's code, on two cores shared with the rest of the suite.
 */
async function startApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached({ timeout: 60_000 });
}

test.describe.configure({ timeout: 180_000 });
test.afterEach(() => writeFileSync(REGISTRY_FILE, JSON.stringify(DEFAULT_REGISTRY)));

test('a remote on another origin is rendered on the server by its own build, styled, and hydrates', async ({
  page,
  request,
}) => {
  pointPublicAt(CANARY_MANIFEST);
  const html = await serverPage(request, '/en', null);
  const root = rootOf(html);
  // The canary's own markup, before any script has run.
  expect(root).toContain('data-remote-build="canary"');
  expect(root).not.toContain('data-remote-build="main"');
  expect(root).toContain('data-testid="home-page"');
  // Its critical styles, read from that origin's stylesheets, are in the page.
  const style = /<style nonce="[^"]+" data-server-rendered>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(style.length).toBeGreaterThan(500);
  // The app the page starts on intent is the canary's.
  expect(html).toContain(`http://127.0.0.1:${CANARY_PORT}/remoteEntry.js`);

  await page.goto('/en');
  await expect(page.locator('#root[data-server-rendered] [data-remote-build="canary"]')).toBeAttached();
  // Hydrated by the canary's browser build without a mismatch (the test fixture fails on one).
  await startApp(page);
  await expect(page.locator('[data-remote-build="canary"]')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
});

test('rolling the registry back renders the build of this server at once', async ({ page, request }) => {
  pointPublicAt(CANARY_MANIFEST);
  expect(rootOf(await serverPage(request, '/en', null))).toContain('data-remote-build="canary"');

  writeFileSync(REGISTRY_FILE, JSON.stringify(DEFAULT_REGISTRY));
  const root = rootOf(await serverPage(request, '/en', null));
  expect(root).toContain('data-remote-build="main"');
  expect(root).not.toContain('data-remote-build="canary"');

  await page.goto('/en');
  await startApp(page);
  await expect(page.locator('[data-remote-build="main"]')).toBeVisible();
});

test('a second origin that is down: the page still answers, for the browser to render', async ({
  page,
  request,
}) => {
  pointPublicAt(`http://127.0.0.1:${await closedPort()}/mf-manifest.json`);
  const answer = await request.get('/en', { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).not.toContain('<div id="root" data-server-rendered');
  expect(html).toContain('<div id="root"><div class="boot-header"></div></div>');

  // The browser meets the same outage: the shell's frame with the remote's fallback.
  await page.goto('/en');
  await expect(page.locator('[data-remote-fallback="mf_public"]')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
