import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import { LEARNER } from '../support/classroom.ts';
import { DEMO_TEACHER } from '../support/live-lessons.ts';
import { expect, test } from '../support/test.ts';

/**
 * Copy and menus by role (issue 24, item 21): the user menu and my page offer a learner's entries to learners
 * only. A teacher's home is the teaching centre; finding a mentor, their teachers and topping up are not theirs.
 */
const LEARNER_ONLY_LINKS = ['My teachers', 'Private mentor', 'Top up'];

test('a teacher’s user centre offers none of a learner’s entries; a learner’s offers them all', async ({
  page,
}) => {
  await page.goto('/en');
  await signInOverApi(page, DEMO_TEACHER.email, DEMO_PASSWORD);
  await page.goto('/en/user');
  const menu = page.getByRole('navigation', { name: 'My account' });
  await expect(menu.getByRole('link', { name: 'Teaching centre' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Timetable settings' })).toBeVisible();
  for (const name of LEARNER_ONLY_LINKS) await expect(menu.getByRole('link', { name })).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Hello, ${DEMO_TEACHER.name}` })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Find my mentor' })).toHaveCount(0);
  const balance = page.getByRole('region', { name: 'Tuition balance' });
  await expect(balance).toBeVisible();
  await expect(balance.getByRole('link', { name: 'Top up' })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'My study plan' })).toHaveCount(0);

  await page.context().clearCookies();
  await signInOverApi(page, LEARNER, DEMO_PASSWORD);
  await page.goto('/en/user');
  await expect(menu.getByRole('link', { name: 'My page' })).toBeVisible();
  for (const name of LEARNER_ONLY_LINKS) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(balance.getByRole('link', { name: 'Top up' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'My study plan' })).toBeVisible();
});
