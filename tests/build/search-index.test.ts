import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {isChunk, isIndexMeta, isShard, type Chunk, type IndexMeta, type Shard} from '../../src/search/format';
import {searchBuiltSite, searchHits} from '../../src/search/node';
import {sections} from '../../src/sections';
import {buildDir, htmlFileFor, dataLines} from './buildOutput';

const root = join(buildDir, 'search-index');
const read = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));

describe('local search index', () => {
  const meta = read('meta.json') as IndexMeta;

  it('has a valid description and every shard and chunk it names', () => {
    expect(isIndexMeta(meta)).toBe(true);
    expect(meta.sections).toEqual(sections.map((s) => s.id));
    for (const key of meta.keys) expect(isShard(read(`${meta.id}/s/${key}.json`))).toBe(true);
    for (let i = 0; i < meta.chunks; i++) expect(isChunk(read(`${meta.id}/c/${i}.json`))).toBe(true);
    // The rank model reads every page's kind and depth (src/search/pageKinds.ts).
    expect(meta.pageKinds).toMatch(new RegExp(`^[thrso]{${meta.pageStarts.length}}$`));
    expect(meta.pageDepths).toMatch(new RegExp(`^[0-9]{${meta.pageStarts.length}}$`));
  });

  it('indexes every documentation route, with its headings as anchors', () => {
    const paths = new Set<string>();
    const anchors = new Set<string>();
    for (let i = 0; i < meta.chunks; i++) {
      const chunk = read(`${meta.id}/c/${i}.json`) as Chunk;
      for (const [path] of Object.values(chunk.p)) paths.add(path);
      for (const [page, anchor] of Object.values(chunk.r)) if (anchor) anchors.add(`${chunk.p[page][0]}#${anchor}`);
    }
    const routes = dataLines('routes.txt').filter((r) => r !== '/search' && htmlFileFor(r) && readFileSync(htmlFileFor(r)!, 'utf8').includes('theme-doc-markdown'));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) expect(paths, route).toContain(route);
    // Every anchor points at an element id in the built page.
    for (const a of [...anchors].slice(0, 400)) {
      const [path, id] = a.split('#');
      expect(readFileSync(htmlFileFor(path)!, 'utf8'), a).toMatch(new RegExp(`id="?${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["\\s>]`));
    }
  });

  it('lists every page holding a word whose postings it capped', () => {
    let listed = 0;
    for (const key of meta.keys) {
      const shard = read(`${meta.id}/s/${key}.json`) as Shard;
      const postings = new Map(shard.t);
      for (const [term, pages] of shard.g ?? []) {
        listed += 1;
        // Its postings were cut to the cap in some field.
        expect(Object.values(postings.get(term)!).some(([ids]) => ids.length === meta.maxPostings), term).toBe(true);
        // Delta-encoded page positions, ascending, within the index's pages.
        expect(pages.slice(1).every((d) => d > 0), term).toBe(true);
        expect(pages.reduce((a, b) => a + b, 0), term).toBeLessThan(meta.pageStarts.length);
      }
    }
    expect(listed).toBeGreaterThan(10);
  });

  it('is never a stale folder: the chunk count matches the files present', () => {
    expect(existsSync(join(root, meta.id, 'c', `${meta.chunks}.json`))).toBe(false);
  });

  it('answers the Node search the MCP server uses', async () => {
    const hits = await searchBuiltSite(buildDir, 'vantage cluster create', 3);
    expect(hits[0]).toMatchObject({url: '/cli/commands#vantage-cluster-create', section: 'cli'});
    expect(hits[0].title).toContain('vantage cluster create');
  });

  it("finds the page by an IT name for what it describes in general terms (src/search/synonyms.ts)", async () => {
    const pages = async (q: string) =>
      (await searchBuiltSite(buildDir, q, 10)).map((h) => h.url.replace(/#.*$/, '')).slice(0, 5);
    // Single sign-on with your own identity provider is on the IAM page, which never says "Active Directory".
    expect(await pages('log in with active directory')).toContain('/platform/iam');
    // Copying data onto a cluster is on the storage pages, which name no transfer tool.
    expect(await pages('sftp big files to cluster')).toContain('/platform/storage');
    // A Vantage account is the sign-up, not one of the cloud accounts clusters are created against.
    expect((await pages('how do I create a Vantage account'))[0]).toBe('/getting-started/sign-up');
    // A button the reader sees greyed out is one the docs call disabled (the invitation step and the IAM page both say so).
    const greyed = await searchHits(buildDir, 'send invite button greyed out', {limit: 2});
    expect(greyed.some((h) => /button stays disabled/.test(h.text))).toBe(true);
    // "Stuck" is how a reader says what the failed-submission table calls "for more than a few minutes".
    expect(await pages('my submission has said CREATED for 20 minutes, what is wrong?')).toContain(
      '/platform/jobs/how-to-guides/submissions',
    );
    expect(await pages('why is my job stuck in CREATED')).toContain('/platform/jobs/how-to-guides/submissions');
  });

  it('puts a section of the page whose title holds the query first, though its text says the words too', async () => {
    const [first] = await searchBuiltSite(buildDir, 'uninstall vantage cli', 1);
    expect(first.url).toBe('/cli/installation#uninstall');
  });
});
