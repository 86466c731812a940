import { writeFileSync } from 'node:fs';
import { startApp } from '../support/app.ts';
import { CANARY_PORT, DEFAULT_REGISTRY, REGISTRY_FILE, registryWithPublicAt } from '../support/env.ts';
import { expect, test } from '../support/test.ts';

test.afterEach(() => writeFileSync(REGISTRY_FILE, JSON.stringify(DEFAULT_REGISTRY)));

test('a remote outage met inside the app shows the translated fallback in the layout; header works; retry recovers', async ({
  page,
}) => {
  // The app runs (started on a page of another remote) when the visitor goes to one of mf-public's pages.
  await page.goto('/en/passport/login');
  await startApp(page);
  await page.route('**/remotes/mf-public/mf-manifest.json', (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.getByRole('link', { name: 'Hanyu' }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  const fallback = page.locator('[data-remote-fallback="mf_public"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('This part of the site is not available right now');

  // The header, footer and language switcher keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('button', { name: 'Courses' }).click();
  await expect(page.getByTestId('courses-menu').getByRole('link', { name: /Video courses/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switcher').getByRole('button').click();
  await page
    .getByTestId('language-switcher')
    .getByRole('link', { name: /Español/ })
    .click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(fallback).toContainText('Esta parte del sitio no está disponible ahora');

  await page.unroute('**/remotes/mf-public/mf-manifest.json');
  await fallback.getByRole('button', { name: 'Reintentar' }).click();
  await expect(fallback).toBeHidden();
  await expect(page.locator('[data-remote-build="main"]')).toBeVisible();
});

test('a network error on the remote entry also shows the fallback', async ({ page }) => {
  await page.goto('/en/passport/login');
  await startApp(page);
  await page.route('**/remotes/mf-public/remoteEntry*.js', (route) => route.abort('connectionrefused'));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page.locator('[data-remote-fallback="mf_public"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('pointing the registry at another build switches the site without rebuilding the shell', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.locator('[data-remote-build="main"]')).toBeVisible();

  writeFileSync(
    REGISTRY_FILE,
    JSON.stringify(registryWithPublicAt(`http://127.0.0.1:${CANARY_PORT}/mf-manifest.json`)),
  );
  await page.reload();
  await expect(page.locator('[data-remote-build="canary"]')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();

  writeFileSync(REGISTRY_FILE, JSON.stringify(DEFAULT_REGISTRY));
  await page.reload();
  await expect(page.locator('[data-remote-build="main"]')).toBeVisible();
});

test('a chunk that fails to load reloads the page once, never in a loop', async ({ page }) => {
  await page.goto('/en');
  await startApp(page);
  await expect(page.locator('[data-remote-build="main"]')).toBeVisible();
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // From now on every code chunk of the remote fails, as after a deploy removed the old files.
  await page.route(/\/remotes\/mf-public\/(?!remoteEntry|mf-manifest)[^/]+\.js$/, (route) =>
    route.abort('failed'),
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Curriculum' })
    .click();
  await expect(page).toHaveURL(/\/en\/about\/guide$/);
  await expect(page.getByRole('banner')).toBeVisible();
  // The reload brings the server's page; the app, started again, finds the page's code still missing and
  // leaves the server's page in place with a retry.
  await expect.poll(() => loads).toBe(1);
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-server-page-notice]')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
});
