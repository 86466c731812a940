import { expect, type Page } from '@playwright/test';

/**
 * A server-rendered page starts the app when the visitor first reaches for a control (shell/index.html).
 * Tests of what the running app does start it as a visitor would, with a key press, and wait until it has
 * rendered over the server's HTML (the shell then drops the root's `data-server-rendered` mark).
 */
export async function startApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached();
}
