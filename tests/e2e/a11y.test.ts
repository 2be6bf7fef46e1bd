import {describe, expect, it} from 'vitest';
import {seriousViolations} from './axe';
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
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
        // A ceiling, not a target: axe walks every node, and the two references hold 14,000 to 24,000 elements.
      },
      900_000,
    );
  }
});
