import { expect, type Page } from '@playwright/test';

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
