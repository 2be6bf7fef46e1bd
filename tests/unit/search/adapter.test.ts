import {describe, expect, it} from 'vitest';
import {createLocalSearchClient, partialGroupSuffix, RetryError, toDocSearchHit} from '../../../src/search/adapter';
import type {SearchHit} from '../../../src/search/engine';
import {fixtureEngine} from './fixture';

describe('DocSearch adapter', () => {
  it('answers in the Algolia DocSearch hit shape', async () => {
    const {engine} = fixtureEngine();
    const client = createLocalSearchClient(engine);
    const {results} = await client.search({
      requests: [{query: 'vantage cluster create', indexName: 'vantage-local', hitsPerPage: 5}],
    });
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
      hierarchy: {
        lvl0: 'CLI',
        lvl1: 'CLI command reference',
        lvl2: 'vantage cluster',
        lvl3: 'vantage cluster create',
        lvl4: null,
      },
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

  it('escapes raw hierarchy and content too, which DocSearch renders as HTML where highlights are missing (Recent searches)', () => {
    const hostile = '<img src=x onerror=alert(1)> <cluster-name>';
    const hit = toDocSearchHit(searchHit({title: hostile, headings: [hostile], text: `Run ${hostile}.`}));
    for (const value of [
      hit.hierarchy.lvl1,
      hit.hierarchy.lvl2,
      hit.content,
      hit._snippetResult.hierarchy.lvl2.value,
    ]) {
      expect(value).not.toMatch(/<img|<cluster-name>/);
      expect(value).toContain('&lt;cluster-name&gt;');
    }
  });

  it('takes snippets from prose when the query matches prose, not from the code block', () => {
    const text =
      'Submit the job script.\nsbatch --submit job.sh --output out.log\nThe job then waits in the queue for a node.';
    const code = text.indexOf('sbatch');
    const hit = searchHit({text, terms: ['job', 'submit'], codeSpans: [[code, text.indexOf('\nThe')]]});
    const value = toDocSearchHit(hit)._snippetResult.content.value;
    expect(value).toContain('<mark>job</mark>');
    expect(value).not.toContain('sbatch');
  });

  it('names relaxed results in each group heading', () => {
    expect(toDocSearchHit(searchHit({}), true).hierarchy.lvl0).toBe(`Platform${partialGroupSuffix}`);
    expect(toDocSearchHit(searchHit({}), false).hierarchy.lvl0).toBe('Platform');
  });

  it('names the group of a hit that lacks one word of the query', async () => {
    const {engine} = fixtureEngine();
    const client = createLocalSearchClient(engine, {
      run: async (q, o) => {
        const page = await engine.search(q, o);
        return {...page, hits: page.hits.map((hit, i) => (i === 0 ? hit : {...hit, partial: true}))};
      },
    });
    const {results} = await client.search({requests: [{query: 'cluster'}]});
    expect(results[0].hits.length).toBeGreaterThan(1);
    expect(results[0].hits[0].hierarchy.lvl0).not.toContain(partialGroupSuffix);
    expect(results[0].hits.slice(1).every((h) => h.hierarchy.lvl0.endsWith(partialGroupSuffix))).toBe(true);
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

function searchHit(over: Partial<SearchHit>): SearchHit {
  return {
    id: 1,
    url: '/platform/jobs#submit',
    path: '/platform/jobs',
    anchor: 'submit',
    title: 'Jobs',
    headings: ['Submit'],
    section: 'platform',
    text: 'Submit a job.',
    codeSpans: [],
    score: 1,
    terms: ['job'],
    prefixes: [],
    ...over,
  };
}
