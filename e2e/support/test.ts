import { test as base, expect } from '@playwright/test';
import { expectAccessible } from './axe.ts';

/** What a page reported when its Content-Security-Policy refused something. */
interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

const REPORT = '__hanyuCspViolation';

/**
 * Playwright's `test`, with the site's Content-Security-Policy watched on every page of every test: a
 * `securitypolicyviolation` event anywhere fails the test, naming the directive and what it blocked.
 */
export const test = base.extend<{
  cspViolations: CspViolation[];
  hydrationMismatches: string[];
  accessibility: undefined;
}>({
  /** Every page a test ends on is checked with axe: no serious or critical violation (support/axe.ts). */
  accessibility: [
    async ({ context }, use) => {
      await use(undefined);
      for (const page of context.pages()) {
        if (page.isClosed() || !page.url().startsWith('http')) continue;
        await expectAccessible(page);
      }
    },
    { auto: true },
  ],
  /**
   * A page the app did not render as the server rendered it: the shell reports the mismatch React recovered
   * from (src/bootstrap.tsx), and any such report in any page of a test fails it.
   */
  hydrationMismatches: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (message) => {
          if (message.text().includes('[shell] hydration mismatch'))
            mismatches.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(mismatches);
      expect(mismatches, 'every server-rendered page hydrated as rendered').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(REPORT, (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript((report) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const send = (window as unknown as Record<string, (violation: unknown) => void>)[report];
            send?.({
              page: document.URL,
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
              sample: event.sample,
            });
          },
          true,
        );
      }, REPORT);
      await use(violations);
      const lines = violations.map(
        (v) => `${v.directive} blocked ${v.blocked || '(inline)'} on ${v.page} at ${v.source} ${v.sample}`,
      );
      expect(lines, 'the Content-Security-Policy refused nothing').toEqual([]);
    },
    { auto: true },
  ],
});

export type { Page } from '@playwright/test';
export { expect };
