import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseUrl, openPage, sharedBrowser} from './browser';

const browser = sharedBrowser();

const modal = '.DocSearch-Modal';
const input = '.DocSearch-Input';

const open = (path: string, setup?: (page: Page) => Promise<void>) => openPage(browser(), path, setup);

const isOpen = (page: Page) => page.locator(modal).isVisible();

describe('search modal', () => {
  it('opens with ctrl+k, cmd+k and / and closes with Escape', async () => {
    const page = await open('/platform');
    for (const key of ['Control+k', 'Meta+k', '/']) {
      // Closing returns focus to the search button; '/' is for when the reader is not on a control.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(key);
      await page.waitForSelector(modal);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')))
        .toBe(true);
      await page.keyboard.press('Escape');
      await page.waitForSelector(modal, {state: 'detached'});
    }
    await page.context().close();
  });

  it("names the search button's shortcut once, before and after hydration", async () => {
    const served = await (await fetch(new URL('/platform', baseUrl()))).text();
    expect(served).toMatch(/aria-label="Search \((Meta|Control)\+k\)"/);
    const page = await open('/platform');
    const button = page.locator('.DocSearch-Button');
    // Chromium on Linux: Control.
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Search (Control+k)');
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+k');
    await page.context().close();
  });

  it('does not open when / is typed into a field', async () => {
    const page = await open('/search');
    await page.click('input[name="q"]');
    await page.keyboard.type('a/b');
    expect(await page.inputValue('input[name="q"]')).toBe('a/b');
    expect(await isOpen(page)).toBe(false);
    // ...nor in an editable element
    await page.evaluate(() => {
      const div = document.createElement('div');
      div.contentEditable = 'true';
      div.id = 'editable';
      document.body.append(div);
    });
    await page.click('#editable');
    await page.keyboard.type('/');
    expect(await isOpen(page)).toBe(false);
    await page.context().close();
  });

  it('shows hits with their section and lands on the anchor with Enter', async () => {
    const page = await open('/');
    await page.click('.DocSearch-Button');
    await page.fill(input, 'vantage cluster create');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toContain('CLI');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cli\/commands#vantage-cluster-create$/);
    await expect.poll(() => page.locator('#vantage-cluster-create').isVisible()).toBe(true);
    const top = await page.locator('#vantage-cluster-create').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800);
    await page.context().close();
  });

  it('ranks as /search does, whatever section the reader is in', async () => {
    const path = (href: string | null) => new URL(href ?? '', 'http://x').pathname;
    for (const [from, query] of [
      ['/platform', 'install cli'],
      ['/cli', 'submit job'],
      ['/api', 'flexlm license server'],
    ] as const) {
      const page = await open(from);
      await page.keyboard.press('Control+k');
      await page.fill(input, query);
      await page.waitForSelector('.DocSearch-Hit a');
      // The modal lists hits grouped by section; the page's order is what both rank by.
      const modalPages = new Set(
        (await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).map(path),
      );
      const results = await open(`/search?q=${encodeURIComponent(query)}`);
      await results.waitForSelector('main ol > li h2 a');
      const pageTop = (
        await results.locator('main ol > li h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      )
        .map(path)
        .slice(0, 3);
      for (const top of pageTop) expect(modalPages, `${query}: ${top}`).toContain(top);
      if (query === 'install cli') expect(pageTop[0]).toBe('/cli/installation');
      await page.context().close();
      await results.context().close();
    }
  });

  it('keeps recent searches offline', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await page.fill(input, 'flexlm high availability');
    await page.waitForSelector('.DocSearch-Hit');
    await page.keyboard.press('Enter');
    await page.waitForURL(/flexlm\/high-availability/);
    // Let the modal finish closing and the new page render before reopening it.
    await page.waitForSelector('.DocSearch-Modal', {state: 'detached'});
    await page.waitForFunction(() =>
      /high availability/i.test(document.querySelector('article h1')?.textContent ?? ''),
    );
    await page.keyboard.press('Control+k');
    await page.waitForSelector(input);
    await page.waitForSelector('.DocSearch-Hit-source');
    expect(await page.locator('.DocSearch-Hit-source').first().innerText()).toBe('Recent');
    await page.context().close();
  });

  it('shows the error texts when the index cannot be fetched', async () => {
    const page = await open('/platform', async (p) => {
      await p.route('**/search-index/**', (route) => route.abort());
    });
    await page.keyboard.press('Control+k');
    await page.fill(input, 'cluster');
    await page.waitForSelector('text=Unable to fetch results');
    expect(await page.locator('.DocSearch-ErrorScreen').innerText()).toContain(
      'You might want to check your network connection.',
    );
    await page.context().close();
  });

  it('shows the no-results texts with suggestions and the report link', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await page.fill(input, 'cluster');
    await page.waitForSelector('.DocSearch-Hit');
    await page.fill(input, 'zzqxv');
    await page.waitForSelector('.DocSearch-NoResults');
    const text = await page.locator('.DocSearch-NoResults').innerText();
    expect(text).toContain('No results found for');
    expect(text).toContain('zzqxv');
    expect(text).toContain('Try searching for');
    const link = page.locator('.DocSearch-NoResults a', {hasText: 'Let us know.'});
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/vantagecompute\.ai\/contact\?.*query=zzqxv/);
    // A suggestion runs its query.
    await page.locator('.DocSearch-Prefill').first().click();
    await page.waitForSelector('.DocSearch-Hit');
    await page.context().close();
  });

  it('never executes a hostile query or renders it as markup', async () => {
    const page = await open('/');
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await page.keyboard.press('Control+k');
    await page.fill(input, `${hostile} cluster`);
    await page.waitForSelector('.DocSearch-Hit');
    // Alone, the payload's words may still find a page ("window"): as hits or as no results, it stays text.
    await page.fill(input, hostile);
    await page.waitForSelector('.DocSearch-NoResults, .DocSearch-Hit');
    if (await page.locator('.DocSearch-NoResults').count()) {
      expect(await page.locator('.DocSearch-NoResults strong').innerText()).toBe(hostile);
    }
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    await page.context().close();
  });

  it('loads the modal code only on first use', async () => {
    const requested: string[] = [];
    const page = await open('/platform', async (p) => {
      p.on('request', (r) => requested.push(r.url()));
    });
    expect(requested.some((u) => u.includes('/search-index/'))).toBe(false);
    const before = requested.length;
    await page.hover('.DocSearch-Button');
    await expect.poll(() => requested.slice(before).some((u) => u.endsWith('/search-index/meta.json'))).toBe(true);
    await page.context().close();
  });
});

describe('/search page', () => {
  it('shows highlighted results for ?q= and filters by section', async () => {
    const page = await open('/search?q=cluster');
    await page.waitForSelector('ol li h2 a');
    expect(await page.locator('main mark').count()).toBeGreaterThan(0);
    await page.getByRole('link', {name: /^CLI \(\d+\)$/}).click();
    await page.waitForURL(/section=cli/);
    await expect
      .poll(async () => [...new Set(await page.locator('main ol > li > span').allInnerTexts())])
      .toEqual(['CLI']);
    expect(await page.getByRole('link', {name: /^CLI \(/}).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('says so when no page holds every word, and shows results for some of them', async () => {
    const page = await open('/search?q=slurm%20zzqxv');
    const notice = page.locator('main p[role="note"]');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('No page contains every word of "slurm zzqxv"');
    expect(await page.locator('main ol > li').count()).toBeGreaterThan(0);
    // The modal says it in each group heading.
    await page.keyboard.press('Control+k');
    await page.fill(input, 'slurm zzqxv');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.locator('.DocSearch-Hit-source').first().innerText()).toContain('not every word found');
    const full = await open('/search?q=slurm');
    await full.waitForSelector('main ol > li h2 a');
    expect(await full.locator('main p[role="note"]').count()).toBe(0);
    await page.context().close();
    await full.context().close();
  });

  it('marks each result that lacks one word of the query, in the ranking order of the modal', async () => {
    // One page holds both words; pages with only one of them follow, each marked.
    const page = await open('/search?q=contributing%20justfile');
    const note = page.locator('main p[role="note"]');
    await note.waitFor();
    expect(await note.innerText()).toBe(
      'Results marked "lacks one word" hold every word of "contributing justfile" but one.',
    );
    const items = page.locator('main ol > li');
    expect(await items.first().locator('h2 a').getAttribute('href')).toBe('/cli/contributing');
    const marks = await items.evaluateAll((lis) =>
      lis.map((li) => li.textContent?.includes('lacks one word') ?? false),
    );
    expect(marks[0]).toBe(false);
    expect(marks.slice(1).some(Boolean)).toBe(true);
    // The modal names those hits in their group heading.
    await page.keyboard.press('Control+k');
    await page.fill(input, 'contributing justfile');
    await page.waitForSelector('.DocSearch-Hit');
    const sources = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    expect(sources[0]).not.toContain('not every word found');
    expect(sources.slice(1).some((s) => s.includes('not every word found'))).toBe(true);
    await page.context().close();
  });

  it('loads more results on demand', async () => {
    const page = await open('/search?q=license');
    await page.waitForSelector('ol li h2 a');
    const first = await page.locator('main ol > li').count();
    await page.getByRole('button', {name: 'Load more results'}).click();
    await expect.poll(() => page.locator('main ol > li').count()).toBeGreaterThan(first);
    await page.context().close();
  });

  it('shows a spinner while the index loads, then the error texts when it cannot', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const page = await open('/search?q=cluster', async (p) => {
      await p.route('**/search-index/**', async (route) => {
        await gate;
        await route.abort();
      });
    });
    await page.waitForSelector('main [role="status"]');
    release();
    await page.waitForSelector('text=Unable to fetch results');
    expect(await page.locator('main').innerText()).toContain('You might want to check your network connection.');
    await page.context().close();
  });

  it('shows the no-results texts', async () => {
    const page = await open('/search?q=zzqxv');
    await page.waitForSelector('text=No results found for');
    const main = await page.locator('main').innerText();
    expect(main).toContain('Try searching for');
    expect(await page.getByRole('link', {name: 'Let us know.'}).getAttribute('href')).toContain('query=zzqxv');
    await page.context().close();
  });

  it('renders a hostile query as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const page = await open(`/search?q=${encodeURIComponent(hostile)}`);
    // The payload's words may find a page ("window") or not: either way the query stays text.
    await page.locator('main ol > li').or(page.getByText('No results found for')).first().waitFor();
    expect(await page.locator('main h1').innerText()).toContain(hostile);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    await page.context().close();
  });
});
