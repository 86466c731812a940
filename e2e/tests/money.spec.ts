import type { Page } from '@playwright/test';
import { newEmail, register } from '../support/accounts.ts';
import { apiToken, openGateway, topUp } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * Buying, end to end: the learner's browser, the API, its ledger and the payment sandboxes the
 * one-command start serves when no gateway credentials are configured (a real redirect, approve page and
 * signed notification for each gateway).
 */

async function createOrderOverApi(page: Page, body: Record<string, unknown>) {
  const answer = await page.request.post('/api/user/order', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: body,
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).response as { id: number; sku_id: number; total_minor: number };
}

/** The first item of the first one-on-one course, as its page's buy button names it. */
async function openFirstLiveCourse(page: Page) {
  await page.goto('/en/live');
  await page.locator('main a[href*="/en/i/"]').first().click();
  await expect(page).toHaveURL(/\/en\/i\/\d+/);
}

test.describe.configure({ mode: 'serial' });

test('a new learner tops up through Alipay and PayPal, buys a live package with a coupon, and sees the order and its bills', async ({
  page,
}) => {
  await page.goto('/en');
  await register(page, newEmail());

  await topUp(page, 2000, 'Alipay');
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
  await expect(page.getByText('CN¥2,000 was added to your balance.')).toBeVisible();
  await expect(page.getByText('Plus a recharge gift of CN¥100.')).toBeVisible();
  await expect(page.getByTestId('header-balance').first()).toHaveText(/CN¥2,100/);

  await topUp(page, 200, 'PayPal');
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
  await expect(page.getByText('Your balance is now CN¥2,300.')).toBeVisible();

  await openFirstLiveCourse(page);
  // A package of lessons (a single lesson is below WELCOME50's ¥100 minimum).
  await page
    .getByRole('link', { name: /^Buy \d{2,} lessons/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/checkout\?sku=\d+/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Coupon code').fill('welcome50');
  await page.getByRole('button', { name: 'Apply' }).click();
  // Typed in lower case: one code whatever its case (issue 24).
  await expect(page.getByText('Coupon welcome50 applied: CN¥50 off')).toBeVisible();
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();

  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/en\/user\/order/);
  const order = page.getByRole('main').getByRole('article').first();
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('Coupon WELCOME50');

  await page.goto('/en/user/bill');
  const bills = page.getByRole('main').getByRole('table');
  for (const type of ['Buy courses', 'Recharge gift', 'Recharge']) await expect(bills).toContainText(type);
  await page.getByRole('link', { name: 'Buy courses', exact: true }).click();
  await expect(page).toHaveURL(/type=2/);
  await expect(bills).toContainText('Buy courses');
  await expect(bills.getByText('Recharge gift')).toHaveCount(0);
});

test('payment messages: a declined payment, a short balance, a non-balance payment, and a cancelled order', async ({
  page,
}) => {
  await page.goto('/en');
  await register(page, newEmail());

  // Declined at the gateway: SPEC §8's message, and a way to try again.
  await topUp(page, 100, 'GoAllPay', false);
  await expect(page.getByText('Payment was not successful, please try again later')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Top up again' })).toBeVisible();

  // Nothing on the balance: checkout says what is missing and offers to top it up.
  await openFirstLiveCourse(page);
  await page.getByRole('link', { name: /^Buy/ }).first().click();
  await expect(page.getByText(/Not enough balance, CN¥[\d.,]+ missing/)).toBeVisible();
  const topUpLink = page.getByRole('link', { name: 'Top up the difference' });
  await expect(topUpLink).toHaveAttribute('href', /\/en\/top-up\?amount=\d+&return=/);

  // The API pays from the balance only.
  const skuId = Number(new URL(page.url()).searchParams.get('sku'));
  const unpaid = await createOrderOverApi(page, { sku_id: skuId });
  const refused = await page.request.post(`/api/user/order/${unpaid.id}/pay`, {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: { payment_method: 'paypal' },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect((await refused.json()).error.message).toBe('Does not support non-balance payments');

  // The unpaid order is cancelled from the orders page, after a confirmation.
  await page.goto('/en/user/order?status=0');
  const order = page.getByRole('main').getByRole('article').first();
  await expect(order).toContainText(`Order ${unpaid.id}`);
  await order.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toHaveCount(0);
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText(`Order ${unpaid.id} was cancelled.`)).toBeVisible();
  await page.goto('/en/user/order?status=4');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Cancelled');
});

test('the return page checks again when the gateway is slow to answer', async ({ page }) => {
  await page.goto('/en');
  await register(page, newEmail());
  // The payer comes back before the gateway has said anything (its notification is late): the server's first
  // check and the page's checks after it find the top-up pending until the fallback shows.
  await openGateway(page, 100, 'Alipay');
  // Where the gateway would send the payer back, and the approval the test holds back.
  const back = new URL(new URL(page.url()).searchParams.get('return_url') ?? '');
  const approve = new URL(
    (await page.locator('form:has(button.approve)').getAttribute('action')) ?? '',
    page.url(),
  ).href;
  await page.clock.install();
  await page.goto(`${back.pathname}${back.search}`);
  await expect(page.getByText('Checking your payment…')).toBeVisible();
  const fallback = page.getByRole('button', { name: 'System not responding, click here' });
  // Each check waits for its answer before the next is timed: move the clock on a step at a time.
  await expect(async () => {
    await page.clock.runFor(5_000);
    await expect(fallback).toBeVisible({ timeout: 200 });
  }).toPass();
  // The gateway answers at last; the payer asks again.
  expect((await page.request.post(approve, { maxRedirects: 0 })).status()).toBe(303);
  await fallback.click();
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
});

test("a company-paid learner's purchase is charged to the company, never to the learner", async ({
  page,
}) => {
  // The demo member of Demo Company (README: demo accounts), signed in on the login page.
  await page.goto('/en/passport/login?redirect_url=%2Fen%2Fvideo');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill('staff@demo.hanyu.example');
  await form.getByLabel('Password').fill('hanyu-demo-2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/video$/);

  const balance = async () => {
    const answer = await page.request.get('/api/user/balance', {
      headers: { authorization: `Bearer ${await apiToken(page)}` },
    });
    return (await answer.json()).response as { balance_minor: number; company_balance_minor: number };
  };
  const before = await balance();

  await page.locator('main a[href*="/en/i/"]').first().click();
  await page.getByRole('link', { name: /^Buy/ }).first().click();
  await expect(
    page.getByText('Your company pays for your courses: this order is paid from its balance.'),
  ).toBeVisible();
  await expect(page.getByText('Company balance')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Top up the difference' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();

  const after = await balance();
  expect(after.balance_minor).toBe(before.balance_minor);
  expect(after.company_balance_minor).toBeLessThan(before.company_balance_minor);

  await page.goto('/en/user/order?status=1');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Paid by your company');
  // No top-up for a learner whose company pays.
  await expect(page.getByRole('link', { name: 'Top up' })).toHaveCount(0);
});
