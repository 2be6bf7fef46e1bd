/**
 * Algolia DocSearch support: our records in DocSearch's record format (for
 * `npm run search:export`) and the DocSearch crawler configuration for this
 * site, generated from src/sections.ts.
 */
import {sections} from '../../sections';
import type {IndexedRecord} from './build';

export interface AlgoliaRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'content' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  language: string;
  lang: string;
  version: string[];
  docusaurus_tag: string[];
  weight: {pageRank: number; level: number; position: number};
}

/** Algolia's record size limit is 10 KB; content is split well below it. */
const maxContent = 1500;

function splitContent(text: string): string[] {
  const paragraphs = text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (const p of paragraphs) {
    const piece = p.length > maxContent ? p.slice(0, maxContent) : p;
    if (current && current.length + piece.length + 1 > maxContent) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${piece}` : piece;
  }
  if (current) out.push(current);
  return out;
}

const levelWeight = [100, 90, 80, 70, 60, 50, 0];

/** DocSearch records (a heading record plus content records) for every indexed record. */
export function toAlgoliaRecords(records: readonly IndexedRecord[], siteUrl: string): AlgoliaRecord[] {
  const out: AlgoliaRecord[] = [];
  let position = 0;
  for (const r of records) {
    const label = sections.find((s) => s.id === r.section)?.label ?? r.section;
    const path = [label, r.title, ...r.headings].slice(0, 7);
    const hierarchy = Object.fromEntries(
      ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l, i) => [l, path[i] ?? null]),
    ) as AlgoliaRecord['hierarchy'];
    const base = `${siteUrl.replace(/\/$/, '')}${r.path === '/' ? '/' : r.path}`;
    const url = r.anchor ? `${base}#${r.anchor}` : base;
    const level = Math.min(path.length - 1, 6);
    const common = {
      url,
      url_without_anchor: base,
      anchor: r.anchor || null,
      hierarchy,
      language: 'en',
      lang: 'en',
      version: ['current'],
      docusaurus_tag: [`docs-${r.section}-current`],
    };
    out.push({
      ...common,
      objectID: `${r.id}-h`,
      type: `lvl${level}` as AlgoliaRecord['type'],
      content: null,
      weight: {pageRank: 0, level: levelWeight[level - 1] ?? 0, position: position++},
    });
    splitContent(r.text).forEach((content, i) => {
      out.push({
        ...common,
        objectID: `${r.id}-c${i}`,
        type: 'content',
        content,
        weight: {pageRank: 0, level: 0, position: position++},
      });
    });
  }
  return out;
}

/** Index settings matching DocSearch's defaults for Docusaurus sites. */
export const algoliaIndexSettings = {
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'docusaurus_tag'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_-',
};

/** The DocSearch crawler configuration for this site (JavaScript, as the Algolia Crawler editor expects). */
export function crawlerConfig(siteUrl: string, indexName = 'vantage-docs'): string {
  const site = siteUrl.replace(/\/$/, '');
  const labels = Object.fromEntries(sections.map((s) => [s.routeBasePath === '/' ? '' : s.routeBasePath, s.label]));
  return `/* global Crawler */
// DocSearch crawler configuration for ${site}.
// Generated from src/sections.ts by \`npm run search:export\`; edit the generator
// (src/plugins/search-index/algolia.ts), not this file. Paste it into the Algolia
// Crawler editor; the crawler's own appId and write key are set there, never here.
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['${site}/'],
  sitemaps: ['${site}/sitemap.xml'],
  discoveryPatterns: ['${site}/**'],
  exclusionPatterns: ['${site}/search', '${site}/search?**', '${site}/**/*.md', '${site}/llms*.txt', '${site}/search-index/**'],
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: '${indexName}',
      pathsToMatch: ['${site}/**'],
      recordExtractor: ({$, helpers, url}) => {
        // lvl0 is the documentation section, from the first path segment.
        const labels = ${JSON.stringify(labels)};
        const first = new URL(url).pathname.split('/')[1] || '';
        const lvl0 = labels[first] || labels[''];
        $('.hash-link, .theme-doc-toc-mobile, .theme-doc-breadcrumbs, .pagination-nav, .theme-edit-this-page, nav, footer').remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['article header h1', 'article h1'],
            lvl2: ['article h2'],
            lvl3: ['article h3'],
            lvl4: ['article h4'],
            lvl5: ['article h5'],
            lvl6: ['article h6'],
            content: ['article p, article li, article td:last-child, article pre'],
          },
          // language and docusaurus_tag come from the pages' docsearch:* meta tags.
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    '${indexName}': ${JSON.stringify(algoliaIndexSettings, null, 2).replace(/\n/g, '\n    ')},
  },
});
`;
}
