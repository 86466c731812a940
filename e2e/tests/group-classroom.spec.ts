import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { expectMediaFromEach, LEARNER, person, SECOND_LEARNER, TEACHER } from '../support/classroom.ts';
import { apiToken } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * A small class, end to end (issue 12): the demo group class the server opens when it starts
 * (api/src/seed/demo-group-class.ts) is entered by its teacher and its two seat holders, each from their
 * own browser with Chromium's fake camera and microphone, through the class's session list
 * learning/group/{item_id} and its entry button; in the mesh each of the three receives the two others'
 * video and sound (the inbound RTP statistics of two connections rise).
 */

/**
 * The demo group class's id, as the learner's calendar feed links it (learning/group/{item_id}): the feed
 * holds the sessions of the classes the learner has a seat in.
 */
async function demoGroupClass(page: Page): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(page)}` };
  const feed = await page.request.post('/api/user/calendar', { headers });
  expect(feed.status()).toBe(200);
  const url = new URL((await feed.json()).response.url as string);
  const calendar = (await (await page.request.get(url.pathname)).text()).replace(/\r?\n[ \t]/g, '');
  const link = /\/learning\/group\/(\d+)/.exec(calendar);
  if (!link?.[1]) throw new Error('the demo learner has no group session in their calendar');
  return Number(link[1]);
}

/** From the class's sessions, the open one's entry button, the device check, and into the room. */
async function enter(page: Page, classId: number) {
  await page.goto(`/en/learning/group/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo group class' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await sessions.getByRole('link', { name: 'Enter the classroom' }).first().click();
  await expect(page).toHaveURL(/\/en\/learning\/group\/room\/mobile\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Check your camera and microphone' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Enter the classroom' }).click();
  await expect(page.getByRole('button', { name: /^Microphone/ })).toBeEnabled({ timeout: 30_000 });
}

test('a small class: the teacher and two learners enter from the session list and each sees and hears the two others', async ({
  browser,
}) => {
  // Three browsers in a WebRTC mesh (six media connections) on a shared, busy machine.
  test.slow();
  const contexts: BrowserContext[] = [];
  try {
    const people = [];
    for (const email of [TEACHER, LEARNER, SECOND_LEARNER]) {
      const one = await person(browser, email);
      contexts.push(one.context);
      people.push(one);
    }
    const classId = await demoGroupClass(people[1]?.page as Page);
    for (const { page } of people) await enter(page, classId);

    for (const { page } of people) await expectMediaFromEach(page, 2, 60_000);
    // Each page shows its two others' tiles with their video.
    for (const { page } of people)
      await expect(page.getByRole('figure').locator('video')).toHaveCount(3, { timeout: 30_000 });
    for (const { page } of people) await expectAccessible(page);
  } finally {
    for (const context of contexts) await context.close();
  }
});
