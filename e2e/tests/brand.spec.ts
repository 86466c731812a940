import { SITE_PORT } from '../support/env.ts';
import { expect, test } from '../support/test.ts';

test('the main host shows the main brand with the about page', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('banner').locator('[data-brand-logo]')).toHaveAttribute(
    'data-brand-logo',
    'hanyu',
  );
  await expect(page.getByTestId('about-link')).toHaveAttribute('href', '/en/about');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'hanyu');
});

test('the alternate host shows its own logo and links about to the partner page', async ({ page }) => {
  await page.goto(`http://jyda.localhost:${SITE_PORT}/en`);
  const logo = page.getByRole('banner').locator('[data-brand-logo]');
  await expect(logo).toHaveAttribute('data-brand-logo', 'jyda');
  await expect(logo).toContainText('JYDA');
  await expect(page.getByTestId('about-link')).toHaveAttribute('href', '/en/about/partner/jyda');
  await page.getByTestId('about-link').click();
  await expect(page).toHaveURL(/\/en\/about\/partner\/jyda$/);
  await expect(page.locator('main h1')).toBeVisible();
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--hy-color-primary').trim(),
  );
  expect(primary).toBe('#2456d6');
});
