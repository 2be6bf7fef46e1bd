import type {Node, Parent, Table} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {code, escapeCell, escapeText} from './markdown';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The text a reader sees: every text and code value of the tree, in order. */
function textOf(node: Node): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node as Parent).children.map(textOf).join('') : '';
}

/** The text a GFM reader sees for one paragraph of Markdown. */
function rendered(markdown: string): string {
  return textOf(parser.parse(markdown));
}

/** The text of each cell of a one-row GFM table built from `cells`. */
function tableCells(cells: string[]): string[] {
  const table = [
    `| ${cells.map(() => 'h').join(' | ')} |`,
    `|${cells.map(() => ' --- |').join('')}`,
    `| ${cells.join(' | ')} |`,
  ];
  const tree = parser.parse(table.join('\n'));
  return (tree.children[0] as Table).children[1]!.children.map(textOf);
}

describe('escapeText', () => {
  it('escapes what MDX reads as JSX or an expression, outside code spans only', () => {
    expect(escapeText('Cluster <name> {x}')).toBe('Cluster &lt;name&gt; \\{x\\}');
    expect(escapeText('`<name> {x}`')).toBe('`<name> {x}`');
    expect(escapeText('a `{b}` c {d}')).toBe('a `{b}` c \\{d\\}');
  });

  it('keeps a backslash before a brace a backslash (the brace stays escaped)', () => {
    expect(escapeText('C:\\{dir}')).toBe('C:\\\\\\{dir\\}');
    expect(rendered(escapeText('C:\\{dir}'))).toBe('C:\\{dir}');
  });

  it('renders as the literal text in CommonMark', () => {
    for (const text of ['a < b > c', 'x {y} z', 'path\\to\\file', 'AT&T &amp; &copy; &#169;', '> not a quote']) {
      expect(rendered(escapeText(text))).toBe(text);
    }
  });

  it('leaves double-backtick code spans alone, backticks inside included', () => {
    expect(escapeText('run `` a`{b} `` now {c}')).toBe('run `` a`{b} `` now \\{c\\}');
  });
});

describe('escapeCell', () => {
  it('escapes pipes everywhere, in code spans too, and joins lines', () => {
    expect(escapeCell('a | b')).toBe('a \\| b');
    expect(escapeCell('`x|y`')).toBe('`x\\|y`');
    expect(escapeCell('one\n  two\r\nthree')).toBe('one two three');
  });

  it('keeps a cell one cell with the literal text', () => {
    expect(tableCells([escapeCell('a | b <c>'), escapeCell('`x|y`'), escapeCell('{z}\nw')])).toEqual([
      'a | b <c>',
      'x|y',
      '{z} w',
    ]);
  });
});

describe('code', () => {
  it('wraps text in a code span that shows it literally', () => {
    for (const text of ['plain', 'a`b', '``x``', ' lead', '<tag> {x}']) {
      expect(rendered(code(text))).toBe(text);
    }
    expect(code('vantage job list')).toBe('`vantage job list`');
  });
});
