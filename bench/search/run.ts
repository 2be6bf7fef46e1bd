/**
 * Search benchmark: our local engine against Pagefind, on the same build, in
 * the same run, in Chromium.
 *
 *   npm run build && npm run bench:search [-- --relevance-only] [buildDir]
 *
 * Measures, for both engines:
 * - relevance on bench/search/queries.json and queries-fresh.json (recall@5 and
 *   MRR over pages), for the tuning half and the held-out half of each file
 *   separately (split.ts), and for all tuning and all held-out queries pooled
 *   (the issue's targets are on the pooled held-out half; each held-out file is
 *   also checked on its own); misses are printed with BENCH_VERBOSE=1 for the
 *   tuning halves only;
 * - bytes transferred (gzip) for a cold first query, engine included, and for later queries;
 * - p50/p95 latency of warm queries;
 * - the same bytes and latency on a synthetic site with ten times the pages.
 * `--relevance-only` skips the byte, latency and 10x measurements (for iterating on ranking).
 * Prints a table and writes the figures to $TMPDIR/vantage-search-bench.json.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join, relative, resolve, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {build} from 'esbuild';
import type {Browser, Page} from 'playwright-core';
import {launchChromium} from '../../scripts/chromium';
import {builtHtmlFiles} from '../../src/plugins/builtHtmlFiles';
import {indexBuild} from '../../src/plugins/search-index/build';
import {serve, type CountingServer} from './server';
import {firstSearchQueries, measureFirstSearch, type FirstSearch} from './firstSearch';
import {queryFiles, readQueries, type BenchQuery} from './split';

/** A query and the file it comes from. */
type Query = BenchQuery & {file: string};

type Engine = 'ours' | 'pagefind';

const root = resolve(__dirname, '../..');
const work = join(tmpdir(), 'vantage-search-bench');

const pagePath = (url: string) => {
  const path = url
    .replace(/#.*$/, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/$/, '');
  return path || '/';
};

const htmlFiles = (dir: string) => builtHtmlFiles(dir, ['assets', 'img', 'search-index', 'pagefind', '__bench']);

/** A deterministic shuffle (the synthetic pages must be the same every run). */
function shuffle<T>(items: T[], seed: number): T[] {
  const a = [...items];
  let s = seed;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Adds nine variants of every docs page: same vocabulary, paragraphs reordered, new titles and paths. */
async function makeTenTimes(dir: string): Promise<number> {
  let added = 0;
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    if (!html.includes('theme-doc-markdown')) continue;
    for (let k = 1; k <= 9; k++) {
      const $ = load(html);
      const body = $('article .theme-doc-markdown');
      const paragraphs = body.find('p').toArray();
      const texts = shuffle(
        paragraphs.map((p) => $(p).html() ?? ''),
        k * 7919 + paragraphs.length,
      );
      paragraphs.forEach((p, i) => $(p).html(texts[i]));
      const h1 = body.find('h1').first();
      h1.text(`${h1.text()} (variant ${k})`);
      await writeFile(file.replace(/\.html$/, `-variant-${k}.html`), $.html());
      added++;
    }
  }
  return added;
}

function prepareSite(name: string, source: string): string {
  const dir = join(work, name);
  rmSync(dir, {recursive: true, force: true});
  cpSync(source, dir, {recursive: true});
  rmSync(join(dir, 'pagefind'), {recursive: true, force: true});
  return dir;
}

async function addBenchPage(dir: string): Promise<number> {
  mkdirSync(join(dir, '__bench'), {recursive: true});
  await build({
    entryPoints: [join(__dirname, 'browser-ours.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outfile: join(dir, '__bench/ours.js'),
    logLevel: 'silent',
  });
  writeFileSync(
    join(dir, '__bench/index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body></body></html>',
  );
  return gzipSync(readFileSync(join(dir, '__bench/ours.js')), {level: 9}).length;
}

function runPagefind(dir: string): void {
  const bin = join(root, 'node_modules/.bin/pagefind');
  execFileSync(bin, ['--site', dir, '--root-selector', 'article', '--silent'], {stdio: 'inherit'});
}

/** Runs one query in the page, loading the engine on first use. */
async function query(page: Page, engine: Engine, q: string, limit: number): Promise<{ms: number; urls: string[]}> {
  return page.evaluate(
    async ({engine, q, limit}) => {
      const w = window as unknown as Record<string, unknown>;
      if (engine === 'ours') {
        if (!w.__ours) w.__ours = await import('/__bench/ours.js' as string);
        const ours = w.__ours as {search(q: string, limit: number): Promise<{ms: number; urls: string[]}>};
        return ours.search(q, limit);
      }
      if (!w.__pf) {
        const pf = (await import('/pagefind/pagefind.js' as string)) as {init(): Promise<void>};
        await pf.init();
        w.__pf = pf;
      }
      const pf = w.__pf as {search(q: string): Promise<{results: Array<{data(): Promise<{url: string}>}>}>};
      const start = performance.now();
      const r = await pf.search(q);
      const data = await Promise.all(r.results.slice(0, limit).map((x) => x.data()));
      return {ms: performance.now() - start, urls: data.map((d) => d.url)};
    },
    {engine, q, limit},
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

interface Relevance {
  recallAt5: number;
  mrr: number;
}

/** The halves reported: each file's tuning and held-out queries. */
const halves = queryFiles.flatMap(({name, whole}) => [
  ...(whole === 'held-out' ? [] : [{file: name, set: 'tune' as const, label: `${name} tuning`}]),
  ...(whole === 'tune' ? [] : [{file: name, set: 'held-out' as const, label: `${name} held-out`}]),
]);

/** Every file's tuning queries together, and every file's held-out queries: the issue's targets are on the held-out half. */
const pooled = [
  {set: 'tune' as const, label: 'all tuning'},
  {set: 'held-out' as const, label: 'all held-out'},
];

/** Figures over several halves at once: each query counts once, whichever half it is in. */
function pool(parts: ReadonlyArray<{n: number; r: Relevance}>): Relevance {
  const n = parts.reduce((sum, p) => sum + p.n, 0);
  const mean = (f: (r: Relevance) => number) => parts.reduce((sum, p) => sum + p.n * f(p.r), 0) / Math.max(1, n);
  return {recallAt5: mean((r) => r.recallAt5), mrr: mean((r) => r.mrr)};
}

interface Measured {
  /** Keyed by the half's label. */
  relevance?: Record<string, Relevance>;
  firstQueryBytes: {median: number; max: number};
  laterQueryBytes: {median: number; max: number};
  warmMs: {p50: number; p95: number};
}

async function relevanceOf(page: Page, engine: Engine, queries: Query[]): Promise<Relevance> {
  let hits = 0;
  let rr = 0;
  for (const item of queries) {
    const {urls} = await query(page, engine, item.q, engine === 'ours' ? 40 : 5);
    const pages = [...new Set(urls.map(pagePath))].slice(0, 5);
    const rank = pages.findIndex((p) => item.expect.includes(p));
    if (rank >= 0) {
      hits++;
      rr += 1 / (rank + 1);
    }
    // Only tuning misses are ever printed: held-out misses must not steer the ranking.
    if (rank !== 0 && item.set === 'tune' && process.env.BENCH_VERBOSE)
      console.log(
        `  ${item.file} tune ${rank < 0 ? 'miss' : `rank ${rank + 1}`} (${engine}): ${item.q} -> ${pages.join(', ')}`,
      );
  }
  return {recallAt5: hits / queries.length, mrr: rr / queries.length};
}

async function measure(
  browser: Browser,
  server: CountingServer,
  engine: Engine,
  queries: Query[],
  what: {relevance: boolean; cost: boolean},
): Promise<Measured> {
  const result: Partial<Measured> = {};
  if (what.relevance) {
    const context = await browser.newContext({baseURL: server.url});
    const page = await context.newPage();
    await page.goto('/__bench/index.html');
    result.relevance = {};
    const counts: Record<string, number> = {};
    for (const half of halves) {
      const asked = queries.filter((x) => x.file === half.file && x.set === half.set);
      counts[half.label] = asked.length;
      result.relevance[half.label] = await relevanceOf(page, engine, asked);
    }
    for (const {set, label} of pooled)
      result.relevance[label] = pool(
        halves.filter((h) => h.set === set).map((h) => ({n: counts[h.label], r: result.relevance![h.label]})),
      );
    await context.close();
  }
  if (!what.cost) return result as Measured;
  // Cold first queries: a fresh context each time, bytes counted from the query on (engine included).
  const first: number[] = [];
  const later: number[] = [];
  const cold = queries.filter((_, i) => i % 3 === 0);
  for (const item of cold) {
    const context = await browser.newContext({baseURL: server.url});
    const page = await context.newPage();
    await page.goto('/__bench/index.html');
    server.take();
    await query(page, engine, item.q, 10);
    first.push(server.take().bytes);
    await context.close();
  }
  // Later queries and warm latency in one session.
  const context = await browser.newContext({baseURL: server.url});
  const page = await context.newPage();
  await page.goto('/__bench/index.html');
  await query(page, engine, queries[0].q, 10);
  server.take();
  for (const item of queries.slice(1)) {
    await query(page, engine, item.q, 10);
    later.push(server.take().bytes);
  }
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const item of queries) times.push((await query(page, engine, item.q, 10)).ms);
  }
  await context.close();
  result.firstQueryBytes = {median: percentile(first, 50), max: Math.max(...first)};
  result.laterQueryBytes = {median: percentile(later, 50), max: Math.max(...later)};
  result.warmMs = {p50: percentile(times, 50), p95: percentile(times, 95)};
  return result as Measured;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const relevanceOnly = args.includes('--relevance-only');
  const buildDir = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, 'build'));
  if (!existsSync(join(buildDir, 'search-index/meta.json'))) {
    console.error(`No built site with a search index in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const queries: Query[] = queryFiles.flatMap(({name, file}) => readQueries(file).map((x) => ({...x, file: name})));
  if (!queries.every((x) => x.set === 'tune' || x.set === 'held-out'))
    throw new Error('Every query needs a set: run bench/search/split.ts.');
  mkdirSync(work, {recursive: true});

  console.log('preparing the 1x site (our index from the build, Pagefind indexed now)...');
  const site1 = prepareSite('site-1x', buildDir);
  const engineGzip = await addBenchPage(site1);
  runPagefind(site1);
  const count = (h: {file?: string; set: string}) =>
    queries.filter((x) => (h.file === undefined || x.file === h.file) && x.set === h.set).length;
  const relevanceRows = (r: Record<Engine, Measured>) =>
    [...halves, ...pooled].flatMap((h) => [
      [
        `recall@5, ${h.label} (${count(h)})`,
        r.ours.relevance![h.label].recallAt5.toFixed(3),
        r.pagefind.relevance![h.label].recallAt5.toFixed(3),
      ],
      [`MRR, ${h.label}`, r.ours.relevance![h.label].mrr.toFixed(3), r.pagefind.relevance![h.label].mrr.toFixed(3)],
    ]);
  const printRows = (rows: string[][]) => {
    const width = rows.map((r) => r.map((c) => c.length)).reduce((a, b) => a.map((w, i) => Math.max(w, b[i])));
    for (const r of rows) console.log(r.map((c, i) => c.padEnd(width[i])).join('  '));
  };
  // The pooled held-out half first: the issue's targets. Then each held-out file on its own, which is stricter.
  const relevanceTargets = (r: Record<Engine, Measured>) =>
    [...pooled, ...halves]
      .filter((h) => h.set === 'held-out')
      .flatMap(({label}) => {
        const ours = r.ours.relevance![label];
        const pagefind = r.pagefind.relevance![label];
        return [
          [`${label} recall@5 >= 0.90`, ours.recallAt5 >= 0.9],
          [`${label} MRR >= 0.80`, ours.mrr >= 0.8],
          [`${label} recall@5 >= Pagefind + 0.10`, ours.recallAt5 >= pagefind.recallAt5 + 0.1],
          [`${label} MRR >= Pagefind + 0.10`, ours.mrr >= pagefind.mrr + 0.1],
        ] as const;
      });
  if (relevanceOnly) {
    const browser = await launchChromium();
    const server = await serve(site1);
    let r: Record<Engine, Measured>;
    try {
      r = {
        ours: await measure(browser, server, 'ours', queries, {relevance: true, cost: false}),
        pagefind: await measure(browser, server, 'pagefind', queries, {relevance: true, cost: false}),
      };
    } finally {
      await server.close();
      await browser.close();
    }
    console.log('');
    printRows([['', 'ours (MiniSearch, sharded)', 'Pagefind 1.6.0'], ...relevanceRows(r)]);
    console.log('');
    for (const [name, ok] of relevanceTargets(r)) console.log(`${ok ? 'met    ' : 'NOT MET'}  ${name}`);
    return;
  }

  console.log('preparing the 10x site...');
  const site10 = prepareSite('site-10x', buildDir);
  const added = await makeTenTimes(site10);
  const index10 = await indexBuild(site10);
  await addBenchPage(site10);
  runPagefind(site10);
  const pages1 = (await htmlFiles(site1)).filter((f) => readFileSync(f, 'utf8').includes('theme-doc-markdown')).length;

  const browser = await launchChromium();
  const results: Record<string, Record<Engine, Measured>> = {};
  const modalFirst: FirstSearch[] = [];
  try {
    // The reader's real first search on the built site: Ctrl+K on a doc page, modal code and styles included.
    for (const q of firstSearchQueries) modalFirst.push(await measureFirstSearch(browser, buildDir, q));
    for (const [name, dir] of [
      ['1x', site1],
      ['10x', site10],
    ] as const) {
      const server = await serve(dir);
      results[name] = {
        ours: await measure(browser, server, 'ours', queries, {relevance: name === '1x', cost: true}),
        pagefind: await measure(browser, server, 'pagefind', queries, {relevance: name === '1x', cost: true}),
      };
      await server.close();
    }
  } finally {
    await browser.close();
  }

  const r1 = results['1x'];
  const r10 = results['10x'];
  const rows = [
    ['', 'ours (MiniSearch, sharded)', 'Pagefind 1.6.0'],
    ...relevanceRows(r1),
    [
      'first query, median (max)',
      `${kb(r1.ours.firstQueryBytes.median)} (${kb(r1.ours.firstQueryBytes.max)})`,
      `${kb(r1.pagefind.firstQueryBytes.median)} (${kb(r1.pagefind.firstQueryBytes.max)})`,
    ],
    [
      'later query, median (max)',
      `${kb(r1.ours.laterQueryBytes.median)} (${kb(r1.ours.laterQueryBytes.max)})`,
      `${kb(r1.pagefind.laterQueryBytes.median)} (${kb(r1.pagefind.laterQueryBytes.max)})`,
    ],
    [
      'warm query p50 / p95',
      `${r1.ours.warmMs.p50.toFixed(2)} / ${r1.ours.warmMs.p95.toFixed(2)} ms`,
      `${r1.pagefind.warmMs.p50.toFixed(2)} / ${r1.pagefind.warmMs.p95.toFixed(2)} ms`,
    ],
    [
      '10x: first query, median (max)',
      `${kb(r10.ours.firstQueryBytes.median)} (${kb(r10.ours.firstQueryBytes.max)})`,
      `${kb(r10.pagefind.firstQueryBytes.median)} (${kb(r10.pagefind.firstQueryBytes.max)})`,
    ],
    ['10x: later query, median', kb(r10.ours.laterQueryBytes.median), kb(r10.pagefind.laterQueryBytes.median)],
    [
      '10x: warm query p50 / p95',
      `${r10.ours.warmMs.p50.toFixed(2)} / ${r10.ours.warmMs.p95.toFixed(2)} ms`,
      `${r10.pagefind.warmMs.p50.toFixed(2)} / ${r10.pagefind.warmMs.p95.toFixed(2)} ms`,
    ],
    ['first search in the site, modal included (max)', kb(Math.max(...modalFirst.map((m) => m.bytes))), ''],
    [
      '10x / 1x first-query bytes (median)',
      (r10.ours.firstQueryBytes.median / r1.ours.firstQueryBytes.median).toFixed(2),
      (r10.pagefind.firstQueryBytes.median / r1.pagefind.firstQueryBytes.median).toFixed(2),
    ],
  ];
  console.log(
    `\n${queries.length} queries; ${pages1} pages (1x), ${pages1 + added} pages (10x, ${index10.records} records); our engine bundle ${kb(engineGzip)} gzip\n`,
  );
  printRows(rows);
  const targets = [
    ...relevanceTargets(r1),
    ['first query <= 100 KB gzip (max)', r1.ours.firstQueryBytes.max <= 100 * 1024],
    [
      'first search in the site, modal code included, <= 100 KB gzip (max)',
      Math.max(...modalFirst.map((m) => m.bytes)) <= 100 * 1024,
    ],
    ['warm p95 <= 10 ms', r1.ours.warmMs.p95 <= 10],
    ['10x first query <= 1.5x', r10.ours.firstQueryBytes.median <= 1.5 * r1.ours.firstQueryBytes.median],
  ] as const;
  console.log('');
  for (const [name, ok] of targets) console.log(`${ok ? 'met    ' : 'NOT MET'}  ${name}`);
  const out = join(tmpdir(), 'vantage-search-bench.json');
  writeFileSync(
    out,
    `${JSON.stringify({queries: queries.length, pages1, pages10: pages1 + added, engineGzip, modalFirst, results}, null, 2)}\n`,
  );
  console.log(`\nfigures written to ${relative(process.cwd(), out).split(sep).join('/') || out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
