/**
 * Fits the search rank model (src/search/rankModel.ts) on the tuning queries
 * only, and writes src/search/rankWeights.ts.
 *
 *   npx docusaurus build && npm run fit:search-rank [-- --build DIR] [--dry-run]
 *
 * Each tuning query's first results (in the hand rules' order) are labelled
 * by whether their page is one the query expects. The fit is listwise (see
 * ../listwise.ts). Before the final fit on every tuning file, each file is
 * left out in turn and its queries ranked by a fit on the others: recall@5
 * and MRR over pages, the benchmark's measures, are reported that way beside
 * the hand rules' own.
 */
import {resolve} from 'node:path';
import {linearScore} from '../../src/search/linearModel';
import {engineFor} from '../../src/search/node';
import {modelDepth, rankFeatureNames, rankFeatures} from '../../src/search/rankModel';
import {fit, standardise, writeWeights, type Group} from '../listwise';
import {arg} from '../ask/questions';
import {queryFiles, readQueries} from './split';

interface Ranked {
  file: string;
  expect: string[];
  /** Page path of each result, in the hand rules' order. */
  pages: string[];
  /** Features of the first modelDepth results. */
  x: number[][];
}

async function rankedQueries(build: string): Promise<Ranked[]> {
  const engine = engineFor(build);
  const out: Ranked[] = [];
  for (const {name, file, whole} of queryFiles) {
    if (whole === 'held-out') continue;
    for (const item of readQueries(file).filter((x) => x.set === 'tune')) {
      const {results, facts, meta} = await engine.rank(item.q, {rankModel: false});
      const pages: string[] = [];
      for (const r of results.slice(0, modelDepth + 30)) {
        const id = Number(r.id);
        const chunk = await engine.chunk(meta, Math.floor(id / meta.recordsPerChunk));
        const record = chunk.r[String(id)];
        pages.push(record ? (chunk.p[String(record[0])]?.[0] ?? '') : '');
      }
      out.push({file: name, expect: item.expect, pages, x: facts.map(rankFeatures)});
    }
  }
  return out;
}

const pagePath = (url: string) => url.replace(/\/$/, '') || '/';

/** Reciprocal rank of the first expected page among the first five pages (0 when none). */
function reciprocalRank(q: Ranked, order: number[]): number {
  const seen: string[] = [];
  for (const i of [...order, ...q.pages.keys()].filter((i, k, all) => all.indexOf(i) === k)) {
    const page = pagePath(q.pages[i] ?? '');
    if (!page || seen.includes(page)) continue;
    seen.push(page);
    if (q.expect.includes(page)) return 1 / seen.length;
    if (seen.length === 5) return 0;
  }
  return 0;
}

function modelOrder(q: Ranked, w: number[] | null, mean: number[], sd: number[]): number[] {
  const idx = q.x.map((_, i) => i);
  if (!w) return idx;
  const s = q.x.map((r) => linearScore(r, {weights: w, mean, sd}));
  return idx.sort((a, b) => s[b] - s[a] || a - b);
}

function measure(queries: readonly Ranked[], order: (q: Ranked) => number[]): {recall: number; mrr: number} {
  const rr = queries.map((q) => reciprocalRank(q, order(q)));
  return {recall: rr.filter((v) => v > 0).length / queries.length, mrr: rr.reduce((a, b) => a + b, 0) / queries.length};
}

const groupOf = (q: Ranked): Group | null => {
  const y = q.x.map((_, i) => q.expect.includes(pagePath(q.pages[i] ?? '')));
  // A query none of whose first results is on an expected page teaches nothing about ordering them.
  return y.some(Boolean) && !y.every(Boolean) ? {file: q.file, x: q.x, y} : null;
};

async function main(): Promise<void> {
  const build = resolve(arg('--build') ?? 'build');
  const queries = await rankedQueries(build);
  const groups = queries.flatMap((q) => groupOf(q) ?? []);
  console.log(`${queries.length} tuning queries; ${groups.length} have an expected page among the first results.`);
  const files = [...new Set(queries.map((q) => q.file))];
  const f3 = (v: number) => v.toFixed(3);
  let total = {before: {recall: 0, mrr: 0}, left: {recall: 0, mrr: 0}};
  for (const file of files) {
    const train = groups.filter((g) => g.file !== file);
    const {mean, sd} = standardise(train);
    const w = fit(train, mean, sd);
    const test = queries.filter((q) => q.file === file);
    const before = measure(test, (q) => modelOrder(q, null, mean, sd));
    const left = measure(test, (q) => modelOrder(q, w, mean, sd));
    const n = test.length;
    total = {
      before: {recall: total.before.recall + before.recall * n, mrr: total.before.mrr + before.mrr * n},
      left: {recall: total.left.recall + left.recall * n, mrr: total.left.mrr + left.mrr * n},
    };
    console.log(
      `  ${file} (${n}): hand rules recall@5 ${f3(before.recall)} MRR ${f3(before.mrr)}; ` +
        `model, this file left out: recall@5 ${f3(left.recall)} MRR ${f3(left.mrr)}`,
    );
  }
  const n = queries.length;
  console.log(
    `All tuning (${n}): hand rules recall@5 ${f3(total.before.recall / n)} MRR ${f3(total.before.mrr / n)}; ` +
      `model, each file left out: recall@5 ${f3(total.left.recall / n)} MRR ${f3(total.left.mrr / n)}`,
  );
  const {mean, sd} = standardise(groups);
  const weights = fit(groups, mean, sd);
  const inSample = measure(queries, (q) => modelOrder(q, weights, mean, sd));
  console.log(`Fit on all (in sample): recall@5 ${f3(inSample.recall)} MRR ${f3(inSample.mrr)}`);
  if (process.argv.includes('--dry-run')) return;
  await writeWeights(
    resolve(__dirname, '../../src/search/rankWeights.ts'),
    'rankWeights',
    'Weights of the rank model (rankModel.ts), written by\n`npm run fit:search-rank` (bench/search/fitRank.ts) from the search\n' +
      "benchmark's tuning queries: do not edit by hand. `names` must equal rankFeatureNames.",
    {names: rankFeatureNames, mean, sd, weights},
  );
  console.log('Wrote src/search/rankWeights.ts');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
