import {describe, expect, it} from 'vitest';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import rehypeTableRegions from './rehype';

function run(html: string): string {
  const tree = fromHtml(html, {fragment: true});
  rehypeTableRegions()(tree);
  return toHtml(tree);
}

const table = (header: string) =>
  `<table><thead><tr><th>${header}</th><th>Meaning</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>`;

describe('rehypeTableRegions', () => {
  it('wraps a table in a focusable region named after the heading above it', () => {
    expect(run(`<h2>CLI options</h2>${table('Command')}`)).toBe(
      `<h2>CLI options</h2><div class="table-scroll" tabindex="0" role="region" aria-label="Table: CLI options">${table('Command')}</div>`,
    );
  });

  it('numbers several tables under one heading, and follows the latest heading', () => {
    const html = run(`<h2>Fields</h2>${table('A')}${table('B')}<h3>Errors</h3><ul><li>${table('C')}</li></ul>`);
    const labels = [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['Table: Fields', 'Table: Fields (2)', 'Table: Errors']);
  });

  it('names a table before any heading by its columns', () => {
    expect(run(table('Term'))).toContain('aria-label="Table: Term, Meaning"');
  });

  it('wraps each table once, and leaves pages without tables alone', () => {
    const once = run(`<h2>X</h2>${table('A')}`);
    const tree = fromHtml(once, {fragment: true});
    rehypeTableRegions()(tree);
    expect(toHtml(tree)).toBe(once);
    expect(run('<h2>X</h2><p>No table.</p>')).toBe('<h2>X</h2><p>No table.</p>');
  });
});
