import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

/** The page's serious and critical axe violations, one line each with up to three of the elements at fault. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: skipping the details of passing checks halves the time on long pages.
  const results = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
