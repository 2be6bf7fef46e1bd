/**
 * What a reader's first search really costs: on a loaded doc page, the bytes
 * (gzip, as sent) from pressing Ctrl+K to the first result listed, the modal's
 * code and stylesheets included, with the file list. The engine-only figures
 * in run.ts leave the modal out.
 *
 *   npx tsx bench/search/firstSearch.ts [buildDir]
 */
import {resolve} from 'node:path';
import type {Browser} from 'playwright-core';
import {launchChromium} from '../../scripts/chromium';
import {serve} from './server';

export interface FirstSearch {
  query: string;
  bytes: number;
  files: string[];
}

const pageUrl = '/platform/jobs';
export const firstSearchQueries = ['submit job', 'flexlm port', 'install cli'];

/** Bytes from the keyboard shortcut to the first hit, in a fresh browser context. */
export async function measureFirstSearch(browser: Browser, buildDir: string, query: string): Promise<FirstSearch> {
  const server = await serve(buildDir);
  const context = await browser.newContext({baseURL: server.url});
  try {
    const page = await context.newPage();
    await page.goto(pageUrl, {waitUntil: 'load'});
    // The page has hydrated once the navbar button reacts; idle prefetches end before counting starts.
    await page.locator('.DocSearch-Button').waitFor();
    await page.waitForLoadState('networkidle');
    server.take();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForLoadState('networkidle');
    const {bytes, requests} = server.take();
    return {query, bytes, files: requests};
  } finally {
    await context.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  const buildDir = resolve(process.argv[2] ?? 'build');
  const browser = await launchChromium();
  try {
    for (const q of firstSearchQueries) {
      const r = await measureFirstSearch(browser, buildDir, q);
      console.log(`first search "${r.query}": ${(r.bytes / 1024).toFixed(1)} KB gzip, ${r.files.length} files`);
      if (process.env.BENCH_VERBOSE) for (const f of r.files) console.log(`  ${f}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
