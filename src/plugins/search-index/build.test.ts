import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {shardFor} from '../../search/text';
import {fields, unpackShard} from '../../search/format';
import {searchBuiltSite} from '../../search/node';
import {buildIndex, indexBuild, urlPathOf, type IndexedRecord} from './build';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, {recursive: true, force: true});
});

const html = (title: string, body: string) =>
  `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

describe('index build', () => {
  it('maps built files to URL paths (trailingSlash false)', () => {
    expect(urlPathOf('/b', '/b/index.html')).toBe('/');
    expect(urlPathOf('/b', '/b/platform/jobs.html')).toBe('/platform/jobs');
    expect(urlPathOf('/b', '/b/platform/vantage-hosted/index.html')).toBe('/platform/vantage-hosted');
  });

  it("writes each page's kind and depth in the index description, in page order (for the rank model)", () => {
    const pages = [
      {path: '/getting-started/sign-up', title: 'Sign up', section: 'getting-started'},
      {path: '/platform/jobs/tutorials/scripts/submit-script', title: 'Submit', section: 'platform'},
      {path: '/platform/licenses/how-to-guides/rlm', title: 'RLM', section: 'platform'},
    ];
    const records: IndexedRecord[] = pages.map((p, i) => ({
      id: i,
      page: i,
      path: p.path,
      title: p.title,
      section: p.section,
      anchor: '',
      headings: [],
      text: `page ${i}`,
      code: [],
    }));
    const {meta} = buildIndex(pages, records);
    expect(meta.pageKinds).toBe('sth');
    expect(meta.pageDepths).toBe('254');
    expect(meta.pageStarts).toHaveLength(3);
  });

  it('puts every term in the shard of its key and caps long posting lists', () => {
    const records: IndexedRecord[] = Array.from({length: 30}, (_, i) => ({
      id: i,
      page: 0,
      path: '/p',
      title: 'P',
      section: 'platform',
      anchor: i ? `h${i}` : '',
      headings: i ? [`Heading ${i}`] : [],
      text: `cluster ${'word '.repeat(i)} unique${i}`,
      code: [],
    }));
    const built = buildIndex([{path: '/p', title: 'P', section: 'platform'}], records, {maxPostings: 10});
    const keys = new Set(built.meta.keys);
    for (const [key, shard] of built.shards) {
      const {terms, lengths} = unpackShard(shard);
      for (const [term, data] of terms) {
        expect(shardFor(term, keys)).toBe(key);
        for (const postings of Object.values(data)) {
          expect(Object.keys(postings).length).toBeLessThanOrEqual(10);
          for (const id of Object.keys(postings)) expect(lengths.get(Number(id))).toHaveLength(fields.length);
        }
      }
    }
    // The records kept for 'cluster' are the shortest ones (where the word weighs most).
    const clKey = shardFor('cluster', keys)!;
    const cl = unpackShard(built.shards.get(clKey)!).terms.find(([t]) => t === 'cluster')![1];
    const kept = Object.keys(cl[2]).map(Number);
    expect(Math.max(...kept)).toBeLessThan(12);
    expect(built.meta.documentCount).toBe(30);
  });

  it('indexes a build directory and answers searchBuiltSite', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'search-index-'));
    dirs.push(dir);
    await mkdir(join(dir, 'platform'), {recursive: true});
    await mkdir(join(dir, 'cli'), {recursive: true});
    await writeFile(
      join(dir, 'platform/clusters.html'),
      html('Clusters', '<p>Clusters run Slurm.</p><h2 id="delete">Delete a cluster</h2><p>Removes the record.</p>'),
    );
    await writeFile(
      join(dir, 'cli/commands.html'),
      html(
        'CLI command reference',
        '<h2 id="vantage-cluster-delete"><code>vantage cluster delete</code></h2><p>Delete a cluster.</p>',
      ),
    );
    await writeFile(join(dir, '404.html'), html('Page Not Found', '<p>cluster</p>'));
    await writeFile(
      join(dir, 'redirect.html'),
      '<html><head><meta http-equiv="refresh" content="0; url=/platform/clusters"></head></html>',
    );
    const result = await indexBuild(dir);
    expect(result.pages).toBe(2);
    const meta = JSON.parse(await readFile(join(dir, 'search-index/meta.json'), 'utf8'));
    expect(meta.sections).toEqual(['getting-started', 'platform', 'cli', 'api', 'sdk']);
    const hits = await searchBuiltSite(dir, 'delete cluster', 5);
    expect(hits.map((h) => h.url)).toEqual(
      expect.arrayContaining(['/platform/clusters#delete', '/cli/commands#vantage-cluster-delete']),
    );
    expect(hits[0]).toEqual({
      url: expect.any(String),
      title: expect.any(String),
      section: expect.stringMatching(/platform|cli/),
      snippet: expect.any(String),
    });
    const cli = await searchBuiltSite(dir, 'vantage cluster delete', 1);
    expect(cli[0]).toMatchObject({
      url: '/cli/commands#vantage-cluster-delete',
      section: 'cli',
      title: 'CLI command reference › vantage cluster delete',
    });
  });
});
