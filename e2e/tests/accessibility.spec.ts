import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { DEMO_EMAILS, demoGroupCourse, signIn } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/** Every kind of page a visitor can open, in the languages that change their layout. */
const PUBLIC_PAGES = [
  '/zh-cn',
  '/en',
  '/es',
  '/ja',
  '/ko',
  '/en/live',
  '/ko/live',
  '/en/group',
  '/en/video',
  '/en/pub',
  '/es/pub',
  '/en/pub/14',
  '/en/i/1',
  '/en/i/9',
  '/en/i/15',
  '/en/t/6',
  '/en/about',
  '/en/about/how',
  '/en/about/guide',
  '/en/about/contact',
  '/en/about/terms',
  '/en/learning/level',
  '/en/search?q=a',
  '/en/no-such-page',
  '/en/passport/login',
  '/en/passport/login?mode=register',
  '/en/passport/login?mode=reset',
];

const SIGNED_IN_PAGES = [
  '/en/user',
  '/en/user/date',
  '/en/user/teacher',
  '/en/user/favourites',
  '/en/user/order',
  '/en/user/bill',
  '/en/user/course',
  '/en/user/delivery',
  '/en/user/spread',
  '/en/user/promote',
  '/en/user/linked',
  '/en/user/mentor',
  '/en/user/notifications',
  '/en/user/info',
  '/en/user/setting',
  '/en/user/org',
  '/en/book',
  '/en/book?trial&teacher=6',
  '/en/checkout?sku=1',
  '/en/top-up',
  '/en/learning/live/1',
  // The demo group class (its course id is read once signed in).
  '/en/learning/group/{groupCourse}',
  '/en/learning/video/15',
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Pages whose started app this spec checks too: the variants of a page (another kind of item, a query, a
 * modal's mode) that the walk over every page (page-languages.spec.ts, which runs axe on each page of every
 * remote once the app has started, as the role that sees it) does not start the app on.
 */
const STARTED_HERE = new Set([
  '/en/i/9',
  '/en/i/15',
  '/en/search?q=a',
  '/en/no-such-page',
  '/en/passport/login?mode=register',
  '/en/passport/login?mode=reset',
  '/en/book?trial&teacher=6',
  '/en/checkout?sku=1',
]);

/**
 * The page as a visitor meets it: server-rendered, then (at desktop width, for the pages above) with the app
 * started. Hydration adopts the server's markup, so elsewhere the server's page is what is checked.
 */
async function violationsOf(page: Page, path: string, started: boolean): Promise<string[]> {
  await page.goto(path);
  const before = [...(await seriousViolations(page)), ...(await landmarkProblems(page))];
  if (!started) return before.map((line) => `${path}: ${line}`);
  await page.keyboard.press('Shift');
  await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const after = [...(await seriousViolations(page)), ...(await landmarkProblems(page))];
  return [...new Set([...before, ...after])].map((line) => `${path}: ${line}`);
}

/** One main landmark per page: the layout's (a page inside it brings none of its own). */
async function landmarkProblems(page: Page): Promise<string[]> {
  const mains = await page.locator('main, [role="main"]').count();
  return mains === 1 ? [] : [`${mains} main landmarks`];
}

/**
 * A walk's bound grows with its pages: 20 s a page, about five times what one takes on a busy two-core
 * machine (it only ends a walk that will never finish; the pages' own waits are the expectations').
 */
const walkTimeout = (pages: number) => Math.max(240_000, pages * 20_000);

for (const viewport of VIEWPORTS) {
  test(`every public page has no serious accessibility violation (${viewport.name})`, async ({ page }) => {
    test.setTimeout(walkTimeout(PUBLIC_PAGES.length));
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of PUBLIC_PAGES)
      found.push(...(await violationsOf(page, path, viewport.name === 'desktop' && STARTED_HERE.has(path))));
    expect(found).toEqual([]);
  });

  test(`every signed-in page has no serious accessibility violation (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(walkTimeout(SIGNED_IN_PAGES.length));
    await page.setViewportSize(viewport);
    await signInOverApi(page, 'learner@demo.hanyu.example', DEMO_PASSWORD);
    const groupCourse = await demoGroupCourse(request, await signIn(request, DEMO_EMAILS.learner));
    const found: string[] = [];
    for (const pattern of SIGNED_IN_PAGES) {
      const path = pattern.replace('{groupCourse}', String(groupCourse));
      found.push(...(await violationsOf(page, path, viewport.name === 'desktop' && STARTED_HERE.has(path))));
    }
    expect(found).toEqual([]);
  });
}
