/**
 * The /search page against Algolia (when configured): one REST call per
 * query, highlight markers chosen by us so the page renders text, never HTML.
 */
import type {AlgoliaSettings} from '../settings';
import type {Segment} from '../text';
import {toSitePath} from '../modalOptions';

const pre = '\u0001mark\u0001';
const post = '\u0002mark\u0002';

export interface PageResult {
  url: string;
  title: Segment[];
  headings: string[];
  section: string;
  snippet: Segment[];
  /** Lacks one of the query's words (SearchHit.partial); Algolia results never do. */
  partial?: boolean;
}

/** Splits a highlighted value (with our markers) into segments; any HTML in it stays text. */
export function markedToSegments(value: string): Segment[] {
  const out: Segment[] = [];
  const parts = value.split(pre);
  parts.forEach((part, i) => {
    if (i === 0) {
      if (part) out.push({text: part, hit: false});
      return;
    }
    const [hit, rest] = part.split(post);
    if (hit) out.push({text: hit, hit: true});
    if (rest) out.push({text: rest, hit: false});
  });
  return out;
}

/** The section id of an Algolia record, from its docusaurus_tag (docs-<id>-current). */
function sectionOfTag(tag: unknown): string {
  const value = Array.isArray(tag) ? tag[0] : tag;
  const m = typeof value === 'string' ? /^docs-(.+)-current$/.exec(value) : null;
  return m ? m[1] : '';
}

interface AlgoliaHit {
  url: string;
  hierarchy: Record<string, string | null>;
  docusaurus_tag?: unknown;
  _snippetResult?: {content?: {value?: string}};
  _highlightResult?: {hierarchy?: Record<string, {value?: string}>};
}

export async function algoliaSearch(
  settings: AlgoliaSettings,
  query: string,
  section: string | null,
  hitsPerPage: number,
): Promise<{results: PageResult[]; total: number; facets: Record<string, number>}> {
  const params = {
    query,
    hitsPerPage,
    facets: ['docusaurus_tag'],
    facetFilters: ['language:en', ...(section ? [`docusaurus_tag:docs-${section}-current`] : [])],
    attributesToSnippet: ['content:30'],
    highlightPreTag: pre,
    highlightPostTag: post,
  };
  const response = await fetch(
    `https://${settings.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(settings.indexName)}/query`,
    {
      method: 'POST',
      headers: {
        'X-Algolia-Application-Id': settings.appId,
        'X-Algolia-API-Key': settings.apiKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify(params),
    },
  );
  if (!response.ok) throw new Error(`Algolia replied with HTTP ${response.status}`);
  const body = (await response.json()) as {
    hits: AlgoliaHit[];
    nbHits: number;
    facets?: {docusaurus_tag?: Record<string, number>};
  };
  const facets: Record<string, number> = {};
  for (const [tag, count] of Object.entries(body.facets?.docusaurus_tag ?? {})) {
    const id = sectionOfTag(tag);
    if (id) facets[id] = count;
  }
  const results = body.hits.map((hit) => {
    const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
    const headings = levels
      .slice(1)
      .map((l) => hit.hierarchy[l])
      .filter((h): h is string => !!h);
    return {
      url: toSitePath(hit.url),
      title: markedToSegments(hit._highlightResult?.hierarchy?.lvl1?.value ?? hit.hierarchy.lvl1 ?? ''),
      headings,
      section: sectionOfTag(hit.docusaurus_tag),
      snippet: markedToSegments(hit._snippetResult?.content?.value ?? ''),
    };
  });
  return {results, total: body.nbHits, facets};
}
