import type { Page } from '@playwright/test';
import { videoLearning } from '../../api/seed/video-learning.ts';
import { newEmail, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { topUp } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * Video learning, end to end (issue 13): a new learner buys the demo video course with their balance,
 * studies lesson 1 — its words, its clip played through in the browser (at double speed, the fastest the
 * server counts), its practice answered right — and lesson 2 opens; lesson 3 is still locked with SPEC §8's
 * message; my page shows the progress. The practice's right answers come from the seed the server loaded.
 */

const COURSE_TITLE = 'Pinyin & Tones Video Course';
const firstLesson = videoLearning[0]?.lessons[0];

/** Buys the course from its catalogue page, paying from the balance; answers its id. */
async function buyCourse(page: Page): Promise<number> {
  await page.goto('/en/video');
  await page.getByRole('link', { name: COURSE_TITLE }).first().click();
  await expect(page).toHaveURL(/\/en\/i\/\d+/);
  const courseId = Number(/\/en\/i\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('link', { name: /^Buy/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  return courseId;
}

/** Answers the lesson's practice as the seed says is right: an option by its place, or the words in order. */
async function answerPractice(page: Page) {
  if (!firstLesson) throw new Error('the seed has no video lesson');
  const practice = page.getByRole('region', { name: 'Practice' });
  const count = firstLesson.exercises.length;
  for (const [index, exercise] of firstLesson.exercises.entries()) {
    const question = practice.getByRole('group', { name: new RegExp(`^Question ${index + 1} of ${count}`) });
    if ('choice' in exercise.answer) {
      await question.getByRole('radio').nth(exercise.answer.choice).check();
    } else {
      for (const at of exercise.answer.order) {
        const token = String(exercise.options[at]);
        await question
          .getByRole('button', { name: `Add ${token}`, exact: true })
          .first()
          .click();
      }
    }
  }
  await practice.getByRole('button', { name: 'Check my answers' }).click();
  await expect(practice.getByText('Your score: 100')).toBeVisible();
}

test('a learner buys a video course, finishes lesson 1 and lesson 2 opens; lesson 3 stays locked; my page shows the progress', async ({
  page,
}) => {
  // A 30-second clip played at double speed, on a busy machine.
  test.slow();
  await page.goto('/en');
  await register(page, newEmail());
  await topUp(page, 300, 'Alipay');
  const courseId = await buyCourse(page);

  await page.goto(`/en/learning/video/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  await expect(page.getByText('0 of 10 lessons done')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue with lesson 1' }).click();

  // Words: the flashcards, one meaning shown.
  const words = page.getByRole('region', { name: 'Words of the lesson' });
  await expect(words.getByRole('listitem').first()).toBeVisible();
  await words.getByRole('button', { name: 'Show the meaning' }).first().click();
  await expect(words.getByRole('button', { name: 'Hide the meaning' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'On to the video' }).click();

  // The clip, played through; the server, counting what was played, says it was watched.
  const player = page.getByRole('region', { name: /^Video highlight/ });
  await expect(player.getByText('Watched 0 %')).toBeVisible();
  await player.getByLabel('Speed').selectOption('2');
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect(player.getByText('✓ Video watched')).toBeVisible({ timeout: 90_000 });
  await expectAccessible(page);
  await page.getByRole('link', { name: 'On to the practice' }).click();

  await answerPractice(page);
  await expect(page.getByText('Lesson complete!').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Next lesson: / })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/en/learning/video/${courseId}`);
  await expect(page.getByText('1 of 10 lessons done')).toBeVisible();
  const lessons = page.getByRole('main').getByRole('listitem');
  await expect(lessons.nth(0)).toContainText('Done');
  await expect(lessons.nth(1)).toContainText('Up next');
  await expect(lessons.nth(1).getByRole('link')).toBeVisible();
  await expect(lessons.nth(2)).toContainText('Please complete the previous courses in sequence first');

  // Lesson 3 by its address: still locked.
  const lesson3 = await lessons.nth(2).getAttribute('data-lesson');
  await page.goto(`/en/learning/video/${courseId}/lesson/${lesson3}`);
  await expect(page.getByRole('heading', { name: 'This lesson is not open yet' })).toBeVisible();
  await expect(page.getByText('Please complete the previous courses in sequence first')).toBeVisible();

  await page.goto('/en/user');
  const mine = page.getByRole('region', { name: 'My video courses' });
  await expect(mine.getByText(COURSE_TITLE)).toBeVisible();
  await expect(mine.getByText('1 of 10 lessons done')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `/en/learning/video/${courseId}`,
  );
});
