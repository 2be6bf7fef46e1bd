import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {sectionEntry, sectionHome, sections} from '../../src/sections';
import {gotoHydrated, newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();
const phone = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};

async function open(path: string, options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  const context = await newContext(browser(), options);
  return gotoHydrated(await context.newPage(), path);
}

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('home page', () => {
  it('has one h1 and role entry points for jobs, clusters, licenses and automation', async () => {
    const page = await open('/');
    expect(await page.locator('h1').count()).toBe(1);
    const cards = await hrefs(page, '.landing-cards > ul > li > p:first-child > a');
    expect(cards).toEqual(
      expect.arrayContaining(['/platform/jobs', '/platform/clusters', '/platform/licenses', '/cli', '/api']),
    );
    expect(await hrefs(page, '.landing-cards a')).toContain('/sdk');
    expect(await hrefs(page, '.landing-steps a')).toEqual(
      expect.arrayContaining(['/getting-started/sign-up', '/getting-started/create-job-submission-intro']),
    );
    await page.context().close();
  });

  it('shows the entry cards in the first desktop screen', async () => {
    const page = await open('/');
    const firstCard = await page.locator('.landing-cards > ul > li').first().boundingBox();
    expect(firstCard).not.toBeNull();
    expect(firstCard!.y + firstCard!.height).toBeLessThanOrEqual(800);
    await page.context().close();
  });

  it('opens a card from anywhere on it, not only its title', async () => {
    const page = await open('/');
    const card = page.locator('.landing-cards > ul > li', {hasText: 'Connect clusters'});
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width - 8, box.y + box.height - 8);
    await page.waitForURL('**/platform/clusters');
    // Client-side navigation: the new page's text arrives after the URL changes.
    await expect.poll(() => page.locator('article h1').innerText()).toMatch(/clusters/i);
    await page.context().close();
  });

  it('keeps a link inside a card description clickable on its own', async () => {
    const page = await open('/');
    await page.locator('.landing-cards a[href="/sdk"]').click();
    await page.waitForURL('**/sdk');
    await page.context().close();
  });
});

describe('getting started is reachable outside the home page', () => {
  it('from the phone menu', async () => {
    const page = await open('/cli', phone);
    await page.locator('button.navbar__toggle').click();
    // On a docs page the menu opens on the section's sidebar; the site links are one step back.
    await page.getByRole('button', {name: /back to main menu/i}).click();
    const link = page.locator('.navbar-sidebar a[href="/getting-started"]').first();
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL('**/getting-started');
    await page.context().close();
  });

  it('from the footer', async () => {
    const page = await open('/api');
    expect(await hrefs(page, 'footer a')).toContain('/getting-started');
    await page.context().close();
  });
});

describe('404 page', () => {
  it('names the missing path, offers a search and links every section and the home page', async () => {
    const page = await open('/platform/jobs/old-scripts');
    expect(await page.locator('h1').innerText()).toMatch(/page not found/i);
    await expect.poll(() => page.locator('.not-found__path').innerText()).toContain('/platform/jobs/old-scripts');
    const links = await hrefs(page, 'main a');
    for (const section of sections) expect(links).toContain(sectionEntry(section));
    expect(links).toContain('/');
    await page.context().close();
  });

  it('searches the documentation from its form, prefilled with the words of the path', async () => {
    const page = await open('/licenses/flexlm-setup');
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    await expect.poll(() => box.inputValue()).toBe('licenses flexlm setup');
    await box.fill('submit a job');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'submit a job');
    await page.context().close();
  });

  it('shows markup in the path as text', async () => {
    const page = await open('/%3Cb%20id%3Dinjected%3Ex%3C%2Fb%3E');
    await expect.poll(() => page.locator('.not-found__path').innerText()).toContain('<b id=injected>x</b>');
    expect(await page.locator('#injected').count()).toBe(0);
    await page.context().close();
  });

  it('works on a phone', async () => {
    const page = await open('/no/such/page', phone);
    const button = page.getByRole('button', {name: 'Search'}).last();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});

describe('breadcrumbs', () => {
  const prefixed = sections.filter((s) => s.routeBasePath !== '/');
  const samples: Record<string, string> = {
    platform: '/platform/jobs/how-to-guides/submissions',
    cli: '/cli/usage',
    api: '/api/authentication',
    sdk: '/sdk/installation',
  };

  it.each(prefixed.map((s) => [s.label, s] as const))(
    'name the %s section first after home',
    async (_label, section) => {
      const page = await open(samples[section.id] ?? sectionHome(section));
      const crumbs = page.locator('.theme-doc-breadcrumbs .breadcrumbs__item');
      const second = crumbs.nth(1).locator('a');
      expect((await second.innerText()).trim()).toBe(section.label);
      expect(await second.getAttribute('href')).toBe(sectionHome(section));
      await page.context().close();
    },
  );

  it('add no section crumb on getting-started pages', async () => {
    const page = await open('/getting-started/sign-up');
    expect(await page.locator('.breadcrumbs__item--section').count()).toBe(0);
    await page.context().close();
  });
});

describe('announcement bar on a phone', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`takes at most two lines and follows the ${mode} theme`, async () => {
      const page = await open('/', {...phone, colorScheme: mode});
      const content = page.locator('.theme-announcement-bar [class*="announcementBarContent"]');
      const {lines, background} = await content.evaluate((el) => {
        const style = getComputedStyle(el);
        const textHeight =
          el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return {
          lines: Math.round(textHeight / parseFloat(style.lineHeight)),
          background: getComputedStyle(el.closest('.theme-announcement-bar')!).backgroundColor,
        };
      });
      expect(lines).toBeLessThanOrEqual(2);
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      const luminance = (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
      if (mode === 'dark') expect(luminance).toBeLessThan(0.3);
      else expect(luminance).toBeGreaterThan(0.7);
      await page.context().close();
    });
  }
});

describe('wide tables', () => {
  it.each(['/cli/commands', '/api/reference'])(
    'on %s scroll sideways from the keyboard in a labelled region',
    async (path) => {
      const page = await open(path, phone);
      const regions = page.locator('.table-scroll[tabindex="0"][role="region"][aria-label]');
      expect(await regions.count()).toBeGreaterThan(0);
      expect(await page.locator('table:not(.table-scroll > table)').count()).toBe(0);
      // The first table that overflows at phone width.
      const index = await regions.evaluateAll((els) => els.findIndex((el) => el.scrollWidth > el.clientWidth + 1));
      expect(index).toBeGreaterThanOrEqual(0);
      const region = regions.nth(index);
      await region.scrollIntoViewIfNeeded();
      await region.focus();
      expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await page.context().close();
    },
  );
});
