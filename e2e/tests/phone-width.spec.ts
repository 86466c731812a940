import { expect, test } from '../support/test.ts';

/** The site's languages (SPEC §9). */
const LANGS = ['zh-cn', 'en', 'es', 'ja', 'ko'];

/**
 * Nothing pushes a page sideways on a small phone (issue 24: a 397 px button on /es/t/1): at 360 px, in every
 * language (Spanish labels run longest), the teacher page and the pages beside it are no wider than the screen.
 */
test.use({ viewport: { width: 360, height: 740 } });

const PAGES = ['t/1', 'live', 'i/1', 'about/how'];

test('the teacher page and its neighbours fit a 360 px phone in every language', async ({ page }) => {
  test.slow();
  const wider: string[] = [];
  for (const lang of LANGS) {
    for (const path of PAGES) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wider.push(`/${lang}/${path}: ${width} px`);
    }
  }
  expect(wider).toEqual([]);
});
