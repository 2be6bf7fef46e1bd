/**
 * The on-disk shape of the local search index, written by
 * src/plugins/search-index at build time and read by src/search/engine.ts.
 *
 * Layout under `<build>/search-index/`:
 *   meta.json               IndexMeta (small; fetched first, never cached long)
 *   <id>/s/<key>.json       Shard: the terms starting with <key> (two characters)
 *   <id>/c/<n>.json         Chunk: consecutive records (about 8 KB of text) for display and snippets
 */

/** Field names, in index order (the shard's field ids are positions in this list). */
export const fields = ['title', 'headings', 'text', 'code', 'phrase'] as const;
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
}

/** A posting list per field id: record id -> term frequency. */
export type TermData = Record<string, Record<string, number>>;

export interface Shard {
  /** Terms of this shard with their postings. */
  t: Array<[term: string, data: TermData]>;
  /** Per record referenced here: [chunk, section, ...field lengths]. */
  d: Record<string, number[]>;
}

/** One heading-level record as stored for display: page, anchor ('' for the page top), heading path, text. */
export type StoredRecord = [page: number, anchor: string, headings: string[], text: string];

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
    typeof v.chunks === 'number'
  );
}

export function isShard(value: unknown): value is Shard {
  const v = value as Shard;
  return typeof v === 'object' && v !== null && Array.isArray(v.t) && typeof v.d === 'object' && v.d !== null;
}

export function isChunk(value: unknown): value is Chunk {
  const v = value as Chunk;
  return typeof v === 'object' && v !== null && typeof v.p === 'object' && v.p !== null && typeof v.r === 'object' && v.r !== null;
}
