import {type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {afterAll, beforeAll, inject} from 'vitest';
import {launchChromium} from '../../scripts/chromium';

export const baseUrl = (): string => inject('baseUrl');

/** A fresh context (own storage) with a desktop viewport by default. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({viewport: {width: 1280, height: 800}, baseURL: baseUrl(), ...options});
}

/** Selector that matches once the page is hydrated and its deferred work done (src/plugins/after-hydration). */
export const hydrated = 'html[data-has-hydrated="true"][data-fully-hydrated="true"]';

/** One Chromium for the calling test file, closed after its last test. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('sharedBrowser(): the browser is not launched yet');
    return browser;
  };
}

/** Goes to a path and waits until the page is hydrated. */
export async function gotoHydrated(
  page: Page,
  path: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
): Promise<Page> {
  await page.goto(path, {waitUntil});
  await page.waitForSelector(hydrated);
  return page;
}

/** A hydrated page in a fresh context; `setup` runs before the first request (routes, init scripts). */
export async function openPage(browser: Browser, path: string, setup?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  if (setup) await setup(page);
  return gotoHydrated(page, path);
}
