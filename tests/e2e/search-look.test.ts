/**
 * How search looks: the local modal claims no Algolia credit, wears the site's
 * colours in both modes, the navbar button shows keyboard focus, and the
 * /search section chips stay legible (axe colour contrast) in both modes, and
 * results marked as lacking a word pass axe.
 */
import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import {seriousViolations} from './axe';
import {gotoHydrated, newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();
const modes = ['light', 'dark'] as const;

describe('search look', () => {
  for (const mode of modes) {
    it(`the local modal uses the site's primary colour and no Algolia credit (${mode})`, async () => {
      const context = await newContext(browser(), {colorScheme: mode});
      const page = await gotoHydrated(await context.newPage(), '/platform');
      await page.keyboard.press('Control+k');
      await page.fill('.DocSearch-Input', 'cluster');
      await page.waitForSelector('.DocSearch-Hit[aria-selected="true"]');
      const colours = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--ifm-color-primary)';
        document.body.append(probe);
        const primary = getComputedStyle(probe).color;
        probe.remove();
        const selected = document.querySelector('.DocSearch-Hit[aria-selected="true"] a');
        return {primary, selected: selected ? getComputedStyle(selected).backgroundColor : null};
      });
      expect(colours.selected).toBe(colours.primary);
      expect(await page.locator('.DocSearch-Footer').innerText()).not.toMatch(/algolia/i);
      expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
      await context.close();
    });

    it(`/search section chips meet colour contrast (${mode})`, async () => {
      const context = await newContext(browser(), {colorScheme: mode});
      const page = await gotoHydrated(await context.newPage(), '/search?q=cluster&section=platform');
      await page.waitForSelector('nav[aria-label="Filter by section"] [aria-current="page"]');
      await page.waitForSelector('main ol li');
      const results = await new AxeBuilder({page})
        .include('nav[aria-label="Filter by section"]')
        .withRules(['color-contrast'])
        .analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(0);
      await context.close();
    });
  }

  for (const mode of modes) {
    it(`/search with results that lack one word has no serious axe violation (${mode})`, async () => {
      const context = await newContext(browser(), {colorScheme: mode});
      const page = await gotoHydrated(await context.newPage(), '/search?q=contributing%20justfile');
      await page.waitForSelector('main p[role="note"]');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('the navbar Search button shows keyboard focus', async () => {
    const context = await newContext(browser());
    const page = await gotoHydrated(await context.newPage(), '/platform');
    const button = page.locator('.navbar .DocSearch-Button');
    const unfocused = await button.evaluate((el) => getComputedStyle(el).outlineStyle);
    // Keyboard focus (Tab), as a reader without a mouse reaches it.
    await page.locator('.navbar a').last().focus();
    for (let i = 0; i < 20; i++) {
      if (await button.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await button.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    const focused = await button.evaluate((el) => ({
      style: getComputedStyle(el).outlineStyle,
      width: parseFloat(getComputedStyle(el).outlineWidth),
    }));
    expect(unfocused).toBe('none');
    expect(focused.style).not.toBe('none');
    expect(focused.width).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
