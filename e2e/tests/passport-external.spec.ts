import { OAuth2Server } from 'oauth2-mock-server';
import { OAUTH_PORT, SITE_URL, SMTP_PORT } from '../support/env.ts';
import { decodedText, startMailbox } from '../support/mailbox.ts';
import { expect, type Page, test } from '../support/test.ts';

const newEmail = (kind: string) =>
  `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const provider = new OAuth2Server();

test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
  await provider.issuer.keys.generate('RS256');
  await provider.start(OAUTH_PORT, '127.0.0.1');
});

test.afterAll(async () => {
  await mailbox.close();
  await provider.stop();
});

async function registerFromHeader(page: Page, email: string, password: string) {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Sign up free' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('checkbox').check();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'My page' }).first()).toBeVisible();
}

test.describe('password reset through a real mail server', () => {
  test('the emailed link sets a new password once; old password and link stop working', async ({
    page,
    context,
  }) => {
    const email = newEmail('reset');
    await registerFromHeader(page, email, 'the old password');
    await context.clearCookies();

    await page.goto('/en');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A link to reset your password has been sent' }).first(),
    ).toBeVisible();

    const mail = decodedText((await mailbox.mailTo(email)).raw);
    expect(mail).toContain('Subject: Reset your password');
    const link = mail.match(new RegExp(`${SITE_URL}/en/passport/reset/[A-Za-z0-9_-]{43}`))?.[0];
    expect(link).toBeTruthy();

    await page.goto(link as string);
    await page.getByLabel('New password', { exact: true }).fill('the new password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password has been reset' })).toBeVisible();

    // The link was spent.
    await page.goto(link as string);
    await expect(page.getByText('Time out, please try again')).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await expect(page).toHaveURL(/\/en\/passport\/login\?mode=reset$/);
    await page.goto('/en/passport/login');
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('the old password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form).toContainText('Email account or password is wrong');
    await form.getByLabel('Password').fill('the new password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: 'My page' }).first()).toBeVisible();
  });

  test('an unregistered address gets the one message that reveals nothing more', async ({ page }) => {
    await page.goto('/en/passport/login?mode=reset');
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(newEmail('nobody'));
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(form).toContainText('The email you entered has not been registered or invalid');
  });
});

test.describe('Google sign-in against a local OAuth 2.0 provider', () => {
  test('a first sign-in creates the account and returns to the page it started from', async ({ page }) => {
    const email = newEmail('google');
    provider.service.once('beforeUserinfo', (userinfo) => {
      userinfo.body = { sub: `google-${email}`, email, email_verified: true, name: 'Ada Google' };
    });
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Log in' }).click();
    const toProvider = page.waitForRequest((request) =>
      request.url().startsWith(`http://127.0.0.1:${OAUTH_PORT}/authorize`),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
    const authorize = new URL((await toProvider).url());
    // Authorization code flow with PKCE and state, back to this site's callback page.
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${SITE_URL}/en/passport/callback/google`);

    await expect(page).toHaveURL(`${SITE_URL}/en/about`);
    await expect(page.getByRole('link', { name: 'My page' }).first()).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'redirect_url')).toBeUndefined();
  });

  test('a state the site did not issue is refused', async ({ page }) => {
    provider.service.once('beforeAuthorizeRedirect', (redirect) => {
      redirect.url.searchParams.set('state', 'x'.repeat(43));
    });
    await page.goto('/en/passport/login');
    await page.getByRole('main').getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/en\/passport\/callback\/google\?/);
    await expect(page.getByText('Fail to sign in, please try it again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  });

  test('a callback replayed after a successful sign-in is refused', async ({ page, context }) => {
    const email = newEmail('replay');
    provider.service.once('beforeUserinfo', (userinfo) => {
      userinfo.body = { sub: `google-${email}`, email, email_verified: true };
    });
    let callbackUrl = '';
    page.on('request', (request) => {
      if (request.url().includes('/passport/callback/google?')) callbackUrl = request.url();
    });
    await page.goto('/en/passport/login');
    await page.getByRole('main').getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('link', { name: 'My page' }).first()).toBeVisible();
    expect(callbackUrl).not.toBe('');

    await context.clearCookies();
    await page.goto(callbackUrl);
    await expect(page.getByText('Fail to sign in, please try it again.')).toBeVisible();
  });
});
