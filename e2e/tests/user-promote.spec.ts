import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, newEmail, register, signInOverApi } from '../support/accounts.ts';
import { apiToken, topUp } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * The promotion programme, end to end (issue 14): the demo teacher (a part-time promoter) hands out their share
 * link; a new visitor follows it (counted as the page is served), registers, tops up and buys the demo video course (the remembered coupon
 * applied); the teacher's clicks, order amount and income go up and the charts show them. The e2e server runs with
 * PROMOTION_HOLD_DAYS=0 (playwright.config.ts), so a paid order is final at once and the job that runs every
 * minute credits the income: the test waits for that run, as a promoter would wait for the hold.
 */

const TEACHER = 'wang-lin@teachers.hanyu.invalid';
const COURSE_TITLE = 'Pinyin & Tones Video Course';

interface Stats {
  range: { clicks: number; orders: number; order_amount_minor: number; income_credited_minor: number };
}

async function stats(page: Page): Promise<Stats> {
  const answer = await page.request.get('/api/user/promotion/stats?days=30', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).response as Stats;
}

test('a promoted link brings a learner who buys a course: clicks, order amount and income update', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/en');
  await signInOverApi(page, TEACHER, DEMO_PASSWORD);
  await page.goto('/en/user/promote');
  const link = page.getByLabel('Your share link');
  await expect(link).toHaveValue(/coupon_code=HYTEACHER/);
  const shareUrl = new URL(await link.inputValue());
  await expect(page.getByTestId('chart-clicks')).toBeVisible();
  const before = await stats(page);

  // The friend: follows the link (on whatever page it lands), registers, tops up and buys.
  const visitor = await browser.newContext();
  const friend = await visitor.newPage();
  await friend.goto(`${shareUrl.pathname}${shareUrl.search}`);
  // Counted as the page is served: the visitor cookie comes with it, before the app has started.
  expect((await visitor.cookies()).some((cookie) => cookie.name === 'hy_visitor')).toBe(true);
  await register(friend, newEmail());
  await topUp(friend, 500, 'Alipay');
  await expect(friend.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
  await friend.goto('/en/video');
  await friend.getByRole('link', { name: COURSE_TITLE }).first().click();
  await friend.getByRole('link', { name: /^Buy/ }).first().click();
  await expect(friend.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(friend.getByText(/Coupon HYTEACHER applied/)).toBeVisible();
  await friend.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(friend.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await visitor.close();

  const after = await stats(page);
  expect(after.range.clicks).toBe(before.range.clicks + 1);
  expect(after.range.orders).toBe(before.range.orders + 1);
  expect(after.range.order_amount_minor).toBeGreaterThan(before.range.order_amount_minor);

  // The income job runs once a minute: credited within about two.
  await expect
    .poll(async () => (await stats(page)).range.income_credited_minor, {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toBeGreaterThan(before.range.income_credited_minor);
  await page.reload();
  await expect(page.getByTestId('stat-orderAmount')).toContainText(/paid order/);
  await expect(page.getByTestId('stat-income')).toContainText('credited');
  await expect(page.getByTestId('chart-money')).toBeVisible();
  await expect(page.getByTestId('chart-money').locator('polyline')).toHaveCount(2);
  await expect(page.getByTestId('chart-money').getByRole('img')).toHaveAttribute('aria-label', /CN¥[1-9]/);

  // The reward is a bill of type 7 in the teacher's wallet.
  await page.goto('/en/user/bill?type=7');
  await expect(page.getByRole('main').getByRole('table')).toContainText('Reward');
});
