import * as chromeLauncher from 'chrome-launcher';
import {chromiumFlags, chromiumPath} from '../scripts/chromium';

/** The Lighthouse figures the performance budget names, for one page. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
}

async function runOnce(port: number, url: string): Promise<LighthouseRun> {
  // Lighthouse's default configuration is the mobile test: a mid-range phone on slow 4G, simulated.
  // Loaded as ESM: Lighthouse reads import.meta, which a CommonJS transform loses.
  const {default: lighthouse} = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {categories, audits} = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median of `runs` Lighthouse mobile runs per URL, figure by figure, in Debian's Chromium. */
export async function lighthouseMedians(urls: string[], runs = 3): Promise<Map<string, LighthouseRun>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const out = new Map<string, LighthouseRun>();
    for (const url of urls) {
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) all.push(await runOnce(chrome.port, url));
      const keys = Object.keys(all[0]!) as (keyof LighthouseRun)[];
      out.set(url, Object.fromEntries(keys.map((k) => [k, median(all.map((r) => r[k]))])) as unknown as LighthouseRun);
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
