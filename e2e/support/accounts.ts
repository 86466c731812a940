import { expect, type Page } from '@playwright/test';
import { SITE_URL } from './env.ts';

/** A new address per test: the database lives for the whole run. */
export const newEmail = () => `learner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
export const PASSWORD = 'correct horse battery staple';

/** Fills the sign-up modal; a successful sign-up reloads the page (SPEC §4), which this waits for. */
export async function register(page: Page, email: string, { succeeds = true } = {}) {
  await page.getByRole('button', { name: 'Sign up free' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  const reloaded = succeeds ? page.waitForEvent('load') : undefined;
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await reloaded;
}

/** The demo accounts' password (api/src/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'hanyu-demo-2026';

/**
 * Signs a browser in without the modal: the API's login, then the `token` and `uid` cookies the shell reads
 * (SPEC §3), as the modal would store them.
 */
export async function signInOverApi(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.request.post('/api/passport/login/email', { data: { email, password } });
  expect(answer.status()).toBe(200);
  const { token, user_id } = (await answer.json()).response as { token: string; user_id: number };
  await page.context().addCookies([
    { name: 'token', value: token, url: SITE_URL },
    { name: 'uid', value: String(user_id), url: SITE_URL },
  ]);
}
