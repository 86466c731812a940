import type { Page } from '@playwright/test';
import { newEmail, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { buyLessonTime, demoTeacher } from '../support/live-lessons.ts';
import { expect, test } from '../support/test.ts';

/**
 * My lessons / courses and the private mentor, end to end (issue 14; SPEC §1 private mentor, §2 user menu):
 * a new learner buys a one-on-one package and finds it on user/course with its next action, booking; then
 * fills the mentor form with free hours in their own zone (London: the server lays them on Shanghai time),
 * gets teachers and a study plan, and my page shows the plan. The API's tests hold the ranking's rules.
 */

test.use({ timezoneId: 'Europe/London' });

/** At a phone's width (390 px) the page scrolls only down, never sideways; back to the desktop width after. */
async function expectFitsPhone(page: Page) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: test.info().outputPath(`phone-${new URL(page.url()).pathname.split('/').pop()}.png`),
    fullPage: true,
  });
  if (desktop) await page.setViewportSize(desktop);
}

test('a learner sees a purchase with its next action, is matched with teachers and a plan, and my page shows it', async ({
  page,
}) => {
  test.slow();
  await page.goto('/en');
  await register(page, newEmail());
  const teacher = await demoTeacher(page);
  await buyLessonTime(page, teacher.courseId);

  await page.goto('/en/user/course');
  await expect(page.getByRole('heading', { level: 1, name: 'My lessons / courses' })).toBeVisible();
  const course = page.getByRole('article', { name: teacher.courseTitle });
  await expect(course.getByText(/minutes left$/)).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await course.getByRole('link', { name: 'Book a lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/book\\?course=${teacher.courseId}$`));

  // The package brings the demo's courseware and a printed textbook (api/seed/textbooks.ts).
  await page.goto('/en/user/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'My materials' })).toBeVisible();
  const material = page.getByRole('article', { name: teacher.courseTitle });
  await expect(material.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/en/learning/courseware/${teacher.courseId}`,
  );
  await material.getByRole('button', { name: 'Download pages' }).click();
  await expect(material.getByRole('link', { name: /^Page 1: / })).toBeVisible();
  await expect(page.getByText('Waiting for your address')).toBeVisible();
  await page.getByLabel('Full name').fill('Mei Tanaka');
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Street and number').fill('221B Baker Street');
  await page.getByLabel('Postal code').fill('NW1 6XE');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your address was saved.')).toBeVisible();
  await expect(page.getByText('Being prepared')).toBeVisible();
  await expect(page.getByTestId('delivery-address')).toContainText('United Kingdom');
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.goto('/en/user/mentor');
  await expect(page.getByRole('heading', { level: 1, name: 'Private mentor' })).toBeVisible();
  await expect(page.getByText('Times in Europe/London')).toBeVisible();
  await page.getByLabel('Why you learn Chinese').selectOption('exam');
  await page.getByLabel('Target level').selectOption({ label: 'HSK 3' });
  // Monday 09:00–12:00 in London is 16:00–20:00 in Shanghai, within the demo teachers' hours.
  await page.getByLabel('From', { exact: true }).selectOption({ label: '09:00' });
  await page.getByLabel('To', { exact: true }).selectOption({ label: '12:00' });
  await page.getByRole('button', { name: 'Find my mentor' }).click();

  const teachers = page.getByRole('region', { name: 'Your matched teachers' });
  await expect(teachers.getByRole('article').first()).toBeVisible();
  await expect(teachers.getByText(/h a week at your times$/).first()).toBeVisible();
  const plan = page.getByRole('region', { name: 'Your study plan' });
  await expect(plan.getByText(/lessons? of 50 minutes a week$/)).toBeVisible();
  await expect(plan.getByText('HSK 3', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.goto('/en/user');
  const summary = page.getByRole('region', { name: 'My study plan' });
  await expect(summary.getByText(/lessons? a week$/)).toBeVisible();
  await expect(summary.getByText(/^Next milestone: HSK 1/)).toBeVisible();
  await summary.getByRole('link', { name: 'See my plan' }).click();
  await expect(page).toHaveURL(/\/en\/user\/mentor$/);
  await expect(page.getByRole('button', { name: 'Match again' })).toBeVisible();
});
