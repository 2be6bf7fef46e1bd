/**
 * Quick relevance check in Node on the tuning halves only (the same engine as
 * the browser, reading build/search-index from disk): for iterating on the
 * ranking without Chromium. Held-out queries are never run here.
 *
 *   npx tsx bench/search/tune.ts [buildDir]   (BENCH_VERBOSE=1 lists tuning misses)
 */
import {resolve} from 'node:path';
import {searchHits} from '../../src/search/node';
import {queryFiles, readQueries} from './split';

const pagePath = (url: string) => url.replace(/#.*$/, '').replace(/\/$/, '') || '/';

async function main(): Promise<void> {
  const buildDir = resolve(process.argv[2] ?? 'build');
  for (const {name, file, whole} of queryFiles) {
    if (whole === 'held-out') continue;
    const tuning = readQueries(file).filter((x) => x.set === 'tune');
    let hits = 0;
    let rr = 0;
    for (const item of tuning) {
      const pages = [...new Set((await searchHits(buildDir, item.q, {limit: 40})).map((h) => pagePath(h.url)))].slice(
        0,
        5,
      );
      const rank = pages.findIndex((p) => item.expect.includes(p));
      if (rank >= 0) {
        hits++;
        rr += 1 / (rank + 1);
      }
      if (rank !== 0 && process.env.BENCH_VERBOSE)
        console.log(`  ${name} ${rank < 0 ? 'miss' : `rank ${rank + 1}`}: ${item.q} -> ${pages.join(', ')}`);
    }
    console.log(
      `${name} tuning (${tuning.length}): recall@5 ${(hits / tuning.length).toFixed(3)}, MRR ${(rr / tuning.length).toFixed(3)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
