import { expect, test } from '../support/test.ts';

test('pages carry the security headers and a nonce-based policy', async ({ page }) => {
  const response = await page.goto('/en');
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('a script without the nonce is refused and the refusal is reported', async ({ page, cspViolations }) => {
  await page.goto('/en/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => cspViolations.map((violation) => violation.directive)).toContain('script-src-elem');
  // Expected here: the watcher must not fail this test for it.
  cspViolations.length = 0;
});
