/**
 * The page actions menu beside each docs page title: copy the page's
 * Markdown twin, view it, or open it in ChatGPT or Claude.
 */
import {describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {baseUrl, gotoHydrated, newContext, sharedBrowser} from './browser';

const siteUrl = 'https://docs.vantagecompute.ai';
// The Copy page menu button: the one menu button of a page.
const trigger = 'button[aria-haspopup="menu"]';
const item = (page: Page, name: string) => page.getByRole('menuitem', {name});
const prompt = (twin: string) =>
  `Read ${siteUrl}${twin} (a page of the Vantage Compute documentation) so that I can ask you questions about it.`;

const browser = sharedBrowser();

async function open(path: string): Promise<{context: BrowserContext; page: Page}> {
  const context = await newContext(browser());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
  const page = await context.newPage();
  await gotoHydrated(page, path);
  return {context, page};
}

async function twinText(page: Page, twin: string): Promise<string> {
  const response = await page.request.get(twin);
  expect(response.ok()).toBe(true);
  return response.text();
}

describe('page actions', () => {
  it('sit beside the page title', async () => {
    const {context, page} = await open('/platform/jobs');
    const button = await page.locator(trigger).boundingBox();
    const title = await page.locator('article h1').first().boundingBox();
    expect(button && title).toBeTruthy();
    expect(Math.abs(button!.y - title!.y)).toBeLessThan(40);
    expect(button!.x).toBeGreaterThan(title!.x);
    await context.close();
  });

  it('Copy page puts exactly the Markdown twin on the clipboard', async () => {
    const {context, page} = await open('/platform/jobs');
    await page.click(trigger);
    await item(page, 'Copy page').click();
    await expect.poll(() => page.locator(trigger).innerText()).toContain('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await twinText(page, '/platform/jobs.md'));
    expect(copied.startsWith('# ')).toBe(true);
    await context.close();
  });

  it('copies the home page from /index.md, without the search index', async () => {
    const {context, page} = await open('/');
    await context.route('**/search-index/**', (route) => route.abort());
    await page.click(trigger);
    await item(page, 'Copy page').click();
    await expect.poll(() => page.locator(trigger).innerText()).toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await twinText(page, '/index.md'));
    await context.close();
  });

  it('View as Markdown opens the twin', async () => {
    const {context, page} = await open('/cli/installation');
    await page.click(trigger);
    expect(await item(page, 'View as Markdown').getAttribute('href')).toBe('/cli/installation.md');
    await Promise.all([page.waitForURL('**/cli/installation.md'), item(page, 'View as Markdown').click()]);
    expect((await page.locator('body').innerText()).trim()).toBe((await twinText(page, '/cli/installation.md')).trim());
    await context.close();
  });

  for (const [name, host, param] of [
    ['Open in ChatGPT', 'https://chatgpt.com', 'q'],
    ['Open in Claude', 'https://claude.ai', 'q'],
  ] as const) {
    it(`${name} opens the assistant with a prompt pointing at the twin`, async () => {
      const {context, page} = await open('/platform/jobs');
      await context.route(`${host}/**`, (route) =>
        route.fulfill({status: 200, contentType: 'text/plain', body: 'assistant'}),
      );
      await page.click(trigger);
      const [popup] = await Promise.all([context.waitForEvent('page'), item(page, name).click()]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.origin).toBe(host);
      expect(url.searchParams.get(param)).toBe(prompt('/platform/jobs.md'));
      await context.close();
    });
  }

  it('works from the keyboard: arrows, Home, End and Escape', async () => {
    const {context, page} = await open('/platform/jobs');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await page.focus(trigger);
    await page.keyboard.press('Enter');
    expect(await page.locator(trigger).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(focused).toMatch(/^Copy page/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toMatch(/^View as Markdown/);
    await page.keyboard.press('End');
    await expect.poll(focused).toMatch(/^Open in Claude/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toMatch(/^Copy page/);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toMatch(/^Open in Claude/);
    await page.keyboard.press('Home');
    await expect.poll(focused).toMatch(/^Copy page/);
    await page.keyboard.press('Escape');
    expect(await page.locator(trigger).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('menu', {name: 'Page actions'}).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toMatch(/^Open in Claude/);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('closes when the reader clicks elsewhere', async () => {
    const {context, page} = await open('/platform/jobs');
    await page.click(trigger);
    expect(await page.getByRole('menu', {name: 'Page actions'}).isVisible()).toBe(true);
    await page.locator('article p').first().click();
    expect(await page.getByRole('menu', {name: 'Page actions'}).isVisible()).toBe(false);
    await context.close();
  });
});
