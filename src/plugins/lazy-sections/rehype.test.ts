import {describe, expect, it} from 'vitest';
import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import rehypeSections, {estimatedHeight} from './rehype';

// Long enough for lazy sections.
const filler = `<pre><code>${'line\n'.repeat(600)}</code></pre>`;

function run(html: string): Root {
  const tree = fromHtml(html, {fragment: true});
  rehypeSections()(tree);
  return tree;
}

// The section structure, without the size hints.
const outline = (tree: Root) => toHtml(tree).replace(/<section[^>]*>/g, '<section>');

describe('rehypeSections', () => {
  it('wraps each h2 and the content under it, and h3s inside them', () => {
    const tree = run('<p>intro</p><h2>A</h2><p>a</p><h3>A1</h3><p>a1</p><h3>A2</h3><p>a2</p><h2>B</h2><p>b</p>');
    expect(outline(tree)).toBe(
      '<p>intro</p><section><h2>A</h2><p>a</p><section><h3>A1</h3><p>a1</p></section><section><h3>A2</h3><p>a2</p></section></section><section><h2>B</h2><p>b</p></section>',
    );
  });

  it('makes the innermost sections lazy, with a size hint', () => {
    const tree = run(`<h2>A</h2><p>a</p><h3>A1</h3>${filler}<h2>B</h2><p>b</p>`);
    const sections: Element[] = [];
    const collect = (nodes: Root['children']) => {
      for (const node of nodes) {
        if (node.type === 'element') {
          if (node.tagName === 'section') sections.push(node);
          collect(node.children);
        }
      }
    };
    collect(tree.children);
    expect(sections.map((s) => s.properties.className)).toEqual([
      ['markdown', 'doc-section', 'doc-section--h2'],
      ['markdown', 'doc-section', 'doc-section--h3', 'doc-section--lazy'],
      ['markdown', 'doc-section', 'doc-section--h2', 'doc-section--lazy'],
    ]);
    expect(sections.map((s) => s.properties.style)).toEqual([
      undefined,
      expect.stringMatching(/^contain-intrinsic-size:auto \d+px$/),
      expect.stringMatching(/^contain-intrinsic-size:auto \d+px$/),
    ]);
  });

  it('makes no section lazy on a page of ordinary length', () => {
    const html = toHtml(run('<h2>A</h2><p>a</p><h3>A1</h3><p>a1</p><h2>B</h2><p>b</p>'));
    expect(html).not.toContain('doc-section--lazy');
    expect(html).not.toContain('contain-intrinsic-size');
  });

  it('leaves h4 and deeper inside their h3 section', () => {
    const tree = run('<h2>A</h2><h3>A1</h3><h4>deep</h4><p>x</p><h3>A2</h3>');
    expect(outline(tree)).toBe(
      '<section><h2>A</h2><section><h3>A1</h3><h4>deep</h4><p>x</p></section><section><h3>A2</h3></section></section>',
    );
  });

  it('leaves what comes before the first h2 alone and closes a section at a heading of higher rank', () => {
    const tree = run('<h3>early</h3><p>x</p><h2>A</h2><p>a</p><h1>Top</h1><p>after</p>');
    expect(outline(tree)).toBe('<h3>early</h3><p>x</p><section><h2>A</h2><p>a</p></section><h1>Top</h1><p>after</p>');
  });

  it('keeps a page without headings as it is', () => {
    expect(outline(run('<p>one</p><pre><code>two</code></pre>'))).toBe('<p>one</p><pre><code>two</code></pre>');
  });
});

describe('estimatedHeight', () => {
  const height = (html: string) => estimatedHeight(fromHtml(html, {fragment: true}).children);

  it('grows with the lines of code, the rows of a table and the length of text', () => {
    expect(height('<pre><code>a\nb\nc\nd</code></pre>')).toBeGreaterThan(height('<pre><code>a</code></pre>'));
    expect(height('<table><tr><td>1</td></tr><tr><td>2</td></tr></table>')).toBeGreaterThan(
      height('<table><tr><td>1</td></tr></table>'),
    );
    expect(height(`<p>${'word '.repeat(200)}</p>`)).toBeGreaterThan(height('<p>short</p>'));
  });

  it('sizes a table inside a scrolling region as the table, not as a line of text', () => {
    const rows =
      '<tr><td>--port, -p</td><td>INTEGER</td><td>The port the license server listens on, for the agent to query.</td></tr>'.repeat(
        12,
      );
    const bare = height(`<table>${rows}</table>`);
    expect(
      height(`<div class="table-scroll" role="region" tabindex="0"><table>${rows}</table></div>`),
    ).toBeGreaterThanOrEqual(bare);
  });

  it('is zero for nothing but whitespace', () => {
    expect(height('\n  \n')).toBe(0);
  });
});
