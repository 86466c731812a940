import type { BrowserContext } from '@playwright/test';
import { startApp } from '../support/app.ts';
import { SITE_URL } from '../support/env.ts';
import { expect, type Page, test } from '../support/test.ts';

/** The app has hydrated the server's page (the shell drops the root's mark then). */
const hydrated = (page: Page) => expect(page.locator('#root:not([data-server-rendered])')).toBeAttached();

test('a podcast started before the app starts keeps playing through the start', async ({ page }) => {
  await page.goto('/en/pub/14');
  const audio = page.getByTestId('pub-audio');
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  // Played by the listener (muted: a headless browser has no one to hear it), and marked to be recognised.
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    (element as unknown as { hanyuMark: string }).hanyuMark = 'the one the listener started';
    await element.play();
  });
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0.3);
  const before = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);

  // Scrolling on starts the app, which adopts the page instead of replacing it.
  await page.mouse.wheel(0, 200);
  await hydrated(page);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(before + 0.3);
  const same = await audio.evaluate(
    (element: HTMLAudioElement) =>
      (element as unknown as { hanyuMark?: string }).hanyuMark === 'the one the listener started' &&
      !element.paused,
  );
  expect(same).toBe(true);
});

test('what a visitor typed and chose before the app started is what the app acts on', async ({ page }) => {
  await page.goto('/en/live');
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  const search = page.getByRole('searchbox', { name: 'Search teachers' });
  await search.fill('zzzz-no-such-teacher');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
  await hydrated(page);
  await expect(search).toHaveValue('zzzz-no-such-teacher');
  // The sort chosen before the start took effect as the visitor's own change, with the words typed.
  await expect(page).toHaveURL(/\/en\/live\?q=zzzz-no-such-teacher&sort=rating$/);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
  await expect(search).toHaveValue('zzzz-no-such-teacher');
});

test("an open <details> and the scroll position survive the app's start", async ({ page }) => {
  await page.goto('/en/about/contact');
  const question = page.locator('main details').first();
  await question.locator('summary').click();
  await expect(question).toHaveAttribute('open', '');
  await page.mouse.wheel(0, 400);
  await hydrated(page);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await expect(question).toHaveAttribute('open', '');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("times are in the visitor's zone before the app starts, and the same once it has", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'America/Santiago', baseURL: SITE_URL });
  const page = await context.newPage();
  await page.goto('/en/group');
  const link = page.getByTestId('course-card').first().getByRole('heading').getByRole('link');
  await page.goto((await link.getAttribute('href')) ?? '');
  const timetable = page.getByTestId('course-timetable');
  await expect(timetable).toContainText('America/Santiago');
  const sessions = await timetable.locator('time').allInnerTexts();
  // Nothing of the app has run.
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  await startApp(page);
  expect(await timetable.locator('time').allInnerTexts()).toEqual(sessions);
  await expect(timetable).toContainText('America/Santiago');
  await context.close();
});

test("a remote that fails to load leaves the server's page readable, with a retry and working links", async ({
  page,
}) => {
  await page.route('**/remotes/mf-public/mf-manifest.json', (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.goto('/en/about');
  const heading = (await page.locator('main h1').first().textContent()) ?? '';
  await page.keyboard.press('Shift');
  const notice = page.locator('[data-server-page-notice]');
  await expect(notice).toBeVisible();
  await expect(page.locator('main h1').first()).toHaveText(heading);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  // Links work without the app: the next page comes from the server.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/en\/about\/contact$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The retry loads the page again; with the remote back, the app takes it over.
  await page.keyboard.press('Shift');
  await expect(notice).toBeVisible();
  await page.unroute('**/remotes/mf-public/mf-manifest.json');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await page.keyboard.press('Shift');
  await hydrated(page);
  await expect(notice).toHaveCount(0);
});

/** A browser of its own signed in as a demo account, by its token cookie. */
async function signedInContext(page: Page, email: string): Promise<BrowserContext> {
  const response = await page.request.post('/api/passport/login/email', {
    data: { email, password: 'hanyu-demo-2026' },
  });
  const { response: login } = (await response.json()) as { response: { token: string; user_id: number } };
  const context = await page.context().browser()?.newContext({ baseURL: SITE_URL });
  if (!context) throw new Error('no browser');
  await context.addCookies([
    { name: 'token', value: login.token, url: SITE_URL },
    { name: 'uid', value: String(login.user_id), url: SITE_URL },
  ]);
  return context;
}

test("a signed-in visitor's page comes rendered for them, and never to anyone else", async ({ page }) => {
  const learner = await signedInContext(page, 'learner@demo.hanyu.example');
  const owner = await signedInContext(page, 'owner@demo.hanyu.example');
  const [learnerPage, ownerPage] = [await learner.newPage(), await owner.newPage()];
  for (let round = 0; round < 3; round += 1) {
    const [mine, theirs] = await Promise.all([learnerPage.goto('/en/user'), ownerPage.goto('/en/user')]);
    expect(mine?.headers()['cache-control']).toBe('private, no-cache');
    expect(theirs?.headers()['cache-control']).toBe('private, no-cache');
    const [mineHtml, theirsHtml] = [(await mine?.text()) ?? '', (await theirs?.text()) ?? ''];
    expect(mineHtml).toContain('Demo Learner');
    expect(mineHtml).not.toContain('Demo Owner');
    expect(theirsHtml).toContain('Demo Owner');
    expect(theirsHtml).not.toContain('Demo Learner');
  }
  // Rendered on the server with the balance, and hydrated without asking for the user again.
  await expect(learnerPage.getByTestId('menu-balance')).toContainText('¥');
  await startApp(learnerPage);
  await expect(learnerPage.getByRole('banner').getByRole('link', { name: /My page/ })).toContainText('¥');
  // A visitor without the cookie is sent to log in by the server.
  const anonymous = await page.request.get('/en/user', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe('/en/passport/login?redirect_url=%2Fen%2Fuser');
  await learner.close();
  await owner.close();
});
