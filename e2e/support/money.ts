import { expect, type Page } from '@playwright/test';

/** Money steps several specs take: a top-up through a payment sandbox, the signed-in browser's token. */

/** From the top-up page to the gateway's sandbox page, which waits for the payer's answer. */
export async function openGateway(page: Page, yuan: number, gateway: 'Alipay' | 'PayPal' | 'GoAllPay') {
  await page.goto('/en/top-up');
  await page.getByLabel('Amount in yuan').fill(String(yuan));
  // Typing started the app: the gateway is chosen once it has hydrated the page (a choice made while hydration
  // runs can be lost; one made before the app starts is kept, hydration.spec.ts).
  await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached();
  await page.getByRole('radio', { name: new RegExp(gateway) }).check();
  await page.getByRole('button', { name: /^Top up CN¥/ }).click();
  await expect(page.getByRole('heading', { name: `${gateway} Sandbox` })).toBeVisible();
  await expect(page.getByText('A local test gateway: no real money moves.')).toBeVisible();
}

/** Starts a top-up on the top-up page and answers the sandbox's page; ends on the return page. */
export async function topUp(
  page: Page,
  yuan: number,
  gateway: 'Alipay' | 'PayPal' | 'GoAllPay',
  approve = true,
) {
  await openGateway(page, yuan, gateway);
  await page.getByRole('button', { name: approve ? 'Approve payment' : 'Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/redirect/${gateway.toLowerCase()}\\?top_up=\\d+`));
}

/** The signed-in browser's API token, for the few steps a page never takes (an order left unpaid). */
export async function apiToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('not signed in');
  return token;
}
