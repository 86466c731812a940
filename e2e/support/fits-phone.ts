import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * At a phone's width (390 px) the page scrolls only down, never sideways; a full-page screenshot of each
 * width is kept with the test's output to look at. Back to the desktop width after.
 */
export async function expectFitsPhone(page: Page, info: TestInfo, name: string): Promise<void> {
  const desktop = page.viewportSize();
  await page.screenshot({ path: info.outputPath(`desktop-${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath(`phone-${name}.png`), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}
