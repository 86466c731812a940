import { expectAccessible } from '../support/axe.ts';
import { LEARNER, person } from '../support/classroom.ts';
import { apiToken } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * learning/live/{item_id} (issue 12): the demo learner's lessons of the demo teacher's live course, the demo
 * lesson the server opens at start among them, on a phone and on a desktop; its entry button leads to the
 * lesson's classroom.
 */

for (const screen of [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test(`the learner's lessons of one course, on ${screen.name}, lead to the open classroom`, async ({
    browser,
  }) => {
    const learner = await person(browser, LEARNER);
    try {
      const { page } = learner;
      await page.setViewportSize(screen.viewport);
      const answer = await page.request.get('/api/user/lessons?when=upcoming&language=en&size=50', {
        headers: { authorization: `Bearer ${await apiToken(page)}` },
      });
      const lessons = (await answer.json()).response.data as Array<{
        id: number;
        course_id: number;
        course_title: string;
        remark: string | null;
      }>;
      const demo = lessons.find((lesson) => lesson.remark?.startsWith('Demo lesson'));
      if (!demo) throw new Error('no demo lesson');

      await page.goto(`/en/learning/live/${demo.course_id}`);
      await expect(page.getByRole('heading', { level: 1, name: demo.course_title })).toBeVisible();
      const upcoming = page.getByRole('list', { name: 'Upcoming lessons' });
      const item = upcoming.locator(`[data-lesson="${demo.id}"]`);
      await expect(item.getByText('The classroom is open.')).toBeVisible();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        screen.viewport.width,
      );
      await expectAccessible(page);
      await item.getByRole('link', { name: 'Enter the classroom' }).click();
      await expect(page).toHaveURL(new RegExp(`/en/learning/live/one/${demo.id}$`));
      await expect(page.getByRole('heading', { name: 'Check your camera and microphone' })).toBeVisible({
        timeout: 30_000,
      });
    } finally {
      await learner.context.close();
    }
  });
}
