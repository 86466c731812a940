import type { Page } from '@playwright/test';
import { newEmail, register } from '../support/accounts.ts';
import { topUp } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 24, item 6: after paying for lessons the way on is booking them. A new learner buys HSK 1
 * Essentials' 20 lessons (sold with WeChat as a way of teaching), goes from "Payment complete" straight to
 * booking that course, books with WeChat (the item's own way, issue 24 item 4), and finds the lesson under
 * the course's lessons, which offer booking the next. The course page offers the one trial there is: the
 * free one, in the teacher's calendar.
 */

/** The demo's HSK 1 Essentials (Wang Lin's one-on-one course): its id and its teacher's, from the public API. */
async function hskEssentials(page: Page): Promise<{ courseId: number; teacherId: number }> {
  const found = await page.request.get(`/api/open/teachers?language=en&q=${encodeURIComponent('Wang Lin')}`);
  const teacher = (await found.json()).response.list[0] as { id: number };
  const detail = await page.request.get(`/api/open/teachers/${teacher.id}?language=en`);
  const courses = (await detail.json()).response.courses as Array<{
    id: number;
    kind: string;
    title: string;
  }>;
  const course = courses.find((item) => item.kind === 'live' && item.title.startsWith('HSK 1 Essentials'));
  if (!course) throw new Error('no HSK 1 Essentials in the demo catalogue');
  return { courseId: course.id, teacherId: teacher.id };
}

test('a learner pays for lessons, goes from "Payment complete" to booking them, and books with WeChat', async ({
  page,
}) => {
  test.slow();
  await page.goto('/en');
  await register(page, newEmail());
  const { courseId, teacherId } = await hskEssentials(page);
  await topUp(page, 2000, 'Alipay');
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();

  // The course page: the free trial with its teacher, and every item bought with "Buy".
  await page.goto(`/en/i/${courseId}`);
  await expect(page.getByRole('link', { name: 'Book a free trial lesson' })).toHaveAttribute(
    'href',
    `/en/book?trial&teacher=${teacherId}`,
  );
  await expect(page.getByRole('link', { name: /^Book a trial/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Buy 20 lessons of 25 minutes' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();

  // Paid: booking comes first.
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await expect(
    page.getByText('Your lessons are ready to book: choose a time with your teacher.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Book a lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/book\\?course=${courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a lesson' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /HSK 1 Essentials/ })).toBeChecked();

  // The item's way of teaching: WeChat, with the learner's WeChat ID.
  const slot = page.getByRole('main').locator('button[aria-pressed]').first();
  await expect(slot).toBeVisible();
  await slot.click();
  await page.getByRole('radio', { name: /^wechat$/i }).check();
  await page.getByLabel(/^Your wechat ID$/i).fill('learner-on-wechat');
  await page.getByRole('button', { name: 'Book this lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Your lesson is booked' })).toBeVisible();

  // The course's lessons: the booked one, on WeChat, and the way to book the next.
  await page.goto(`/en/learning/live/${courseId}`);
  const lesson = page.locator('[data-lesson]').first();
  await expect(lesson).toContainText('On WeChat (learner-on-wechat)');
  await expect(page.getByRole('link', { name: 'Book a lesson' })).toHaveAttribute(
    'href',
    `/en/book?course=${courseId}`,
  );
});
