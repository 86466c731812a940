import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

const BERLIN = 'Europe/Berlin';

interface Listed {
  list: Array<{ title: string; rating: number; review_count: number }>;
  paging: { total: number };
}

/** What the API lists for the same filters. */
async function listed(page: Page, query: string): Promise<Listed> {
  const answer = await page.request.get(`/api/open/courses?language=en&${query}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).response as Listed;
}

test('a visitor finds the group classes that meet on weekday afternoons in Berlin, best rated first; the link keeps them', async ({
  page,
}) => {
  // The demo classes meet at 19:30 in Shanghai: 12:30 in Berlin.
  await page.goto(`/en/group?tz=${encodeURIComponent(BERLIN)}`);
  const filters = page.getByTestId('listing-filters');
  await filters.getByText('Filters', { exact: true }).click();
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
    await filters.getByRole('checkbox', { name: new RegExp(`^${day} \\(\\d+\\)$`) }).check();
  await filters.getByRole('checkbox', { name: /^Afternoon \(12–18\) \(\d+\)$/ }).check();
  await filters.getByRole('button', { name: 'Show courses' }).click();
  await expect(page).toHaveURL(/parts=afternoon/);
  // The search and sort form holds the filters once the filtered page has rendered (the URL changes first).
  await expect(page.getByRole('search').locator('input[name="parts"]')).toHaveValue('afternoon');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  // The order changed and the chosen filters stayed.
  const chosen = new URL(page.url()).searchParams;
  expect(chosen.getAll('days')).toEqual(['1', '2', '3', '4', '5']);
  expect([chosen.get('parts'), chosen.get('tz')]).toEqual(['afternoon', BERLIN]);

  const api = await listed(page, `kind=group&days=1,2,3,4,5&parts=afternoon&tz=${BERLIN}&sort=rating`);
  expect(api.paging.total).toBeGreaterThan(0);
  const cards = page.getByTestId('course-card');
  await expect(cards).toHaveCount(Math.min(api.paging.total, 12));
  await expect(cards.getByRole('heading')).toHaveText(api.list.map((course) => course.title));
  const ratings = api.list.map((course) => course.rating);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  await expectAccessible(page, 'the group list with filters');

  // Opening a class and going back finds the same list, the boxes still ticked.
  const filtered = page.url();
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/i\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(filters.getByRole('checkbox', { name: /^Afternoon/ })).toBeChecked();
});

test('the server renders a filtered course list, and a video list offers price and rating only', async ({
  request,
}) => {
  const html = await (
    await request.get(`/en/group?parts=night&tz=${encodeURIComponent(BERLIN)}`, {
      headers: { accept: 'text/html' },
    })
  ).text();
  expect(html).toContain('<div id="root" data-server-rendered');
  expect(html).toMatch(/<details(?=[^>]*data-testid="listing-filters")(?=[^>]*\sopen)[^>]*>/);
  expect(html).toContain('<input type="checkbox" name="parts" checked="" value="night"/>');
  const video = await (await request.get('/en/video', { headers: { accept: 'text/html' } })).text();
  expect(video).toContain('name="price_max"');
  expect(video).toContain('name="rating_min"');
  expect(video).not.toContain('name="parts"');
  expect(video).not.toContain('name="native"');
});
