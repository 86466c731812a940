import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { LEARNER } from '../support/classroom.ts';
import { SITE_URL } from '../support/env.ts';
import { expect, test } from '../support/test.ts';

/**
 * The assistant teacher's booking screen (issue 28): the demo assistant finds the demo learner whose Business
 * Chinese pack forbids self-service booking (api/src/seed/demo-payouts.ts), picks a free start shown in the
 * learner's zone and books it; a learner reads that the screen is for assistant teachers.
 */
const ASSISTANT = 'assistant@demo.hanyu.example';
const ASSISTED_LEARNER = 'assisted@demo.hanyu.example';

test('an assistant teacher books a lesson for a learner whose course forbids self-service booking', async ({
  page,
  browser,
}) => {
  await page.goto('/en');
  await signInOverApi(page, ASSISTANT, DEMO_PASSWORD);
  await page.goto('/en/teach/assist');
  await expect(page.getByRole('heading', { level: 1, name: 'Book for a learner' })).toBeVisible();
  await page.getByLabel("Learner's email or name").fill(ASSISTED_LEARNER);
  await page.getByRole('button', { name: 'Find learners' }).click();
  const results = page.getByRole('region', { name: 'Learners found' });
  await expect(results.getByText('Time zone: America/New_York')).toBeVisible();
  await expect(results.getByText(/Booked by an assistant/)).toBeVisible();
  await results.getByRole('link', { name: 'Business Chinese for Professionals' }).click();

  const booking = page.getByRole('region', { name: 'Book for Demo Assisted Learner' });
  const starts = booking.getByRole('group', {
    name: "Free starts in the learner's time zone (America/New_York)",
  });
  await expect(starts).toBeVisible();
  const first = starts.getByRole('radio').first();
  await first.check();
  await booking.getByRole('button', { name: 'Book this lesson' }).click();
  await expect(booking.getByRole('status')).toContainText('Booked for Demo Assisted Learner:');
  await expect(booking.getByRole('status')).toContainText('(America/New_York)');

  // The learner in a browser of their own: the assistant's page may still be answering its requests.
  const learner = await (await browser.newContext({ baseURL: SITE_URL })).newPage();
  await learner.goto('/en');
  await signInOverApi(learner, LEARNER, DEMO_PASSWORD);
  await learner.goto('/en/teach/assist');
  await expect(learner.getByRole('heading', { level: 2, name: 'For assistant teachers only' })).toBeVisible();
  await expectAccessible(learner);
  await learner.context().close();
});
