/* global Crawler */
// DocSearch crawler configuration for https://docs.vantagecompute.ai.
// Generated from src/sections.ts by `npm run search:export`; edit the generator
// (src/plugins/search-index/algolia.ts), not this file. Paste it into the Algolia
// Crawler editor; the crawler's own appId and write key are set there, never here.
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.vantagecompute.ai/'],
  sitemaps: ['https://docs.vantagecompute.ai/sitemap.xml'],
  discoveryPatterns: ['https://docs.vantagecompute.ai/**'],
  exclusionPatterns: ['https://docs.vantagecompute.ai/search', 'https://docs.vantagecompute.ai/search?**', 'https://docs.vantagecompute.ai/**/*.md', 'https://docs.vantagecompute.ai/llms*.txt', 'https://docs.vantagecompute.ai/search-index/**'],
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'vantage-docs',
      pathsToMatch: ['https://docs.vantagecompute.ai/**'],
      recordExtractor: ({$, helpers, url}) => {
        // lvl0 is the documentation section, from the first path segment.
        const labels = {"":"Getting started","platform":"Platform","cli":"CLI","api":"API","sdk":"SDK"};
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
    'vantage-docs': {
      "attributesForFaceting": [
        "type",
        "lang",
        "language",
        "version",
        "docusaurus_tag"
      ],
      "attributesToRetrieve": [
        "hierarchy",
        "content",
        "anchor",
        "url",
        "url_without_anchor",
        "type",
        "docusaurus_tag"
      ],
      "attributesToHighlight": [
        "hierarchy",
        "content"
      ],
      "attributesToSnippet": [
        "content:10"
      ],
      "camelCaseAttributes": [
        "hierarchy",
        "content"
      ],
      "searchableAttributes": [
        "unordered(hierarchy.lvl0)",
        "unordered(hierarchy.lvl1)",
        "unordered(hierarchy.lvl2)",
        "unordered(hierarchy.lvl3)",
        "unordered(hierarchy.lvl4)",
        "unordered(hierarchy.lvl5)",
        "unordered(hierarchy.lvl6)",
        "content"
      ],
      "distinct": true,
      "attributeForDistinct": "url",
      "customRanking": [
        "desc(weight.pageRank)",
        "desc(weight.level)",
        "asc(weight.position)"
      ],
      "ranking": [
        "words",
        "filters",
        "typo",
        "attribute",
        "proximity",
        "exact",
        "custom"
      ],
      "minWordSizefor1Typo": 3,
      "minWordSizefor2Typos": 7,
      "allowTyposOnNumericTokens": false,
      "minProximity": 1,
      "ignorePlurals": true,
      "advancedSyntax": true,
      "attributeCriteriaComputedByMinProximity": true,
      "removeWordsIfNoResults": "allOptional",
      "separatorsToIndex": "_-"
    },
  },
});
