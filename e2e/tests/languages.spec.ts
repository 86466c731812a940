import { expect, test } from '../support/test.ts';

const LANGUAGES = [
  { lang: 'zh-cn', htmlLang: 'zh-CN', home: '首页', notFound: '找不到该页面。' },
  { lang: 'en', htmlLang: 'en-US', home: 'Home', notFound: 'This page could not be found.' },
  { lang: 'es', htmlLang: 'es-ES', home: 'Inicio', notFound: 'No se ha podido encontrar esta página.' },
  { lang: 'ja', htmlLang: 'ja-JP', home: 'ホーム', notFound: 'お探しのページは見つかりませんでした。' },
  { lang: 'ko', htmlLang: 'ko-KR', home: '홈', notFound: '요청하신 페이지를 찾을 수 없습니다.' },
];

for (const { lang, htmlLang, home } of LANGUAGES) {
  test(`home renders in ${lang} from the federated remote and the API`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    const nav = page.getByRole('navigation', { name: /./ }).first();
    await expect(nav.getByRole('link', { name: home, exact: true })).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    // Teachers come from the API over the embedded database.
    await expect(page.locator('[data-remote-build] img[src*="/avatar.svg"]').first()).toBeVisible();
    await expect(page).toHaveTitle(/Hanyu/);
  });
}

test('the language is remembered in a cookie and / goes back to it', async ({ page, context }) => {
  await page.goto('/ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('ko');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  await page.goto('/');
  await expect(page).toHaveURL(/\/ko$/);
});

test.describe('without a language cookie', () => {
  test.use({ locale: 'ja-JP' });
  test('/ goes to the browser language', async ({ page }) => {
    await page.goto('/?utm_source=newsletter');
    await expect(page).toHaveURL(/\/ja\?utm_source=newsletter$/);
  });
});

test.describe('with an unsupported browser language', () => {
  test.use({ locale: 'fr-FR' });
  test('/ falls back to en', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });
});

test('unknown routes show the translated 404 in each language', async ({ page }) => {
  for (const { lang, notFound } of LANGUAGES) {
    await page.goto(`/${lang}/no/such/page`);
    await expect(page.getByText(notFound)).toBeVisible();
  }
});
