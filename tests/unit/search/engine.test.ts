import {describe, expect, it} from 'vitest';
import {rewriteDocsPrefix} from '../../../src/search/modalOptions';
import {fixtureEngine} from './fixture';

async function urls(query: string, options = {}) {
  const {engine} = fixtureEngine();
  return (await engine.search(query, options)).hits.map((h) => h.url);
}

describe('local search engine (fixture corpus)', () => {
  it('ranks the page whose title matches first', async () => {
    expect((await urls('flexlm high availability'))[0]).toBe(
      '/platform/licenses/how-to-guides/flexlm/high-availability',
    );
  });

  it("reads every record of a hit's page, in page order (pageHits)", async () => {
    const {engine} = fixtureEngine();
    const [section] = (await engine.search('delete a cluster', {limit: 5})).hits.filter(
      (h) => h.url === '/platform/clusters#delete-a-cluster',
    );
    const page = await engine.pageHits(section);
    expect(page.map((h) => h.url)).toEqual([
      '/platform/clusters',
      '/platform/clusters#create-a-cluster',
      '/platform/clusters#delete-a-cluster',
    ]);
    expect(page[1].text).toContain('Open Clusters and click Create');
  });

  it('tolerates typos', async () => {
    expect((await urls('flexlm hihg availabilty'))[0]).toBe(
      '/platform/licenses/how-to-guides/flexlm/high-availability',
    );
    expect(await urls('notebok ')).toContain('/platform/notebooks');
  });

  it('matches the last word as a prefix while typing', async () => {
    expect((await urls('noteb'))[0]).toBe('/platform/notebooks');
    // ...but not once the word is finished (trailing space)
    expect(await urls('noteb ')).not.toContain('/platform/notebooks');
  });

  it('stems plurals and verb forms', async () => {
    expect(await urls('deleting clusters')).toContain('/platform/clusters#delete-a-cluster');
  });

  it('finds CLI commands and flags', async () => {
    expect((await urls('vantage cluster create'))[0]).toBe('/cli/commands#vantage-cluster-create');
    expect((await urls('--licenses'))[0]).toBe('/platform/jobs#request-licenses');
  });

  it('boosts the exact phrase (in the hand rules, before the rank model)', async () => {
    const hits = await urls('cluster create', {rankModel: false});
    const exact = await urls('create cluster', {rankModel: false});
    expect(hits[0]).toBe('/cli/commands#vantage-cluster-create');
    expect(exact[0]).toBe('/platform/clusters#create-a-cluster');
  });

  it('filters by section but keeps facet counts for all sections', async () => {
    const {engine} = fixtureEngine();
    const page = await engine.search('cluster', {sections: ['cli']});
    expect(page.hits.length).toBeGreaterThan(0);
    expect(page.hits.every((h) => h.section === 'cli')).toBe(true);
    expect(page.facets.platform).toBeGreaterThan(0);
    expect(page.facets.cli).toBe(page.total);
  });

  it("ranks alike whatever the reader's current section (the modal and /search agree)", async () => {
    for (const query of ['cluster', 'create cluster', 'licenses']) {
      const plain = await urls(query);
      for (const contextSection of ['platform', 'cli', 'sdk']) {
        expect((await urls(query, {contextSection})).slice(0, 2)).toEqual(plain.slice(0, 2));
      }
    }
  });

  it('pages through results with offset and limit', async () => {
    const {engine} = fixtureEngine();
    const all = await engine.search('cluster', {limit: 50});
    const second = await engine.search('cluster', {limit: 2, offset: 2});
    expect(second.hits.map((h) => h.url)).toEqual(all.hits.slice(2, 4).map((h) => h.url));
  });

  it('loads only the shards of the query terms', async () => {
    const {engine, requests, built} = fixtureEngine();
    await engine.search('quorum');
    const shards = requests.filter((r) => r.includes('/s/'));
    expect(shards).toEqual([`${built.meta.id}/s/qu.json`]);
    expect(built.meta.keys.length).toBeGreaterThan(10);
  });

  it('returns nothing for an empty or stop-word query', async () => {
    expect(await urls('')).toEqual([]);
    expect(await urls('the and of')).toEqual([]);
  });

  it('rewrites the /docs/ paths of Algolia hits to the root', () => {
    expect(rewriteDocsPrefix('/docs/getting-started#x')).toBe('/getting-started#x');
    expect(rewriteDocsPrefix('/docs')).toBe('/');
    expect(rewriteDocsPrefix('/platform/docs/x')).toBe('/platform/docs/x');
  });

  it('rejects when the index cannot be reached, and can retry', async () => {
    const {engine} = fixtureEngine({fail: true});
    await expect(engine.search('cluster')).rejects.toThrow();
  });
});
