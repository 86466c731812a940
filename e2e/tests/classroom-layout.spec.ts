import type { BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import {
  demoLesson,
  expectMediaFlowing,
  LEARNER,
  RECORD_PEER_CONNECTIONS,
  TEACHER,
  turnPage,
} from '../support/classroom.ts';
import { expect, test } from '../support/test.ts';

/**
 * The live room's layout with the courseware and the chat open (issue 24, item 22), on a phone (390 px) and a
 * desktop (1280 px), the demo teacher and the demo learner over real WebRTC with Chromium's fake camera: both
 * keep the other's video (or shared screen) and their own preview in view at a real size, nothing covers the
 * top bar, the courseware's "Next page" or the controls, and the teacher's page turn opens the learner's
 * courseware on that page.
 */

const SCREENSHOTS = 'test-results/classroom-layout';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box has a real size and lies inside the viewport. */
async function expectInView(page: Page, locator: Locator, minimum: number) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return (
        box !== null &&
        box.width >= minimum &&
        box.height >= minimum &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= viewport.width + 0.5 &&
        box.y + box.height <= viewport.height + 0.5
      );
    })
    .toBe(true);
}

/** Nothing is drawn over the element: at its centre and around it the page hits it (or its content). */
async function expectUncovered(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        // The centre and four points a quarter in from each side (a pill's corners are not its own).
        const at = (fx: number, fy: number) => [rect.left + rect.width * fx, rect.top + rect.height * fy];
        const points = [at(0.5, 0.5), at(0.25, 0.5), at(0.75, 0.5), at(0.5, 0.25), at(0.5, 0.75)];
        // What covers it, named by tag and class, at each point where something does.
        return points.flatMap(([x, y]) => {
          const hit = document.elementFromPoint(x as number, y as number);
          if (hit !== null && (hit === element || element.contains(hit))) return [];
          return [`${Math.round(x as number)},${Math.round(y as number)}: ${hit?.tagName} ${hit?.className}`];
        });
      }),
    )
    .toEqual([]);
}

async function person(
  browser: import('@playwright/test').Browser,
  email: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    viewport,
    permissions: ['camera', 'microphone'],
    ...(Math.min(viewport.width, viewport.height) < 600
      ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : {}),
  });
  await context.addInitScript(RECORD_PEER_CONNECTIONS);
  const page = await context.newPage();
  await signInOverApi(page, email, DEMO_PASSWORD);
  return { context, page };
}

async function enter(page: Page, lessonId: number) {
  await page.goto(`/en/learning/live/one/${lessonId}`);
  await page.getByRole('button', { name: 'Enter the classroom' }).click();
  // The entry page starts the app on intent: the press starts it, and it enters once the devices are there.
  await expect(page.getByRole('button', { name: /^Microphone/ })).toBeEnabled({ timeout: 30_000 });
}

/** The room's parts on one page. */
function room(page: Page) {
  const stage = page.getByRole('region', { name: 'Classroom' });
  return {
    bar: page.locator('header').filter({ has: page.getByRole('button', { name: /^(Chat|Hide the chat)/ }) }),
    remote: stage.getByRole('figure').filter({ hasNotText: '(you)' }),
    self: stage.getByRole('figure').filter({ hasText: '(you)' }),
    controls: page.getByRole('group', { name: 'Classroom controls' }),
    courseware: page.getByRole('complementary', { name: 'Courseware' }),
    chat: page.getByTestId('room-chat'),
  };
}

const LAYOUTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, minimum: 60 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, minimum: 120 },
  { name: 'phone held sideways', viewport: { width: 844, height: 390 }, minimum: 60 },
] as const;

test.describe.configure({ mode: 'serial' });

for (const layout of LAYOUTS) {
  test(`with the courseware and the chat open on a ${layout.name}, both see each other and themselves, and nothing covers the navigation or the controls`, async ({
    browser,
  }) => {
    const learner = await person(browser, LEARNER, layout.viewport);
    const teacher = await person(browser, TEACHER, layout.viewport);
    const contexts: BrowserContext[] = [learner.context, teacher.context];
    try {
      const lessonId = await demoLesson(learner.page);
      await enter(learner.page, lessonId);
      await enter(teacher.page, lessonId);
      await expectMediaFlowing(learner.page);
      await expectMediaFlowing(teacher.page);
      const atLearner = room(learner.page);
      const atTeacher = room(teacher.page);
      await expect(atLearner.remote.locator('video')).toBeVisible();
      await expect(atTeacher.remote.locator('video')).toBeVisible();

      // The teacher opens the courseware and turns the page: the learner's opens by itself on that page.
      await teacher.page.getByRole('button', { name: 'Courseware' }).click();
      await expect(atLearner.courseware).toBeHidden();
      const turned = await turnPage(atTeacher.courseware);
      await expect(atLearner.courseware.getByText(turned, { exact: true })).toBeVisible();
      await expect(learner.page.getByRole('button', { name: 'Courseware' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      for (const [who, at] of [
        [learner.page, atLearner],
        [teacher.page, atTeacher],
      ] as const) {
        // The other's video and one's own preview: a real size, in view; the preview clear of the top bar.
        await expectInView(who, at.remote.locator('video'), layout.minimum);
        await expectInView(who, at.self, layout.minimum);
        expect(overlap(await boxOf(at.self), await boxOf(at.bar))).toBe(false);
        await expectUncovered(at.bar);
        await expectUncovered(at.courseware.getByRole('button', { name: 'Next page' }));
      }

      // The teacher shares the screen while the courseware is open: the learner sees it in the strip.
      const share = teacher.page.getByRole('button', { name: /^Share screen/ });
      await share.click();
      await expect(share).toHaveAttribute('aria-pressed', 'true');
      const sharing = atLearner.remote.filter({ hasText: 'Sharing the screen' });
      await expectInView(learner.page, sharing.locator('video'), layout.minimum);
      await expectMediaFlowing(learner.page);
      await share.click();
      await expect(share).toHaveAttribute('aria-pressed', 'false');

      // Both open the chat: it takes a place of its own, covering neither "Next page" nor the controls.
      for (const [who, at] of [
        [learner.page, atLearner],
        [teacher.page, atTeacher],
      ] as const) {
        await who.getByRole('button', { name: 'Chat' }).click();
        await expect(at.chat.getByRole('textbox')).toBeVisible();
        const chat = await boxOf(at.chat);
        const next = at.courseware.getByRole('button', { name: 'Next page' });
        await expectInView(who, next, 40);
        expect(overlap(chat, await boxOf(next))).toBe(false);
        expect(overlap(chat, await boxOf(at.controls))).toBe(false);
        expect(overlap(chat, await boxOf(at.bar))).toBe(false);
        await expectUncovered(next);
        await expectUncovered(at.controls);
        for (const control of await at.controls.getByRole('button').all()) await expectUncovered(control);
        await expectInView(who, at.remote.locator('video'), layout.minimum);
        await expectInView(who, at.self, layout.minimum);
        expect(overlap(await boxOf(at.self), await boxOf(at.bar))).toBe(false);
        expect(overlap(await boxOf(at.self), chat)).toBe(false);
      }
      await learner.page.screenshot({ path: `${SCREENSHOTS}/${layout.viewport.width}-learner.png` });
      await teacher.page.screenshot({ path: `${SCREENSHOTS}/${layout.viewport.width}-teacher.png` });

      // The teacher turns again: the learner, still following, is on the same page.
      const again = await turnPage(atTeacher.courseware);
      await expect(atLearner.courseware.getByText(again, { exact: true })).toBeVisible();
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}
