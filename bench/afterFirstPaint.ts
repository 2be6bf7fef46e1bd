/*
 * Does first-load's after-first-paint script loader (src/plugins/first-load/
 * afterFirstPaint.ts) pay for itself? Loads the five budget pages in real
 * Chromium under DevTools throttling (CDP: slow 4G network, 4x slower CPU,
 * a phone's viewport), once as built (the loader) and once with the page's
 * plain `<script defer>` tags put back, alternating, and prints the medians.
 * Usage: `npx tsx bench/afterFirstPaint.ts [runs]` on a fresh build/.
 */
import {cpSync, readFileSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import type {Browser} from 'playwright-core';
import {launchChromium} from '../scripts/chromium';
import {serveBuild} from '../scripts/serveBuild';
import {builtHtmlFiles} from '../src/plugins/builtHtmlFiles';
import {pageScripts} from '../src/plugins/first-load/afterFirstPaint';
import {budgetPages} from './pages';

const buildDir = resolve(__dirname, '..', 'build');
const runs = Number(process.argv[2] ?? 3);
// DevTools' "Slow 4G" preset.
const network = {offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (0.675 * 1024 * 1024) / 8};
const cpuSlowdown = 4;

interface Figures {
  fcp: number;
  lcp: number;
  hydrated: number;
  tbt: number;
}

const LOADER = /<script>\(function \(urls\)[\s\S]*?<\/script>/;

/** A copy of the build whose pages load their scripts with `defer`, as Docusaurus writes them. */
async function deferCopy(): Promise<string> {
  const dir = join(tmpdir(), `build-defer-${process.pid}`);
  rmSync(dir, {recursive: true, force: true});
  cpSync(buildDir, dir, {recursive: true});
  for (const file of await builtHtmlFiles(dir, ['assets'])) {
    const html = readFileSync(file, 'utf8');
    if (!LOADER.test(html)) continue;
    const tags = pageScripts(html)
      .map((src) => `<script src=${src} defer></script>`)
      .join('');
    unlinkSync(file);
    writeFileSync(file, html.replace(LOADER, tags));
  }
  return dir;
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, deviceScaleFactor: 1.75});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  await page.addInitScript(() => {
    const w = window as unknown as {__figures: {lcp: number; longTasks: [number, number][]; hydrated: number}};
    w.__figures = {lcp: 0, longTasks: [], hydrated: 0};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__figures.lcp = e.startTime;
    }).observe({type: 'largest-contentful-paint', buffered: true});
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__figures.longTasks.push([e.startTime, e.duration]);
    }).observe({type: 'longtask', buffered: true});
    // The script runs before <html> exists: watch the document for the attribute.
    new MutationObserver(() => {
      if (!w.__figures.hydrated && document.documentElement?.dataset.hasHydrated === 'true') w.__figures.hydrated = performance.now();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(url, {waitUntil: 'load', timeout: 120_000});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 120_000});
  const figures = await page.evaluate(() => {
    const w = window as unknown as {__figures: {lcp: number; longTasks: [number, number][]; hydrated: number}};
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    // Total blocking time as Lighthouse counts it, from the first contentful paint until the page is hydrated.
    const tbt = w.__figures.longTasks
      .filter(([start]) => start >= fcp && start <= w.__figures.hydrated)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {fcp, lcp: w.__figures.lcp, hydrated: w.__figures.hydrated, tbt};
  });
  await context.close();
  return figures;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const withLoader = await serveBuild(buildDir);
  const deferDir = await deferCopy();
  const withDefer = await serveBuild(deferDir);
  const browser = await launchChromium();
  const results: Record<string, Record<'loader' | 'defer', Figures[]>> = {};
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of budgetPages) {
        results[path] ??= {loader: [], defer: []};
        // Alternate which goes first, so neither always meets a warmer machine.
        const order = run % 2 === 0 ? (['loader', 'defer'] as const) : (['defer', 'loader'] as const);
        for (const variant of order) {
          const base = variant === 'loader' ? withLoader.url : withDefer.url;
          results[path]![variant].push(await measure(browser, base + path));
        }
      }
    }
  } finally {
    await browser.close();
    withLoader.close();
    withDefer.close();
    rmSync(deferDir, {recursive: true, force: true});
  }
  console.log(`DevTools throttling (slow 4G: ${network.latency} ms, ${(network.downloadThroughput / 1024).toFixed(0)} KB/s; CPU ${cpuSlowdown}x), median of ${runs}\n`);
  const row = (f: Figures[]) => {
    const m = (k: keyof Figures) => Math.round(median(f.map((x) => x[k])));
    return `FCP ${m('fcp')} ms  LCP ${m('lcp')} ms  hydrated ${m('hydrated')} ms  TBT ${m('tbt')} ms`;
  };
  for (const path of budgetPages) {
    console.log(path);
    console.log(`  after-first-paint loader  ${row(results[path]!.loader)}`);
    console.log(`  plain <script defer>      ${row(results[path]!.defer)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
