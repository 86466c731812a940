import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import { startApp } from '../support/app.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_EMAILS } from '../support/server-html.ts';
import { DEMO_OPERATOR } from '../support/service-centre-accounts.ts';
import { expect, test } from '../support/test.ts';

/**
 * The service centre's people (issue 28): the demo operator finds the demo learner by the beginning of their
 * email, credits 50 yuan with a reason, and the person's page shows the new balance and the audit row; the
 * audit log and the coupons show too. A learner who opens the centre reads that it is for operators.
 */
test('the demo operator finds the demo learner and credits 50 yuan with a reason, which the audit log keeps', async ({
  page,
}) => {
  test.slow();
  const reason = `Bank transfer E2E-${Date.now()}`;
  await signInOverApi(page, DEMO_OPERATOR, DEMO_PASSWORD);
  await page.goto('/en/service-centre/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Email, name or id' }).fill('learner@demo');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/en\/service-centre\/people\?q=learner%40demo$/);
  await page
    .getByRole('row', { name: new RegExp(DEMO_EMAILS.learner) })
    .getByRole('link')
    .click();
  await expect(page.getByText(DEMO_EMAILS.learner, { exact: true })).toBeVisible();
  await expectAccessible(page);
  // The form acts in the running app (a server-rendered page starts it on the visitor's first intent).
  await startApp(page);

  await page.getByLabel('Amount in yuan').fill('50');
  await page.getByLabel('Reason (kept in the audit log)').fill(reason);
  await page.getByRole('button', { name: 'Credit the wallet' }).click();
  const done = page.getByText(/^Credited CN¥50\. The balance is now (.+)\.$/);
  await expect(done).toBeVisible();
  const balance = /The balance is now (.+)\.$/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByTestId('person-balance')).toHaveText(balance);
  // The bill and the audit row both carry the reason.
  await expect(
    page.getByRole('row').filter({ hasText: reason }).filter({ hasText: 'Service centre credit' }),
  ).toBeVisible();
  const auditRow = page.getByRole('row').filter({ hasText: reason }).filter({ hasText: 'wallet.credit' });
  await expect(auditRow).toContainText(DEMO_OPERATOR);

  await page.getByRole('link', { name: 'Their whole audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reason })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Service centre sections' })
    .getByRole('link', { name: 'Coupons' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'WELCOME50' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon WELCOME50' })).toBeVisible();
  await expectAccessible(page);
});

test('a learner who opens the service centre reads that it is for operators', async ({ page }) => {
  await signInOverApi(page, DEMO_EMAILS.learner, DEMO_PASSWORD);
  await page.goto('/en/service-centre/people');
  await expect(page.getByRole('heading', { level: 1, name: 'For operators only' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Service centre sections' })).toHaveCount(0);
  await page.goto('/zh-cn/service-centre');
  await expect(page.getByRole('heading', { level: 1, name: '仅限运营人员' })).toBeVisible();
  await expectAccessible(page);
});
