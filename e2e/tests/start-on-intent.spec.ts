import { expect, test } from '../support/test.ts';

const APP_ENTRY = /\/assets\/main\.[0-9a-f]+\.js$/;

test('a server-rendered page runs none of the app until a control is reached for, and keeps that press', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en/live');
  await expect(page.locator('main h1')).toHaveText('Find your Chinese teacher');
  // Pointing at text or at a link (links work without the app) starts nothing.
  await page.locator('main h1').hover();
  await page.getByTestId('teacher-card').first().getByRole('heading').getByRole('link').hover();
  await page.waitForTimeout(1000);
  expect(scripts).toEqual([]);
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  // Meanwhile its code was fetched, the browser being idle.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
    .toContainEqual(expect.stringMatching(APP_ENTRY));

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.some((url) => APP_ENTRY.test(url))).toBe(true);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
  // Hydrated, not replaced: the heading read before the start is the same element.
  expect(await page.locator('main h1').evaluate((h1) => h1.isConnected)).toBe(true);
});
