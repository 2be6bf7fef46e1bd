import {describe, expect, it} from 'vitest';
import {codeIdentifiers, extractPage} from './extract';

const page = `<!doctype html><html><head><title>Jobs | Vantage</title><meta data-rh="true" name="description" content="Run batch jobs on a cluster."></head><body>
<nav>Navbar text</nav>
<article><nav class="breadcrumbs">Home</nav><div class="theme-doc-markdown markdown">
<header><h1>Running jobs</h1></header>
<p>Jobs run on <strong>Slurm</strong>.</p>
<h2 class="anchor" id="statuses">Statuses<a href="#statuses" class="hash-link" aria-label="Direct link to Statuses">\u200b</a></h2>
<p>A job is CREATED, then SUBMITTED.</p>
<h3 id="failed">Failed jobs</h3>
<p>Read the <code>&lt;error&gt;</code> field.</p>
<pre class="prism-code language-bash"><code><div class="token-line">vantage job submission create --licenses ansys@flexlm:4</div><div class="token-line">squeue</div></code></pre>
<div class="buttonGroup"><button>Copy</button></div>
<h2 id="next">Next steps</h2>
<div class="tabs-container"><h3 id="in-tabs">Inside tabs</h3><p>Tab text.</p></div>
<h2 id="options">Options</h2>
<p>The server takes these options.</p>
<table><thead><tr><th>Option</th><th>Short</th><th>Type</th><th>Default</th><th>Description</th></tr></thead>
<tbody><tr><td><code>--port</code></td><td><code>-p</code></td><td>INTEGER</td><td><code>27000</code></td><td>Port the server listens on.</td></tr>
<tr><td><code>--verbose</code></td><td></td><td>FLAG</td><td>—</td><td>Print more.</td></tr></tbody></table>
</div></article><footer>Footer</footer></body></html>`;

describe('page extraction', () => {
  it('splits a page into heading-level records', () => {
    const result = extractPage(page)!;
    expect(result.title).toBe('Running jobs');
    expect(result.records.map((r) => [r.anchor, r.headings])).toEqual([
      ['', []],
      ['statuses', ['Statuses']],
      ['failed', ['Statuses', 'Failed jobs']],
      ['next', ['Next steps']],
      ['in-tabs', ['Next steps', 'Inside tabs']],
      ['options', ['Options']],
    ]);
    expect(result.description).toBe('Run batch jobs on a cluster.');
    expect(result.records[0].text).toBe('Jobs run on Slurm.');
    expect(result.records[1].text).toBe('A job is CREATED, then SUBMITTED.');
  });

  it('keeps code text with line breaks and extracts commands and flags', () => {
    const failed = extractPage(page)!.records[2];
    expect(failed.text).toContain('Read the <error> field.');
    expect(failed.text).toContain('vantage job submission create --licenses ansys@flexlm:4\nsqueue');
    expect(failed.text).not.toContain('Copy');
    expect(failed.code).toEqual(expect.arrayContaining(['vantage job submission create', '--licenses']));
  });

  it('marks where code blocks sit in the text', () => {
    const failed = extractPage(page)!.records[2];
    expect(failed.codeSpans).toHaveLength(1);
    const [start, end] = failed.codeSpans![0];
    expect(failed.text.slice(start, end)).toBe('vantage job submission create --licenses ansys@flexlm:4\nsqueue');
    expect(extractPage(page)!.records[1].codeSpans).toEqual([]);
  });

  it('writes each reference-table row as one dense line, without the header row', () => {
    const options = extractPage(page)!.records[5];
    expect(options.text.split('\n')).toEqual([
      'The server takes these options.',
      '--port, -p, INTEGER, default 27000: Port the server listens on.',
      '--verbose, FLAG: Print more.',
    ]);
  });

  it('writes each cell of a comparison table as a line named by its row and column', () => {
    const compare = `<html><head><title>Clouds</title></head><body><article><div class="theme-doc-markdown markdown">
<header><h1>Clouds</h1></header><p>How they differ.</p>
<table><thead><tr><th></th><th>AWS</th><th>Azure</th><th>GCP</th></tr></thead>
<tbody><tr><td>Time to Ready</td><td>A few minutes</td><td>Varies</td><td>—</td></tr></tbody></table>
</div></article></body></html>`;
    expect(extractPage(compare)!.records[0].text.split('\n')).toEqual([
      'How they differ.',
      'Time to Ready, AWS: A few minutes',
      'Time to Ready, Azure: Varies',
    ]);
  });

  it('leaves out navigation, footer and anchor links', () => {
    const all = extractPage(page)!
      .records.map((r) => r.text)
      .join(' ');
    expect(all).not.toMatch(/Navbar|Footer|Home|Direct link/);
  });

  it('ignores pages without documentation content (redirects, 404)', () => {
    expect(
      extractPage('<html><head><meta http-equiv="refresh" content="0; url=/x"></head><body></body></html>'),
    ).toBeNull();
  });

  it('finds CLI commands and flags in code', () => {
    expect(codeIdentifiers('$ vantage cluster create my-cluster --cloud aws -v')).toEqual([
      'vantage cluster create my-cluster',
      '--cloud',
    ]);
  });
});
