import { expect, test } from '../support/test.ts';

test('an unknown language segment gives the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/xx');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('an unknown language with a deeper path is a 404 too', async ({ page }) => {
  await page.goto('/fr/about');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  // The header still works around the 404.
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unmatched route in a valid language shows the 404 inside the layout', async ({ page }) => {
  await page.goto('/en/this/does/not/exist');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('main h1').first()).toBeVisible();
});
