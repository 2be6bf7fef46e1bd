import {describe, expect, it} from 'vitest';
import {createLocalSearchClient, RetryError, toDocSearchHit} from '../../../src/search/adapter';
import {fixtureEngine} from './fixture';

describe('DocSearch adapter', () => {
  it('answers in the Algolia DocSearch hit shape', async () => {
    const {engine} = fixtureEngine();
    const client = createLocalSearchClient(engine);
    const {results} = await client.search({requests: [{query: 'vantage cluster create', indexName: 'vantage-local', hitsPerPage: 5}]});
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result.index).toBe('vantage-local');
    expect(result.nbHits).toBeGreaterThan(0);
    const hit = result.hits[0];
    expect(hit).toMatchObject({
      url: '/cli/commands#vantage-cluster-create',
      url_without_anchor: '/cli/commands',
      anchor: 'vantage-cluster-create',
      type: 'lvl3',
      hierarchy: {lvl0: 'CLI', lvl1: 'CLI command reference', lvl2: 'vantage cluster', lvl3: 'vantage cluster create', lvl4: null},
    });
    expect(typeof hit.objectID).toBe('string');
    expect(hit._highlightResult.hierarchy.lvl3.value).toContain('<mark>');
    expect(hit._highlightResult.hierarchy_camel).toHaveLength(1);
    expect(hit._snippetResult.content.value).toContain('<mark>');
    expect(result.hits.length).toBeLessThanOrEqual(5);
  });

  it('marks body-only matches as content hits with a snippet', async () => {
    const {engine} = fixtureEngine();
    const page = await engine.search('quorum');
    const hit = toDocSearchHit(page.hits[0]);
    expect(hit.type).toBe('content');
    expect(hit.content).toContain('quorum');
    expect(hit._snippetResult.content.value).toContain('<mark>quorum</mark>');
  });

  it('escapes page content in highlight values', async () => {
    const {engine} = fixtureEngine();
    const page = await engine.search('jupyter notebooks');
    const hit = toDocSearchHit(page.hits[0]);
    expect(hit._snippetResult.content.value).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hit._snippetResult.content.value).not.toContain('<script>');
    expect(hit._highlightResult.content.value).not.toContain('<script>');
  });

  it('escapes a hostile query', async () => {
    const {engine} = fixtureEngine();
    const client = createLocalSearchClient(engine);
    const {results} = await client.search({requests: [{query: '<img src=x onerror=alert(1)> notebooks'}]});
    for (const hit of results[0].hits) {
      expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<img/);
    }
  });

  it('ranks the current section first when given', async () => {
    const {engine} = fixtureEngine();
    const client = createLocalSearchClient(engine, {contextSection: () => 'platform'});
    const {results} = await client.search({requests: [{query: 'cluster'}]});
    expect(results[0].hits[0].hierarchy.lvl0).toBe('Platform');
  });

  it('fails with the RetryError DocSearch turns into its error screen', async () => {
    const {engine} = fixtureEngine({fail: true});
    const client = createLocalSearchClient(engine);
    const error = await client.search({requests: [{query: 'cluster'}]}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).name).toBe('RetryError');
  });
});
