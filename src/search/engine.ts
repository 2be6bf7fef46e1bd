/**
 * The search engine used everywhere (modal, /search page, Ask, `npm run
 * search`, the MCP server): MiniSearch (BM25 with prefix matching) over a
 * term-sharded index, with the query planned in query.ts (every word
 * required, synonyms, spelling corrections from the vocabulary). A query
 * fetches only the shards of its own terms, so the first query's cost does
 * not grow with the number of pages.
 */
import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';
import {
  fields,
  isIndexMeta,
  isChunk,
  isShard,
  isVocabulary,
  pageOfRecord,
  sectionOfRecord,
  unpackShard,
  type IndexLoader,
  type IndexMeta,
  type Chunk,
  type CodeSpans,
  type Shard,
  type TermData,
} from './format';
import {
  allowedEdits,
  correctionWeight,
  corrections,
  planQuery,
  type Alternative,
  type QueryPlan,
  type Unit,
  unitCovered,
} from './query';
import {byModel, rankFacts, type RankedRecord, type RankFacts} from './rankModel';
import {bigrams, processTerm, shardFor, shardKey, tokenize} from './text';

/** Field boosts: page titles and headings weigh more than body text. */
export const fieldBoosts: Record<(typeof fields)[number], number> = {
  title: 5,
  headings: 3,
  code: 2,
  text: 1,
  phrase: 4,
  purpose: 2,
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
  /** Where code blocks sit in `text` ([start, end) offsets), so snippets can prefer prose. */
  codeSpans: CodeSpans;
  score: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
  /** Lower-case words of the query used as prefixes (for highlighting the word being typed). */
  prefixes: string[];
  /** True for a hit lacking one of the query's words (QueryOptions.fill, softAndUnits). */
  partial?: boolean;
}

export interface QueryOptions {
  /** Only hits from these section ids (facet counts still cover every section). */
  sections?: readonly string[];
  /** The reader's current section: its hits win near-ties (the order stays that of /search). */
  contextSection?: string;
  /** How many hits to return (default 20). */
  limit?: number;
  /** Skip this many hits (for "more results"). */
  offset?: number;
  /**
   * How many of the query's required words a page may lack and still match
   * (default 0: every word). Ask asks in whole sentences, where one word the
   * docs never use ("pick up settings") must not hide the page that answers.
   */
  slack?: number;
  /**
   * When fewer pages than this hold every word, the pages lacking one word
   * follow them, each hit marked `partial` (default `fillPages`; 0 turns this
   * and `softAndUnits` off). A reader's question often has one word the docs
   * never use, and two results with every word are a poorer answer than those
   * two plus the pages that match all but that word, labelled as such.
   */
  fill?: number;
  /**
   * A word in so many records that the index capped its postings ("cluster",
   * "job", "cli") counts as on every page. For Ask: a question holds several
   * such words, and none of them tells the page that answers from the rest.
   */
  commonWordsAnywhere?: boolean;
  /** false: leave the first results in the hand rules' order (for fitting the rank model, rankModel.ts). */
  rankModel?: boolean;
}

/** Below this many pages holding every word, search adds pages lacking one (see QueryOptions.fill). */
export const fillPages = 5;
/**
 * From this many required words, pages lacking one are ranked among those
 * holding them all, at `partialWeight` of their score: the longer a reader's
 * question, the likelier one of its words is one the docs never use.
 */
export const softAndUnits = 3;
export const partialWeight = 1 / 3;

export interface SearchPage {
  hits: SearchHit[];
  /** Total number of matching records before limit/offset. */
  total: number;
  /** Counts of matching records per section id (the /search facets). */
  facets: Record<string, number>;
  /**
   * True when no page holds every word of the query and these results are
   * the relaxed match (pages holding as many of the words as any page does).
   */
  partial: boolean;
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

/** The reader's current section breaks near-ties only: the modal and /search rank alike. */
export const contextBoost = 1.05;

/** A MiniSearch result with the stored fields: chunk, section and page numbers. */
type Result = SearchResult & {p: number; s: number; g: number};

/** Whether an index term stands for a unit (one of its alternatives' terms, or the prefix being typed). */
function unitAccepts(unit: Unit, term: string, ownOnly = false): boolean {
  if (unit.prefix && term.startsWith(unit.prefix)) return true;
  return unit.alternatives.some(
    (a) => !(ownOnly && a.kind === 'synonym') && a.terms.some((group) => group.includes(term)),
  );
}

/** The MiniSearch query for one alternative of a unit: all its words, each by any of its terms. */
function alternativeQuery(unit: Unit, alt: Alternative): Query {
  return {
    combineWith: 'AND',
    queries: alt.terms.map((group) => ({
      combineWith: 'OR',
      queries: group.map((term) => ({
        queries: [term],
        tokenize: (t: string) => [t],
        processTerm: (t: string) => t,
        prefix: alt.kind === 'own' && term === unit.prefix,
      })),
    })),
  } as unknown as Query;
}

/** Adds the fields each term matched in `from` to `into` (MiniSearch's `match` shape). */
function mergeMatch(into: Record<string, string[]>, from: Record<string, string[]>): void {
  for (const [term, f] of Object.entries(from)) into[term] = [...new Set([...(into[term] ?? []), ...f])];
}

/**
 * Records matching one unit, each scored by its best alternative (weighted):
 * a synonym adds recall but never stacks on top of the reader's own word.
 */
function unitResults(index: MiniSearch, unit: Unit, search: SearchOptions): Map<number, Result> {
  const best = new Map<number, Result>();
  for (const alt of unit.alternatives) {
    for (const r of index.search(alternativeQuery(unit, alt), search) as Result[]) {
      const score = r.score * alt.weight;
      const seen = best.get(r.id);
      if (!seen) best.set(r.id, {...r, score});
      else {
        seen.score = Math.max(seen.score, score);
        mergeMatch(seen.match, r.match);
      }
    }
  }
  return best;
}

/**
 * The pages holding a unit. Its records found say most of it; but a term in
 * very many records had its postings capped at build time (a unit with fewer
 * records than the cap has no such term), and its shard lists every page
 * holding it instead. Without those lists (`commonWordsAnywhere`), such a
 * unit is on every page: null.
 */
function unitPages(
  unit: Unit,
  results: ReadonlyMap<number, Result>,
  meta: IndexMeta,
  pagesOf: ReadonlyMap<string, ReadonlySet<number>> | null,
): Set<number> | null {
  const found = new Set([...results.values()].map((r) => r.g));
  if (results.size < (meta.maxPostings ?? Infinity)) return found;
  if (!pagesOf) return null;
  const pagesWith = (term: string): number[] =>
    [...(pagesOf.get(term) ?? [])].concat([...results.values()].filter((r) => term in r.match).map((r) => r.g));
  if (unit.prefix)
    for (const [term, onPages] of pagesOf) if (term.startsWith(unit.prefix)) for (const g of onPages) found.add(g);
  for (const alt of unit.alternatives) {
    if (!alt.terms.flat().some((t) => pagesOf.has(t))) continue;
    // Pages holding every word of the alternative (anywhere on the page: a capped word's records are not all known).
    const each = alt.terms.map((group) => new Set(group.flatMap(pagesWith)));
    for (const g of each[0]) if (each.every((p) => p.has(g))) found.add(g);
  }
  return found;
}

/**
 * Records of pages that hold at least `needed` units (anywhere on the page),
 * each matching at least one unit itself. A record's score is the sum of its
 * own unit scores, scaled by the share of units it holds itself: a section
 * holding every word outranks one whose page merely holds them elsewhere. A
 * section also holds the units of its page's title and purpose (the section
 * of a page titled "Contributing to the CLI" is about the CLI). Which pages
 * hold a unit is exact, even for a word in very many records, unless the
 * caller asks otherwise (`unitPages`).
 */
function combineUnits(
  plan: QueryPlan,
  perUnit: Array<Map<number, Result>>,
  needed: number,
  meta: IndexMeta,
  pagesOf: ReadonlyMap<string, ReadonlySet<number>> | null,
): Result[] {
  const {pageStarts} = meta;
  const pages = perUnit.map((results, u) => unitPages(plan.units[u], results, meta, pagesOf));
  const termsOfPages = (inFields: (f: string[]) => boolean) =>
    perUnit.map((results, u) => {
      const byPage = new Map<number, string[]>();
      for (const r of results.values()) {
        if (pageStarts[r.g] !== r.id) continue;
        const terms = Object.entries(r.match)
          .filter(([term, f]) => inFields(f) && unitAccepts(plan.units[u], term, true))
          .map(([term]) => term);
        if (terms.length) byPage.set(r.g, terms);
      }
      return byPage;
    });
  const pageTerms = termsOfPages((f) => f.includes('title') || f.includes('purpose'));
  const titleTerms = termsOfPages((f) => f.includes('title'));
  const merged = new Map<number, {r: Result; own: number}>();
  for (const results of perUnit) {
    for (const [id, r] of results) {
      const m = merged.get(id);
      if (!m) merged.set(id, {r: {...r, match: {...r.match}}, own: 1});
      else {
        m.own += 1;
        m.r.score += r.score;
        mergeMatch(m.r.match, r.match);
      }
    }
  }
  const total = perUnit.length;
  const out: Result[] = [];
  for (const m of merged.values()) {
    let onPage = 0;
    perUnit.forEach((results, u) => {
      if (!plan.units[u].optional && (pages[u] === null || pages[u].has(m.r.g))) onPage += 1;
      // A section that also says the word in its text is still on a page whose title says it.
      const own = results.has(m.r.id);
      const inherited = (own ? titleTerms : pageTerms)[u].get(m.r.g);
      if (!inherited) return;
      if (!own) m.own += 1;
      mergeMatch(m.r.match, Object.fromEntries(inherited.map((term) => [term, ['page']])));
    });
    if (onPage < needed) continue;
    out.push({...m.r, score: (m.r.score * m.own) / total, terms: Object.keys(m.r.match)});
  }
  return out;
}

/** A query for a command, flag, endpoint or reference entry, in the words or the syntax a reference page uses. */
const asksForReference =
  /^\s*vantage\s+\w|(^|\s)--?\w|\b(get|post|put|patch|delete)\s+\/|\/\w|\b(api|apis|endpoints?|reference|commands?|flags?|options?|subcommands?)\b/i;

/** Two ranked lists as one, by score, the second's scores weighed by `weight`; each list keeps its own order. */
function mergeByScore<T extends {score: number}>(first: readonly T[], second: readonly T[], weight: number): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    if (j >= second.length || (i < first.length && first[i].score >= second[j].score * weight)) out.push(first[i++]);
    else out.push(second[j++]);
  }
  return out;
}

type Query = Parameters<MiniSearch['search']>[0];

/** A MiniSearch instance over some shards, with their terms, their records' field lengths and their capped terms' pages. */
interface LoadedIndex {
  index: MiniSearch;
  terms: Set<string>;
  lengths: Record<string, number[]>;
  pagesOf: Map<string, Set<number>>;
}

export class SearchEngine {
  private meta: Promise<IndexMeta> | null = null;
  private shards = new Map<string, Promise<Shard | null>>();
  private chunks = new Map<number, Promise<Chunk>>();
  private built: (LoadedIndex & {keys: string}) | null = null;
  private vocab: Promise<string[]> | null = null;

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
    this.vocab = null;
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

  /** The shard keys a query plan needs: those of its terms, and every key the word being typed may continue into. */
  keysFor(meta: IndexMeta, plan: QueryPlan): string[] {
    const wanted = new Set<string>();
    const available = new Set(meta.keys);
    for (const term of plan.lookups) {
      const key = shardFor(term, available);
      if (key) wanted.add(key);
    }
    for (const unit of plan.units) {
      if (!unit.prefix) continue;
      const p = shardKey(unit.prefix, 4);
      for (const k of meta.keys) if (k.startsWith(p)) wanted.add(k);
    }
    return [...wanted].sort();
  }

  /** The vocabulary, fetched once and only when a word needs correcting. */
  private vocabulary(meta: IndexMeta): Promise<string[]> {
    if (!this.vocab) {
      this.vocab = this.load(`${meta.id}/v.json`).then((v) => {
        if (v === null) return [];
        if (!isVocabulary(v)) throw new Error('The search index vocabulary is invalid.');
        return v;
      });
      this.vocab.catch(() => {
        this.vocab = null;
      });
    }
    return this.vocab;
  }

  /**
   * Adds spelling corrections to the units whose words the index does not
   * hold (checked against the loaded shards, which hold every term sharing
   * the word's key). Returns whether any were added.
   */
  private async correct(meta: IndexMeta, plan: QueryPlan, known: ReadonlySet<string>): Promise<boolean> {
    const unknown = (term: string, unit: Unit) =>
      allowedEdits(term) > 0 &&
      !known.has(term) &&
      !(unit.prefix === term && [...known].some((k) => k.startsWith(term)));
    const wanted = plan.units.flatMap((unit) =>
      unit.words.length === 1 && unit.words[0].length === 1 && unknown(unit.words[0][0], unit)
        ? [{unit, term: unit.words[0][0]}]
        : [],
    );
    if (wanted.length === 0) return false;
    const vocabulary = await this.vocabulary(meta);
    let added = false;
    for (const {unit, term} of wanted) {
      const found = corrections(term, vocabulary, 2);
      if (found.length === 0) continue;
      unit.alternatives.push({terms: [found], weight: correctionWeight, kind: 'correction'});
      added = true;
    }
    if (added) plan.lookups = [...new Set(plan.units.flatMap((u) => u.alternatives.flatMap((a) => a.terms.flat())))];
    return added;
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
  private async indexFor(meta: IndexMeta, keys: string[]): Promise<LoadedIndex> {
    const id = keys.join(',');
    if (this.built && this.built.keys === id) return this.built;
    const loaded = (await Promise.all(keys.map((k) => this.shard(meta, k)))).filter((s): s is Shard => s !== null);
    const index: Array<[string, TermData]> = [];
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    const storedFields: Record<string, {p: number; s: number; g: number}> = {};
    const known = new Set<string>();
    const pagesOf = new Map<string, Set<number>>();
    for (const shard of loaded) {
      const {terms, lengths, pages} = unpackShard(shard);
      for (const [term, onPages] of pages) pagesOf.set(term, onPages);
      index.push(...terms);
      for (const [term] of terms) known.add(term);
      for (const [id, l] of lengths) {
        documentIds[id] = id;
        storedFields[id] = {
          p: Math.floor(id / meta.recordsPerChunk),
          s: sectionOfRecord(meta, id),
          g: pageOfRecord(meta, id),
        };
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
    this.built = {keys: id, index: loader.loadJS(js, miniSearchOptions), terms: known, lengths: fieldLength, pagesOf};
    return this.built;
  }

  /**
   * Ranked record-level results (no page text yet). Every unit of the query
   * must be on a record's page; when no page holds them all, the records of
   * the pages holding the most of them are returned instead, with `partial` set.
   */
  async rank(
    query: string,
    options: QueryOptions = {},
  ): Promise<{
    results: SearchResult[];
    parsed: Parsed;
    plan: QueryPlan;
    partial: boolean;
    fills: ReadonlySet<number>;
    meta: IndexMeta;
    /** The rank model's facts of the first results, in the order before the model (see QueryOptions.rankModel). */
    facts: RankFacts[];
  }> {
    const meta = await this.loadMeta();
    const parsed = parseQuery(query);
    const plan = planQuery(query);
    if (plan.units.length === 0) return {results: [], parsed, plan, partial: false, fills: new Set(), meta, facts: []};
    let {index, terms, lengths, pagesOf} = await this.indexFor(meta, this.keysFor(meta, plan));
    if (await this.correct(meta, plan, terms))
      ({index, terms, lengths, pagesOf} = await this.indexFor(meta, this.keysFor(meta, plan)));
    const contextIdx = options.contextSection ? meta.sections.indexOf(options.contextSection) : -1;
    const search: SearchOptions = {
      // Word pairs live in the phrase field and are looked up apart (below).
      fields: fields.filter((f) => f !== 'phrase'),
      boost: fieldBoosts,
      fuzzy: false,
      weights: {fuzzy: 0.4, prefix: 0.6},
      boostDocument: (_id, _term, stored) => ((stored as {s: number} | undefined)?.s === contextIdx ? contextBoost : 1),
    };
    const perUnit = plan.units.map((u) => unitResults(index, u, search));
    const pageLists = options.commonWordsAnywhere ? null : pagesOf;
    let partial = false;
    const required = plan.units.filter((u) => !u.optional);
    const enough = Math.max(1, required.length - (options.slack ?? 0));
    let level = enough;
    let results = combineUnits(plan, perUnit, level, meta, pageLists);
    // Relaxed: the records of the pages holding the most units any page holds.
    while (results.length === 0 && level > 1) {
      level -= 1;
      partial = true;
      results = combineUnits(plan, perUnit, level, meta, pageLists);
    }
    if (results.length === 0) return {results, parsed, plan, partial: false, fills: new Set(), meta, facts: []};
    // Word pairs in titles, headings and code: an optional boost for the exact phrase.
    const byId = new Map(results.map((r) => [r.id, r]));
    if (parsed.pairs.length > 0) {
      const phrase = {
        combineWith: 'OR',
        queries: parsed.pairs,
        fields: ['phrase'],
        prefix: false,
        tokenize: (t: string) => [t],
        processTerm: (t: string) => t,
      };
      for (const r of index.search(phrase as unknown as Query, search)) {
        const hit = byId.get(r.id);
        if (hit) hit.score += r.score;
      }
    }
    results = this.byTier(plan, results, lengths);
    const fills = new Set<number>();
    const fill = options.fill ?? fillPages;
    const long = level >= softAndUnits;
    // Relaxed results of a long query get their own fill: the page that answers a reader's
    // question may lack two of its words when no page holds them all.
    if (fill > 0 && level >= 2 && (long || (!partial && new Set(results.map((r) => r.g)).size < fill))) {
      const have = new Set(results.map((r) => r.id));
      const more = this.byTier(
        plan,
        combineUnits(plan, perUnit, level - 1, meta, pageLists).filter((r) => !have.has(r.id)),
        lengths,
        level - 1,
      );
      for (const r of more) fills.add(r.id);
      results = long ? mergeByScore(results, more, partialWeight) : results.concat(more);
    }
    results = this.listingAfterFirstPage(query, plan, results, meta);
    const facts = rankFacts(query, plan.units, results as unknown as RankedRecord[], lengths, meta, fills);
    if (options.rankModel !== false) results = byModel(results, facts, long ? undefined : (r) => fills.has(r.id));
    return {results, parsed, plan, partial, fills, meta, facts};
  }

  /**
   * A page listing every command or endpoint comes first only when the query
   * asks for a reference ("bookings api", "--sbatch-arg", "POST /…") or names
   * one of its entries (every word in the entry's headings or code: "vantage
   * whoami"). Otherwise its many entries merely share the query's common words
   * ("kill my job", "cli profiles"), and the best other page goes before it.
   */
  private listingAfterFirstPage<T extends SearchResult>(
    query: string,
    plan: QueryPlan,
    results: T[],
    meta: IndexMeta,
  ): T[] {
    const listings = new Set(meta.listingPages ?? []);
    const top = results[0];
    if (!top || !listings.has(top.g) || asksForReference.test(query)) return results;
    const required = plan.units.filter((u) => !u.optional);
    const named = required.every((u) => unitCovered(u, top.match, (f) => f.includes('headings') || f.includes('code')));
    if (named) return results;
    const next = results.findIndex((r) => r.g !== top.g && !listings.has(r.g));
    if (next < 0) return results;
    return [results[next], ...results.slice(0, next), ...results.slice(next + 1)];
  }

  /**
   * Tiers: a page about the query outranks sections that merely mention it.
   * Every unit (the reader's word or a synonym of it) in the page title; else
   * all in the title, purpose (front-matter description), headings or
   * commands of the record; by score within a tier. Pages added for lacking
   * one word (`needed` one short of every unit) are tiered by the units they hold.
   */
  private byTier<T extends SearchResult>(
    plan: QueryPlan,
    results: T[],
    lengths: Record<string, number[]>,
    needed?: number,
  ): T[] {
    const required = plan.units.filter((u) => !u.optional);
    const enough = needed ?? required.length;
    const unitsMatched = (r: SearchResult, names: string[]) =>
      required.filter((u) => unitCovered(u, r.match, (f) => names.some((n) => f.includes(n)))).length;
    const tier = new Map<number, number>();
    const titleField = fields.indexOf('title');
    for (const r of results) {
      if (unitsMatched(r, ['title']) >= enough) {
        tier.set(r.id, 2);
        // Among pages whose title holds the query, the title that says little else is the page about it.
        const titleLength = lengths[r.id]?.[titleField] ?? 0;
        const inTitle = Object.values(r.match).filter((f) => f.includes('title')).length;
        if (titleLength > 0) r.score *= 1 + 0.5 * Math.min(1, inTitle / titleLength);
      } else if (unitsMatched(r, ['title', 'purpose', 'page', 'headings', 'code']) >= enough) tier.set(r.id, 1);
    }
    return results.sort((a, b) => (tier.get(b.id) ?? 0) - (tier.get(a.id) ?? 0) || b.score - a.score);
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
    const {results, parsed, partial, fills, meta} = await this.rank(query, options);
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
      slice.map((r) =>
        this.hit(meta, Number(r.id), {
          score: r.score,
          terms: Object.keys(r.match),
          prefixes,
          ...(fills.has(Number(r.id)) && {partial: true}),
        }),
      ),
    );
    return {hits: hits.filter((h): h is SearchHit => h !== null), total: filtered.length, facets, partial};
  }

  /** A record as a hit, its text read from its chunk; null when the chunk does not hold it. */
  private async hit(
    meta: IndexMeta,
    id: number,
    match: Pick<SearchHit, 'score' | 'terms' | 'prefixes' | 'partial'>,
  ): Promise<SearchHit | null> {
    const chunk = await this.chunk(meta, Math.floor(id / meta.recordsPerChunk));
    const record = chunk.r[String(id)];
    const page = record ? chunk.p[String(record[0])] : undefined;
    if (!record || !page) return null;
    const [, anchor, headings, text, code] = record;
    const [path, title, section] = page;
    return {
      id,
      url: anchor ? `${path}#${anchor}` : path,
      path,
      anchor,
      title,
      headings,
      section: meta.sections[section] ?? '',
      text,
      codeSpans: code ?? [],
      ...match,
    };
  }

  /**
   * Every record of the page holding a hit, in page order, unscored: Ask reads
   * the steps of a guide whose title matched, though its steps never say the
   * question's words ("Create your login" under "Sign up").
   */
  async pageHits(of: Pick<SearchHit, 'id'>): Promise<SearchHit[]> {
    const meta = await this.loadMeta();
    const page = pageOfRecord(meta, of.id);
    const end = meta.pageStarts[page + 1] ?? meta.documentCount;
    const ids = Array.from({length: Math.max(0, end - meta.pageStarts[page])}, (_, k) => meta.pageStarts[page] + k);
    const hits = await Promise.all(ids.map((id) => this.hit(meta, id, {score: 0, terms: [], prefixes: []})));
    return hits.filter((h): h is SearchHit => h !== null);
  }
}
