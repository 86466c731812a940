import type { APIRequestContext } from '@playwright/test';
import { newEmail, PASSWORD } from '../support/accounts.ts';
import { SITE_URL } from '../support/env.ts';
import { topUp } from '../support/money.ts';
import { demoSessions, rootOf, type Session, serverPage } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/**
 * mf-booking's pages arrive with their content in the server's HTML (issue 25): the week of free times on the
 * book page (its times as LocalTime elements), the price on the checkout, the balance on the top-up page and
 * the payment's outcome on a return page, read before any script runs, as a learner sees them. No page is a
 * spinner waiting for the app.
 */

const BERLIN = 'Europe/Berlin';

/** An amount of fen as the pages write it in English (formatPrice). */
function cny(minor: number): string {
  const whole = minor % 100 === 0;
  return `CN¥${new Intl.NumberFormat('en-US', { minimumFractionDigits: whole ? 0 : 2 }).format(minor / 100)}`;
}

/** A start's time of day as the slot buttons are named (HH:mm) in a zone. */
const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );

/** What the API answers a learner, for the figures the pages must show. */
async function apiGet<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { authorization: `Bearer ${session.token}` } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()).response as T;
}

/** The demo teacher (Wang Lin): the free trial's teacher. */
async function demoTeacherId(request: APIRequestContext): Promise<number> {
  const found = await request.get(`/api/open/teachers?language=en&q=${encodeURIComponent('Wang Lin')}`);
  return ((await found.json()).response.list[0] as { id: number }).id;
}

/** The page's own content: no loading skeleton, no "Loading" status in place of the page. */
function expectNoSpinner(root: string, url: string) {
  expect(root, `${url}: no busy skeleton`).not.toContain('aria-busy="true"');
  expect(root, `${url}: no loading text`).not.toMatch(/>Loading[^<]*</);
}

/**
 * The slot buttons of a server-rendered week: their names (by content: the day, then the time) and their times'
 * instants.
 */
function slotsOf(root: string): Array<{ label: string; iso: string }> {
  return [
    ...root.matchAll(
      /<button[^>]*aria-pressed="false"[^>]*><span class="hy-visually-hidden">([^<]+)<\/span><time datetime="([^"]+)" data-local="clock">([^<]+)<\/time>/gi,
    ),
  ].map(([, day = '', iso = '', time = '']) => ({ label: `${day}${time}`, iso }));
}

test.use({ timezoneId: BERLIN });

let sessions: Awaited<ReturnType<typeof demoSessions>>;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: SITE_URL });
  sessions = await demoSessions(request);
  await request.dispose();
});

test('the top-up page, the checkout and the free trial’s week arrive rendered for the demo learner', async ({
  request,
}) => {
  const learner = sessions.learner as Session;

  // Top-up: the balance before topping up, read by the loader.
  const balance = await apiGet<{ balance_minor: number }>(request, learner, '/api/user/balance');
  const topUpRoot = rootOf(await serverPage(request, '/en/top-up', learner));
  expect(topUpRoot).toContain('Top up your balance');
  expect(topUpRoot).toMatch(
    new RegExp(`Current balance</span><span[^>]*>${cny(balance.balance_minor).replace('.', '\\.')}<`),
  );
  expectNoSpinner(topUpRoot, '/en/top-up');

  // Checkout: what is bought and its price, asked by the loader.
  const calculation = await (
    await request.post('/api/user/order/calculate', {
      headers: { authorization: `Bearer ${learner.token}` },
      data: { sku_id: 2, quantity: 1, language: 'en' },
    })
  ).json();
  const { course_title, total_minor } = calculation.response as { course_title: string; total_minor: number };
  const checkoutRoot = rootOf(await serverPage(request, '/en/checkout?sku=2', learner));
  expect(checkoutRoot).toContain('<h1');
  expect(checkoutRoot).toContain('Checkout');
  expect(checkoutRoot).toContain(course_title.replaceAll('&', '&amp;'));
  expect(checkoutRoot).toContain(`Pay ${cny(total_minor)}`);
  expectNoSpinner(checkoutRoot, '/en/checkout?sku=2');

  // An item the URL does not name: the page's own 404, rendered.
  const missing = await request.get('/en/checkout', {
    headers: { accept: 'text/html', cookie: learner.cookie },
  });
  expect(missing.status()).toBe(404);
  expect(rootOf(await missing.text())).toContain('This course cannot be bought here');

  // The free trial: the teacher and the week of free times, each a LocalTime button, in Beijing time (the
  // server knows no zone of the demo learner's) unless the utc cookie names one.
  const teacher = await demoTeacherId(request);
  const trialUrl = `/en/book?trial&teacher=${teacher}`;
  const trialRoot = rootOf(await serverPage(request, trialUrl, learner));
  expect(trialRoot).toContain('Book your free trial lesson');
  expect(trialRoot).toContain('with Wang Lin');
  const slots = slotsOf(trialRoot);
  expect(slots.length, 'free times in the server’s week').toBeGreaterThan(0);
  const first = slots[0] as { label: string; iso: string };
  expect(first.label).toMatch(new RegExp(` ${clock(first.iso, 'Asia/Shanghai')}$`));
  expectNoSpinner(trialRoot, trialUrl);

  const inBerlin = rootOf(
    await serverPage(request, trialUrl, learner, { headers: { cookie: `${learner.cookie}; utc=${BERLIN}` } }),
  );
  expect(inBerlin).toContain('<span data-local-zone="">Europe/Berlin</span>');
  const berlinFirst = slotsOf(inBerlin)[0] as { label: string; iso: string };
  expect(berlinFirst.label).toMatch(new RegExp(` ${clock(berlinFirst.iso, BERLIN)}$`));

  // Without lesson time the book page says so, rendered.
  const bookRoot = rootOf(await serverPage(request, '/en/book', learner));
  expect(bookRoot).toContain('No lesson time yet');
});

test('in a browser in Berlin, the server’s week (rendered in Beijing time) shows Berlin’s times before the app runs, and is asked again in Berlin once it does', async ({
  page,
  request,
}) => {
  const learner = sessions.learner as Session;
  await page.context().addCookies([
    { name: 'token', value: learner.token, url: SITE_URL },
    { name: 'uid', value: String(learner.uid), url: SITE_URL },
  ]);
  await page.goto(`/en/book?trial&teacher=${await demoTeacherId(request)}`);
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  const time = page.locator('main button[aria-pressed] time').first();
  const iso = (await time.getAttribute('datetime')) ?? '';
  await expect(time).toHaveText(clock(iso, BERLIN));
  // Named by their content before the app runs (the day, then the time the script rewrote).
  const first = page.locator('main button[aria-pressed]').first();
  await expect(first).toHaveAccessibleName(new RegExp(` ${clock(iso, BERLIN)}$`));
  await expect(page.getByText(/^Times in Europe\/Berlin \(UTC\+[12]\)$/)).toBeVisible();
  await page.keyboard.press('Shift');
  await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached({ timeout: 30_000 });
  const button = page.locator('main button[aria-pressed]').first();
  await expect(async () => {
    const at = (await button.locator('time').getAttribute('datetime')) ?? '';
    expect(await button.getAttribute('aria-label')).toMatch(new RegExp(` ${clock(at, BERLIN)}$`));
  }).toPass();
});

test('a learner with lesson time finds the course’s week on the server’s book page in their zone, and the paid top-up on its return page', async ({
  page,
  request,
}) => {
  test.slow();
  // A new learner in Berlin, signed up over the API (the sign-up form is the passport's to test).
  const signUp = await request.post('/api/passport/register/email', {
    data: { email: newEmail(), password: PASSWORD, checked: true, language: 'en', time_zone: BERLIN },
  });
  expect(signUp.status()).toBe(200);
  const { token, user_id } = (await signUp.json()).response as { token: string; user_id: number };
  const uid = String(user_id);
  const learner: Session = { cookie: `token=${token}; uid=${uid}`, token, uid: user_id };
  await page.context().addCookies([
    { name: 'token', value: token, url: SITE_URL },
    { name: 'uid', value: uid, url: SITE_URL },
  ]);
  await topUp(page, 2000, 'Alipay');
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
  const returnUrl = new URL(page.url());

  // The return page: the payment's outcome and the balance now, from the loader.
  const returnRoot = rootOf(await serverPage(request, `${returnUrl.pathname}${returnUrl.search}`, learner));
  expect(returnRoot).toContain('Top-up complete');
  expect(returnRoot).toContain('CN¥2,000 was added to your balance.');
  expect(returnRoot).toContain('Your balance is now CN¥2,100.');

  // Lesson time: the checkout's first item bought over the API.
  const headers = { authorization: `Bearer ${token}` };
  const order = (await (await request.post('/api/user/order', { headers, data: { sku_id: 2 } })).json())
    .response as { id: number; course_id: number; course_title: string };
  const paid = await request.post(`/api/user/order/${order.id}/pay`, {
    headers,
    data: { payment_method: 'balance' },
  });
  expect(paid.status()).toBe(200);

  const bookUrl = `/en/book?course=${order.course_id}`;
  const bookRoot = rootOf(await serverPage(request, bookUrl, learner));
  expect(bookRoot).toContain('Book a lesson');
  expect(bookRoot).toContain(order.course_title.replaceAll('&', '&amp;'));
  expect(bookRoot).toMatch(/<input type="radio"[^>]*checked=""/);
  expect(slotsOf(bookRoot).length, 'free times in the server’s week').toBeGreaterThan(0);
  expectNoSpinner(bookRoot, bookUrl);

  // The learner signed up in Berlin: the server knows the zone and renders the week in it.
  expect(bookRoot).not.toContain('data-zone-unknown');
  expect(bookRoot).toContain('<span data-local-zone="">Europe/Berlin</span>');
  const firstSlot = slotsOf(bookRoot)[0] as { label: string; iso: string };
  expect(firstSlot.label).toMatch(new RegExp(` ${clock(firstSlot.iso, BERLIN)}$`));
});
