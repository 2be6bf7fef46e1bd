/**
 * React hydrates the server's HTML as it stands: on the five budget pages,
 * at a phone's width and a desktop's, in light and dark, the console shows
 * no hydration error and no recoverable error (React would then have thrown
 * the server's markup away and rendered the page again on the client).
 */
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {gotoHydrated, newContext, sharedBrowser} from './browser';
import {budgetPages} from '../../bench/pages';

const viewports = {
  phone: {width: 390, height: 844},
  desktop: {width: 1280, height: 800},
};
const schemes = ['light', 'dark'] as const;

// Production React reports mismatches as minified errors (#418 text, #419 and #423 recoverable, #425 content); Docusaurus logs recoverable ones.
const reactHydrationError =
  /hydrat|onRecoverableError|Minified React error #(418|419|421|422|423|425)\b|did not match|server rendered/i;

/** Every console error and uncaught error the page reports while it loads and hydrates. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

const browser = sharedBrowser();

describe('hydration', () => {
  it('the matcher recognises what React and Docusaurus print', () => {
    expect('Docusaurus React Root onRecoverableError: Error: Minified React error #418').toMatch(reactHydrationError);
    expect("Hydration failed because the server rendered HTML didn't match the client.").toMatch(reactHydrationError);
    expect('Failed to load resource: the server responded with a status of 404').not.toMatch(reactHydrationError);
  });

  for (const [width, viewport] of Object.entries(viewports)) {
    for (const colorScheme of schemes) {
      it(`raises no hydration or recoverable error at ${width} width in ${colorScheme} mode`, async () => {
        const context = await newContext(browser(), {viewport, colorScheme});
        try {
          for (const path of budgetPages) {
            const page = await context.newPage();
            const errors = collectErrors(page);
            await gotoHydrated(page, path);
            // The layout switch (phone menu, table of contents) happens in effects after hydration; it must not error either.
            expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
            expect(
              errors.filter((e) => reactHydrationError.test(e)),
              `${path} at ${width} width, ${colorScheme}`,
            ).toEqual([]);
            await page.close();
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
