import {mkdtempSync, readFileSync, existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Section} from '../../sections';
import {writeLlmsFiles, siteRoot} from './index';
import {collectPages, sidebarOrder, type DocsContent} from './pages';
import {approximateSize, compactMarkdown, headingsOf, renderCompactBundle, type RenderedPage} from './render';
import {routeOfTwin, twinPath} from './twin';

const section = (id: string, routeBasePath: string): Section => ({
  id,
  folder: id,
  routeBasePath,
  label: id.toUpperCase(),
  llmsFile: `llms-${id}.txt`,
  summary: `All about ${id}.`,
  inSelector: true,
});

const doc = (id: string, permalink: string, source: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  description: `Description ${id}.`,
  permalink,
  source: `@site/${source}`,
  frontMatter: {description: `Description ${id}.`},
  ...extra,
});

describe('twin paths', () => {
  it('puts a twin at its route plus .md, and the root at /index.md', () => {
    expect(twinPath('/platform/jobs')).toBe('/platform/jobs.md');
    expect(twinPath('/platform/jobs/')).toBe('/platform/jobs.md');
    expect(twinPath('/cli/commands#vantage-job')).toBe('/cli/commands.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(routeOfTwin('/index.md')).toBe('/');
    expect(routeOfTwin('/platform/jobs.md')).toBe('/platform/jobs');
  });

  it('joins the site URL and base path', () => {
    expect(siteRoot('https://docs.example.test/', '/')).toBe('https://docs.example.test');
    expect(siteRoot('https://example.test', '/docs/')).toBe('https://example.test/docs');
  });
});

describe('sidebar order', () => {
  it('walks categories depth first, their own page before their items', () => {
    const ids = sidebarOrder([
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        link: {type: 'doc', id: 'jobs/index'},
        items: [
          {type: 'doc', id: 'jobs/a'},
          {type: 'category', items: [{type: 'doc', id: 'jobs/deep'}]},
          {type: 'link'},
        ],
      },
      {type: 'html'},
      {type: 'doc', id: 'last'},
    ]);
    expect(ids).toEqual(['intro', 'jobs/index', 'jobs/a', 'jobs/deep', 'last']);
  });

  it('collects pages per section in sidebar order, then pages outside the sidebar, skipping drafts', () => {
    const content: Record<string, DocsContent> = {
      a: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [
              doc('two', '/a/two', 'a/two.md'),
              doc('one', '/a/', 'a/index.md'),
              doc('orphan', '/a/orphan', 'a/orphan.md', {unlisted: true}),
              doc('draft', '/a/draft', 'a/draft.md', {draft: true}),
            ],
            sidebars: {
              docs: [
                {type: 'doc', id: 'one'},
                {type: 'doc', id: 'two'},
              ],
            },
          },
        ],
      },
    };
    const pages = collectPages([section('a', 'a')], content);
    expect(pages.map((p) => [p.permalink, p.listed])).toEqual([
      ['/a', true],
      ['/a/two', true],
      ['/a/orphan', false],
    ]);
    expect(pages[0]!.sourcePath).toBe('a/index.md');
  });
});

describe('approximateSize', () => {
  it('gives bytes, kilobytes or megabytes and tokens', () => {
    expect(approximateSize('x'.repeat(100))).toBe('about 100 bytes, ~25 tokens');
    expect(approximateSize('x'.repeat(40_960))).toBe('about 40 KB, ~10k tokens');
    expect(approximateSize('x'.repeat(2 * 1024 * 1024))).toBe('about 2.0 MB, ~524k tokens');
  });
});

describe('compactMarkdown', () => {
  const twin = [
    '## Options {#options}',
    '',
    '| Option   | Default |',
    '| -------- | ------- |',
    '| `--port` | `27000` |',
    '',
    '```mermaid',
    'graph LR',
    '  A  -->  B',
    '```',
    '',
    '```text',
    '| kept   as   written |',
    '```',
  ].join('\n');

  it('unpads table rows and leaves out Mermaid diagrams, but not other code', () => {
    expect(compactMarkdown(twin)).toBe(
      [
        '## Options {#options}',
        '',
        '| Option | Default |',
        '| - | - |',
        '| `--port` | `27000` |',
        '',
        '```text',
        '| kept   as   written |',
        '```',
      ].join('\n'),
    );
  });

  it('keeps diagrams when asked', () => {
    expect(compactMarkdown(twin, true)).toContain('```mermaid\ngraph LR\n  A  -->  B\n```');
  });

  it('lists the headings of a level without their ids', () => {
    expect(headingsOf('# T\n\n## A {#a}\n\n```\n## not one\n```\n\n### B\n\n## C')).toEqual(['A', 'C']);
  });
});

describe('renderCompactBundle', () => {
  const site = {title: 'Example Docs', url: 'https://docs.example.test', summary: 'Docs for Example.'};
  const rendered = (permalink: string, body: string): RenderedPage => ({
    page: {
      section: section('a', 'a'),
      title: `Page ${permalink}`,
      description: `About ${permalink}.`,
      permalink,
      sourcePath: 'x.md',
      listed: true,
    },
    markdown: `# Page ${permalink}\n\nURL: https://docs.example.test${permalink}\n\n> About ${permalink}.\n\n${body}\n`,
  });
  const pages = [
    rendered('/a', '## One {#one}\n\n' + 'word '.repeat(300)),
    rendered('/a/deep/page', '## Two {#two}\n\n' + 'word '.repeat(300)),
    rendered('/b', 'Short.'),
  ];
  const reference = rendered('/cli/commands', 'x'.repeat(5000));

  it('fits the budget: pages near the root in full, the others as outlines linking their Markdown, in the given order', () => {
    const {text, full} = renderCompactBundle(site, pages, [reference], 3000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(3000);
    expect(full).toEqual(['/a', '/b']);
    expect([...text.matchAll(/^URL: (\S+)$/gm)].map((m) => m[1])).toEqual(
      pages.map((p) => `https://docs.example.test${p.page.permalink}`),
    );
    expect(text).toContain('Outline: the full page is at https://docs.example.test/a/deep/page.md (about 2 KB, ~');
    expect(text).toContain('Sections: Two.');
    expect(text).toContain('[Page /cli/commands](https://docs.example.test/cli/commands.md) (about 5 KB');
    expect(text).not.toContain('x'.repeat(100));
  });

  it('gives every page in full when the budget allows', () => {
    expect(renderCompactBundle(site, pages, [reference], 100_000).full).toEqual(['/a', '/a/deep/page', '/b']);
  });
});

describe('writeLlmsFiles', () => {
  it('writes twins, section files, llms-full.txt and llms.txt', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'llms-site-'));
    const outDir = join(siteDir, 'build');
    mkdirSync(join(siteDir, 'docs'), {recursive: true});
    mkdirSync(join(siteDir, 'cli'), {recursive: true});
    writeFileSync(
      join(siteDir, 'docs/index.md'),
      '---\ntitle: Home\ndescription: Start here.\n---\n\nSee [install](../cli/install.md).\n',
    );
    writeFileSync(join(siteDir, 'cli/install.md'), '---\ntitle: Install\n---\n\n:::tip\nUse pipx.\n:::\n');
    const content: Record<string, DocsContent> = {
      home: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [{...doc('index', '/', 'docs/index.md'), title: 'Home', frontMatter: {description: 'Start here.'}}],
            sidebars: {},
          },
        ],
      },
      cli: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [{...doc('install', '/cli/install', 'cli/install.md'), title: 'Install', frontMatter: {}}],
            sidebars: {},
          },
        ],
      },
    };
    const site = {title: 'Example Docs', url: 'https://docs.example.test', summary: 'Docs for Example.'};
    await writeLlmsFiles({
      siteDir,
      outDir,
      site,
      sections: [section('home', '/'), section('cli', 'cli')],
      docsContent: content,
    });

    const home = readFileSync(join(outDir, 'index.md'), 'utf8');
    expect(home).toBe(
      '# Home\n\nURL: https://docs.example.test/\n\n> Start here.\n\nSee [install](https://docs.example.test/cli/install).\n',
    );
    expect(readFileSync(join(outDir, 'cli/install.md'), 'utf8')).toBe(
      '# Install\n\nURL: https://docs.example.test/cli/install\n\n> **Tip**\n>\n> Use pipx.\n',
    );
    const full = readFileSync(join(outDir, 'llms-full.txt'), 'utf8');
    expect(full.startsWith('# Example Docs\n\n> Docs for Example.')).toBe(true);
    expect(full.indexOf('URL: https://docs.example.test/\n')).toBeLessThan(
      full.indexOf('URL: https://docs.example.test/cli/install'),
    );
    expect(readFileSync(join(outDir, 'llms-cli.txt'), 'utf8')).toContain(
      '# Install\n\nURL: https://docs.example.test/cli/install',
    );
    expect(existsSync(join(outDir, 'llms-home.txt'))).toBe(true);
    expect(readFileSync(join(outDir, 'llms-small.txt'), 'utf8')).toContain(
      '# Install\n\nURL: https://docs.example.test/cli/install',
    );

    const index = readFileSync(join(outDir, 'llms.txt'), 'utf8');
    expect(index).toContain('# Example Docs\n\n> Docs for Example.\n');
    expect(index).toMatch(
      /\[llms-small\.txt\]\(https:\/\/docs\.example\.test\/llms-small\.txt\) \(about [\d.]+ (bytes|KB)/,
    );
    expect(index).toContain(
      '## HOME\n\n- [HOME: all pages in one file](https://docs.example.test/llms-home.txt): All about home. About ',
    );
    expect(index).toContain('- [Home](https://docs.example.test/index.md): Start here.');
    expect(index).toContain('## CLI\n');
    expect(index).toContain('- [Install](https://docs.example.test/cli/install.md)\n');
  });
});
