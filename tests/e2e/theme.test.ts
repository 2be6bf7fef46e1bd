import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {gotoHydrated, hydrated, newContext, sharedBrowser} from './browser';

const siteTitle = 'Vantage Compute Documentation';
const toggle = 'button[aria-label*="Switch between dark and light mode"]';
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
// The section selector is the left-hand navbar's dropdown (the language one sits on the right).
const selector = (page: Page) => page.locator('.navbar__items:not(.navbar__items--right) .dropdown').first();
const selectorLabel = (page: Page) => selector(page).locator('> .navbar__link').innerText();
const choice = (page: Page) => page.locator('html').getAttribute('data-theme-choice');

const browser = sharedBrowser();

async function open(path: string, options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  const context = await newContext(browser(), options);
  const page = await context.newPage();
  return gotoHydrated(page, path);
}

describe('colour mode', () => {
  it('starts light when the system has no preference', async () => {
    const page = await open('/', {colorScheme: 'no-preference'});
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });

  it('follows a dark system preference until the reader picks a mode', async () => {
    const page = await open('/', {colorScheme: 'dark'});
    expect(await theme(page)).toBe('dark');
    await page.context().close();
  });

  it('cycles system, light, dark and back, keeping the choice across a reload', async () => {
    const page = await open('/getting-started', {colorScheme: 'light'});
    expect(await choice(page)).toBe('system');
    await page.click(toggle);
    expect(await choice(page)).toBe('light');
    await page.click(toggle);
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.waitForSelector(hydrated);
    expect(await theme(page)).toBe('dark');
    await page.click(toggle);
    expect(await choice(page)).toBe('system');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });

  it('syncs a change to another open tab', async () => {
    const first = await open('/', {colorScheme: 'light'});
    const second = await first.context().newPage();
    await second.goto('/cli');
    await second.waitForSelector(hydrated);
    await first.click(toggle);
    await first.click(toggle);
    expect(await theme(first)).toBe('dark');
    await expect.poll(() => theme(second)).toBe('dark');
    await first.context().close();
  });
});

describe('announcement bar', () => {
  it('stays dismissed across a reload', async () => {
    const page = await open('/');
    const bar = page.locator('.theme-announcement-bar');
    await expect.poll(() => bar.isVisible()).toBe(true);
    await bar.locator('button[aria-label="Close"]').click();
    await expect.poll(() => bar.count()).toBe(0);
    await page.reload();
    await page.waitForSelector(hydrated);
    expect(await bar.count()).toBe(0);
    await page.context().close();
  });

  it('shows again when the announcement id changes', async () => {
    const context = await newContext(browser());
    await context.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForSelector(hydrated);
    await expect.poll(() => page.locator('.theme-announcement-bar').isVisible()).toBe(true);
    await context.close();
  });
});

describe('section selector', () => {
  const cases: [string, string][] = [
    ['/', 'Documentation'],
    ['/getting-started/sign-up', 'Documentation'],
    ['/platform', 'Platform'],
    ['/cli', 'CLI'],
    ['/api', 'API'],
    ['/sdk', 'SDK'],
  ];
  it.each(cases)('on %s reads %s', async (path, label) => {
    const page = await open(path);
    expect(await selectorLabel(page)).toBe(label);
    await page.context().close();
  });

  it('lists the other sections and navigates to one', async () => {
    const page = await open('/platform');
    const dropdown = selector(page);
    const items = dropdown.locator('.dropdown__link');
    expect(await items.allTextContents()).toEqual(['CLI', 'API', 'SDK']);
    await dropdown.locator('> .navbar__link').click();
    await expect.poll(() => items.last().isVisible()).toBe(true);
    await items.filter({hasText: 'SDK'}).click();
    await page.waitForURL('**/sdk');
    await expect.poll(() => selectorLabel(page)).toBe('SDK');
    await page.context().close();
  });

  it("appends '(Collapsed)' to Platform while the docs sidebar is collapsed", async () => {
    const page = await open('/platform');
    await page.click('button[title="Collapse sidebar"]');
    await expect.poll(() => selectorLabel(page)).toBe('Platform (Collapsed)');
    await page.click('[title="Expand sidebar"]');
    await expect.poll(() => selectorLabel(page)).toBe('Platform');
    await page.context().close();
  });
});

describe('layout', () => {
  it('switches to the mobile layout at 996 px and back to desktop at 997 px', async () => {
    const page = await open('/platform', {viewport: {width: 996, height: 800}});
    expect(await page.locator('.navbar__toggle').isVisible()).toBe(true);
    expect(await page.locator('.theme-doc-sidebar-container').isVisible()).toBe(false);
    await page.setViewportSize({width: 997, height: 800});
    await expect.poll(() => page.locator('.navbar__toggle').isVisible()).toBe(false);
    expect(await page.locator('.theme-doc-sidebar-container').isVisible()).toBe(true);
    // The parts a phone left unhydrated work once the layout is a desktop's.
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await selector(page).hover();
    await page.getByRole('link', {name: 'CLI', exact: true}).first().click();
    await page.waitForURL(/\/cli$/);
    // Followed by the app, not by a page load: the dropdown is hydrated.
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(await page.locator('.theme-doc-sidebar-menu a').count()).toBeGreaterThan(3);
    await page.context().close();
  });

  it('opens the mobile sidebar from the menu button', async () => {
    const page = await open('/platform', {viewport: {width: 390, height: 800}});
    await page.click('.navbar__toggle');
    await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(true);
    await page.context().close();
  });

  it('hides the navbar on scrolling down and shows it on scrolling up and at the top', async () => {
    const page = await open('/platform/clusters');
    const box = async () => (await page.locator('nav.navbar').boundingBox())!;
    const shown = async () => (await box()).y >= 0;
    const hidden = async () => {
      const {y, height} = await box();
      return y + height <= 0;
    };
    // Several small steps, as a reader scrolls: the navbar compares each position with the last,
    // so each step waits until the page has moved before the next.
    const scrollY = () => page.evaluate(() => window.scrollY);
    const scroll = async (dy: number) => {
      for (let i = 0; i < 5; i += 1) {
        const before = await scrollY();
        await page.mouse.wheel(0, dy / 5);
        await expect.poll(scrollY).not.toBe(before);
      }
    };
    await page.mouse.move(600, 500);
    await scroll(800);
    await expect.poll(hidden).toBe(true);
    await scroll(-300);
    await expect.poll(shown).toBe(true);
    await scroll(600);
    await expect.poll(hidden).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(shown).toBe(true);
    await page.context().close();
  });

  it('scrolls a hash link to its heading', async () => {
    const probe = await open('/platform/clusters');
    const ids = await probe.locator('article h2[id]').evaluateAll((els) => els.map((el) => el.id));
    await probe.context().close();
    const id = ids[Math.floor(ids.length / 2)];
    expect(id).toBeTruthy();
    const page = await open(`/platform/clusters#${id}`);
    const top = () => page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    // In view, although the page's end may keep it from reaching the very top.
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(800);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.context().close();
  });

  it('lands on the heading when a link leads to an anchor on another page', async () => {
    const page = await open('/getting-started/sign-up');
    await page.click('article a[href="/cli/commands#vantage-login"]');
    await page.waitForURL(/\/cli\/commands#vantage-login$/);
    const top = () => page.locator('#vantage-login').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(800);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.context().close();
  });
});

describe('routes and titles', () => {
  it('titles a page "<page> | <site title>"', async () => {
    const page = await open('/getting-started/sign-up');
    const h1 = (await page.locator('article h1').innerText()).trim();
    expect(await page.title()).toBe(`${h1} | ${siteTitle}`);
    await page.context().close();
  });

  it.each(['/getting-started/sign-up.html', '/cli/index.html'])(
    'serves %s as the page without the suffix',
    async (path) => {
      const page = await open(path);
      const expected = path.replace(/(\/index)?\.html$/, '');
      const h1 = await page.locator('article h1').innerText();
      const canonical = await open(expected);
      expect(h1).toBe(await canonical.locator('article h1').innerText());
      expect(await page.locator('text=Page Not Found').count()).toBe(0);
      await canonical.context().close();
      await page.context().close();
    },
  );

  it('shows the not-found page for an unknown path', async () => {
    const page = await open('/no/such/page');
    expect(await page.locator('h1').innerText()).toMatch(/Page Not Found/i);
    expect(await page.title()).toContain(siteTitle);
    await page.context().close();
  });

  it('shows the error and a Retry button when a route chunk cannot load', async () => {
    const context = await newContext(browser());
    // The entry bundles boot the app; every route chunk is blocked.
    const routeChunks = /\/assets\/js\/(?!(main|runtime~main|framework)\.)[^/]+\.js$/;
    await context.route(routeChunks, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/getting-started/sign-up');
    const alert = page.locator('#route-load-error[role="alert"]');
    await expect.poll(() => alert.isVisible(), {timeout: 20_000}).toBe(true);
    expect(await alert.innerText()).toMatch(/Loading chunk \S+ failed/);
    // The server-rendered text stays readable underneath.
    expect(await page.locator('article h1').isVisible()).toBe(true);
    await context.unroute(routeChunks);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await page.waitForSelector(hydrated, {timeout: 20_000});
    expect(await alert.count()).toBe(0);
    await context.unrouteAll({behavior: 'ignoreErrors'});
    await context.close();
  });
});

describe('broken browser storage', () => {
  it('drops corrupted stored values and still renders', async () => {
    const context = await newContext(browser());
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('theme', '{not a mode');
      localStorage.setItem('docusaurus.announcement.dismiss', '%%%');
      localStorage.setItem('docs-preferred-version-platform', 'v0-that-never-existed');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/platform');
    await page.waitForSelector(hydrated);
    expect(await page.locator('article h1').isVisible()).toBe(true);
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).not.toBe('%%%');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-platform'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works when localStorage throws on every access', async () => {
    const context = await newContext(browser());
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/cli');
    await page.waitForSelector(hydrated);
    expect(await page.locator('article h1').isVisible()).toBe(true);
    await page.click(toggle);
    await page.click(toggle);
    expect(await theme(page)).toBe('dark');
    await page.locator('.theme-announcement-bar button[aria-label="Close"]').click();
    expect(await page.locator('.theme-announcement-bar').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
