/**
 * A search client with the surface DocSearch uses (`search`, `addAlgoliaAgent`,
 * `transporter.algoliaAgent`) that answers from the local index in Algolia's
 * DocSearch hit shape.
 *
 * DocSearch renders every hit value as HTML: the highlight and snippet values,
 * and, where those are missing (Recent searches keep neither), the raw
 * `hierarchy` and `content` values too. So every value here is escaped text,
 * raw ones included: a heading such as `<cluster-name>` shows as written and
 * markup from a page can never run.
 */
import type {QueryOptions, SearchEngine, SearchHit, SearchPage} from './engine';
import {sections} from '../sections';
import {escapeHtml, highlight, segmentsToHtml, snippet} from './text';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const levels: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface HighlightValue {
  value: string;
  matchLevel: 'full' | 'none' | 'partial';
  matchedWords: string[];
}

export interface LocalDocSearchHit {
  objectID: string;
  content: string | null;
  url: string;
  url_without_anchor: string;
  type: 'content' | Level;
  anchor: string | null;
  hierarchy: Record<Level, string | null> & {lvl0: string; lvl1: string};
  _highlightResult: {
    content: HighlightValue;
    hierarchy: Record<Level, HighlightValue>;
    hierarchy_camel: Array<Record<Level, HighlightValue>>;
  };
  _snippetResult: {
    content: {value: string; matchLevel: 'full' | 'none' | 'partial'};
    hierarchy: Record<Level, HighlightValue>;
  };
  /** Section id, for contextual grouping and the section shown on each hit. */
  section: string;
}

export function sectionLabel(id: string): string {
  return sections.find((s) => s.id === id)?.label ?? id;
}

function highlightValue(text: string | null, hit: SearchHit): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const segments = highlight(text, hit.terms, hit.prefixes);
  const matched = segments.filter((s) => s.hit).map((s) => s.text);
  return {
    value: segmentsToHtml(segments),
    matchLevel: matched.length === 0 ? 'none' : 'partial',
    matchedWords: [...new Set(matched.map((m) => m.toLowerCase()))],
  };
}

/** The group heading of relaxed results: the modal says plainly that not every word was found. */
export const partialGroupSuffix = ' · not every word found';

/**
 * One engine hit in DocSearch's shape. lvl0 is the section (DocSearch's group
 * heading), lvl1 the page, lvl2+ the headings. `partial` marks the relaxed
 * match, shown in each group heading.
 */
export function toDocSearchHit(hit: SearchHit, partial = false): LocalDocSearchHit {
  const group = sectionLabel(hit.section) + (partial ? partialGroupSuffix : '');
  const path = [group, hit.title, ...hit.headings].slice(0, 7);
  const hierarchy = Object.fromEntries(levels.map((l, i) => [l, path[i] ?? null])) as LocalDocSearchHit['hierarchy'];
  const deepest = levels[Math.min(path.length, 7) - 1];
  // A heading hit when the words are in the title or headings, otherwise a content hit.
  const headingWords = highlight([hit.title, ...hit.headings].join(' '), hit.terms, hit.prefixes).some((s) => s.hit);
  const type: LocalDocSearchHit['type'] = headingWords || !hit.text ? deepest : 'content';
  const hierarchyHighlight = Object.fromEntries(levels.map((l) => [l, highlightValue(hierarchy[l], hit)])) as Record<
    Level,
    HighlightValue
  >;
  const snip = snippet(hit.text, hit.terms, hit.prefixes, 160, hit.codeSpans);
  const escapedHierarchy = Object.fromEntries(
    levels.map((l) => [l, hierarchy[l] === null ? null : escapeHtml(hierarchy[l])]),
  ) as LocalDocSearchHit['hierarchy'];
  return {
    objectID: String(hit.id),
    content: hit.text ? escapeHtml(hit.text.slice(0, 500)) : null,
    url: hit.url,
    url_without_anchor: hit.path,
    type,
    anchor: hit.anchor || null,
    hierarchy: escapedHierarchy,
    _highlightResult: {
      content: highlightValue(hit.text.slice(0, 500), hit),
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
    _snippetResult: {
      content: {value: segmentsToHtml(snip), matchLevel: snip.some((s) => s.hit) ? 'partial' : 'none'},
      hierarchy: hierarchyHighlight,
    },
    section: hit.section,
  };
}

/** The error DocSearch recognises as "the service could not be reached". */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  params?: {query?: string; hitsPerPage?: number};
}

export interface LocalSearchClientOptions {
  /** The reader's current section id (its hits come first). */
  contextSection?: () => string | undefined;
  /** Hits per request when DocSearch does not say (DocSearch asks for 20). */
  hitsPerPage?: number;
  /** Runs one search (default: `engine.search`); lets the browser time queries. */
  run?: (query: string, options: QueryOptions) => Promise<SearchPage>;
}

/** A DocSearch-compatible search client over the local engine. */
export function createLocalSearchClient(engine: SearchEngine, options: LocalSearchClientOptions = {}) {
  const agents: string[] = ['vantage-local-search'];
  return {
    transporter: {
      algoliaAgent: {value: 'vantage-local-search', add: (segment: {segment: string}) => agents.push(segment.segment)},
    },
    addAlgoliaAgent(segment: string) {
      agents.push(segment);
    },
    async search(input: {requests: SearchRequest[]} | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const results = await Promise.all(
        requests.map(async (request) => {
          const query = request.query ?? request.params?.query ?? '';
          const hitsPerPage = request.hitsPerPage ?? request.params?.hitsPerPage ?? options.hitsPerPage ?? 20;
          let page;
          try {
            const run = options.run ?? ((q: string, o: QueryOptions) => engine.search(q, o));
            page = await run(query, {limit: hitsPerPage, contextSection: options.contextSection?.()});
          } catch (error) {
            throw new RetryError('Unable to reach the search index.', {cause: error});
          }
          const hits = page.hits.map((hit) => toDocSearchHit(hit, page.partial || hit.partial === true));
          return {
            hits,
            nbHits: page.total,
            page: 0,
            nbPages: Math.ceil(page.total / hitsPerPage),
            hitsPerPage,
            processingTimeMS: 0,
            query,
            params: '',
            index: request.indexName ?? 'local',
            exhaustiveNbHits: true,
          };
        }),
      );
      return {results};
    },
  };
}

export {escapeHtml};
