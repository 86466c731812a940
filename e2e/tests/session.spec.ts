import { startApp } from '../support/app.ts';
import { SITE_URL } from '../support/env.ts';
import { expect, test } from '../support/test.ts';

test('a login-required page sends signed-out visitors to login with the full path wanted', async ({
  page,
}) => {
  await page.goto('/en/user/order?page=2');
  await expect(page).toHaveURL('/en/passport/login?redirect_url=%2Fen%2Fuser%2Forder%3Fpage%3D2');
});

test('the redirect keeps the language', async ({ page }) => {
  await page.goto('/ja/user');
  await expect(page).toHaveURL('/ja/passport/login?redirect_url=%2Fja%2Fuser');
});

test('client-side navigation to a login-required page redirects too', async ({ page }) => {
  await page.goto('/es');
  await startApp(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/es/user/bill');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/es/passport/login?redirect_url=%2Fes%2Fuser%2Fbill');
});

test('campaign parameters and coupon code are remembered for 30 days', async ({ page, context }) => {
  await page.goto('/en/about?utm_source=newsletter&utm_medium=email&utm_campaign=spring&coupon_code=HSK10');
  await expect(page.locator('main h1')).toBeVisible();
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies.utm_source?.value).toBe('newsletter');
  expect(cookies.utm_medium?.value).toBe('email');
  expect(cookies.utm_campaign?.value).toBe('spring');
  expect(cookies.app_coupon_code?.value).toBe('HSK10');
  expect(cookies.app_coupon_code?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
});

test('the time zone is shown as UTC±h from the utc cookie', async ({ page, context }) => {
  await context.addCookies([{ name: 'utc', value: 'Asia/Shanghai', url: SITE_URL }]);
  await page.goto('/en');
  await expect(page.getByTestId('time-zone')).toHaveText(/UTC\+8 \(Asia\/Shanghai\)/);
});
