/**
 * Search under hostile content and failing servers: markup in the index is
 * shown as text everywhere (modal, Recent searches, /search, Ask), a hung
 * index file ends in an error that a retry gets past, and a new deployment
 * under an open tab is picked up instead of reported as a network error.
 */
import {describe, expect, it} from 'vitest';
import type {Page, Route} from 'playwright-core';
import {gotoHydrated, newContext, openPage, sharedBrowser} from './browser';

const browser = sharedBrowser();
const input = '.DocSearch-Input';
const hostile = '<img src=x onerror="window.__xss=(window.__xss||0)+1"><cluster-name>';

const open = (path: string, setup?: (page: Page) => Promise<void>) => openPage(browser(), path, setup);

/** Serves every index chunk with a hostile page title and first heading (as a page's own heading could be). */
async function hostileChunks(page: Page): Promise<void> {
  await page.route('**/search-index/*/c/*.json', async (route) => {
    const response = await route.fetch();
    const chunk = (await response.json()) as {
      p: Record<string, [string, string, number]>;
      r: Record<string, [number, string, string[], string]>;
    };
    for (const p of Object.values(chunk.p)) p[1] = `${hostile} ${p[1]}`;
    for (const r of Object.values(chunk.r)) r[2] = [hostile, ...r[2].slice(1)];
    await route.fulfill({response, json: chunk});
  });
}

/** Closes a test's page; index requests still in flight through its routes are dropped, not failed. */
async function close(page: Page): Promise<void> {
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await page.context().close();
}

const xssRuns = (page: Page) => page.evaluate(() => (window as unknown as {__xss?: number}).__xss ?? 0);

describe('search content is text, never HTML', () => {
  it('shows markup from the index as text in the modal and in Recent searches', async () => {
    const page = await open('/platform', hostileChunks);
    await page.keyboard.press('Control+k');
    await page.fill(input, 'cluster');
    await page.waitForSelector('.DocSearch-Hit');
    await expect.poll(() => page.locator('.DocSearch-Hits').first().innerText()).toContain('<cluster-name>');
    expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
    // A clicked hit becomes a Recent search; it must stay text too.
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForSelector('.DocSearch-Modal', {state: 'detached'});
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit-source');
    expect(await page.locator('.DocSearch-Hit-source').first().innerText()).toBe('Recent');
    expect(await page.locator('.DocSearch-Hits').first().innerText()).toContain('<cluster-name>');
    expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
    expect(await xssRuns(page)).toBe(0);
    await close(page);
  });

  it('shows a stored Recent search with markup as text', async () => {
    const context = await newContext(browser());
    await context.addInitScript((title) => {
      const entry = {
        objectID: '1',
        url: '/platform/jobs',
        type: 'lvl2',
        content: null,
        hierarchy: {lvl0: 'Platform', lvl1: title, lvl2: title, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      };
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__vantage-local', JSON.stringify([entry]));
    }, hostile);
    const page = await gotoHydrated(await context.newPage(), '/platform');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit-source');
    expect(await page.locator('.DocSearch-Hits').first().innerText()).toContain('<cluster-name>');
    expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
    expect(await xssRuns(page)).toBe(0);
    await context.close();
  });

  it('shows markup from the index as text on /search and in Ask', async () => {
    const page = await open('/search?q=cluster', hostileChunks);
    await page.waitForSelector('main ol li');
    expect(await page.locator('main ol').innerText()).toContain('<cluster-name>');
    expect(await page.locator('main img').count()).toBe(0);
    await page.keyboard.press('Control+k');
    await page.fill(input, 'What is a cluster?');
    await page.waitForSelector('.DocSearch-Hit');
    await page.keyboard.press('Control+i');
    await page.waitForSelector('[aria-labelledby="vantage-ask-title"] ol li:nth-child(2)');
    expect(await page.locator('[aria-labelledby="vantage-ask-title"] img').count()).toBe(0);
    expect(await xssRuns(page)).toBe(0);
    await close(page);
  });
});

/** Holds every request for one index file until released; the rest pass. */
function hangShards(page: Page): {release: () => void} {
  let hanging = true;
  const held: Route[] = [];
  void page.route('**/search-index/*/s/*.json', async (route) => {
    if (hanging) held.push(route);
    else await route.continue();
  });
  return {
    release() {
      hanging = false;
      for (const route of held.splice(0)) void route.abort().catch(() => undefined);
    },
  };
}

describe('search under failing servers', () => {
  it('reports a hung index file as an error, and searches again once it answers', async () => {
    let hang: {release: () => void} | undefined;
    const page = await open('/platform', async (p) => {
      hang = hangShards(p);
    });
    await page.keyboard.press('Control+k');
    await page.fill(input, 'cluster');
    await page.waitForSelector('text=Unable to fetch results');
    hang!.release();
    await page.fill(input, 'clusters');
    await page.waitForSelector('.DocSearch-Hit');
    await close(page);
  });

  it('offers Retry on /search after an index error', async () => {
    let hang: {release: () => void} | undefined;
    const page = await open('/search?q=cluster', async (p) => {
      hang = hangShards(p);
    });
    await page.waitForSelector('text=Unable to fetch results');
    hang!.release();
    await page.getByRole('button', {name: 'Retry'}).click();
    await page.waitForSelector('main ol li');
    await close(page);
  });

  it('reads the new index when the site is deployed again under an open tab', async () => {
    let deployed = false;
    let oldId = '';
    const newId = 'newbuild0001';
    const page = await open('/platform', async (p) => {
      await p.route('**/search-index/**', async (route) => {
        const url = new URL(route.request().url());
        if (url.pathname.endsWith('/meta.json')) {
          const response = await route.fetch();
          const meta = (await response.json()) as {id: string};
          oldId = meta.id;
          return route.fulfill({response, json: deployed ? {...meta, id: newId} : meta});
        }
        // After the deployment the old build's folder is gone; the new one holds the same files.
        if (deployed && url.pathname.includes(`/${oldId}/`)) return route.fulfill({status: 404, body: 'gone'});
        if (url.pathname.includes(`/${newId}/`))
          return route.continue({url: url.href.replace(`/${newId}/`, `/${oldId}/`)});
        return route.continue();
      });
    });
    await page.keyboard.press('Control+k');
    await page.fill(input, 'cluster');
    await page.waitForSelector('.DocSearch-Hit');
    deployed = true;
    await page.fill(input, 'flexlm');
    await expect.poll(() => page.locator('.DocSearch-Hits').first().innerText()).toMatch(/FlexLM/i);
    expect(await page.locator('text=Unable to fetch results').count()).toBe(0);
    await close(page);
  });
});
