import { newEmail, PASSWORD, signInOverApi } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

/** Issue 24: the login page's redirect_url goes to a path on this site only; personal answers are not cached. */

test('a signed-in visitor at the login page is sent on only to a path of this site', async ({ page }) => {
  const email = newEmail();
  const registered = await page.request.post('/api/passport/register/email', {
    data: { email, password: PASSWORD, checked: true, language: 'en' },
  });
  expect(registered.status()).toBe(200);
  await signInOverApi(page, email, PASSWORD);
  const wentTo = async (redirect: string) => {
    const answer = await page.request.get(`/en/passport/login?redirect_url=${redirect}`, {
      maxRedirects: 0,
      headers: { accept: 'text/html' },
    });
    expect(answer.status()).toBe(302);
    return answer.headers().location;
  };
  expect(await wentTo('%2Fen%2Fuser%2Forder')).toBe('/en/user/order');
  for (const evil of [
    '%2F.%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '%2F%5Cevil.com',
    '%2Fa%2F..%2F%2Fevil.com',
    '%2F%252F%252Fevil.com',
    'https%3A%2F%2Fevil.com',
  ]) {
    expect(await wentTo(evil)).toBe('/en');
  }
});

test('personal API answers are private and never stored; public ones stay cacheable', async ({ page }) => {
  const email = newEmail();
  const registered = await page.request.post('/api/passport/register/email', {
    data: { email, password: PASSWORD, checked: true, language: 'en' },
  });
  expect(registered.headers()['cache-control']).toBe('private, no-store');
  const { token } = (await registered.json()).response as { token: string };
  const me = await page.request.get('/api/user/current', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(me.headers()['cache-control']).toBe('private, no-store');
  const tags = await page.request.get('/api/open/tags?language=en&scope=live');
  expect(tags.status()).toBe(200);
  expect(tags.headers()['cache-control']).toBe('public, max-age=60');
});
