/**
 * The on-disk shape of the local search index, written by
 * src/plugins/search-index at build time and read by src/search/engine.ts.
 *
 * Layout under `<build>/search-index/`:
 *   meta.json               IndexMeta (small; fetched first, never cached long)
 *   <id>/s/<key>.json       Shard: the terms starting with <key> (two characters)
 *   <id>/c/<n>.json         Chunk: a fixed number of consecutive records, for display and snippets
 *   <id>/v.json             Vocabulary: every index term, most common first (fetched only to correct a typo)
 */

/** Field names, in index order (the shard's field ids are positions in this list). */
export const fields = ['title', 'headings', 'text', 'code', 'phrase', 'purpose'] as const;
export type Field = (typeof fields)[number];

export interface IndexMeta {
  /** Format version of this file. */
  format: 1;
  /** Content hash; shard and page paths live under it so caches never mix builds. */
  id: string;
  /** Number of records (heading-level documents) in the whole index. */
  documentCount: number;
  /** Average length of each field across all records (for BM25). */
  averageFieldLength: number[];
  /** Section ids, in the order of src/sections.ts; records refer to them by position. */
  sections: string[];
  /** Every shard key that exists. */
  keys: string[];
  /** Number of record chunks. */
  chunks: number;
  /** Records per chunk: record r is in chunk floor(r / recordsPerChunk). */
  recordsPerChunk: number;
  /** Section of each record range: [first record id, section position], ascending. */
  sectionRanges: Array<[number, number]>;
  /** The first record id of each page (its top record), ascending: a section belongs to the page its id falls in. */
  pageStarts: number[];
  /** Pages (by position in pageStarts) that list every command or endpoint (src/search/listings.ts). */
  listingPages?: number[];
  /** Each page's kind, one letter per page in pageStarts order (src/search/pageKinds.ts). */
  pageKinds?: string;
  /** Each page's path depth, one digit per page. */
  pageDepths?: string;
  /** The posting-list cap the index was built with (a term in more records lists only this many per field). */
  maxPostings?: number;
}

/** A posting list per field id: record id -> term frequency (MiniSearch's in-memory shape). */
export type TermData = Record<string, Record<string, number>>;

/**
 * Postings of one term in one field, compact: record ids ascending and
 * delta-encoded, then the term frequency of each.
 */
export type PackedPostings = [deltas: number[], frequencies: number[]];

export interface Shard {
  /** Terms of this shard: [term, {field id: packed postings}]. */
  t: Array<[term: string, fields: Record<string, PackedPostings>]>;
  /** Records referenced here: ids ascending delta-encoded, and their field lengths, `fields.length` per record. */
  d: [deltas: number[], lengths: number[]];
  /**
   * For each term whose postings were capped (`maxPostings`): every page
   * holding it (page positions ascending, delta-encoded), so that search still
   * knows which pages lack the word.
   */
  g?: Array<[term: string, pages: number[]]>;
}

/** Packs a posting list. */
export function packPostings(postings: Record<string, number>): PackedPostings {
  const ids = Object.keys(postings)
    .map(Number)
    .sort((a, b) => a - b);
  return [delta(ids), ids.map((id) => postings[id])];
}

function undelta(deltas: number[]): number[] {
  let last = 0;
  return deltas.map((d) => (last += d));
}

/** Unpacks a shard into MiniSearch's shape. */
export function unpackShard(shard: Shard): {
  terms: Array<[string, TermData]>;
  lengths: Map<number, number[]>;
  pages: Map<string, Set<number>>;
} {
  const width = fields.length;
  const ids = undelta(shard.d[0]);
  const lengths = new Map(ids.map((id, i) => [id, shard.d[1].slice(i * width, i * width + width)]));
  const terms = shard.t.map(([term, packed]): [string, TermData] => {
    const data: TermData = {};
    for (const [fieldId, [deltas, freqs]] of Object.entries(packed)) {
      const postings: Record<string, number> = {};
      undelta(deltas).forEach((id, i) => (postings[id] = freqs[i]));
      data[fieldId] = postings;
    }
    return [term, data];
  });
  const pages = new Map((shard.g ?? []).map(([term, deltas]) => [term, new Set(undelta(deltas))]));
  return {terms, lengths, pages};
}

/** Delta-encodes ascending numbers. */
export function delta(values: readonly number[]): number[] {
  return values.map((v, i) => (i === 0 ? v : v - values[i - 1]));
}

/** [start, end) character offsets of code blocks in a record's text. */
export type CodeSpans = Array<[start: number, end: number]>;

/**
 * One heading-level record as stored for display: page, anchor ('' for the
 * page top), heading path, text, and where code sits in the text (omitted
 * when there is none), so snippets can prefer prose.
 */
export type StoredRecord = [page: number, anchor: string, headings: string[], text: string, code?: CodeSpans];

/** A page as stored in a chunk: path (e.g. /platform/jobs), title (the h1), section position. */
export type StoredPage = [path: string, title: string, section: number];

export interface Chunk {
  /** Pages of the records in this chunk, by page number. */
  p: Record<string, StoredPage>;
  /** Records by record id. */
  r: Record<string, StoredRecord>;
}

/** Reads one index file by its path relative to the index root (`meta.json`, `<id>/s/cl.json`...). */
export type IndexLoader = (path: string) => Promise<unknown>;

/** The section position of a record id (binary search over the ranges). */
export function sectionOfRecord(meta: IndexMeta, id: number): number {
  const ranges = meta.sectionRanges;
  let lo = 0;
  let hi = ranges.length - 1;
  let found = ranges.length ? ranges[0][1] : -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid][0] <= id) {
      found = ranges[mid][1];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The page number of a record id (binary search over the page starts). */
export function pageOfRecord(meta: IndexMeta, id: number): number {
  const starts = meta.pageStarts;
  let lo = 0;
  let hi = starts.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] <= id) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Type guards: every file read is validated before use. */
export function isIndexMeta(value: unknown): value is IndexMeta {
  const v = value as IndexMeta;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.format === 1 &&
    typeof v.id === 'string' &&
    /^[a-z0-9]+$/.test(v.id) &&
    typeof v.documentCount === 'number' &&
    Array.isArray(v.averageFieldLength) &&
    Array.isArray(v.sections) &&
    Array.isArray(v.keys) &&
    typeof v.chunks === 'number' &&
    typeof v.recordsPerChunk === 'number' &&
    v.recordsPerChunk > 0 &&
    Array.isArray(v.sectionRanges) &&
    Array.isArray(v.pageStarts) &&
    (v.listingPages === undefined || (Array.isArray(v.listingPages) && v.listingPages.every(Number.isInteger))) &&
    (v.pageKinds === undefined || typeof v.pageKinds === 'string') &&
    (v.pageDepths === undefined || typeof v.pageDepths === 'string')
  );
}

export function isShard(value: unknown): value is Shard {
  const v = value as Shard;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.t) &&
    Array.isArray(v.d) &&
    Array.isArray(v.d[0]) &&
    Array.isArray(v.d[1]) &&
    v.d[1].length === v.d[0].length * fields.length &&
    (v.g === undefined ||
      (Array.isArray(v.g) && v.g.every((e) => Array.isArray(e) && typeof e[0] === 'string' && Array.isArray(e[1]))))
  );
}

/** The vocabulary file: index terms, most common first. */
export function isVocabulary(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((t) => typeof t === 'string');
}

export function isChunk(value: unknown): value is Chunk {
  const v = value as Chunk;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.p === 'object' &&
    v.p !== null &&
    typeof v.r === 'object' &&
    v.r !== null
  );
}
