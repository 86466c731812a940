import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/env.ts';
import { expect, type Page, test } from '../support/test.ts';

// A podcast plays here without a click; Chromium only allows that with this switch.
test.use({
  launchOptions: {
    ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  },
});

/** Opens the first card of a listing by its title link. */
async function openFirstCard(page: Page, testId: string) {
  const link = page.getByTestId(testId).first().getByRole('heading').getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  return title;
}

test('a teacher page opened from the live listing shows the teaching record and courses', async ({
  page,
}) => {
  await page.goto('/en/live');
  const name = await openFirstCard(page, 'teacher-card');
  await expect(page).toHaveURL(/\/en\/t\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const stats = page.getByTestId('teacher-statistics');
  for (const label of ['Classes to prepare', 'Classes completed', 'Students served', 'Total teaching time']) {
    await expect(stats.getByText(label)).toBeVisible();
  }
  await expect(stats.locator('[data-stat="duration"] dd')).toHaveText(/^\d[\d,]* h \d{1,2} min$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Courses' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name));
});

test('the blog lists posts, filters them by topic and opens one', async ({ page }) => {
  await page.goto('/en/pub');
  await expect(page.getByTestId('pub-card').first()).toBeVisible();

  const topics = page.getByRole('navigation', { name: 'Topics' });
  const topic = topics.getByRole('link').nth(1);
  const topicName = (await topic.textContent())?.trim() ?? '';
  await topic.click();
  await expect(page).toHaveURL(/\/en\/pub\/tag\/\d+$/);
  await expect(topics.getByRole('link', { name: topicName })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(topicName);
  await expect(page.getByTestId('pub-card').first()).toBeVisible();

  const title = await openFirstCard(page, 'pub-card');
  await expect(page).toHaveURL(/\/en\/pub\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: topicName }),
  ).toBeVisible();
  await expect(page.getByTestId('pub-article').locator('p').first()).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('a podcast episode plays in its audio player', async ({ page }) => {
  await page.goto('/en/pub?kind=podcast');
  await expect(page.getByRole('link', { name: 'Podcasts' })).toHaveAttribute('aria-current', 'page');
  await openFirstCard(page, 'pub-card');
  await expect(page.getByRole('heading', { level: 2, name: 'Show notes' })).toBeVisible();

  const audio = page.getByTestId('pub-audio');
  await expect(audio).toHaveAttribute('preload', 'metadata');
  await expect(audio.locator('source')).toHaveAttribute('type', /^audio\//);
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0);
  await audio.evaluate((element: HTMLAudioElement) => element.pause());
});

test('a CMS page shows its title, date and body', async ({ page }) => {
  await page.goto('/en/p/refund-policy');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expect(page.getByTestId('cms-page').locator('p').nth(2)).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp((await heading.textContent()) ?? ''));
});

test('an unknown post and a malformed teacher id show the not-found page', async ({ page }) => {
  await page.goto('/en/pub/999999');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await page.goto('/en/t/not-a-number');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
});

test('the level test gives a level and a plan, and offers to sign in to save it', async ({ page }) => {
  await page.goto('/en/learning/level');
  await page.getByRole('button', { name: 'Start the test' }).click();

  const progress = page.getByRole('heading', { level: 2, name: /^Question \d+ of \d+$/ });
  const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(0);
  for (let index = 1; index <= total; index += 1) {
    await expect(progress).toHaveText(`Question ${index} of ${total}`);
    await expect(page.locator('[lang="zh-CN"]').first()).not.toBeEmpty();
    // Keyboard: focus the first option and choose it with the space bar.
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.getByRole('button', { name: index === total ? 'See my result' : 'Next' }).click();
  }

  const result = page.getByTestId('level-result');
  await expect(result.getByRole('heading', { level: 1, name: 'Your Chinese level' })).toBeVisible();
  await expect(result.getByTestId('level-grade')).toHaveText(/^(Zero|Beginner|Intermediate|Advanced)$/);
  await expect(result.getByTestId('level-hsk')).toHaveText(/^(None yet|HSK [1-9])$/);
  await expect(result.getByRole('heading', { level: 2, name: 'Your learning plan' })).toBeVisible();
  await expect(result.getByText(/lessons? a week$/)).toBeVisible();

  await expect(result.getByTestId('level-saved')).toContainText('Sign in to save this result');
  const grade = await result.getByTestId('level-grade').textContent();
  const hsk = await result.getByTestId('level-hsk').textContent();

  // Signing up from the result reloads the page (SPEC §4); the same answers are then saved.
  await result.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog
    .getByLabel('Email')
    .fill(`level-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await dialog.getByLabel('Password').fill('correct horse battery staple');
  await dialog.getByRole('checkbox').check();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await reloaded;

  const saved = page.getByTestId('level-result');
  await expect(saved.getByTestId('level-saved')).toHaveText(
    'Saved to your profile. Your teacher will see it before your first lesson.',
  );
  await expect(saved.getByTestId('level-grade')).toHaveText(grade ?? '');
  await expect(saved.getByTestId('level-hsk')).toHaveText(hsk ?? '');
});
