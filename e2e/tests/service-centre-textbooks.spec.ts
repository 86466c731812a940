import { DEMO_PASSWORD, newEmail, PASSWORD, signInOverApi } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectFitsPhone } from '../support/fits-phone.ts';
import { demoTeacher } from '../support/live-lessons.ts';
import {
  apiCall,
  buyCourse,
  DEMO_OPERATOR,
  newAccount,
  tokenOf,
} from '../support/service-centre-accounts.ts';
import { expect, test } from '../support/test.ts';

/**
 * Printed textbooks through the service centre (issue 28): a learner buys a course that brings one and gives
 * an address; the demo operator finds it in the centre's queue and marks it shipped with a carrier and a
 * tracking number; the learner sees both on user/delivery. The API's tests hold the rules (forward only, one
 * of two operators shipping at once wins, the mails).
 */
test('an operator marks a textbook shipped and the learner sees it on their materials page', async ({
  page,
  browser,
}) => {
  test.slow();
  const learnerEmail = newEmail();
  const learnerToken = await newAccount(page.request, learnerEmail);
  const operatorToken = await tokenOf(page.request, DEMO_OPERATOR);
  await apiCall(page.request, operatorToken, 'POST', '/operator/wallet/credit', {
    email: learnerEmail,
    amount_minor: 500_000,
    note: 'e2e: tuition for a textbook course',
  });
  // The demo teacher's one-on-one course brings a printed textbook (api/seed/textbooks.ts).
  const teacher = await demoTeacher(page);
  await buyCourse(page.request, learnerToken, teacher.courseId);
  await apiCall(page.request, learnerToken, 'PUT', '/user/delivery/address', {
    name: 'Mei Tanaka',
    phone: '+44 20 7946 0958',
    country: 'GB',
    region: '',
    city: 'London',
    street: '221B Baker Street',
    postal_code: 'NW1 6XE',
  });

  await signInOverApi(page, DEMO_OPERATOR, DEMO_PASSWORD);
  await page.goto('/en/service-centre/textbooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Textbooks' })).toBeVisible();
  const card = page.getByRole('article', { name: `${teacher.courseTitle} · ${learnerEmail}` });
  await expect(card.getByText('221B Baker Street')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page, test.info(), 'textbooks');
  const tracking = `SF${Date.now()}`;
  await card.getByLabel('Carrier').fill('SF Express');
  await card.getByLabel('Tracking number').fill(tracking);
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: /^Shipped \(/ }).click();
  const shipped = page.getByRole('article', { name: `${teacher.courseTitle} · ${learnerEmail}` });
  await expect(shipped.getByText(tracking)).toBeVisible();
  await expect(shipped.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expectAccessible(page);

  const learner = await browser.newContext();
  const learnerPage = await learner.newPage();
  await signInOverApi(learnerPage, learnerEmail, PASSWORD);
  await learnerPage.goto('/en/user/delivery');
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'My materials' })).toBeVisible();
  await expect(learnerPage.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(learnerPage.getByText('Carrier: SF Express')).toBeVisible();
  await expect(learnerPage.getByText(`Tracking number: ${tracking}`)).toBeVisible();
  await expectAccessible(learnerPage);
  await expectFitsPhone(learnerPage, test.info(), 'delivery');
  await learner.close();
});
