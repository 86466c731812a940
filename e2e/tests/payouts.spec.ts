import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { SITE_URL } from '../support/env.ts';
import { DEMO_TEACHER } from '../support/live-lessons.ts';
import { expect, test } from '../support/test.ts';

/**
 * Teacher payouts (issue 28): the demo operator starts this month's payout run in the service centre, exports
 * its bank file and marks it paid; the demo teacher, whose lesson of ten days ago waited in their payable
 * account (api/src/seed/demo-payouts.ts), sees the paid payout in the teaching centre.
 */
const OPERATOR = 'operator@demo.hanyu.example';

/** This month in Beijing time, as `YYYY-MM`, and as the pages write it in English. */
function thisMonth(): { period: string; name: string } {
  const [year = '', month = ''] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-');
  const name = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${year}-${month}-01T00:00:00Z`),
  );
  return { period: `${year}-${month}`, name };
}

test('a payout run exported and marked paid shows in the teaching centre of the demo teacher', async ({
  page,
  browser,
}) => {
  const { period, name } = thisMonth();
  await page.goto('/en');
  await signInOverApi(page, OPERATOR, DEMO_PASSWORD);
  await page.goto('/en/service-centre/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher payouts' })).toBeVisible();
  await page.getByLabel('Month').fill(period);
  await page.getByLabel('Minimum payout (yuan)').fill('0');
  await page.getByRole('button', { name: 'Start the run' }).click();
  // A retried test finds the run its first attempt started.
  await expect(page.getByText(new RegExp(`^${name}: \\d+ payouts?|already exists`))).toBeVisible();
  await page.getByRole('region', { name: 'Payout runs' }).getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Payout run: ${name}` })).toBeVisible();
  const teacherRow = page.getByRole('row').filter({ hasText: DEMO_TEACHER.name });
  await expect(teacherRow).toHaveCount(1);
  const exportButton = page.getByRole('button', { name: 'Export the bank file' });
  if (await exportButton.isVisible()) {
    const download = page.waitForEvent('download');
    await exportButton.click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^payouts-${period}-run-\\d+\\.csv$`));
  }
  await page.getByRole('button', { name: 'Mark as paid by the bank' }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(teacherRow.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();

  // The teacher in a browser of their own: the operator's page may still be answering its requests.
  const teacher = await (await browser.newContext({ baseURL: SITE_URL })).newPage();
  await teacher.goto('/en');
  await signInOverApi(teacher, DEMO_TEACHER.email, DEMO_PASSWORD);
  await teacher.goto('/en/teach/payouts');
  const payouts = teacher.getByRole('region', { name: 'Your payouts' });
  const payout = payouts.getByRole('listitem').filter({ has: teacher.getByRole('heading', { name }) });
  await expect(payout).toContainText(/Paid on /);
  await expect(teacher.getByLabel('Your earnings')).toContainText('Held back for now');
  await expectAccessible(teacher);
  await teacher.context().close();
});
