import { newEmail, PASSWORD, signInOverApi } from '../support/accounts.ts';
import { startApp } from '../support/app.ts';
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
 * The notification centre (issue 29): a learner with a page open sees the bell's count rise live when the
 * service centre approves their refund (the notice made in the approval's transaction, pushed over the chat
 * socket), opens the list from the bell, reads the notice in their language, marks everything read, and
 * switches the mails of one kind off in account settings. The API's tests hold the rules (only one's own
 * notices, bursts collapsed, nothing pushed before the commit, two processes).
 */
test('the bell counts a refund decision live; the list marks it read; a kind of mail is switched off', async ({
  page,
}) => {
  test.slow();
  const learnerEmail = newEmail();
  const learnerToken = await newAccount(page.request, learnerEmail);
  const operatorToken = await tokenOf(page.request, DEMO_OPERATOR);
  await apiCall(page.request, operatorToken, 'POST', '/operator/wallet/credit', {
    email: learnerEmail,
    amount_minor: 1_000_000,
    note: 'e2e: tuition for a notification',
  });
  const teacher = await demoTeacher(page);
  await buyCourse(page.request, learnerToken, teacher.courseId);
  const orders = await apiCall(page.request, learnerToken, 'GET', '/user/orders?status=1');
  const order = (orders.list as Array<{ id: number }>)[0];
  if (!order) throw new Error('the purchase left no paid order');
  const refund = await apiCall(page.request, learnerToken, 'POST', `/user/order/${order.id}/refund`, {
    reason: 'The lesson times do not suit me',
  });

  await signInOverApi(page, learnerEmail, PASSWORD);
  await page.goto('/en/user/order');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  // The server-rendered page starts the app on the visitor's first intent; the bell goes live with it: the
  // socket is welcomed, then the count read (so what comes next can only come over the socket).
  const counted = page.waitForResponse((answer) => answer.url().endsWith('/api/user/notifications/unread'));
  await startApp(page);
  await counted;

  // The operator decides while the learner's page is open: the count comes over the socket.
  await apiCall(page.request, operatorToken, 'POST', `/operator/refunds/${refund.id}/approve`, {
    reply: 'Refunded in full',
  });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/en\/user\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = page.getByTestId('notification').first();
  await expect(notice).toContainText(`Your refund of order ${order.id} was approved.`);
  await expect(notice.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/en/user/order');
  await expectAccessible(page);
  await expectFitsPhone(page, test.info(), 'notifications');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('You have read everything.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await page.goto('/en/user/setting');
  const mails = page.getByRole('group', { name: 'Email notifications' });
  await mails.getByRole('checkbox', { name: 'New messages' }).uncheck();
  await page.getByRole('button', { name: 'Save email choices' }).click();
  await expect(page.getByText('Your email choices were saved.')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Email notifications' }).getByRole('checkbox', { name: 'New messages' }),
  ).not.toBeChecked();
  const preferences = await apiCall(page.request, learnerToken, 'GET', '/user/notifications/preferences');
  expect(preferences.email.new_message).toBe(false);
});
