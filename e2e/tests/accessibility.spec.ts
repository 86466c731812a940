import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import { landmarkProblems, seriousViolations } from '../support/axe.ts';
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

/**
 * At desktop width the walk over every page of every remote (page-languages.spec.ts) runs axe on each page once
 * the app has started, as the role that sees it; hydration adopts the server's markup, so this spec opens at
 * that width only the variants it does not (another kind of item, a query, a modal's mode) and starts the app on
 * them. At phone width, where the layout changes, it checks every page as the server sends it.
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

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, pages: 'the variants the page walk leaves', started: true },
  { name: 'phone', width: 390, height: 844, pages: 'every page', started: false },
];
const walked = (viewport: (typeof VIEWPORTS)[number], path: string) =>
  !viewport.started || STARTED_HERE.has(path);

/** The page as a visitor meets it: server-rendered, then, when `started`, with the app started over it. */
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

/**
 * A walk's bound grows with its pages: 20 s a page, about five times what one takes on a busy two-core
 * machine (it only ends a walk that will never finish; the pages' own waits are the expectations').
 */
const walkTimeout = (pages: number) => Math.max(240_000, pages * 20_000);

for (const viewport of VIEWPORTS) {
  test(`public pages, ${viewport.pages}: no serious accessibility violation (${viewport.name})`, async ({
    page,
  }) => {
    const paths = PUBLIC_PAGES.filter((path) => walked(viewport, path));
    test.setTimeout(walkTimeout(paths.length));
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of paths) found.push(...(await violationsOf(page, path, viewport.started)));
    expect(found).toEqual([]);
  });

  test(`signed-in pages, ${viewport.pages}: no serious accessibility violation (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signInOverApi(page, 'learner@demo.hanyu.example', DEMO_PASSWORD);
    const groupCourse = await demoGroupCourse(request, await signIn(request, DEMO_EMAILS.learner));
    const paths = SIGNED_IN_PAGES.map((pattern) =>
      pattern.replace('{groupCourse}', String(groupCourse)),
    ).filter((path) => walked(viewport, path));
    test.setTimeout(walkTimeout(paths.length));
    const found: string[] = [];
    for (const path of paths) found.push(...(await violationsOf(page, path, viewport.started)));
    expect(found).toEqual([]);
  });
}
