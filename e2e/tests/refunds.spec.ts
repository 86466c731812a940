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
 * The 30-day money-back guarantee (issue 28): a new learner buys the demo teacher's one-on-one course, asks
 * for a refund on user/order, the demo operator approves it in the service centre with a reply, and the
 * learner's balance and bills show the refund (bill type 5) while the course's remaining lessons are gone.
 * The API's tests hold the rules (what is refunded of what, two operators at once, a refund racing bookings).
 */
test('a learner asks for a refund, the operator approves it, the money is back and the lessons are gone', async ({
  page,
}) => {
  test.slow();
  const learnerEmail = newEmail();
  const learnerToken = await newAccount(page.request, learnerEmail);
  const operatorToken = await tokenOf(page.request, DEMO_OPERATOR);
  await apiCall(page.request, operatorToken, 'POST', '/operator/wallet/credit', {
    email: learnerEmail,
    amount_minor: 1_000_000,
    note: 'e2e: tuition for a refund',
  });
  const teacher = await demoTeacher(page);
  await buyCourse(page.request, learnerToken, teacher.courseId);
  const before = await apiCall(page.request, learnerToken, 'GET', '/user/balance');
  const orders = await apiCall(page.request, learnerToken, 'GET', '/user/orders?status=1');
  const order = (orders.list as Array<{ id: number; total_minor: number }>)[0];
  if (!order) throw new Error('the purchase left no paid order');

  await signInOverApi(page, learnerEmail, PASSWORD);
  await page.goto('/en/user/order');
  const card = page.getByRole('article', { name: teacher.courseTitle });
  await card.getByRole('button', { name: 'Ask for a refund' }).click();
  await card.getByLabel('Why would you like a refund?').fill('The lesson times do not suit me');
  await card.getByRole('button', { name: 'Send the request' }).click();
  await expect(card.getByText(/You asked for a refund/)).toBeVisible();

  await page.context().clearCookies();
  await signInOverApi(page, DEMO_OPERATOR, DEMO_PASSWORD);
  await page.goto('/en/service-centre/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  const request = page.getByRole('article', { name: new RegExp(`· order ${order.id} ·`) });
  await expect(request.getByText('The lesson times do not suit me')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page, test.info(), 'refunds');
  await request.getByLabel('Reply to the learner').fill('Refunded in full: no lesson was used');
  await request.getByRole('button', { name: /^Approve, give back / }).click();
  await expect(request.getByText('Approved', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signInOverApi(page, learnerEmail, PASSWORD);
  await page.goto('/en/user/order');
  const refunded = page.getByRole('article', { name: teacher.courseTitle });
  await expect(
    refunded.getByText(/^Refunded: .* went back to the balance it was paid from\.$/),
  ).toBeVisible();
  await expect(
    refunded.getByText('The service centre replied: Refunded in full: no lesson was used'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto('/en/user/bill');
  await expect(page.getByRole('main').getByRole('table')).toContainText('Refund on order cancel');

  const after = await apiCall(page.request, learnerToken, 'GET', '/user/balance');
  expect(after.balance_minor).toBe(before.balance_minor + order.total_minor);
  const courses = await apiCall(page.request, learnerToken, 'GET', '/user/booking/courses?language=en');
  const course = (courses.data as Array<{ course_id: number; remaining_minutes: number }>).find(
    (each) => each.course_id === teacher.courseId,
  );
  expect(course?.remaining_minutes ?? 0).toBe(0);
});
