import { expect, type Page, test } from '../support/test.ts';

/** The cards of a listing, once the streamed list has arrived. */
async function cards(page: Page, testId: 'course-card' | 'teacher-card') {
  const list = page.getByTestId(testId);
  await expect(list.first()).toBeVisible();
  return list;
}

test('the live teacher list links each teacher to their page and shows one-on-one packages', async ({
  page,
}) => {
  await page.goto('/en/live');
  await expect(page.locator('main h1')).toHaveText('Find your Chinese teacher');
  const teachers = await cards(page, 'teacher-card');
  expect(await teachers.count()).toBeGreaterThan(1);
  await expect(page.getByTestId('live-packages').getByTestId('course-card').first()).toBeVisible();

  const link = teachers.first().getByRole('heading').getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/en\/t\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the live list searches through the URL and sorts', async ({ page }) => {
  await page.goto('/en/live');
  await cards(page, 'teacher-card');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
  await expect(page).toHaveURL(/\/en\/live\?sort=rating$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
  await page.getByRole('searchbox', { name: 'Search teachers' }).fill('zzzz-no-such-teacher');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/live\?q=zzzz-no-such-teacher&sort=rating$/);
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test('group classes filter by a tag, which is marked current', async ({ page }) => {
  await page.goto('/en/group');
  await expect(page.locator('main h1')).toHaveText('Small-group Chinese classes');
  const groups = await cards(page, 'course-card');
  // Every group class says whether it has started.
  await expect(groups.first().locator('[data-status]')).toBeVisible();

  const filter = page.getByRole('navigation', { name: 'Filter by topic' });
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  const tag = filter.getByRole('link').nth(1);
  const name = (await tag.textContent())?.trim() ?? '';
  await tag.click();
  await expect(page).toHaveURL(/\/en\/group\/tag\/\d+$/);
  await expect(filter.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main h1')).toContainText(name);
  await expect(page.getByTestId('course-card').or(page.getByTestId('list-empty')).first()).toBeVisible();
});

test('a video course opens from its card with its packages priced in USD beside CNY', async ({ page }) => {
  await page.goto('/en/video');
  await expect(page.locator('main h1')).toHaveText('Chinese video courses');
  const videos = await cards(page, 'course-card');
  const link = videos
    .filter({ hasText: 'Pinyin & Tones Video Course' })
    .getByRole('heading')
    .getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/en\/i\/\d+$/);
  await expect(page.locator('main h1')).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  const rows = page.getByTestId('sku-row');
  await expect(rows.first()).toBeVisible();
  const price = rows.first().getByTestId('price');
  await expect(price).toHaveAttribute('data-currency', 'USD');
  await expect(price).toContainText('$');
  await expect(price).toContainText('CN¥');
  await expect(rows.first().getByRole('link', { name: /Buy|Book a trial/ })).toHaveAttribute(
    'href',
    /^\/en\/checkout\?sku=\d+$/,
  );
  await expect(page.getByTestId('course-lessons').getByRole('listitem').first()).toBeVisible();
});

test('a group course shows its timetable, and switching language translates the course', async ({ page }) => {
  await page.goto('/en/group');
  const link = (await cards(page, 'course-card')).first().getByRole('heading').getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/en\/i\/\d+$/);
  await expect(page.getByTestId('course-timetable').locator('time').first()).toBeVisible();
  const english = (await page.locator('main h1').textContent())?.trim();
  const id = new URL(page.url()).pathname.split('/').pop();

  await page.getByTestId('language-switcher').getByRole('button').click();
  await page
    .getByTestId('language-switcher')
    .getByRole('link', { name: /日本語/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ja/i/${id}$`));
  await expect(page.getByRole('heading', { level: 2, name: '時間割' })).toBeVisible();
  const japanese = page.locator('main h1');
  await expect(japanese).not.toHaveText(english ?? '');
  await expect(japanese).toHaveText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  // Japanese visitors see yen beside the yuan price.
  await expect(page.getByTestId('sku-row').first().getByTestId('price')).toHaveAttribute(
    'data-currency',
    'JPY',
  );
});

test('the search page finds teachers and courses', async ({ page }) => {
  await page.goto('/en/search?q=HSK');
  await expect(page.locator('main h1')).toHaveText('Search: HSK');
  await expect(page.getByTestId('search-teachers').getByTestId('teacher-card').first()).toBeVisible();
  const course = page.getByTestId('search-courses').getByTestId('course-card').first();
  await expect(course.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/en\/i\/\d+$/);
});

test('an unknown course or tag shows the not-found page', async ({ page }) => {
  await page.goto('/en/i/999999');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await page.goto('/en/video/tag/999999');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
});
