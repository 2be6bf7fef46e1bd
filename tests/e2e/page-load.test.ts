/**
 * What the first load of a page does to stay light, checked in Chromium:
 * the page ends up whole and working after hydration, reference sections
 * are laid out lazily without hiding anything from readers, the search
 * modal's styles load on demand, and prefetching asks for each file once.
 */
import {describe, expect, it} from 'vitest';
import type {Locator, Page} from 'playwright-core';
import {pageScripts} from '../../src/plugins/first-load/pageScripts';
import {budgetPages} from '../../bench/pages';
import {baseUrl, gotoHydrated, hydrated, newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();
const phone = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};

/** The layout shifts the page has had so far, as the browser reports them: what moved, and how much. */
async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Rect = {x: number; y: number; width: number; height: number};
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: {node?: Node; previousRect: Rect; currentRect: Rect}[];
        };
        const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const shifts: Shift[] = [];
        // Layout shifts are only reported to observers; `buffered` replays those before this call.
        const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[])));
        observer.observe({type: 'layout-shift', buffered: true});
        // The buffered entries reach the observer in a task of their own, before the browser is next idle; on a
        // page kept busy, idle time may not come, so the wait ends after a second regardless.
        requestIdleCallback(
          () => {
            shifts.push(...(observer.takeRecords() as Shift[]));
            observer.disconnect();
            resolve(
              shifts
                .filter((shift) => !shift.hadRecentInput)
                .map(
                  (shift) =>
                    `${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms: ${shift.sources
                      .map(
                        (s) =>
                          `${s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : s.node?.nodeName} from ${box(s.previousRect)} to ${box(s.currentRect)}`,
                      )
                      .join(', ')}`,
                ),
            );
          },
          {timeout: 1000},
        );
      }),
  );
}

/** The element's top once it has not moved for 20 animation frames and the page has been idle: where a reader sees it stay. */
function settledTop(element: Locator): Promise<number> {
  return element.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          const top = el.getBoundingClientRect().top;
          still = top === last ? still + 1 : 0;
          last = top;
          if (still < 20) requestAnimationFrame(tick);
          else requestIdleCallback(() => resolve(el.getBoundingClientRect().top), {timeout: 1000});
        };
        requestAnimationFrame(tick);
      }),
  );
}

describe('first load', () => {
  for (const [name, options] of [
    ['phone', phone],
    ['desktop', {}],
  ] as const) {
    it(`hydrates every part exactly once, without layout shift (${name})`, async () => {
      const context = await newContext(browser(), options);
      for (const path of budgetPages) {
        const page = await gotoHydrated(await context.newPage(), path);
        const counts = await page.evaluate(() => ({
          navbar: document.querySelectorAll('nav.navbar').length,
          announcement: document.querySelectorAll('.theme-announcement-bar').length,
          footer: document.querySelectorAll('footer').length,
          main: document.querySelectorAll('main').length,
          pageText: document.querySelectorAll('.static-content').length,
        }));
        expect(counts, path).toEqual({navbar: 1, announcement: 1, footer: 1, main: 1, pageText: 1});
        // Under load, a transient shift of a few thousandths (the navbar's right-hand items, 0.003) has been seen,
        // from a frame painted mid-hydration; its cause is not found yet. A shift a reader notices is far larger.
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, line) => sum + Number(line.split(' ')[0]), 0);
        expect(total < 0.005 ? [] : shifts, path).toEqual([]);
        await page.close();
      }
      await context.close();
    });
  }

  it('gives phones the collapsible table of contents and desktops the side one, each working', async () => {
    const path = '/cli/commands';
    const phonePage = await gotoHydrated(await (await newContext(browser(), phone)).newPage(), path);
    expect(await phonePage.locator('.theme-doc-toc-desktop').count()).toBe(0);
    await phonePage.locator('.theme-doc-toc-mobile button').click();
    const phoneLink = phonePage.locator('.theme-doc-toc-mobile a').nth(5);
    await phoneLink.waitFor();
    const phoneHash = new URL(await phoneLink.evaluate((a) => (a as HTMLAnchorElement).href)).hash;
    await phoneLink.click();
    await expect.poll(() => phonePage.evaluate(() => window.location.hash)).toBe(phoneHash);
    await phonePage.context().close();

    const desktopPage = await gotoHydrated(await (await newContext(browser())).newPage(), path);
    const links = desktopPage.locator('.theme-doc-toc-desktop a');
    expect(await links.count()).toBeGreaterThan(20);
    await desktopPage.mouse.wheel(0, 4000);
    // The hydrated table of contents follows the reading position.
    await expect
      .poll(() => desktopPage.locator('.theme-doc-toc-desktop a.table-of-contents__link--active').count())
      .toBe(1);
    await desktopPage.context().close();
  });

  it('opens the phone menu, which is built in idle time', async () => {
    const context = await newContext(browser(), phone);
    const page = await gotoHydrated(await context.newPage(), '/platform/jobs/how-to-guides/scripts');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(true);
    await context.close();
  });

  it('shows the logo of the colour mode and a working colour toggle once hydrated', async () => {
    const context = await newContext(browser(), {colorScheme: 'dark'});
    const page = await gotoHydrated(await context.newPage(), '/platform/jobs/how-to-guides/scripts');
    const visibleLogos = await page
      .locator('.navbar__logo img')
      .evaluateAll((imgs) => imgs.filter((img) => img.getBoundingClientRect().width > 0).length);
    expect(visibleLogos).toBe(1);
    const toggle = page.locator('button[aria-label*="Switch between dark and light mode"]');
    expect(await toggle.isEnabled()).toBe(true);
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });

  it('closes the announcement bar after hydration', async () => {
    const context = await newContext(browser());
    const page = await gotoHydrated(await context.newPage(), '/');
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect.poll(() => page.locator('.theme-announcement-bar').count()).toBe(0);
    await context.close();
  });

  it('lays out reference sections lazily, yet finds, shows and scrolls to any of them', async () => {
    const context = await newContext(browser());
    const page = await gotoHydrated(await context.newPage(), '/cli/commands');
    const lazy = page.locator('.doc-section--lazy');
    expect(await lazy.count()).toBeGreaterThan(20);
    expect(await lazy.last().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    // Skipped sections still belong to the text: search engines, find-in-page and screen readers see them.
    const lastHeading = lazy.last().locator('h2, h3').first();
    expect(await lastHeading.textContent()).toBeTruthy();
    const id = await lastHeading.getAttribute('id');
    await page.goto(`/cli/commands#${id}`);
    await page.waitForSelector(hydrated);
    await expect.poll(() => lastHeading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    await expect.poll(() => lastHeading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  it('lands on an anchor far down the page from the table of contents, and stays there', async () => {
    const context = await newContext(browser());
    const page = await gotoHydrated(await context.newPage(), '/api/reference');
    const link = page.locator('.table-of-contents a').last();
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    await link.click();
    const heading = page.locator(`[id="${id}"]`);
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    const top = await settledTop(heading);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await context.close();
  });

  it('sizes each lazy section at least as tall as its content on a phone, so skipped content never overlaps what follows', async () => {
    const context = await newContext(browser(), phone);
    for (const path of ['/cli/commands', '/api/reference']) {
      const page = await gotoHydrated(await context.newPage(), path);
      await page.addStyleTag({content: '.doc-section--lazy { content-visibility: visible !important; }'});
      const short = await page.locator('.doc-section--lazy').evaluateAll((sections) =>
        sections
          .map((s) => ({
            id: s.querySelector('h2, h3')?.id,
            hint: Number(/auto (\d+)px/.exec(s.getAttribute('style') ?? '')?.[1]),
            real: s.getBoundingClientRect().height,
          }))
          .filter((s) => !(s.hint >= s.real)),
      );
      expect(short, path).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('keeps pages of ordinary length free of lazy sections', async () => {
    const context = await newContext(browser());
    const page = await gotoHydrated(await context.newPage(), '/getting-started/create-job-submission-intro');
    expect(await page.locator('.doc-section').count()).toBeGreaterThan(0);
    expect(await page.locator('.doc-section--lazy').count()).toBe(0);
    await context.close();
  });

  it("loads the search modal's styles when it opens, not with the page", async () => {
    const context = await newContext(browser());
    const page = await gotoHydrated(await context.newPage(), '/');
    const modalSheets = () => page.locator('link[rel="stylesheet"][href*="/modal."]').count();
    expect(await modalSheets()).toBe(0);
    await page.keyboard.press('Control+k');
    // The loaded modal, not the Suspense placeholder that stands in while its chunk loads.
    const container = page.locator('.DocSearch-Container:not([aria-busy])');
    await container.waitFor();
    expect(await modalSheets()).toBe(1);
    expect(await container.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await context.close();
  });

  it('still opens the search when its styles cannot be loaded, and says so in the console', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.route('**/assets/css/modal.*', (route) => route.abort());
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('slurm');
    await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    expect(warnings.some((w) => /stylesheet .*modal.* could not be loaded/.test(w))).toBe(true);
    await context.close();
  });

  it('runs on the scripts its HTML names, fetched once each, none asked for by main.js', async () => {
    const context = await newContext(browser());
    for (const route of ['/', '/cli/commands']) {
      const page = await context.newPage();
      const response = await page.goto(route);
      const html = (await response?.text()) ?? '';
      const named = [...pageScripts(html), '/js/error-suppression.js'].map((src) => new URL(src, baseUrl()).href);
      expect(named.length).toBeGreaterThan(5);
      await page.waitForSelector(hydrated);
      // Every bundle file the page fetched: its own, and those prefetched for its links.
      const fetched = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.name.includes('/assets/js/'))
          .map((e) => e.name),
      );
      const prefetched = await page
        .locator('link[rel=prefetch]')
        .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      for (const src of named.filter((n) => n.includes('/assets/js/')))
        expect(
          fetched.filter((f) => f === src),
          src,
        ).toHaveLength(1);
      expect(fetched.filter((src) => !named.includes(src) && !prefetched.includes(src))).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('prefetches each file once', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const html = (await (await page.goto('/cli/commands'))?.text()) ?? '';
    await page.waitForSelector(hydrated);
    await expect.poll(() => page.locator('link[rel=prefetch]').count()).toBeGreaterThan(0);
    const hrefs = await page
      .locator('link[rel=prefetch]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(hrefs.length).toBe(new Set(hrefs).size);
    // Nor a file the page itself loaded.
    const own = pageScripts(html).map((src) => new URL(src, baseUrl()).href);
    expect(own.length).toBeGreaterThan(4);
    expect(hrefs.filter((href) => own.includes(href))).toEqual([]);
    await context.close();
  });
});
