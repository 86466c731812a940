import { startApp } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

test('header navigation reaches the public pages', async ({ page }) => {
  await page.goto('/en');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(/\/en\/about\/how$/);
  await expect(page.locator('main h1')).toBeVisible();
  await nav.getByRole('link', { name: 'Curriculum' }).click();
  await expect(page).toHaveURL(/\/en\/about\/guide$/);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/en\/pub$/);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the courses dropdown lists the three kinds and closes on Escape', async ({ page }) => {
  await page.goto('/en');
  const toggle = page.getByRole('button', { name: 'Courses' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByTestId('courses-menu');
  for (const name of ['One-to-one live', 'Group classes', 'Video courses']) {
    await expect(menu.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await menu.getByRole('link', { name: /Group classes/ }).click();
  await expect(page).toHaveURL(/\/en\/group$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a new slogan shows on every route change', async ({ page }) => {
  await page.goto('/en');
  await startApp(page);
  const slogan = page.getByTestId('slogan');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const seen = new Set<string>();
  for (const name of ['Free trial', 'Curriculum', 'About', 'Home', 'Free trial', 'Blog']) {
    const previous = (await slogan.getAttribute('data-slogan')) ?? '';
    seen.add(previous);
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(slogan).not.toHaveAttribute('data-slogan', previous);
    await expect(slogan).not.toBeEmpty();
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('a new slogan shows on every full page load too', async ({ page }) => {
  const slogan = page.getByTestId('slogan');
  let previous = '';
  // Loads without the app starting (the server's page), and with it.
  for (const [index, url] of ['/en', '/en', '/en/about', '/en', '/en/live', '/en'].entries()) {
    await page.goto(url);
    if (index % 2 === 1) await startApp(page);
    const shown = (await slogan.getAttribute('data-slogan')) ?? '';
    expect(shown, url).not.toBe(previous);
    previous = shown;
  }
});

test('switching language keeps the page, the query and updates <html lang>', async ({ page }) => {
  await page.goto('/en/about/how?from=header');
  await page.getByTestId('language-switcher').getByRole('button').click();
  await page
    .getByTestId('language-switcher')
    .getByRole('link', { name: /日本語/ })
    .click();
  await expect(page).toHaveURL(/\/ja\/about\/how\?from=header$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('navigation', { name: 'メインナビゲーション' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('the menu button opens the navigation and a link closes it', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/en\/about\/how$/);
    await expect(nav).toBeHidden();
  });
});
