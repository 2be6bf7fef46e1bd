/**
 * Builds the local search index from a production build directory and writes
 * it to `<build>/search-index/` (layout in src/search/format.ts).
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import MiniSearch from 'minisearch';
import {sectionForPath, sections} from '../../sections';
import {delta, fields, packPostings, type Chunk, type IndexMeta, type Shard, type TermData} from '../../search/format';
import {miniSearchOptions} from '../../search/engine';
import {bigrams, shardKey} from '../../search/text';
import {kindLetter, pageDepth, pageKind} from '../../search/pageKinds';
import {isListingPath} from '../../search/listings';
import {extractPage, type ExtractedRecord} from './extract';
import {builtHtmlFiles} from '../builtHtmlFiles';

export interface IndexedRecord extends ExtractedRecord {
  id: number;
  page: number;
  /** Page path, e.g. /platform/jobs. */
  path: string;
  title: string;
  section: string;
  /** The page's purpose (front-matter description). */
  description?: string;
}

export interface IndexedPage {
  path: string;
  title: string;
  section: string;
  description?: string;
}

/** Paths that are never indexed: the not-found page and the search page itself. */
const excluded = new Set(['/404', '/search']);

/** The URL path a built HTML file is served at (trailingSlash: false). */
export function urlPathOf(buildDir: string, file: string): string {
  const rel = relative(buildDir, file).split(sep).join('/');
  const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** Every page and heading-level record of a build, in path order. */
export async function collectRecords(buildDir: string): Promise<{pages: IndexedPage[]; records: IndexedRecord[]}> {
  const files = (await builtHtmlFiles(buildDir, ['assets', 'img', 'search-index', 'pagefind'])).sort();
  const pages: IndexedPage[] = [];
  const records: IndexedRecord[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const path = urlPathOf(buildDir, file);
    if (excluded.has(path) || seen.has(path)) continue;
    const page = extractPage(await readFile(file, 'utf8'));
    if (!page) continue;
    seen.add(path);
    const section = sectionForPath(path).id;
    const pageIndex = pages.length;
    pages.push({path, title: page.title, section, description: page.description});
    for (const r of page.records) {
      records.push({
        ...r,
        id: records.length,
        page: pageIndex,
        path,
        title: page.title,
        section,
        description: page.description,
      });
    }
  }
  return {pages, records};
}

/** The document MiniSearch indexes for a record. */
export function indexDocument(r: IndexedRecord): Record<string, unknown> {
  const top = r.anchor === '';
  return {
    id: r.id,
    title: top ? r.title : '',
    headings: r.headings.join(' \n '),
    text: r.text,
    code: r.code.join(' \n '),
    phrase: bigrams([top ? r.title : '', ...r.headings, ...r.code].join(' \n ')).join(' '),
    // What the page is for, on its top record: a page about the query outranks pages that mention it.
    purpose: top ? (r.description ?? '') : '',
  };
}

export interface BuildResult {
  meta: IndexMeta;
  shards: Map<string, Shard>;
  chunks: Chunk[];
  /** Index terms for spelling correction, most common first. */
  vocabulary: string[];
}

export interface BuildOptions {
  /**
   * Longest posting list kept per term and field: beyond it only the records
   * where the term weighs most (BM25 saturation) are kept. This bounds shard
   * size, so the first query costs about the same however large the site grows.
   */
  maxPostings?: number;
  /** Records per display chunk. */
  recordsPerChunk?: number;
  /** A two-character shard larger than this (bytes of JSON) is split into three-character shards. */
  splitBytes?: number;
}

const bm25 = {k: 1.2, b: 0.7};

/** Groups consecutive records into chunks of `size` records. */
function chunkRecords(pages: IndexedPage[], records: IndexedRecord[], sectionIds: string[], size: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (const r of records) {
    const n = Math.floor(r.id / size);
    const chunk = (chunks[n] ??= {p: {}, r: {}});
    const page = pages[r.page];
    chunk.p[r.page] = [page.path, page.title, sectionIds.indexOf(page.section)];
    chunk.r[r.id] = r.codeSpans?.length
      ? [r.page, r.anchor, r.headings, r.text, r.codeSpans]
      : [r.page, r.anchor, r.headings, r.text];
  }
  return chunks;
}

/**
 * A field length rounded to two significant digits. BM25 only uses it to
 * scale term frequency against the average length, where 1,234 and 1,200
 * rank the same; the rounded numbers compress far better in the shards.
 */
export function roughLength(n: number): number {
  if (n < 100) return n;
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / scale) * scale;
}

/** [first record id, section position] for each run of records in one section. */
function sectionRanges(records: IndexedRecord[], sectionIds: string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const r of records) {
    const s = sectionIds.indexOf(r.section);
    if (ranges.length === 0 || ranges[ranges.length - 1][1] !== s) ranges.push([r.id, s]);
  }
  return ranges;
}

/** Builds the sharded index in memory. */
export function buildIndex(pages: IndexedPage[], records: IndexedRecord[], options: BuildOptions = {}): BuildResult {
  const maxPostings = options.maxPostings ?? 200;
  const splitBytes = options.splitBytes ?? 12_000;
  const mini = new MiniSearch(miniSearchOptions);
  mini.addAll(records.map(indexDocument));
  const js = mini.toJSON() as unknown as {
    averageFieldLength: number[];
    documentIds: Record<string, number>;
    fieldLength: Record<string, number[]>;
    index: Array<[string, TermData]>;
  };
  // MiniSearch's internal short ids -> our record ids.
  const recordOf = new Map<string, number>(Object.entries(js.documentIds).map(([short, id]) => [short, Number(id)]));
  const sectionIds = sections.map((s) => s.id);
  const recordsPerChunk = options.recordsPerChunk ?? 4;
  const chunks = chunkRecords(pages, records, sectionIds, recordsPerChunk);
  /** Shards while building: terms with postings, and field lengths per record. */
  interface Open {
    t: Array<[string, TermData]>;
    d: Record<string, number[]>;
  }
  const open = new Map<string, Open>();
  // Each record's page position (as in meta.pageStarts: records come page by page), for capped terms' page lists.
  const pageAt = new Map<number, number>();
  let position = -1;
  records.forEach((r, i) => {
    if (i === 0 || records[i - 1].page !== r.page) position += 1;
    pageAt.set(r.id, position);
  });
  const cappedPages = new Map<string, number[]>();
  for (const [term, data] of js.index) {
    const key = shardKey(term);
    let shard = open.get(key);
    if (!shard) open.set(key, (shard = {t: [], d: {}}));
    const remapped: TermData = {};
    if (Object.values(data).some((all) => Object.keys(all).length > maxPostings)) {
      const onPages = new Set(
        Object.values(data).flatMap((all) => Object.keys(all).map((short) => pageAt.get(recordOf.get(short)!)!)),
      );
      cappedPages.set(
        term,
        [...onPages].sort((a, b) => a - b),
      );
    }
    for (const [fieldId, all] of Object.entries(data)) {
      let postings = Object.entries(all);
      if (postings.length > maxPostings) {
        const avg = js.averageFieldLength[Number(fieldId)] || 1;
        const impact = ([short, tf]: [string, number]) =>
          tf / (tf + bm25.k * (1 - bm25.b + (bm25.b * (js.fieldLength[short]?.[Number(fieldId)] ?? avg)) / avg));
        postings = postings.sort((a, b) => impact(b) - impact(a) || Number(a[0]) - Number(b[0])).slice(0, maxPostings);
      }
      const out: Record<string, number> = {};
      for (const [short, tf] of postings) {
        const id = recordOf.get(short)!;
        out[id] = tf;
        if (!shard.d[id]) shard.d[id] = fields.map((_, i) => roughLength(js.fieldLength[short]?.[i] ?? 0));
      }
      remapped[fieldId] = out;
    }
    shard.t.push([term, remapped]);
  }
  for (const [key, shard] of [...open]) {
    if (JSON.stringify(shard).length <= splitBytes) continue;
    open.delete(key);
    for (const entry of shard.t) {
      const longer = entry[0].length > 2 ? shardKey(entry[0], 3) : key;
      let part = open.get(longer);
      if (!part) open.set(longer, (part = {t: [], d: {}}));
      part.t.push(entry);
      for (const postings of Object.values(entry[1])) for (const id of Object.keys(postings)) part.d[id] = shard.d[id];
    }
  }
  // Words a reader may misspell: no flags or numbers, at least three characters, most common first.
  const vocabulary = js.index
    .filter(([term]) => term.length >= 3 && /^[a-z][a-z0-9]*$/.test(term))
    .map(([term, data]) => ({term, df: new Set(Object.values(data).flatMap((p) => Object.keys(p))).size}))
    .sort((a, b) => b.df - a.df || (a.term < b.term ? -1 : 1))
    .map((v) => v.term);
  const shards = new Map<string, Shard>();
  for (const [key, shard] of open) {
    const ids = Object.keys(shard.d)
      .map(Number)
      .sort((a, b) => a - b);
    shards.set(key, {
      t: shard.t.map(([term, data]) => [
        term,
        Object.fromEntries(Object.entries(data).map(([f, p]) => [f, packPostings(p)])),
      ]),
      d: [delta(ids), ids.flatMap((id) => shard.d[id])],
    });
    const capped = shard.t.flatMap(([term]) => {
      const onPages = cappedPages.get(term);
      return onPages ? [[term, delta(onPages)] as [string, number[]]] : [];
    });
    if (capped.length > 0) shards.get(key)!.g = capped;
  }
  const keys = [...shards.keys()].sort();
  const hash = createHash('sha256');
  for (const k of keys) hash.update(k).update(JSON.stringify(shards.get(k)));
  for (const c of chunks) hash.update(JSON.stringify(c));
  hash.update(vocabulary.join(' '));
  const meta: IndexMeta = {
    format: 1,
    id: hash.digest('hex').slice(0, 12),
    documentCount: records.length,
    averageFieldLength: js.averageFieldLength.map((n) => Math.round(n * 1000) / 1000),
    sections: sectionIds,
    keys,
    chunks: chunks.length,
    recordsPerChunk,
    sectionRanges: sectionRanges(records, sectionIds),
    maxPostings,
    pageStarts: records.filter((r, i) => i === 0 || records[i - 1].page !== r.page).map((r) => r.id),
    listingPages: pages.flatMap((p, i) => (isListingPath(p.path) ? [i] : [])),
    pageKinds: pages.map((p) => kindLetter(pageKind(p.path))).join(''),
    pageDepths: pages.map((p) => String(pageDepth(p.path))).join(''),
  };
  return {meta, shards, chunks, vocabulary};
}

/** Writes the index under `<buildDir>/search-index/`, replacing any previous one. */
export async function writeIndex(buildDir: string, result: BuildResult): Promise<{files: number; bytes: number}> {
  const root = join(buildDir, 'search-index');
  await rm(root, {recursive: true, force: true});
  const dir = join(root, result.meta.id);
  await mkdir(join(dir, 's'), {recursive: true});
  await mkdir(join(dir, 'c'), {recursive: true});
  let files = 0;
  let bytes = 0;
  const write = async (path: string, value: unknown) => {
    const text = JSON.stringify(value);
    await writeFile(path, text);
    files += 1;
    bytes += Buffer.byteLength(text);
  };
  for (const [key, shard] of result.shards) await write(join(dir, 's', `${key}.json`), shard);
  for (const [i, chunk] of result.chunks.entries()) await write(join(dir, 'c', `${i}.json`), chunk);
  await write(join(dir, 'v.json'), result.vocabulary);
  await write(join(root, 'meta.json'), result.meta);
  return {files, bytes};
}

/** Reads a build directory and writes its search index. */
export async function indexBuild(
  buildDir: string,
  options: BuildOptions = {},
): Promise<{pages: number; records: number; files: number; bytes: number}> {
  const {pages, records} = await collectRecords(buildDir);
  const written = await writeIndex(buildDir, buildIndex(pages, records, options));
  return {pages: pages.length, records: records.length, ...written};
}
