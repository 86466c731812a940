import { test as base, expect } from '@playwright/test';

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
export const test = base.extend<{ cspViolations: CspViolation[] }>({
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
