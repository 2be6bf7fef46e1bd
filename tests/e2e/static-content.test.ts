/**
 * Doc pages whose text arrives as static HTML: first load without flashes or
 * hydration warnings, copy buttons, client-side navigation and its failure.
 */
import {describe, expect, it} from 'vitest';
import {budgetPages} from '../../bench/pages';
import {baseUrl, gotoHydrated, hydrated, newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();

describe('static page text', () => {
  it('paints dark from the first frame with the system in dark mode, with no hydration warning', async () => {
    const context = await newContext(browser(), {colorScheme: 'dark'});
    for (const path of budgetPages) {
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (m) => {
        if (['error', 'warning'].includes(m.type())) messages.push(m.text());
      });
      page.on('pageerror', (e) => messages.push(e.message));
      // Recorded before any script of the page's own body runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as {firstTheme?: string}).firstTheme = document.documentElement.dataset.theme;
        });
      });
      await page.goto(path);
      await page.waitForSelector(hydrated);
      expect(await page.evaluate(() => (window as unknown as {firstTheme?: string}).firstTheme), path).toBe('dark');
      expect(await page.evaluate(() => document.documentElement.dataset.theme), path).toBe('dark');
      expect(
        messages.filter((m) => /hydrat|did not match|recoverable/i.test(m)),
        path,
      ).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('recolours code for dark mode without re-highlighting it', async () => {
    const backgrounds: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await newContext(browser(), {colorScheme});
      const page = await gotoHydrated(await context.newPage(), '/platform/jobs/how-to-guides/scripts');
      backgrounds.push(
        await page
          .locator('.theme-code-block pre')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      );
      await context.close();
    }
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
  });

  it('copies a code block with its button', async () => {
    const context = await newContext(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
    const page = await gotoHydrated(await context.newPage(), '/platform/jobs/how-to-guides/scripts');
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.locator('button.code-copy').click();
    await expect.poll(() => block.locator('button.code-copy').getAttribute('aria-label')).toBe('Copied');
    const expected = await block
      .locator('.token-line')
      .evaluateAll((lines) => lines.map((l) => l.textContent).join('\n'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await context.close();
  });

  it('navigates to another page in the app, and says so with a Retry when its text cannot be fetched', async () => {
    const context = await newContext(browser());
    const page = await gotoHydrated(await context.newPage(), '/getting-started/sign-up');
    await page.evaluate(() => ((window as unknown as {marker: boolean}).marker = true));
    await page.route('**/cli/commands', (route) =>
      route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
    );
    await page.click('article a[href="/cli/commands#vantage-login"]');
    const alert = page.locator('.static-content [role="alert"]');
    await expect.poll(() => alert.textContent()).toMatch(/could not be loaded/);
    await page.unroute('**/cli/commands');
    await alert.getByRole('button', {name: 'Retry'}).click();
    await page.locator('#vantage-login').waitFor();
    // Still the same document: the link was followed inside the app.
    expect(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker)).toBe(true);
    await context.close();
  });
});
