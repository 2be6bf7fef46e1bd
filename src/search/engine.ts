/**
 * The search engine used everywhere (modal, /search page, Ask, `npm run
 * search`, the MCP server): MiniSearch (BM25 with prefix and fuzzy matching)
 * over a term-sharded index. A query fetches only the shards of its own
 * terms, so the first query's cost does not grow with the number of pages.
 */
import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';
import {
  fields,
  isIndexMeta,
  isChunk,
  isShard,
  sectionOfRecord,
  unpackShard,
  type IndexLoader,
  type IndexMeta,
  type Chunk,
  type Shard,
  type TermData,
} from './format';
import {bigrams, processTerm, shardFor, shardKey, tokenize} from './text';

/** Field boosts: page titles and headings weigh more than body text. */
export const fieldBoosts: Record<(typeof fields)[number], number> = {
  title: 5,
  headings: 3,
  code: 2,
  text: 1,
  phrase: 4,
};

/** MiniSearch options shared by the builder and the clients (they must agree). */
export const miniSearchOptions: Options = {
  fields: [...fields],
  idField: 'id',
  tokenize: (text: string, field?: string) => (field === 'phrase' ? text.split(' ').filter(Boolean) : tokenize(text)),
  processTerm: (term: string, field?: string) => (field === 'phrase' ? term : processTerm(term)),
};

export interface SearchHit {
  /** Record id (stable within one build). */
  id: number;
  /** Path with anchor, e.g. /platform/jobs#statuses. */
  url: string;
  /** Page path without anchor. */
  path: string;
  anchor: string;
  /** Page title. */
  title: string;
  /** Headings from the page's h2 down to this record's heading. */
  headings: string[];
  /** Section id (see src/sections.ts). */
  section: string;
  /** The record's text. */
  text: string;
  score: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
  /** Lower-case words of the query used as prefixes (for highlighting the word being typed). */
  prefixes: string[];
}

export interface QueryOptions {
  /** Only hits from these section ids (facet counts still cover every section). */
  sections?: readonly string[];
  /** The reader's current section: its hits rank first. */
  contextSection?: string;
  /** How many hits to return (default 20). */
  limit?: number;
  /** Skip this many hits (for "more results"). */
  offset?: number;
}

export interface SearchPage {
  hits: SearchHit[];
  /** Total number of matching records before limit/offset. */
  total: number;
  /** Counts of matching records per section id (the /search facets). */
  facets: Record<string, number>;
}

interface Parsed {
  raw: string[];
  terms: string[];
  prefixTerm: string | null;
  pairs: string[];
}

/** Tokens of the query, its index terms, the term typed last (prefix-matched) and its word pairs. */
export function parseQuery(query: string): Parsed {
  const raw = tokenize(query.slice(0, 256));
  const terms = raw.flatMap(processTerm);
  const typing = !/\s$/.test(query) && raw.length > 0;
  const last = typing ? processTerm(raw[raw.length - 1]) : [];
  return {
    raw,
    terms,
    prefixTerm: last.length > 0 && last[last.length - 1].length >= 2 ? last[last.length - 1] : null,
    pairs: bigrams(query.slice(0, 256)),
  };
}

export interface EngineOptions {
  /** Whether a failed load means the index was replaced by a newer build. */
  isStale?: (error: unknown) => boolean;
}

export class SearchEngine {
  private meta: Promise<IndexMeta> | null = null;
  private shards = new Map<string, Promise<Shard | null>>();
  private chunks = new Map<number, Promise<Chunk>>();
  private built: {keys: string; index: MiniSearch} | null = null;

  constructor(
    private readonly load: IndexLoader,
    private readonly options: EngineOptions = {},
  ) {}

  /** Forgets everything loaded: the next query reads meta.json again. */
  private reset(): void {
    this.meta = null;
    this.shards.clear();
    this.chunks.clear();
    this.built = null;
  }

  /** Loads (once) the small index description. Rejects when the index cannot be reached. */
  loadMeta(): Promise<IndexMeta> {
    if (!this.meta) {
      this.meta = this.load('meta.json').then((m) => {
        if (!isIndexMeta(m)) throw new Error('The search index description is invalid.');
        return m;
      });
      this.meta.catch(() => {
        this.meta = null; // allow a retry after a failure
      });
    }
    return this.meta;
  }

  /** The shard keys a parsed query needs. */
  keysFor(meta: IndexMeta, parsed: Parsed): string[] {
    const wanted = new Set<string>();
    const available = new Set(meta.keys);
    const add = (key: string | null) => key && wanted.add(key);
    for (const term of parsed.terms) {
      add(shardFor(term, available));
      // A swap of the first two letters is a common typo: also look there.
      if (term.length >= 4) add(shardFor(term[1] + term[0] + term.slice(2), available));
    }
    // The word being typed also matches longer terms, which may live in longer keys.
    const prefix = parsed.prefixTerm;
    if (prefix) {
      const p = shardKey(prefix, 4);
      for (const k of meta.keys) if (k.startsWith(p)) wanted.add(k);
    }
    return [...wanted].sort();
  }

  private shard(meta: IndexMeta, key: string): Promise<Shard | null> {
    let p = this.shards.get(key);
    if (!p) {
      p = this.load(`${meta.id}/s/${key}.json`).then((s) => {
        if (s === null) return null;
        if (!isShard(s)) throw new Error(`The search index shard ${key} is invalid.`);
        return s;
      });
      p.catch(() => this.shards.delete(key));
      this.shards.set(key, p);
    }
    return p;
  }

  /** Loads the chunk holding a hit's page, headings and text. */
  chunk(meta: IndexMeta, chunk: number): Promise<Chunk> {
    let p = this.chunks.get(chunk);
    if (!p) {
      p = this.load(`${meta.id}/c/${chunk}.json`).then((f) => {
        if (!isChunk(f)) throw new Error(`The search index chunk ${chunk} is invalid.`);
        return f;
      });
      p.catch(() => this.chunks.delete(chunk));
      this.chunks.set(chunk, p);
    }
    return p;
  }

  /** A MiniSearch instance holding exactly the given shards, with the global statistics. */
  private async indexFor(meta: IndexMeta, keys: string[]): Promise<MiniSearch> {
    const id = keys.join(',');
    if (this.built && this.built.keys === id) return this.built.index;
    const loaded = (await Promise.all(keys.map((k) => this.shard(meta, k)))).filter((s): s is Shard => s !== null);
    const index: Array<[string, TermData]> = [];
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    const storedFields: Record<string, {p: number; s: number}> = {};
    for (const shard of loaded) {
      const {terms, lengths} = unpackShard(shard);
      index.push(...terms);
      for (const [id, l] of lengths) {
        documentIds[id] = id;
        storedFields[id] = {p: Math.floor(id / meta.recordsPerChunk), s: sectionOfRecord(meta, id)};
        fieldLength[id] = l;
      }
    }
    const js = {
      documentCount: meta.documentCount,
      nextId: meta.documentCount,
      documentIds,
      fieldIds: Object.fromEntries(fields.map((f, i) => [f, i])),
      fieldLength,
      averageFieldLength: meta.averageFieldLength,
      storedFields,
      dirtCount: 0,
      index,
      serializationVersion: 2,
    };
    // loadJS is MiniSearch's own loader for an already-parsed index (loadJSON
    // without the JSON.parse step); the shards are parsed by the loader.
    const loader = MiniSearch as unknown as {loadJS(js: unknown, options: Options): MiniSearch};
    const built = loader.loadJS(js, miniSearchOptions);
    this.built = {keys: id, index: built};
    return built;
  }

  /** Ranked record-level results (no page text yet). */
  async rank(query: string, options: QueryOptions = {}): Promise<{results: SearchResult[]; parsed: Parsed; meta: IndexMeta}> {
    const meta = await this.loadMeta();
    const parsed = parseQuery(query);
    if (parsed.terms.length === 0) return {results: [], parsed, meta};
    const index = await this.indexFor(meta, this.keysFor(meta, parsed));
    const contextIdx = options.contextSection ? meta.sections.indexOf(options.contextSection) : -1;
    const prefixTerm = parsed.prefixTerm;
    const search: SearchOptions = {
      boost: fieldBoosts,
      prefix: (term) => term === prefixTerm,
      fuzzy: (term) => (term.startsWith('-') ? false : term.length >= 8 ? 0.25 : term.length >= 4 ? 1 : false),
      maxFuzzy: 2,
      weights: {fuzzy: 0.4, prefix: 0.6},
      combineWith: 'OR',
      boostDocument: (_id, _term, stored) => {
        const s = stored as {p: number; s: number} | undefined;
        return s && s.s === contextIdx ? 1.25 : 1;
      },
    };
    const phrase = {
      queries: parsed.pairs,
      fields: ['phrase'],
      prefix: false,
      fuzzy: false,
      tokenize: (s: string) => [s],
      processTerm: (s: string) => s,
    };
    const q = parsed.pairs.length > 0 ? {combineWith: 'OR', queries: [query.slice(0, 256), phrase]} : query.slice(0, 256);
    let results = index.search(q as Parameters<MiniSearch['search']>[0], search);
    // A result must match at least half of the query's words (always at least one).
    const needed = Math.max(1, Math.ceil(new Set(parsed.terms).size / 2));
    results = results.filter((r) => r.terms.length >= Math.min(needed, parsed.terms.length));
    if (contextIdx >= 0) {
      // Contextual search: among the relevant hits, the current section's come first.
      const top = results[0]?.score ?? 0;
      const inContext = (r: SearchResult) => (r as unknown as {s: number}).s === contextIdx && r.score >= top * 0.25;
      results = [...results.filter(inContext), ...results.filter((r) => !inContext(r))];
    }
    return {results, parsed, meta};
  }

  /**
   * Full search: ranked hits with their page, headings and text. When a file
   * of the index turns out to be gone (a newer build replaced it), the engine
   * starts afresh from meta.json and answers from the new build, once.
   */
  async search(query: string, options: QueryOptions = {}): Promise<SearchPage> {
    try {
      return await this.searchOnce(query, options);
    } catch (error) {
      if (!this.options.isStale?.(error)) throw error;
      this.reset();
      return this.searchOnce(query, options);
    }
  }

  private async searchOnce(query: string, options: QueryOptions): Promise<SearchPage> {
    const {results, parsed, meta} = await this.rank(query, options);
    const facets: Record<string, number> = {};
    for (const r of results) {
      const section = meta.sections[(r as unknown as {s: number}).s];
      facets[section] = (facets[section] ?? 0) + 1;
    }
    const allowed = options.sections?.length ? new Set(options.sections.map((s) => meta.sections.indexOf(s))) : null;
    const filtered = allowed ? results.filter((r) => allowed.has((r as unknown as {s: number}).s)) : results;
    const offset = options.offset ?? 0;
    const slice = filtered.slice(offset, offset + (options.limit ?? 20));
    const prefixes = parsed.prefixTerm ? [parsed.raw[parsed.raw.length - 1].toLowerCase()] : [];
    const hits = await Promise.all(
      slice.map(async (r): Promise<SearchHit | null> => {
        const stored = r as unknown as {p: number; s: number};
        const chunk = await this.chunk(meta, stored.p);
        const record = chunk.r[String(r.id)];
        const page = record ? chunk.p[String(record[0])] : undefined;
        if (!record || !page) return null;
        const [, anchor, headings, text] = record;
        const [path, title, section] = page;
        return {
          id: Number(r.id),
          url: rewriteDocsPrefix(anchor ? `${path}#${anchor}` : path),
          path: rewriteDocsPrefix(path),
          anchor,
          title,
          headings,
          section: meta.sections[section] ?? '',
          text,
          score: r.score,
          terms: Object.keys(r.match),
          prefixes,
        };
      }),
    );
    return {hits: hits.filter((h): h is SearchHit => h !== null), total: filtered.length, facets};
  }
}

/** Result paths that begin with /docs/ are served at the root. */
export function rewriteDocsPrefix(url: string): string {
  if (url === '/docs') return '/';
  return url.startsWith('/docs/') ? url.slice(5) : url;
}
