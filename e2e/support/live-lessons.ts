import { expect, type Page } from '@playwright/test';
import { topUp } from './money.ts';

/** Steps of buying and booking one-on-one lessons that several specs take. */

export const DEMO_TEACHER = { name: 'Wang Lin', email: 'wang-lin@teachers.hanyu.invalid' };

/** The demo teacher's user id and first one-on-one course, from the public API. */
export async function demoTeacher(
  page: Page,
): Promise<{ id: number; courseId: number; courseTitle: string }> {
  const found = await page.request.get(
    `/api/open/teachers?language=en&q=${encodeURIComponent(DEMO_TEACHER.name)}`,
  );
  const teacher = (await found.json()).response.list[0] as { id: number };
  const detail = await page.request.get(`/api/open/teachers/${teacher.id}?language=en`);
  const courses = (await detail.json()).response.courses as Array<{
    id: number;
    kind: string;
    title: string;
  }>;
  const live = courses.find((course) => course.kind === 'live');
  if (!live) throw new Error('the demo teacher has no one-on-one course');
  return { id: teacher.id, courseId: live.id, courseTitle: live.title };
}

/** Buys the cheapest item of `courseId` from a fresh top-up. */
export async function buyLessonTime(page: Page, courseId: number): Promise<void> {
  await topUp(page, 2000, 'Alipay');
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
  await page.goto(`/en/i/${courseId}`);
  await page.getByRole('link', { name: /^Buy/ }).first().click();
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
}

/** The first free time of the booking page's week view: presses it and answers its accessible name. */
export async function chooseFirstSlot(page: Page): Promise<string> {
  const slot = page.getByRole('main').locator('button[aria-pressed]').first();
  await expect(slot).toBeVisible();
  const name = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return name;
}
