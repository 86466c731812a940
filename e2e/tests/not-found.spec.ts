import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import { DEMO_EMAILS, demoGroupCourse, signIn } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

test('an unknown language segment gives the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/xx');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('an unknown language with a deeper path is a 404 too', async ({ page }) => {
  await page.goto('/fr/about');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  // The header still works around the 404.
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unmatched route in a valid language shows the 404 inside the layout', async ({ page }) => {
  await page.goto('/en/this/does/not/exist');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('main h1').first()).toBeVisible();
});

test('an unknown page in a valid language answers 404 with the not-found page the server rendered', async ({
  request,
}) => {
  // The demo group class is never sold, so the catalogue has no page for it.
  const groupCourse = await demoGroupCourse(request, await signIn(request, DEMO_EMAILS.learner));
  for (const url of [
    '/en/no-such-page',
    '/ja/this/does/not/exist',
    `/en/i/${groupCourse}`,
    '/en/pub/999999',
    '/en/t/abc',
  ]) {
    const answer = await request.get(url, { headers: { accept: 'text/html' } });
    expect(answer.status(), url).toBe(404);
    const html = await answer.text();
    expect(html, url).toContain('<div id="root" data-server-rendered');
    expect(html, url).toContain('data-page="not-found"');
  }
});

test('my courses links only courses the catalogue shows', async ({ page, request }) => {
  await signInOverApi(page, 'learner@demo.hanyu.example', DEMO_PASSWORD);
  await page.goto('/en/user/course');
  const group = page.getByRole('article', { name: 'Demo group class' });
  await expect(group).toBeVisible();
  // Its title is not a link to a page that does not exist; its action leads to the class.
  await expect(group.getByRole('link', { name: 'Demo group class' })).toHaveCount(0);
  const groupCourse = await demoGroupCourse(request, await signIn(request, DEMO_EMAILS.learner));
  await expect(group.locator(`a[href="/en/i/${groupCourse}"]`)).toHaveCount(0);
  for (const href of await page
    .locator('main a[href^="/en/i/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    const answer = await page.request.get(href, { headers: { accept: 'text/html' } });
    expect(answer.status(), href).toBe(200);
  }
});
