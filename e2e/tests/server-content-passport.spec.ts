import { rootOf, serverPage } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/**
 * mf-passport's pages arrive with their content in the server's HTML (issue 25), read as a visitor before any
 * script runs: the login page's panels with their fields, the reset page's answer for its link (an unknown or
 * spent code says so at once), the sign-in callback's frame; signing out is a redirect home.
 */

/** The rendered page of `url` for a visitor, inside #root. */
async function visitorRoot(request: import('@playwright/test').APIRequestContext, url: string) {
  const root = rootOf(await serverPage(request, url, null));
  expect(root, url).toContain('<main');
  return root;
}

test('the login page: its panel, its fields and its button, in each mode', async ({ request }) => {
  const login = await visitorRoot(request, '/en/passport/login');
  expect(login).toMatch(/<h1[^>]*>Log in<\/h1>/);
  expect(login).toContain('Welcome back. Log in to book lessons and see your timetable.');
  expect(login).toMatch(/<input[^>]*type="email"/);
  expect(login).toMatch(/<input[^>]*type="password"/);
  expect(login).toMatch(/<button[^>]*type="submit"[^>]*>Log in<\/button>/);

  const register = await visitorRoot(request, '/en/passport/login?mode=register');
  expect(register).toMatch(/<h1[^>]*>Sign up<\/h1>/);
  expect(register).toContain('Create a free account and book your trial lesson.');

  const reset = await visitorRoot(request, '/en/passport/login?mode=reset');
  expect(reset).toMatch(/<h1[^>]*>Reset your password<\/h1>/);
  expect(reset).toContain('Enter the email you signed up with');
});

test('the reset page says an unknown or spent link has run out, with the way to a new one', async ({
  request,
}) => {
  for (const [lang, expired] of [
    ['en', 'Time out, please try again'],
    ['ja', 'リンクの有効期限が切れました。もう一度お試しください'],
  ] as const) {
    const answer = await request.get(`/${lang}/passport/reset/no-such-code`, {
      headers: { accept: 'text/html' },
    });
    expect(answer.status()).toBe(200);
    const root = rootOf(await answer.text());
    expect(root).toContain('<div id="root" data-server-rendered');
    expect(root).toContain(expired);
    expect(root).toContain(`href="/${lang}/passport/login?mode=reset"`);
    // The page's answer, not a form for a link that cannot be used.
    expect(root).not.toMatch(/type="password"/);
  }
});

test('the sign-in callback is rendered with its heading; it signs in once the app runs', async ({
  request,
}) => {
  for (const type of ['google', 'facebook', 'chinesecio']) {
    const root = await visitorRoot(request, `/en/passport/callback/${type}?code=x&state=y`);
    expect(root).toMatch(/<h1[^>]*>Signing in<\/h1>/);
  }
});

test('signing out is a redirect home', async ({ request }) => {
  const answer = await request.get('/en/passport/logout', {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/en');
});
