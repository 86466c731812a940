import type { Page } from '@playwright/test';
import { SITE_PORT } from '../support/env.ts';
import { rootOf, serverPage } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/** The alternate brand's host (packages/ui brands.ts): Chromium and the server both take any *.localhost. */
const JYDA_ORIGIN = `http://jyda.localhost:${SITE_PORT}`;
const JYDA_HOST = { host: `jyda.localhost:${SITE_PORT}` };
const JYDA = { name: 'JYDA Chinese', primary: '#2456d6', mark: 'M11.5 14h6.5v5h-6.5z' };
const HANYU_MARK = 'M12.5 9.5c1.8 4.2 4.4 7.4 7.8 9.5';

// Each test loads several pages, and axe reads the last: room for a machine shared with builds and other runs.
test.describe.configure({ timeout: 180_000 });

/** The alternate brand's pages of issue 25, with the heading each shows. */
const PAGES = [
  { path: '/en', heading: 'Learn to speak Chinese with a teacher who knows you' },
  { path: '/en/i/1', heading: 'HSK 1 Essentials, One-on-One' },
  { path: '/en/live', heading: 'Find your Chinese teacher' },
];

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
  await page.goto(`${JYDA_ORIGIN}/en`);
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

test("the server renders the alternate brand's pages in its name, logo and colours", async ({ request }) => {
  for (const { path, heading } of PAGES) {
    const html = await serverPage(request, path, null, { headers: JYDA_HOST });
    // Its theme before any stylesheet or script: colours on <html>, the browser's tint, the tab icon.
    const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
    expect(htmlTag, path).toContain('data-brand="jyda"');
    expect(htmlTag, path).toContain(`--hy-color-primary:${JYDA.primary}`);
    expect(html, path).toContain(`<meta name="theme-color" content="${JYDA.primary}"`);
    expect(html, path).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]*%232456d6/);
    expect(html, path).toMatch(new RegExp(`<title>[^<]* · ${JYDA.name}</title>`));
    // The page itself, in the brand's frame.
    const root = rootOf(html);
    expect(root, path).toContain(heading);
    expect(root, path).toMatch(/<header[^>]*>.*data-brand-logo="jyda".*<\/header>/s);
    expect(root, path).toContain(`d="${JYDA.mark}"`);
    expect(root, path).toContain('href="/en/about/partner/jyda"');
    expect(root, path).toContain(`${JYDA.name}. All rights reserved.`);
    expect(root, path).not.toContain('data-brand-logo="hanyu"');
    expect(root, path).not.toContain(HANYU_MARK);
  }
  // A remote's page reads the brand too: no social sign-in on the alternate host (SPEC §2).
  const login = rootOf(await serverPage(request, '/en/passport/login', null, { headers: JYDA_HOST }));
  expect(login).toContain('data-brand-logo="jyda"');
  expect(login).not.toContain('data-testid="social-login"');
  expect(rootOf(await serverPage(request, '/en/passport/login', null))).toContain(
    'data-testid="social-login"',
  );
});

/** Layout shifts of the page from its first paint, as Lighthouse counts them (a PerformanceObserver). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );

/** What the brand has put on the page: <html>'s marks and colours, the tint, the icon, the logo. */
const brandState = (page: Page) =>
  page.evaluate(() => ({
    brand: document.documentElement.dataset.brand,
    style: document.documentElement.getAttribute('style'),
    primary: getComputedStyle(document.documentElement).getPropertyValue('--hy-color-primary').trim(),
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
    logo: document.querySelector('header [data-brand-logo]')?.outerHTML,
  }));

for (const width of [390, 1280]) {
  test(`the alternate brand's pages arrive drawn and hydrate without a mismatch or a shift (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await watchLayoutShifts(page);
    for (const { path, heading } of PAGES) {
      await page.goto(`${JYDA_ORIGIN}${path}`);
      await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
      await expect(page.locator('main h1')).toHaveText(heading);
      const before = await brandState(page);
      expect(before.brand).toBe('jyda');
      expect(before.primary).toBe(JYDA.primary);
      expect(before.logo).toContain('JYDA');
      await page.waitForLoadState('load');
      const served = await layoutShift(page);
      // The app started with no input (an input would excuse the shifts that follow it), then hydrated.
      await page.evaluate(() =>
        (window as unknown as { __HANYU_EARLY__: { start(): void } }).__HANYU_EARLY__.start(),
      );
      await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached({ timeout: 60_000 });
      await page.waitForTimeout(500);
      // The brand drawn by the server is what the app has: nothing was painted again.
      expect(await brandState(page), path).toEqual(before);
      const total = await layoutShift(page);
      test.info().annotations.push({
        type: 'CLS',
        description: `${path} at ${width} px: ${served.toFixed(4)} served, ${total.toFixed(4)} after hydration`,
      });
      expect(total, `${path}: layout shift up to hydration`).toBeLessThanOrEqual(0.02);
    }
  });
}
