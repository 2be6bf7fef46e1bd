/**
 * `npm run bench -- --scale N`: builds the site at 1x and at Nx pages in
 * temporary directories (site.ts), each a cold production build (no
 * persistent bundler cache), and prints per scale the build time, the peak
 * resident memory of the whole build process tree, the local search index's
 * size and a reader's first-search bytes (bench/search/firstSearch.ts).
 * `--no-first-query` skips the browser; `--keep` leaves the temporary sites;
 * `--profile` also prints Docusaurus's phase timings over a second
 * (its DOCUSAURUS_PERF_LOGGER), to see which step or plugin grows.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createWriteStream, existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchChromium} from '../../scripts/chromium';
import {firstSearchQueries, measureFirstSearch} from '../search/firstSearch';
import {samplePeak} from './processTree';
import {createScaledSite} from './site';

export interface ScaleFigures {
  factor: number;
  pages: number;
  seconds: number;
  /** CPU seconds (user + system) of the build process tree; NaN without /usr/bin/time. */
  cpuSeconds: number;
  peakBytes: number;
  indexFiles: number;
  indexBytes: number;
  indexGzip: number;
  /** Gzip bytes of each first-search query, in firstSearchQueries order (empty when skipped). */
  firstQuery: number[];
}

const memoryLimit = 6 * 1024 ** 3;
const mb = (n: number) => `${(n / 1024 ** 2).toFixed(0)} MB`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface BuildFigures {
  seconds: number;
  /** User + system CPU seconds of the build and its children (from /usr/bin/time), or NaN where it is missing. */
  cpuSeconds: number;
  peakBytes: number;
  log: string;
}

const timeCommand = '/usr/bin/time';

/** `/usr/bin/time -f '%U %S'` output: user and system CPU seconds, summed. */
export function parseCpuSeconds(output: string): number {
  const match = /(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\s*$/.exec(output.trim());
  return match ? Number(match[1]) + Number(match[2]) : NaN;
}

function build(siteDir: string, outDir: string, profile: boolean): Promise<BuildFigures> {
  const log = join(siteDir, 'build.log');
  const cpuFile = join(siteDir, 'build.cpu');
  const docusaurus = [join(siteDir, 'node_modules/.bin/docusaurus'), 'build', siteDir, '--out-dir', outDir];
  // CPU time barely moves when other work shares the cores; wall time does, so both are reported.
  const [command, ...args] = existsSync(timeCommand)
    ? [timeCommand, '-f', '%U %S', '-o', cpuFile, ...docusaurus]
    : docusaurus;
  return new Promise((resolvePromise, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command!, args, {
      cwd: siteDir,
      // A cold build every time, and no cache written into the repository's node_modules.
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...(profile ? {DOCUSAURUS_PERF_LOGGER: 'true'} : {})},
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const sampler = samplePeak(child.pid!);
    const out = createWriteStream(log);
    child.stdout!.pipe(out);
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const {peakBytes} = sampler.stop();
      const cpuSeconds = existsSync(cpuFile) ? parseCpuSeconds(readFileSync(cpuFile, 'utf8')) : NaN;
      out.end(() =>
        code === 0
          ? resolvePromise({seconds, cpuSeconds, peakBytes, log})
          : reject(new Error(`the build of ${siteDir} exited with ${code}; its output is in ${log}`)),
      );
    });
  });
}

/**
 * Our plugins' own timing lines, and with --profile Docusaurus's phases that
 * took a second or more (not each SSG worker's batches: the SSG total says it).
 */
function notableLines(log: string, profile: boolean): string[] {
  // eslint-disable-next-line no-control-regex
  const plain = readFileSync(log, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter(
      (line) =>
        /^\[(search-index|llms)\]/.test(line) ||
        (profile && /^\[PERF\].* - [\d.]+ seconds!/.test(line) && !/SSG Worker/.test(line)),
    );
}

function indexSize(outDir: string): {files: number; bytes: number; gzip: number} {
  const dir = join(outDir, 'search-index');
  let files = 0;
  let bytes = 0;
  let gzip = 0;
  for (const name of readdirSync(dir, {recursive: true}) as string[]) {
    const file = join(dir, name);
    if (!statSync(file).isFile()) continue;
    const body = readFileSync(file);
    files++;
    bytes += body.length;
    gzip += gzipSync(body, {level: 9}).length;
  }
  return {files, bytes, gzip};
}

interface Options {
  firstQuery: boolean;
  keep: boolean;
  profile: boolean;
}

async function measureScale(
  repoDir: string,
  factor: number,
  {firstQuery, keep, profile}: Options,
): Promise<ScaleFigures> {
  const site = await createScaledSite(repoDir, factor);
  console.log(`${factor}x: ${site.pages} pages in ${site.dir}`);
  // Ctrl+C during a many-minute build still removes the temporary site.
  const onInterrupt = () => {
    if (!keep) site.remove();
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
  try {
    const outDir = join(site.dir, 'build');
    const {seconds, cpuSeconds, peakBytes, log} = await build(site.dir, outDir, profile);
    for (const line of notableLines(log, profile)) console.log(`  ${line}`);
    const index = indexSize(outDir);
    const queries: number[] = [];
    if (firstQuery) {
      const browser = await launchChromium();
      try {
        for (const q of firstSearchQueries) queries.push((await measureFirstSearch(browser, outDir, q)).bytes);
      } finally {
        await browser.close();
      }
    }
    const figures = {
      factor,
      pages: site.pages,
      seconds,
      cpuSeconds,
      peakBytes,
      indexFiles: index.files,
      indexBytes: index.bytes,
      indexGzip: index.gzip,
      firstQuery: queries,
    };
    printRow(figures);
    return figures;
  } finally {
    process.off('SIGINT', onInterrupt);
    if (keep) console.log(`  kept ${site.dir}`);
    else site.remove();
  }
}

function printRow(f: ScaleFigures): void {
  console.log(
    `  ${f.factor}x  ${f.pages} pages  build ${f.seconds.toFixed(1)} s (CPU ${f.cpuSeconds.toFixed(1)} s)  peak memory ${mb(f.peakBytes)}  ` +
      `search index ${f.indexFiles} files ${kb(f.indexBytes)} (${kb(f.indexGzip)} gzip)` +
      (f.firstQuery.length
        ? `  first query ${f.firstQuery.map((b) => kb(b)).join(' / ')} gzip (${firstSearchQueries.join(' / ')})`
        : ''),
  );
}

/**
 * Whether build time grew no faster than the page count (judged on CPU time
 * when measured: wall time on a shared machine says more about the neighbours),
 * and the Nx peak against the memory limit.
 */
export function verdicts(base: ScaleFigures, scaled: ScaleFigures): string[] {
  const pageGrowth = scaled.pages / base.pages;
  const wallGrowth = scaled.seconds / base.seconds;
  const cpuGrowth = scaled.cpuSeconds / base.cpuSeconds;
  const judged = Number.isNaN(cpuGrowth) ? wallGrowth : cpuGrowth;
  return [
    `Build time grew ${Number.isNaN(cpuGrowth) ? `${wallGrowth.toFixed(2)}x wall` : `${cpuGrowth.toFixed(2)}x CPU (${wallGrowth.toFixed(2)}x wall)`} for ${pageGrowth.toFixed(2)}x pages: ` +
      (judged <= pageGrowth ? 'no faster than the page count' : '** faster than the page count'),
    `Peak memory at ${scaled.factor}x: ${mb(scaled.peakBytes)} of the ${mb(memoryLimit)} limit` +
      (scaled.peakBytes > memoryLimit ? '  ** over' : ''),
    `Search index grew ${(scaled.indexGzip / base.indexGzip).toFixed(2)}x (gzip)` +
      (base.firstQuery.length && scaled.firstQuery.length
        ? `; first query ${(sum(scaled.firstQuery) / sum(base.firstQuery)).toFixed(2)}x`
        : ''),
  ];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export async function runScale(repoDir: string, factor: number, argv: readonly string[]): Promise<void> {
  const options = {
    firstQuery: !argv.includes('--no-first-query'),
    keep: argv.includes('--keep'),
    profile: argv.includes('--profile'),
  };
  const generated = spawnSync('npm', ['run', '--silent', 'generate'], {
    cwd: repoDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (generated.status !== 0) throw new Error('generating the reference pages failed');
  console.log(
    `Scale benchmark: cold production builds at 1x and ${factor}x (reference pages generated once beforehand)\n`,
  );
  const base = await measureScale(repoDir, 1, options);
  const scaled = await measureScale(repoDir, factor, options);
  console.log('');
  for (const line of verdicts(base, scaled)) console.log(line);
}

/** The N of `--scale N` (or `--scale=N`), or undefined without the option. */
export function scaleFactor(argv: readonly string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (i === -1) return undefined;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 2)
    throw new Error(`--scale takes a whole number of at least 2, got ${raw ?? 'nothing'}`);
  return n;
}
