import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The serious and critical accessibility violations axe finds on the page as it is, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** One main landmark per page: the layout's (a page inside it brings none of its own). */
export async function landmarkProblems(page: Page): Promise<string[]> {
  const mains = await page.locator('main, [role="main"]').count();
  return mains === 1 ? [] : [`${mains} main landmarks`];
}

/** Fails with every serious or critical violation on the page. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  expect(await seriousViolations(page), `no serious or critical accessibility violation on ${label}`).toEqual(
    [],
  );
}
