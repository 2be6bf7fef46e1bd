/**
 * Builds the local search index from a production build directory and writes
 * it to `<build>/search-index/` (layout in src/search/format.ts).
 */
import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import MiniSearch from 'minisearch';
import {sectionForPath, sections} from '../../sections';
import {fields, type Chunk, type IndexMeta, type Shard, type TermData} from '../../search/format';
import {miniSearchOptions} from '../../search/engine';
import {bigrams, shardKey} from '../../search/text';
import {extractPage, type ExtractedRecord} from './extract';

export interface IndexedRecord extends ExtractedRecord {
  id: number;
  page: number;
  /** Page path, e.g. /platform/jobs. */
  path: string;
  title: string;
  section: string;
}

export interface IndexedPage {
  path: string;
  title: string;
  section: string;
}

/** Paths that are never indexed: the not-found page and the search page itself. */
const excluded = new Set(['/404', '/search']);

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === root && ['assets', 'img', 'search-index', 'pagefind'].includes(entry.name)) continue;
      out.push(...(await htmlFiles(full, root)));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** The URL path a built HTML file is served at (trailingSlash: false). */
export function urlPathOf(buildDir: string, file: string): string {
  const rel = relative(buildDir, file).split(sep).join('/');
  const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** Every page and heading-level record of a build, in path order. */
export async function collectRecords(buildDir: string): Promise<{pages: IndexedPage[]; records: IndexedRecord[]}> {
  const files = (await htmlFiles(buildDir)).sort();
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
    pages.push({path, title: page.title, section});
    for (const r of page.records) {
      records.push({...r, id: records.length, page: pageIndex, path, title: page.title, section});
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
  };
}

export interface BuildResult {
  meta: IndexMeta;
  shards: Map<string, Shard>;
  chunks: Chunk[];
}

export interface BuildOptions {
  /**
   * Longest posting list kept per term and field: beyond it only the records
   * where the term weighs most (BM25 saturation) are kept. This bounds shard
   * size, so the first query costs about the same however large the site grows.
   */
  maxPostings?: number;
  /** Target size of a record chunk in characters of text. */
  chunkChars?: number;
}

const bm25 = {k: 1.2, b: 0.7};

/** Groups consecutive records into chunks of about `size` characters. */
function chunkRecords(pages: IndexedPage[], records: IndexedRecord[], sectionIds: string[], size: number): {chunks: Chunk[]; chunkOf: number[]} {
  const chunks: Chunk[] = [];
  const chunkOf: number[] = [];
  let current: Chunk = {p: {}, r: {}};
  let chars = 0;
  for (const r of records) {
    const cost = r.text.length + r.headings.join('').length + 40;
    if (chars > 0 && chars + cost > size) {
      chunks.push(current);
      current = {p: {}, r: {}};
      chars = 0;
    }
    const page = pages[r.page];
    current.p[r.page] = [page.path, page.title, sectionIds.indexOf(page.section)];
    current.r[r.id] = [r.page, r.anchor, r.headings, r.text];
    chunkOf[r.id] = chunks.length;
    chars += cost;
  }
  if (chars > 0) chunks.push(current);
  return {chunks, chunkOf};
}

/** Builds the sharded index in memory. */
export function buildIndex(pages: IndexedPage[], records: IndexedRecord[], options: BuildOptions = {}): BuildResult {
  const maxPostings = options.maxPostings ?? 200;
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
  const {chunks, chunkOf} = chunkRecords(pages, records, sectionIds, options.chunkChars ?? 8000);
  const shards = new Map<string, Shard>();
  for (const [term, data] of js.index) {
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {t: [], d: {}}));
    const remapped: TermData = {};
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
        if (!shard.d[id]) {
          const r = records[id];
          const lengths = fields.map((_, i) => js.fieldLength[short]?.[i] ?? 0);
          shard.d[id] = [chunkOf[r.id], sectionIds.indexOf(r.section), ...lengths];
        }
      }
      remapped[fieldId] = out;
    }
    shard.t.push([term, remapped]);
  }
  const keys = [...shards.keys()].sort();
  const hash = createHash('sha256');
  for (const k of keys) hash.update(k).update(JSON.stringify(shards.get(k)));
  for (const c of chunks) hash.update(JSON.stringify(c));
  const meta: IndexMeta = {
    format: 1,
    id: hash.digest('hex').slice(0, 12),
    documentCount: records.length,
    averageFieldLength: js.averageFieldLength.map((n) => Math.round(n * 1000) / 1000),
    sections: sectionIds,
    keys,
    chunks: chunks.length,
  };
  return {meta, shards, chunks};
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
