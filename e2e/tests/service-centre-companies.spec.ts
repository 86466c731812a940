import { DEMO_PASSWORD, newEmail, PASSWORD, signInOverApi } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { SMTP_PORT } from '../support/env.ts';
import { expectFitsPhone } from '../support/fits-phone.ts';
import { demoTeacher } from '../support/live-lessons.ts';
import { decodedText, startMailbox } from '../support/mailbox.ts';
import { apiCall, DEMO_OPERATOR, newAccount } from '../support/service-centre-accounts.ts';
import { expect, test } from '../support/test.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox.close();
});
test.describe.configure({ mode: 'serial' });

/**
 * Company accounts (issue 28): the demo operator creates an organisation for a new owner, funds its wallet
 * and enrols a member, who buys a course paid from the company's wallet, which the centre's statement then
 * shows; and the owner invites another person by email, who accepts signed in as that address.
 */
test('an operator creates and funds a company and enrols a member, who buys with the company wallet', async ({
  page,
  browser,
}) => {
  test.slow();
  const ownerEmail = newEmail();
  const memberEmail = newEmail();
  await newAccount(page.request, ownerEmail);
  await newAccount(page.request, memberEmail);
  const name = `E2E Company ${Date.now()}`;

  await signInOverApi(page, DEMO_OPERATOR, DEMO_PASSWORD);
  await page.goto('/en/service-centre/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page.getByLabel('Owner’s email').fill(ownerEmail);
  await page.getByLabel('Organisation name').fill(name);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByLabel('Amount (yuan)').fill('5000');
  await page.getByLabel('Reason (e.g. the bank transfer’s reference)').fill('Bank transfer E2E-1');
  await page.getByRole('button', { name: 'Credit the company wallet' }).click();
  await expect(page.getByText(/^Credited CN¥5,000/)).toBeVisible();
  await expect(page.getByTestId('company-balance')).toHaveText('CN¥5,000');

  await page.getByLabel('Member’s email').fill(memberEmail);
  await page.getByRole('button', { name: 'Enrol as company-paid' }).click();
  await expect(page.getByText(`${memberEmail} is now a company-paid member.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  await expectAccessible(page);
  const companyUrl = page.url();

  // The member buys a course: the checkout says the company pays, and the company's wallet does.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signInOverApi(memberPage, memberEmail, PASSWORD);
  const teacher = await demoTeacher(memberPage);
  await memberPage.goto(`/en/i/${teacher.courseId}`);
  await memberPage.getByRole('link', { name: /^Buy/ }).first().click();
  await expect(
    memberPage.getByText('Your company pays for your courses: this order is paid from its balance.'),
  ).toBeVisible();
  await memberPage.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(memberPage.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await member.close();

  await page.goto(companyUrl);
  const statement = page.getByRole('region', { name: 'Spending per member' });
  await expect(statement.getByText(memberEmail)).toBeVisible();
  await expect(page.getByTestId('company-balance')).not.toHaveText('CN¥5,000');
  await expectAccessible(page);
  await expectFitsPhone(page, test.info(), 'company');
  await page.goto('/en/service-centre/companies');
  await expectFitsPhone(page, test.info(), 'companies');
});

test('an owner invites a member by email and the member accepts', async ({ page, browser }) => {
  test.slow();
  // The demo owner's organisation, Demo Company (api/src/seed/demo-accounts.ts).
  const inviteeEmail = newEmail();
  const inviteeToken = await newAccount(page.request, inviteeEmail);
  await signInOverApi(page, 'owner@demo.hanyu.example', DEMO_PASSWORD);
  await page.goto('/en/user/org');
  await page.getByLabel('Their email').fill(inviteeEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${inviteeEmail}.`)).toBeVisible();
  await expect(page.getByRole('article', { name: inviteeEmail })).toContainText('Waiting for an answer');
  await expectAccessible(page);
  await expectFitsPhone(page, test.info(), 'org');

  // The link, with its token, is only in the mail the person invited receives.
  const mail = decodedText((await mailbox.mailTo(inviteeEmail)).raw);
  const link = /https?:\/\/[^\s"<>]+\/en\/user\/org-invitation\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await signInOverApi(inviteePage, inviteeEmail, PASSWORD);
  await inviteePage.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Company invitation' })).toBeVisible();
  await expectFitsPhone(inviteePage, test.info(), 'invitation');
  await inviteePage.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(inviteePage.getByText('Welcome! Demo Company now pays for your courses.')).toBeVisible();
  await expectAccessible(inviteePage);
  const me = await apiCall(inviteePage.request, inviteeToken, 'GET', '/user/current');
  expect(me.company_user?.show_name).toBe('Demo Company');
  await invitee.close();
});
