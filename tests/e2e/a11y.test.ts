import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import {hydrated, newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();

// The CLI and API references hold the widest tables (scrollable-region-focusable).
const pages = [
  '/',
  '/getting-started/sign-up',
  '/platform',
  '/cli',
  '/api',
  '/sdk',
  '/cli/commands',
  '/api/reference',
  '/no/such/page',
];
const modes = ['light', 'dark'] as const;

describe('accessibility (axe-core)', () => {
  for (const mode of modes) {
    it.each(pages)(
      `%s has no serious or critical violations in ${mode} mode`,
      async (path) => {
        const context = await newContext(browser(), {colorScheme: mode});
        const page = await context.newPage();
        await page.goto(path);
        await page.waitForSelector(hydrated);
        // Only violations are read: skipping the details of passing checks halves the time on long pages.
        const results = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')})`,
          );
        expect(serious).toEqual([]);
        await context.close();
        // A ceiling, not a target: axe walks every node, and the two references hold 14,000 to 24,000 elements.
      },
      900_000,
    );
  }
});
