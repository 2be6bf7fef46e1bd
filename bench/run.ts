/*
 * Page weight and build time, printed as figures (never asserted in tests).
 * The not-found page is the reference: the bare theme shell, measured in the
 * same build, so each page's own cost is the difference.
 * `--no-build` measures the existing build/ instead of timing a new one.
 * `--scale N` runs the scale benchmark instead (bench/scale/run.ts).
 */
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {measurePages, type Weight} from './pageWeight';
import {lighthouseMedians} from './lighthouse';
import {serveBuild} from '../scripts/serveBuild';
import {runScale, scaleFactor} from './scale/run';
import {budgetPages} from './pages';

const siteDir = resolve(__dirname, '..');
const buildDir = resolve(siteDir, 'build');
const pages = budgetPages;
const reference = '/404';
const budgets = {
  jsGzip: 150 * 1024,
  cssGzip: 20 * 1024,
  buildSeconds: 60,
  performance: 98,
  otherScores: 100,
  tbtMs: 100,
  cls: 0,
};

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const triple = (w: Weight) => `${kb(w.raw)} / ${kb(w.gzip)} / ${kb(w.brotli)}`;

function timeBuild(): number {
  if (process.argv.includes('--no-build')) return NaN;
  const start = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build'], {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error('the production build failed');
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function main(): Promise<void> {
  const scale = scaleFactor(process.argv);
  if (scale !== undefined) return runScale(siteDir, scale, process.argv);
  const seconds = timeBuild();
  const rows = await measurePages(buildDir, [...pages, reference]);
  const ref = rows.at(-1)!;

  console.log('First-load bytes per page until hydrated, measured in Chromium (raw / gzip / brotli)\n');
  for (const row of rows) {
    const over: string[] = [];
    if (row.js.gzip > budgets.jsGzip) over.push(`JS over ${kb(budgets.jsGzip)} gzip`);
    if (row.css.gzip > budgets.cssGzip) over.push(`CSS over ${kb(budgets.cssGzip)} gzip`);
    const label = row.route === reference ? `${row.route} (reference shell)` : row.route;
    console.log(label);
    console.log(`  HTML ${triple(row.html)}`);
    console.log(
      `  JS   ${triple(row.js)}  (${row.route === reference ? 'shell' : `+${kb(row.js.gzip - ref.js.gzip)} gzip over the shell`})`,
    );
    console.log(`  CSS  ${triple(row.css)}`);
    console.log(`  files ${row.files}${over.length ? `  ** ${over.join('; ')}` : ''}`);
  }
  if (!process.argv.includes('--no-lighthouse')) {
    console.log('\nLighthouse mobile (simulated slow 4G, 4x CPU), median of 3 runs per page, served with gzip');
    const served = await serveBuild(buildDir);
    try {
      const medians = await lighthouseMedians(pages.map((p) => served.url + p));
      for (const page of pages) {
        const r = medians.get(served.url + page)!;
        const over: string[] = [];
        if (r.performance < budgets.performance) over.push(`performance under ${budgets.performance}`);
        if (Math.min(r.accessibility, r.bestPractices, r.seo) < budgets.otherScores) over.push('a11y/BP/SEO under 100');
        if (r.tbtMs > budgets.tbtMs) over.push(`TBT over ${budgets.tbtMs} ms`);
        if (r.cls > budgets.cls) over.push('layout shift above 0');
        console.log(
          `${page}\n  perf ${r.performance}  a11y ${r.accessibility}  BP ${r.bestPractices}  SEO ${r.seo}  ` +
            `FCP ${Math.round(r.fcpMs)} ms  LCP ${Math.round(r.lcpMs)} ms  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}` +
            (over.length ? `  ** ${over.join('; ')}` : ''),
        );
      }
    } finally {
      served.close();
    }
  }
  if (!Number.isNaN(seconds)) {
    const verdict = seconds > budgets.buildSeconds ? `  ** over the ${budgets.buildSeconds} s budget` : '';
    console.log(`\nProduction build (npm run build, generation included): ${seconds.toFixed(1)} s${verdict}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
