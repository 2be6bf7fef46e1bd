import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {crawlerConfig, toAlgoliaRecords} from '../../../src/plugins/search-index/algolia';
import {readSettings} from '../../../src/search/settings';
import {sections} from '../../../src/sections';
import {fixtureRecords} from './fixture';

describe('Algolia support', () => {
  it('exports records in the DocSearch record format', () => {
    const records = toAlgoliaRecords(fixtureRecords().records, 'https://docs.example.com/');
    const heading = records.find((r) => r.anchor === 'vantage-cluster-create' && r.type !== 'content')!;
    expect(heading).toMatchObject({
      url: 'https://docs.example.com/cli/commands#vantage-cluster-create',
      url_without_anchor: 'https://docs.example.com/cli/commands',
      type: 'lvl3',
      content: null,
      hierarchy: {
        lvl0: 'CLI',
        lvl1: 'CLI command reference',
        lvl2: 'vantage cluster',
        lvl3: 'vantage cluster create',
        lvl4: null,
      },
      language: 'en',
      docusaurus_tag: ['docs-cli-current'],
    });
    const content = records.find((r) => r.anchor === 'vantage-cluster-create' && r.type === 'content')!;
    expect(content.content).toContain('Create a Vantage cluster record');
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    for (const r of records) expect(JSON.stringify(r).length).toBeLessThan(10_000);
  });

  it('ships a crawler configuration in sync with src/sections.ts', () => {
    const file = readFileSync(
      resolve(__dirname, '../../../src/plugins/search-index/docsearch-crawler.config.js'),
      'utf8',
    );
    expect(file).toBe(crawlerConfig('https://docs.vantagecompute.ai', 'vantage-docs'));
    for (const s of sections) expect(file).toContain(JSON.stringify(s.label));
    let captured: {actions: Array<{indexName: string}>; startUrls: string[]} | undefined;
    new Function('Crawler', file)(
      class {
        constructor(config: typeof captured) {
          captured = config;
        }
      },
    );
    expect(captured?.startUrls).toEqual(['https://docs.vantagecompute.ai/']);
    expect(captured?.actions[0].indexName).toBe('vantage-docs');
  });

  it('switches to Algolia only with all three settings, and picks the Ask engine', () => {
    expect(readSettings({})).toEqual({algolia: null, ask: {engine: 'local'}});
    expect(readSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k'}).algolia).toBeNull();
    const algolia = readSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'});
    expect(algolia.algolia).toEqual({appId: 'A', apiKey: 'k', indexName: 'i', assistantId: null});
    expect(algolia.ask).toEqual({engine: 'local'});
    expect(
      readSettings({
        ALGOLIA_APP_ID: 'A',
        ALGOLIA_SEARCH_API_KEY: 'k',
        ALGOLIA_INDEX_NAME: 'i',
        ALGOLIA_ASSISTANT_ID: 'x',
      }).ask,
    ).toEqual({engine: 'algolia'});
    expect(readSettings({ASK_AI_PROXY_URL: 'http://127.0.0.1:9/ask'}).ask).toMatchObject({
      engine: 'proxy',
      url: 'http://127.0.0.1:9/ask',
    });
  });
});
