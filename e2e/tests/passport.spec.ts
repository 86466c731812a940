import { newEmail, PASSWORD, register } from '../support/accounts.ts';
import { SITE_PORT } from '../support/env.ts';
import { expect, test } from '../support/test.ts';

test('a visitor registers from the header and is signed in with the my-page button', async ({ page }) => {
  await page.goto('/en');
  await register(page, newEmail());
  await expect(page.getByRole('link', { name: 'My page' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('registering an address twice says it exists already', async ({ page, context }) => {
  const email = newEmail();
  await page.goto('/en');
  await register(page, email);
  await expect(page.getByRole('link', { name: 'My page' }).first()).toBeVisible();
  await context.clearCookies();
  await page.goto('/en');
  await register(page, email, { succeeds: false });
  await expect(page.getByRole('dialog')).toContainText('This account exists already');
});

test('sign out, then sign in again and land on the page wanted', async ({ page }) => {
  const email = newEmail();
  await page.goto('/en');
  await register(page, email);
  await expect(page.getByRole('link', { name: 'My page' }).first()).toBeVisible();

  await page.goto('/en/passport/logout');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/en/user/order');
  await expect(page).toHaveURL('/en/passport/login?redirect_url=%2Fen%2Fuser%2Forder');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('not the password');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form).toContainText('Email account or password is wrong');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/user\/order$/);
  // The page of another remote, not the 404 a second navigation during its loading used to give.
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
});

test('social sign-in is offered on the main brand only', async ({ page }) => {
  await page.goto('/en/passport/login');
  await expect(page.getByTestId('social-login')).toBeVisible();
  await page.goto(`http://jyda.localhost:${SITE_PORT}/en/passport/login`);
  await expect(page.getByRole('main').getByLabel('Email')).toBeVisible();
  await expect(page.getByTestId('social-login')).toHaveCount(0);
});

test('each sign-in and sign-up message of SPEC §5 shows for its case', async ({ page }) => {
  await page.goto('/en/passport/login');
  const form = page.getByRole('main');

  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form).toContainText('A mistake with your email');

  // An address the browser accepts but the server refuses as malformed: 422 shows both messages.
  await page.route('**/api/passport/login/email', (route) =>
    route.fulfill({ status: 422, json: { error: { code: 422, message: 'Invalid email' } } }),
  );
  await form.getByLabel('Email').fill('learner@example.com');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByTestId('form-errors').getByRole('listitem')).toHaveText([
    'A mistake with your email',
    'Email account or password is wrong',
  ]);
  await page.unroute('**/api/passport/login/email');

  await form.getByRole('button', { name: 'Create an account' }).click();
  await form.getByLabel('Email').fill(newEmail());
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toContainText('Please input your password');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toContainText('Please read and agree the user agreement');

  await page.route('**/api/passport/register/email', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 500, message: 'down' } } }),
  );
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toContainText('Fail to sign up, please try it again.');
});
