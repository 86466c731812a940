import type { BrowserContext, Page } from '@playwright/test';
import { newEmail, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { demoLesson, expectMediaFlowing, LEARNER, person, TEACHER, turnPage } from '../support/classroom.ts';
import { expect, test } from '../support/test.ts';

/**
 * The live classroom, end to end (issue 12): the demo learner and the demo teacher enter the demo lesson's
 * room from two browsers with Chromium's fake camera and microphone, and each receives the other's video and
 * sound over real WebRTC (the inbound RTP statistics rise); the teacher shares a screen and turns the courseware's page; the learner mutes, loses the network, sees
 * "reconnecting", comes back with the microphone still off (the server's state, not the page's memory);
 * someone else is refused.
 */

async function enter(page: Page, lessonId: number) {
  await page.goto(`/en/learning/live/one/${lessonId}`);
  await expect(page.getByRole('heading', { name: 'Check your camera and microphone' })).toBeVisible();
  await page.getByRole('button', { name: 'Enter the classroom' }).click();
  // The entry page starts the app on intent: the press starts it, and it enters once the devices are there.
  await expect(page.getByRole('button', { name: /^Microphone/ })).toBeEnabled({ timeout: 30_000 });
}

test.describe.configure({ mode: 'serial' });

test('the learner and the teacher see and hear each other; a dropped network comes back with the mute kept; others are refused', async ({
  browser,
}) => {
  const learner = await person(browser, LEARNER);
  const teacher = await person(browser, TEACHER);
  const contexts: BrowserContext[] = [learner.context, teacher.context];
  try {
    const lessonId = await demoLesson(learner.page);
    await enter(learner.page, lessonId);
    await expect(
      learner.page.getByText('Your teacher has not started the lesson yet. Please wait here.'),
    ).toBeVisible();
    await enter(teacher.page, lessonId);

    await expectMediaFlowing(learner.page);
    await expectMediaFlowing(teacher.page);
    await expectAccessible(learner.page);

    // The teacher shares a screen: the learner sees it arrive in the teacher's tile, its frames decoded.
    const share = teacher.page.getByRole('button', { name: /^Share screen/ });
    await share.click();
    await expect(share).toHaveAttribute('aria-pressed', 'true');
    const teacherTile = learner.page.getByRole('figure').filter({ hasText: 'Sharing the screen' });
    await expect(teacherTile.locator('video')).toBeVisible();
    await expectMediaFlowing(learner.page);
    await share.click();
    await expect(share).toHaveAttribute('aria-pressed', 'false');
    await expect(learner.page.getByText('Sharing the screen')).toBeHidden();

    // The lesson's courseware: the teacher turns the page, the learner's panel follows.
    await teacher.page.getByRole('button', { name: 'Courseware' }).click();
    await learner.page.getByRole('button', { name: 'Courseware' }).click();
    const teacherSlides = teacher.page.getByRole('complementary', { name: 'Courseware' });
    const learnerSlides = learner.page.getByRole('complementary', { name: 'Courseware' });
    // Both on the room's page (other specs turn it too), then on the one the teacher turns to.
    const onNow = await teacherSlides.getByText(/^Page \d+ of \d+$/).textContent();
    await expect(learnerSlides.getByText(onNow ?? '', { exact: true })).toBeVisible();
    const turnedTo = await turnPage(teacherSlides);
    await expect(learnerSlides.getByText(turnedTo, { exact: true })).toBeVisible();

    // The learner mutes; the teacher is told.
    const microphone = learner.page.getByRole('button', { name: /^Microphone/ });
    await microphone.click();
    await expect(microphone).toHaveAttribute('aria-pressed', 'false');
    await expect(teacher.page.getByText('Microphone off')).toBeVisible();

    // The network drops and returns: the page says so, reconnects, and the microphone is still off.
    await learner.context.setOffline(true);
    await expect(learner.page.getByText('The network was interrupted. Reconnecting…')).toBeVisible({
      timeout: 30_000,
    });
    await learner.context.setOffline(false);
    await expect(learner.page.getByText('The network was interrupted. Reconnecting…')).toBeHidden({
      timeout: 30_000,
    });
    await expect(microphone).toHaveAttribute('aria-pressed', 'false');
    await expectMediaFlowing(learner.page);
    await expect(teacher.page.getByText('Microphone off')).toBeVisible();

    // Someone who is neither the learner nor the teacher.
    const stranger = await browser.newContext();
    contexts.push(stranger);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto('/en');
    await register(strangerPage, newEmail());
    await strangerPage.goto(`/en/learning/live/one/${lessonId}`);
    await expect(strangerPage.getByRole('heading', { name: 'This classroom is not yours' })).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
  }
});
