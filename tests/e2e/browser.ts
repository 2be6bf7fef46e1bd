import {chromium, type Browser, type BrowserContext, type BrowserContextOptions} from 'playwright-core';
import {inject} from 'vitest';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const baseUrl = (): string => inject('baseUrl');

export function launch(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  return chromium.launch({executablePath, headless: true, args: flags});
}

/** A fresh context (own storage) with a desktop viewport by default. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({viewport: {width: 1280, height: 800}, baseURL: baseUrl(), ...options});
}
