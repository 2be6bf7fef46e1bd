/**
 * A host that serves the build's files as they are (no clean-URL rewrite, unlike
 * deploy/nginx.conf and the test server) answers /a/b.html and /index.html too.
 * The page then shows its clean address, without a new history entry.
 */
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {htmlFileFor, readHtml} from '../build/buildOutput';
import {gotoHydrated, newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();

/** A page whose .html requests get the build file itself, as a plain static host would send it. */
async function servingFilePaths(): Promise<Page> {
  const page = await (await newContext(browser())).newPage();
  await page.route(/\.html(\?|$)/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = htmlFileFor(path.replace(/(\/index)?\.html$/, '') || '/');
    if (!file) return route.fulfill({status: 404, body: 'not found'});
    return route.fulfill({path: file, contentType: 'text/html; charset=utf-8'});
  });
  return page;
}

const h1Of = (route: string) => load(readHtml(route))('h1').first().text().trim();

describe('a page opened at its file path', () => {
  it.each([
    ['/platform/jobs.html', '/platform/jobs'],
    ['/index.html', '/'],
    ['/cli/commands.html?from=old#vantage-clusters', '/cli/commands?from=old#vantage-clusters'],
  ])('%s shows %s in the address bar, as the same page', async (opened, clean) => {
    const page = await gotoHydrated(await servingFilePaths(), opened);
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe(clean);
    // As many entries as a page opened at its clean address has: replaced, not pushed.
    const control = await gotoHydrated(await page.context().newPage(), clean);
    expect(await page.evaluate(() => history.length)).toBe(await control.evaluate(() => history.length));
    const route = url.pathname;
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(h1Of(route));
    await page.context().close();
  });

  it('keeps in-site navigation and Back working from the clean address', async () => {
    const page = await gotoHydrated(await servingFilePaths(), '/platform/jobs.html');
    const link = page.locator('a.menu__link[href="/platform/clusters"]');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/platform/clusters');
    await expect
      .poll(async () => (await page.locator('h1').first().textContent())?.trim())
      .toBe(h1Of('/platform/clusters'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/platform/jobs');
    await expect
      .poll(async () => (await page.locator('h1').first().textContent())?.trim())
      .toBe(h1Of('/platform/jobs'));
    await page.context().close();
  });
});
