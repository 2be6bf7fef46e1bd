/**
 * Engine choice, by measurement: MiniSearch, FlexSearch and Orama indexing the
 * same heading-level records of the built site, with the same query set.
 * Reports relevance (recall@5, MRR over pages), whole-index size (gzip),
 * engine code size (gzip, bundled with esbuild) and warm query latency in Node.
 *
 *   npm run build && npx tsx bench/search/engines.ts
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import MiniSearch from 'minisearch';
import {Document} from 'flexsearch';
import {create, insertMultiple, save, search as oramaSearch} from '@orama/orama';
import {collectRecords, indexDocument, type IndexedRecord} from '../../src/plugins/search-index/build';
import {fieldBoosts, miniSearchOptions, parseQuery} from '../../src/search/engine';

interface Query {
  q: string;
  expect: string[];
}

const root = resolve(__dirname, '../..');
const gz = (s: string | Buffer) => gzipSync(s, {level: 9}).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function bundleSize(code: string): Promise<number> {
  const result = await build({
    stdin: {contents: code, resolveDir: root, loader: 'ts'},
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return gz(Buffer.from(result.outputFiles[0].contents));
}

interface Engine {
  name: string;
  indexBytes: number;
  codeBytes: number;
  /** Record ids, best first. */
  search(q: string): Promise<number[]> | number[];
}

async function main(): Promise<void> {
  const buildDir = resolve(process.argv[2] ?? join(root, 'build'));
  const {records} = await collectRecords(buildDir);
  const queries = JSON.parse(readFileSync(join(__dirname, 'queries.json'), 'utf8')) as Query[];
  const docs = records.map(indexDocument) as Array<Record<string, string | number>>;
  const engines: Engine[] = [];

  // MiniSearch: BM25, prefix and fuzzy matching, field boosts (our configuration, whole index).
  const mini = new MiniSearch(miniSearchOptions);
  mini.addAll(docs);
  engines.push({
    name: 'MiniSearch 7.2.0',
    indexBytes: gz(JSON.stringify(mini)),
    codeBytes: await bundleSize("import MiniSearch from 'minisearch'; console.log(MiniSearch);"),
    search(q) {
      const last = parseQuery(q).prefixTerm;
      return mini
        .search(q, {
          boost: fieldBoosts,
          prefix: (t) => t === last,
          fuzzy: (t) => (t.startsWith('-') ? false : t.length >= 8 ? 0.25 : t.length >= 4 ? 1 : false),
          maxFuzzy: 2,
          weights: {fuzzy: 0.4, prefix: 0.6},
        })
        .map((r) => Number(r.id));
    },
  });

  // FlexSearch: a Document index per field; results merged with the same field boosts by rank.
  const flexFields = ['title', 'headings', 'text', 'code'] as const;
  const flex = new Document({
    tokenize: 'forward',
    document: {id: 'id', index: [...flexFields]},
  });
  for (const d of docs) flex.add(d);
  const exported: string[] = [];
  await flex.export((key: string, data: unknown) => {
    exported.push(`${key}:${typeof data === 'string' ? data : JSON.stringify(data)}`);
  });
  engines.push({
    name: 'FlexSearch 0.8.212',
    indexBytes: gz(exported.join('\n')),
    codeBytes: await bundleSize("import {Document} from 'flexsearch'; console.log(Document);"),
    async search(q) {
      const results = (await flex.searchAsync(q, {limit: 100, suggest: true})) as unknown as Array<{
        field: string;
        result: number[];
      }>;
      const score = new Map<number, number>();
      for (const {field, result} of results) {
        const boost = fieldBoosts[field as keyof typeof fieldBoosts] ?? 1;
        result.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + boost / (rank + 1)));
      }
      return [...score.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    },
  });

  // Orama: BM25 with typo tolerance and field boosts.
  const orama = create({
    schema: {rid: 'number', title: 'string', headings: 'string', text: 'string', code: 'string'} as const,
  });
  await insertMultiple(
    orama,
    docs.map((d) => ({
      rid: Number(d.id),
      title: String(d.title),
      headings: String(d.headings),
      text: String(d.text),
      code: String(d.code),
    })),
  );
  engines.push({
    name: 'Orama 3.1.18',
    indexBytes: gz(JSON.stringify(save(orama))),
    codeBytes: await bundleSize("import {create, search} from '@orama/orama'; console.log(create, search);"),
    async search(q) {
      const r = await oramaSearch(orama, {
        term: q,
        tolerance: 1,
        threshold: 1,
        limit: 40,
        boost: {title: 5, headings: 3, code: 2},
      });
      return r.hits.map((h) => (h.document as {rid: number}).rid);
    },
  });

  console.log(`${records.length} records, ${queries.length} queries\n`);
  console.log(['engine', 'recall@5', 'MRR', 'index (gzip)', 'code (gzip)', 'warm p50/p95'].join(' | '));
  for (const engine of engines) {
    let hits = 0;
    let rr = 0;
    const times: number[] = [];
    for (const {q, expect} of queries) {
      const ids = await engine.search(q);
      const pages = [...new Set(ids.map((id) => (records[id] as IndexedRecord).path))].slice(0, 5);
      const rank = pages.findIndex((p) => expect.includes(p));
      if (rank >= 0) {
        hits++;
        rr += 1 / (rank + 1);
      }
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        await engine.search(q);
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    const p = (x: number) => times[Math.min(times.length - 1, Math.ceil(x * times.length) - 1)].toFixed(2);
    console.log(
      [
        engine.name,
        (hits / queries.length).toFixed(3),
        (rr / queries.length).toFixed(3),
        kb(engine.indexBytes),
        kb(engine.codeBytes),
        `${p(0.5)} / ${p(0.95)} ms`,
      ].join(' | '),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
