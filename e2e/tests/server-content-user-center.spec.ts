import type { APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../support/env.ts';
import { demoSessions, type Role, rootOf, type Session, serverPage } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/**
 * mf-user-center's pages arrive with their content in the server's HTML (issue 25): for each page of the user
 * area, as the role that sees it (the learner, the organisation owner for user/org, the teacher for a
 * promoter's statistics and a teacher's my page), the response read before any script runs holds the page's
 * heading and its data, as the API gives it to that role, inside the area with its menu; no skeleton, no
 * error. The data is read from the API in the test, so what other specs did to the demo accounts is no matter.
 */

let sessions: Record<Role, Session | null>;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: SITE_URL });
  sessions = await demoSessions(request);
  await request.dispose();
});

function session(role: Exclude<Role, 'visitor'>): Session {
  const signedIn = sessions[role];
  if (!signedIn) throw new Error(`no ${role} session`);
  return signedIn;
}

/** An API answer for a role (the envelope's `response`). */
async function apiAs<T>(
  request: APIRequestContext,
  role: Exclude<Role, 'visitor'>,
  path: string,
): Promise<T> {
  const answer = await request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${session(role).token}` },
  });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()).response as T;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a visitor reads of an HTML fragment: its text, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<(style|template)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(
            Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10),
          )
        : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, ' ');
}

/** The text of the element carrying a data-testid, up to its first closing `tag`, trimmed. */
function byTestId(html: string, id: string, tag: 'p' | 'div'): string {
  const match = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return textOf(match?.[1] ?? '').trim();
}

/** An amount of the wallet (fen) as the English pages write it: CN¥500, CN¥9.90. */
function yuan(minor: number): string {
  const whole = minor % 100 === 0;
  return `CN¥${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2 })}`;
}

interface UserPage {
  /** The rendered root's HTML (no scripts). */
  html: string;
  /** What it reads. */
  text: string;
  /** The page beside the menu: from its first heading of level 1 on. */
  main: string;
}

/**
 * The server's page of the user area for a role, checked for what every such page has: the menu with the
 * balance, a level-1 heading, and neither a skeleton nor an error in the page's place.
 */
async function userPage(request: APIRequestContext, url: string, role: Exclude<Role, 'visitor'>) {
  const html = rootOf(await serverPage(request, url, session(role)));
  const balance = await apiAs<{ balance_minor: number }>(request, role, '/user/balance');
  const text = textOf(html);
  expect(html, `${url}: the user menu`).toMatch(/<nav[^>]*aria-label="My account"/);
  expect(byTestId(html, 'menu-balance', 'p')).toContain(yuan(balance.balance_minor));
  for (const unwanted of ['data-testid="load-error"', 'data-testid="list-loading"', 'aria-busy="true"'])
    expect(html, `${url}: ${unwanted}`).not.toContain(unwanted);
  const start = html.indexOf('<h1');
  expect(start, `${url}: a heading of level 1`).toBeGreaterThan(-1);
  const main = textOf(html.slice(start));
  return { html, text, main } satisfies UserPage;
}

test('my page: the learner’s greeting, balance, latest orders, video courses and study plan', async ({
  request,
}) => {
  const page = await userPage(request, '/en/user', 'learner');
  const [balance, orders, videos] = await Promise.all([
    apiAs<{ balance_minor: number }>(request, 'learner', '/user/balance'),
    apiAs<{ list: Array<{ course_title: string }> }>(
      request,
      'learner',
      '/user/orders?language=en&page=1&size=3',
    ),
    apiAs<{ list: Array<{ title: string }> }>(request, 'learner', '/user/video-courses?language=en'),
  ]);
  expect(page.main).toMatch(/^ Hello, Demo Learner /);
  expect(byTestId(page.html, 'balance-amount', 'p')).toBe(yuan(balance.balance_minor));
  expect(page.main).toContain('Recent orders');
  expect(page.main).toContain(orders.list[0]?.course_title ?? 'No orders yet');
  expect(page.main).toContain(videos.list[0]?.title ?? 'No video courses yet');
  expect(page.main).toContain('My study plan');
});

test('my page: a teacher’s, with their teaching and none of a learner’s sections', async ({ request }) => {
  const page = await userPage(request, '/en/user', 'teacher');
  expect(page.main).toMatch(/^ Hello, /);
  expect(page.main).toContain('Tuition balance');
  expect(page.main).toContain('Teaching centre');
  expect(page.main).not.toContain('Recent orders');
  expect(page.main).not.toContain('My study plan');
});

test('orders, bookings, teachers and bills: their lists as the API gives them', async ({ request }) => {
  const orders = await apiAs<{ list: Array<{ id: number; course_title: string }> }>(
    request,
    'learner',
    '/user/orders?language=en&page=1&size=10',
  );
  const ordersPage = await userPage(request, '/en/user/order', 'learner');
  expect(ordersPage.main).toMatch(/^ My orders /);
  if (orders.list.length)
    for (const order of orders.list) expect(ordersPage.main).toContain(`Order ${order.id}`);
  else expect(ordersPage.main).toContain('No orders yet');

  const lessons = await apiAs<{ data: Array<{ course_title: string; remark: string | null }> }>(
    request,
    'learner',
    '/user/lessons?when=upcoming&language=en&page=1&size=10',
  );
  const bookings = await userPage(request, '/en/user/date', 'learner');
  expect(bookings.main).toMatch(/^ My bookings /);
  expect(lessons.data.length).toBeGreaterThan(0);
  expect(bookings.main).toContain(lessons.data[0]?.course_title ?? '');
  expect(bookings.main).toContain('Your note: Demo lesson');

  const teachers = await apiAs<{ data: Array<{ name: string }> }>(request, 'learner', '/user/teachers');
  const teachersPage = await userPage(request, '/en/user/teacher', 'learner');
  expect(teachersPage.main).toMatch(/^ My teachers /);
  expect(teachers.data.length).toBeGreaterThan(0);
  for (const teacher of teachers.data) expect(teachersPage.main).toContain(teacher.name);

  const bills = await apiAs<{ list: Array<{ amount: number }> }>(
    request,
    'learner',
    '/user/bills?page=1&size=20',
  );
  const billsPage = await userPage(request, '/en/user/bill', 'learner');
  expect(billsPage.main).toMatch(/^ My bills /);
  expect(bills.list.length).toBeGreaterThan(0);
  const rows = /<tbody>([\s\S]*?)<\/tbody>/.exec(billsPage.html)?.[1]?.match(/<tr\b/g) ?? [];
  expect(rows).toHaveLength(bills.list.length);
});

test('courses, materials, invites and linked accounts: the learner’s own', async ({ request }) => {
  const courses = await apiAs<{ list: Array<{ title: string }> }>(
    request,
    'learner',
    '/user/courses?language=en',
  );
  const coursesPage = await userPage(request, '/en/user/course', 'learner');
  expect(coursesPage.main).toMatch(/^ My lessons \/ courses /);
  expect(courses.list.length).toBeGreaterThan(0);
  for (const course of courses.list) expect(coursesPage.main).toContain(course.title);

  const materials = await apiAs<{ courseware: Array<{ title: string }> }>(
    request,
    'learner',
    '/user/materials?language=en',
  );
  const materialsPage = await userPage(request, '/en/user/delivery', 'learner');
  expect(materialsPage.main).toMatch(/^ My materials /);
  expect(materials.courseware.length).toBeGreaterThan(0);
  for (const item of materials.courseware) expect(materialsPage.main).toContain(item.title);

  const invites = await apiAs<{ invite_code: string; registered_count: number }>(
    request,
    'learner',
    '/user/invites?language=en&page=1',
  );
  const spread = await userPage(request, '/en/user/spread', 'learner');
  expect(spread.main).toMatch(/^ Earn tuition /);
  expect(spread.main).toContain(`Invite code: ${invites.invite_code}`);
  expect(spread.main).toContain(`Friends registered ${invites.registered_count}`);

  const linked = await apiAs<{ linked: Array<{ nick_name: string; email: string }> }>(
    request,
    'learner',
    '/user/binds?language=en',
  );
  const linkedPage = await userPage(request, '/en/user/linked', 'learner');
  expect(linkedPage.main).toMatch(/^ Linked accounts /);
  expect(linked.linked.length).toBeGreaterThan(0);
  for (const account of linked.linked) expect(linkedPage.main).toContain(account.email);
  expect(linkedPage.main).toContain('WeChat');
});

test('personal info, account settings and the private mentor: the forms filled with what is saved', async ({
  request,
}) => {
  const profile = await apiAs<{ nick_name: string }>(request, 'learner', '/user/profile');
  const info = await userPage(request, '/en/user/info', 'learner');
  expect(info.main).toMatch(/^ Personal info /);
  expect(info.main).toMatch(/Profile \d+% complete/);
  expect(info.html).toMatch(new RegExp(`<input[^>]*value="${profile.nick_name}"`));

  const settings = await apiAs<{ time_zone: string | null }>(request, 'learner', '/user/settings');
  const settingsPage = await userPage(request, '/en/user/setting', 'learner');
  expect(settingsPage.main).toMatch(/^ Account settings /);
  expect(settingsPage.main).toContain('Emails go to learner@demo.hanyu.example.');
  if (settings.time_zone) expect(settingsPage.main).toContain(settings.time_zone);

  const mentor = await userPage(request, '/en/user/mentor', 'learner');
  expect(mentor.main).toMatch(/^ Private mentor /);
  expect(mentor.main).toContain('Your goal');
});

test('promote courses: the programme for a learner; a promoter’s link, numbers and charts drawn as SVG', async ({
  request,
}) => {
  const learnerPage = await userPage(request, '/en/user/promote', 'learner');
  expect(learnerPage.main).toMatch(/^ Promote courses /);
  expect(learnerPage.main).toContain('The promotion programme');

  const promotion = await apiAs<{ promoter: { share_url: string; coupon_code: string } | null }>(
    request,
    'teacher',
    '/user/promotion?language=en',
  );
  const stats = await apiAs<{ range: { clicks: number; order_amount_minor: number } }>(
    request,
    'teacher',
    '/user/promotion/stats?days=30',
  );
  expect(promotion.promoter).not.toBeNull();
  const page = await userPage(request, '/en/user/promote', 'teacher');
  expect(page.html).toContain(`value="${promotion.promoter?.coupon_code}"`);
  expect(page.html).toContain(`value="${promotion.promoter?.share_url.replaceAll('&', '&amp;')}"`);
  expect(byTestId(page.html, 'stat-clicks', 'div')).toBe(`Clicks ${stats.range.clicks}`);
  expect(byTestId(page.html, 'stat-orderAmount', 'div')).toContain(yuan(stats.range.order_amount_minor));
  // The charts are in the HTML: two SVG images named by what they show, and the figures day by day.
  const images = [...page.html.matchAll(/<svg[^>]*role="img"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
  if (stats.range.clicks || stats.range.order_amount_minor) {
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^Clicks from \w+ \d+ to \w+ \d+: /);
    expect(page.html).toContain('data-testid="chart-money"');
    expect(page.main).toContain('The figures day by day');
  } else {
    expect(page.main).toContain('No activity in this period yet.');
  }
});

test('the promoter’s page hydrates as the server drew it, charts included', async ({ page }) => {
  const teacher = session('teacher');
  await page.context().addCookies([
    { name: 'token', value: teacher.token, url: SITE_URL },
    { name: 'uid', value: String(teacher.uid), url: SITE_URL },
  ]);
  await page.goto('/en/user/promote');
  // On intent, not at load: the server's page is there until the visitor reaches for it.
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  await expect(page.getByTestId('chart-clicks')).toBeVisible();
  await page.keyboard.press('Shift');
  await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('chart-clicks').getByRole('img')).toBeVisible();
});

test('a page whose data cannot be read says so inside the area, the menu still there, and a retry reads it', async ({
  page,
}) => {
  const learner = session('learner');
  await page.context().addCookies([
    { name: 'token', value: learner.token, url: SITE_URL },
    { name: 'uid', value: String(learner.uid), url: SITE_URL },
  ]);
  await page.goto('/en/user');
  await page.keyboard.press('Shift');
  await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached({ timeout: 30_000 });
  await page.route('**/api/user/bills?**', (route) => route.fulfill({ status: 500, body: '{}' }));
  const menu = page.getByRole('navigation', { name: 'My account' });
  await menu.getByRole('link', { name: 'My bills' }).click();
  const problem = page.getByTestId('load-error');
  await expect(
    problem.getByRole('heading', { level: 1, name: 'This page could not be shown' }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My bills' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('menu-balance')).toContainText('CN¥');
  await page.unroute('**/api/user/bills?**');
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
});

test('organisation sub-accounts: the owner’s company balance and accounts', async ({ request }) => {
  const children = await apiAs<{
    list: Array<{ email: string }>;
    total: number;
    company_balance_minor: number;
  }>(request, 'owner', '/user/org/children?page=1&size=20');
  const page = await userPage(request, '/en/user/org', 'owner');
  expect(page.main).toMatch(/^ Sub-accounts /);
  expect(byTestId(page.html, 'org-balance', 'div')).toContain(yuan(children.company_balance_minor));
  for (const child of children.list) expect(page.main).toContain(child.email);
  if (!children.total) expect(page.main).toContain('No sub-accounts yet');
});
