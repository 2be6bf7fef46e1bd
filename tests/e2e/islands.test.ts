/**
 * Interactive components in page text (src/plugins/islands): tabs and details
 * hydrate on roots of their own over the server HTML, and a page whose island
 * code cannot load stays readable.
 */
import {seriousViolations} from './axe';
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {gotoHydrated, newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();
const installPage = '/cli/installation';
const islandsReady = '[data-island]:not([data-island-hydrated]):not([data-island-failed])';

/** Console errors and uncaught errors of a page (React reports hydration errors there), from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const settled = (page: Page) =>
  page.waitForFunction((selector) => document.querySelector(selector) === null, islandsReady);

/** Opens a page and waits until every island on it has hydrated or failed; collects console errors. */
async function openIslands(page: Page, path: string): Promise<{errors: string[]}> {
  const errors = collectErrors(page);
  await gotoHydrated(page, path);
  await settled(page);
  return {errors};
}

/**
 * Holds the islands' own chunks (island-*) until the test releases them, so
 * the page is up and the islands are not. Resolves once the page asked for one.
 */
async function holdIslandChunks(page: Page, path: string): Promise<{release: () => void; errors: string[]}> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/assets/js/island-*.js', async (route) => {
    asked++;
    await gate;
    await route.continue();
  });
  const errors = collectErrors(page);
  // Not the load event: an island chunk asked for before it fires holds it until release.
  await gotoHydrated(page, path, 'domcontentloaded');
  await expect.poll(() => asked).toBeGreaterThan(0);
  expect(await page.locator('[data-island][data-island-root]').count()).toBe(0);
  return {release, errors};
}

const detailsOpen = (page: Page) =>
  page.locator('[data-island="@theme/Details"] details').evaluate((d: HTMLDetailsElement) => d.open);
const detailsBody = (page: Page) => page.getByText('The command is installed but your shell cannot see it');

const group = (page: Page, index: number) => page.locator('[data-island="@theme/Tabs"]').nth(index);
const selectedLabel = (page: Page, index: number) =>
  group(page, index).locator('[role=tab][aria-selected=true]').textContent();
const visiblePanelText = (page: Page, index: number) =>
  group(page, index).locator('[role=tabpanel]:not([hidden])').textContent();

describe('islands', () => {
  it('hydrates every island of a page with no error, and clicking a tab shows its panel only', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const {errors} = await openIslands(page, installPage);
    expect(await page.locator('[data-island][data-island-hydrated]').count()).toBe(3);
    expect(await visiblePanelText(page, 0)).toContain('pip install vantage-cli');
    await group(page, 0).getByRole('tab', {name: 'pipx'}).click();
    await expect.poll(() => selectedLabel(page, 0)).toBe('pipx');
    expect(await group(page, 0).locator('[role=tabpanel]:not([hidden])').count()).toBe(1);
    expect(await visiblePanelText(page, 0)).toContain('pipx install vantage-cli');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves between tabs with the arrow keys and picks one with Enter', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openIslands(page, installPage);
    await group(page, 0).getByRole('tab', {name: 'pip', exact: true}).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('uv');
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedLabel(page, 0)).toBe('uv');
    expect(await visiblePanelText(page, 0)).toContain('uv pip install vantage-cli');
    await context.close();
  });

  it('syncs the tab groups that share a groupId, keeps the choice across a reload and names it in the address', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openIslands(page, installPage);
    await group(page, 0).getByRole('tab', {name: 'uv'}).click();
    // The uninstall group lower on the page follows.
    await expect.poll(() => selectedLabel(page, 1)).toBe('uv');
    expect(await visiblePanelText(page, 1)).toContain('uv pip uninstall vantage-cli');
    expect(new URL(page.url()).searchParams.get('python-installer')).toBe('uv');
    await page.goto(installPage);
    await openIslands(page, installPage);
    await expect.poll(() => selectedLabel(page, 0)).toBe('uv');
    await expect.poll(() => selectedLabel(page, 1)).toBe('uv');
    // Another page with the same group remembers the choice too.
    await openIslands(page, '/sdk/installation');
    await expect.poll(() => selectedLabel(page, 0)).toBe('uv');
    await context.close();
  });

  it('opens the tab the address names with ?python-installer=', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openIslands(page, `${installPage}?python-installer=pipx`);
    await expect.poll(() => selectedLabel(page, 0)).toBe('pipx');
    await expect.poll(() => selectedLabel(page, 1)).toBe('pipx');
    await context.close();
  });

  it('hydrates islands on a page reached by client-side navigation', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openIslands(page, '/cli');
    await page.locator('.static-content a[href="/cli/installation"]').first().click();
    await page.waitForURL('**/cli/installation');
    await page.waitForSelector('[data-island="@theme/Tabs"][data-island-hydrated]');
    await group(page, 0).getByRole('tab', {name: 'pipx'}).click();
    await expect.poll(() => selectedLabel(page, 0)).toBe('pipx');
    // The address now names the tab; the text stays the hydrated one, and the other group follows.
    await expect.poll(() => selectedLabel(page, 1)).toBe('pipx');
    expect(await page.locator('[data-island][data-island-hydrated]').count()).toBe(3);
    await context.close();
  });

  it('opens and closes a details block', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openIslands(page, installPage);
    const details = page.locator('[data-island="@theme/Details"] details');
    const body = details.getByText('The command is installed but your shell cannot see it');
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await details.locator('summary').click();
    await expect.poll(() => details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await expect.poll(() => body.isVisible()).toBe(true);
    await details.locator('summary').click();
    await expect.poll(() => details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await context.close();
  });

  it('acts on a click on a tab made before its island hydrated', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const {release, errors} = await holdIslandChunks(page, installPage);
    await group(page, 0).getByRole('tab', {name: 'pipx'}).click();
    expect(await selectedLabel(page, 0)).toBe('pip');
    release();
    await settled(page);
    await expect.poll(() => selectedLabel(page, 0)).toBe('pipx');
    expect(await visiblePanelText(page, 0)).toContain('pipx install vantage-cli');
    // The group sharing its groupId follows, as with a click after hydration.
    await expect.poll(() => selectedLabel(page, 1)).toBe('pipx');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('acts on keys pressed on a focused tab before its island hydrated, in order', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const {release, errors} = await holdIslandChunks(page, installPage);
    await group(page, 0).getByRole('tab', {name: 'pip', exact: true}).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await selectedLabel(page, 0)).toBe('pip');
    release();
    await settled(page);
    await expect.poll(() => selectedLabel(page, 0)).toBe('uv');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('uv');
    expect(await visiblePanelText(page, 0)).toContain('uv pip install vantage-cli');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a details block before its island hydrates, and keeps it open through hydration', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const {release, errors} = await holdIslandChunks(page, installPage);
    const summary = page.locator('[data-island="@theme/Details"] summary');
    await summary.click();
    await expect.poll(() => detailsOpen(page)).toBe(true);
    await expect.poll(() => detailsBody(page).isVisible()).toBe(true);
    release();
    await settled(page);
    expect(await page.locator('[data-island="@theme/Details"][data-island-hydrated]').count()).toBe(1);
    expect(await detailsOpen(page)).toBe(true);
    expect(await detailsBody(page).isVisible()).toBe(true);
    // The hydrated block knows it is open: the next click closes it, the one after opens it again.
    await summary.click();
    await expect.poll(() => detailsOpen(page)).toBe(false);
    await summary.click();
    await expect.poll(() => detailsOpen(page)).toBe(true);
    await expect.poll(() => detailsBody(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the text readable when island code fails to load', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const failed: string[] = [];
    // The islands' own chunks (src/plugins/islands/sources.cjs names them island-*) fail; the hydration code loads.
    await page.route('**/assets/js/island-*.js', (route) => {
      failed.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await gotoHydrated(page, installPage);
    await page.waitForFunction((selector) => document.querySelector(selector) === null, islandsReady);
    expect(failed.length).toBeGreaterThan(0);
    expect(await page.locator('[data-island][data-island-failed]').count()).toBe(3);
    // Every tab's panel shows, each under its tab's label, in place of tabs that cannot switch.
    for (const index of [0, 1]) {
      const panels = group(page, index).locator('[role=tabpanel]');
      expect(await panels.count()).toBe(3);
      for (const [i, label] of ['pip', 'uv', 'pipx'].entries()) {
        expect(await panels.nth(i).isVisible()).toBe(true);
        expect(await panels.nth(i).locator('.island-tab-label').innerText()).toBe(label);
      }
      expect(await group(page, index).locator('[role=tablist]').isVisible()).toBe(false);
    }
    expect(await group(page, 0).innerText()).toMatch(
      /pip install vantage-cli[\s\S]*uv pip install vantage-cli[\s\S]*pipx install vantage-cli/,
    );
    // The text around them and the closed details' summary are there to read.
    expect(await page.getByText('vantage version --json').first().isVisible()).toBe(true);
    expect(await page.locator('details summary').isVisible()).toBe(true);
    // The rest of the page still works: a link navigates within the app.
    await page.locator('.static-content a[href="/cli/usage"]').first().click();
    await page.waitForURL('**/cli/usage');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows every tab panel when the hydration code itself fails to load', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.route('**/assets/js/islands.*.js', (route) => route.abort());
    await gotoHydrated(page, installPage);
    await settled(page);
    expect(await page.locator('[data-island][data-island-failed]').count()).toBe(3);
    const panels = group(page, 0).locator('[role=tabpanel]');
    expect(await panels.count()).toBe(3);
    for (const i of [0, 1, 2]) expect(await panels.nth(i).isVisible()).toBe(true);
    await context.close();
  });

  it('leaves a page whose island code failed with no serious or critical axe violation', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.route('**/assets/js/island-*.js', (route) => route.abort());
    await gotoHydrated(page, installPage);
    await settled(page);
    expect(await page.locator('[data-island][data-island-failed]').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`leaves a tabbed page with no serious or critical axe violation, in ${colorScheme} mode, with a tab picked and details open`, async () => {
      const context = await newContext(browser(), {colorScheme});
      const page = await context.newPage();
      await openIslands(page, installPage);
      await group(page, 0).getByRole('tab', {name: 'uv'}).click();
      await expect.poll(() => selectedLabel(page, 1)).toBe('uv');
      await page.locator('details summary').click();
      await expect.poll(() => page.locator('details').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
