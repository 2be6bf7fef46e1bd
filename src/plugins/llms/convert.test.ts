import {describe, expect, it} from 'vitest';
import {absolutize, convertMarkdown, type ConvertOptions} from './convert';

const site = 'https://docs.example.test';
const base: Omit<ConvertOptions, 'source'> = {mdx: false, pageUrl: `${site}/platform/jobs/scripts`, siteUrl: site};
const md = (source: string, extra: Partial<ConvertOptions> = {}) => convertMarkdown({...base, source, ...extra});
const mdx = (source: string, extra: Partial<ConvertOptions> = {}) =>
  convertMarkdown({...base, mdx: true, source, ...extra});

describe('convertMarkdown', () => {
  it('drops front matter and keeps the body', () => {
    const out = md('---\ntitle: Jobs\ndescription: About jobs.\n---\n\nJobs run on clusters.\n');
    expect(out).toBe('Jobs run on clusters.');
  });

  it('turns admonitions into labelled blockquotes', () => {
    const out = md(':::warning\nThis deletes data.\n:::\n\n:::info[Prerequisites]\n- An account\n- A cluster\n:::\n');
    expect(out).toBe(
      [
        '> **Warning**',
        '>',
        '> This deletes data.',
        '',
        '> **Prerequisites**',
        '>',
        '> - An account',
        '> - A cluster',
      ].join('\n'),
    );
  });

  it('reads the legacy title syntax of admonitions, as Docusaurus does', () => {
    expect(md(':::tip Output files live on the cluster\nRead them there.\n:::\n')).toBe(
      '> **Output files live on the cluster**\n>\n> Read them there.',
    );
  });

  it('keeps nested admonitions readable', () => {
    const out = md('::::tip\nOuter.\n\n:::note\nInner.\n:::\n::::\n');
    expect(out).toContain('> **Tip**');
    expect(out).toContain('> > **Note**');
    expect(out).toContain('> > Inner.');
  });

  it('restores text that only looked like a directive', () => {
    const out = md('Ports 27000:tcp and the value a:b stay as written.\n');
    expect(out).toBe('Ports 27000:tcp and the value a:b stay as written.');
  });

  it('keeps code blocks with their language and Mermaid diagrams as fenced blocks', () => {
    const source =
      '```bash title="submit.sh"\nsbatch job.sh\n```\n\n```mermaid\nflowchart LR\n  a["A<br/>b"] --> c\n```\n';
    const out = md(source);
    expect(out).toContain('```bash title="submit.sh"\nsbatch job.sh\n```');
    expect(out).toContain('```mermaid\nflowchart LR\n  a["A<br/>b"] --> c\n```');
  });

  it('keeps GFM tables', () => {
    const out = md('| Status | Meaning |\n| --- | --- |\n| `RUNNING` | The job runs |\n');
    expect(out).toContain('| Status    | Meaning      |');
    expect(out).toContain('| `RUNNING` | The job runs |');
  });

  it('makes links and images absolute', () => {
    const out = md(
      [
        '[site path](/cli/commands#vantage-job) [anchor](#statuses) [relative](../clusters) [mail](mailto:a@b.c) [web](https://example.org/x)',
        '',
        '![diagram](/img/arch.svg)',
        '',
        '[ref]: /platform/storage',
        '',
        'See [ref].',
      ].join('\n'),
    );
    expect(out).toContain(`[site path](${site}/cli/commands#vantage-job)`);
    expect(out).toContain(`[anchor](${site}/platform/jobs/scripts#statuses)`);
    expect(out).toContain(`[relative](${site}/platform/clusters)`);
    expect(out).toContain('[mail](mailto:a@b.c)');
    expect(out).toContain('[web](https://example.org/x)');
    expect(out).toContain(`![diagram](${site}/img/arch.svg)`);
    expect(out).toContain(`[ref]: ${site}/platform/storage`);
  });

  it('maps links to source files through resolveFile', () => {
    const out = md('[jobs](../jobs/index.md#top)', {
      resolveFile: (href) => (href === '../jobs/index.md' ? '/platform/jobs' : undefined),
    });
    expect(out).toBe(`[jobs](${site}/platform/jobs#top)`);
  });

  it('keeps explicit heading ids and gives every other heading its Docusaurus id', () => {
    expect(md('## `vantage version` {#vantage-version}\n\nText.')).toBe(
      '## `vantage version` {#vantage-version}\n\nText.',
    );
    const out = md('## Hello *world*, 2 [x](/y)\n\n### Hello world, 2 x\n\n## Clusters & GPUs');
    expect(out).toContain('## Hello _world_, 2 [x](https://docs.example.test/y) {#hello-world-2-x}');
    expect(out).toContain('### Hello world, 2 x {#hello-world-2-x-1}');
    expect(out).toContain('## Clusters & GPUs {#clusters--gpus}');
  });

  it('drops HTML comments', () => {
    expect(md('Before.\n\n<!-- a note for authors -->\n\nAfter.')).toBe('Before.\n\nAfter.');
  });
});

describe('convertMarkdown for MDX', () => {
  const tabs = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "export const version = '0.1.19';",
    '',
    '## Install',
    '',
    '{/* a comment for authors */}',
    '',
    '<Tabs groupId="os">',
    '  <TabItem value="linux" label="Linux">',
    '',
    '```bash',
    'pip install vantage-cli',
    '```',
    '',
    '  </TabItem>',
    '  <TabItem value="macos">',
    '',
    'Use **Homebrew** Python.',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    'Done \\{ with braces \\} and \\<angles>.',
  ].join('\n');

  it('keeps heading ids in MDX too, inside admonitions as well', () => {
    expect(mdx('## Install {#install-it}\n\nText.')).toBe('## Install {#install-it}\n\nText.');
    expect(mdx(':::note\n\n### Inside\n\n:::\n')).toContain('> ### Inside {#inside}');
  });

  it('removes imports, exports and expressions', () => {
    const out = mdx(tabs);
    expect(out).not.toMatch(/^(import|export)\b/m);
    expect(out).not.toContain('a comment for authors');
  });

  it('turns tabs into labelled subsections one level below the current heading', () => {
    const out = mdx(tabs);
    expect(out).toContain(
      '## Install {#install}\n\n### Linux\n\n```bash\npip install vantage-cli\n```\n\n### macos\n\nUse **Homebrew** Python.',
    );
  });

  it('leaves no JSX behind and keeps escaped characters as text', () => {
    const out = mdx(tabs);
    expect(out).not.toMatch(/<\/?(Tabs|TabItem)\b/);
    expect(out).toContain('Done { with braces } and \\<angles>.');
  });

  it('labels tabs in bold when they are not at the top level', () => {
    const out = mdx(
      '- Step:\n\n  <Tabs>\n  <TabItem value="a" label="Alpha">\n\n  Text A.\n\n  </TabItem>\n  </Tabs>\n',
    );
    expect(out).toContain('**Alpha**');
    expect(out).not.toContain('#');
  });

  it('turns the Admonition component and details into labelled content', () => {
    const out = mdx(
      '<Admonition type="danger" title="Data loss">\n\nDeleting is final.\n\n</Admonition>\n\n<details>\n<summary>Why?</summary>\n\nBecause.\n\n</details>\n',
    );
    expect(out).toContain('> **Data loss**\n>\n> Deleting is final.');
    expect(out).toContain('**Why?**\n\nBecause.');
    expect(out).not.toMatch(/<\/?(details|summary|Admonition)/);
  });

  it('unwraps unknown components and keeps their text', () => {
    const out = mdx(
      '<Highlight color="red">Important</Highlight> words, a <kbd>Ctrl</kbd> key and <br /> a break.\n\n<DocCardList />\n',
    );
    expect(out).toContain('Important words, a `Ctrl` key and');
    expect(out).not.toMatch(/<[A-Za-z]/);
  });

  it('keeps link and image components as Markdown', () => {
    const out = mdx('<a href="/api/reference">API</a> and <img src="/img/x.png" alt="X" />');
    expect(out).toBe(`[API](${site}/api/reference) and ![X](${site}/img/x.png)`);
  });
});

describe('absolutize', () => {
  it('leaves external URLs alone and resolves site paths', () => {
    expect(absolutize('https://a.test/x', {...base, source: ''})).toBe('https://a.test/x');
    expect(absolutize('/x', {...base, source: ''})).toBe(`${site}/x`);
    expect(absolutize('pathname:///openapi.json', {...base, source: ''})).toBe(`${site}/openapi.json`);
    expect(absolutize('//cdn.test/a.png', {...base, source: ''})).toBe('https://cdn.test/a.png');
  });

  it('keeps a base path of the site', () => {
    expect(absolutize('/x', {...base, siteUrl: `${site}/docs`, source: ''})).toBe(`${site}/docs/x`);
  });
});
