import type {Element, ElementContent, Root, RootContent} from 'hast';
import {headingRank} from 'hast-util-heading-rank';
import {toString} from 'hast-util-to-string';
import {lazyClass, sectionClass} from './classes';

/*
 * Wraps each h2 and h3 with the content under it in a <section>. On long
 * pages the innermost sections are lazy: `content-visibility: auto` (custom.css), so the
 * browser lays out only the sections near the screen: the CLI and API
 * reference pages are 14,000 to 24,000 elements, and laying them all out
 * used to block the main thread for over a second on a mid-range phone.
 */
export default function rehypeSections() {
  return (tree: Root) => {
    // Ordinary pages lay out fast enough; skipped layout only pays off on long ones.
    const lazy = estimatedHeight(tree.children) > lazyFromHeight;
    tree.children = wrap(tree.children, 2, lazy) as RootContent[];
  };
}

/** Pages estimated taller than this (about fifteen phone screens) get lazy sections. */
export const lazyFromHeight = 12_000;

type Child = RootContent | ElementContent;

function wrap(children: Child[], rank: number, lazy: boolean): Child[] {
  const out: Child[] = [];
  let open: Element | null = null;
  for (const child of children) {
    const childRank = child.type === 'element' ? headingRank(child) : undefined;
    if (childRank !== undefined && childRank <= rank) {
      open = childRank === rank ? section(child as Element, rank) : null;
      out.push(open ?? child);
    } else if (child.type === 'mdxjsEsm' || open === null) {
      // Imports and exports must stay at the top level of the document.
      if (child.type === 'mdxjsEsm') open = null;
      out.push(child);
    } else {
      open.children.push(child as ElementContent);
    }
  }
  for (const node of out) {
    if (node.type !== 'element' || !isSection(node)) continue;
    if (rank < 3) node.children = wrap(node.children, rank + 1, lazy) as ElementContent[];
    if (lazy && !node.children.some((c) => c.type === 'element' && isSection(c))) {
      (node.properties.className as string[]).push(lazyClass);
      node.properties.style = `contain-intrinsic-size:auto ${estimatedHeight(node.children)}px`;
    }
  }
  return out;
}

// `markdown` keeps Infima's rules for the direct children of page text (heading sizes and rhythm) in force inside.
function section(heading: Element, rank: number): Element {
  return {
    type: 'element',
    tagName: 'section',
    properties: {className: ['markdown', sectionClass, `${sectionClass}--h${rank}`]},
    children: [heading],
  };
}

function isSection(node: Element): boolean {
  return (
    node.tagName === 'section' &&
    Array.isArray(node.properties.className) &&
    node.properties.className.includes(sectionClass)
  );
}

/*
 * A height for a section the browser has not laid out yet. It is sized for a
 * phone, where text wraps most, and errs on the high side: a section drawn
 * smaller than its content would let that content overlap what follows for
 * tools that measure skipped content (contrast checkers, for one). Once a
 * section has been on screen the browser remembers its real size (`auto`).
 */
const charsPerLine = 36;
const lineHeight = 28;
const margin = 1.25;

const textHeight = (text: string) => lineHeight * Math.max(1, Math.ceil(text.length / charsPerLine));

export function estimatedHeight(children: Child[]): number {
  let height = 0;
  for (const child of children) {
    if (child.type === 'text' || child.type === 'comment' || child.type === 'mdxjsEsm') continue;
    const text = toString(child);
    // A table inside a wrapper (the keyboard-scrollable region of src/plugins/table-regions) is as tall as the table.
    const wrapped = child.type === 'element' && child.tagName !== 'table' ? elementChildren(child, 'table') : [];
    if (child.type === 'element' && headingRank(child) !== undefined) height += textHeight(text) * 1.3 + 48;
    else if (child.type === 'element' && child.tagName === 'pre') height += 22 * text.split('\n').length + 56;
    else if (child.type === 'element' && child.tagName === 'table') height += tableHeight(child);
    else if (wrapped.length > 0) height += wrapped.reduce((sum, table) => sum + tableHeight(table), 24);
    else if (child.type === 'element' && child.tagName === 'figure') height += 400;
    else if (child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol'))
      height += listHeight(child);
    else height += textHeight(text) + 24;
  }
  return Math.round(height * margin);
}

function elementChildren(node: Element, tagName: string): Element[] {
  const out: Element[] = [];
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) out.push(child);
    else out.push(...elementChildren(child, tagName));
  }
  return out;
}

// Each row is as tall as its longest cell, wrapped in a column about a third of a phone's width.
function tableHeight(table: Element): number {
  return elementChildren(table, 'tr').reduce((sum, row) => {
    const longest = Math.max(
      0,
      ...elementChildren(row, 'td')
        .concat(elementChildren(row, 'th'))
        .map((cell) => toString(cell).length),
    );
    return sum + 24 * Math.max(1, Math.ceil(longest / 16)) + 26;
  }, 24);
}

function listHeight(list: Element): number {
  return elementChildren(list, 'li').reduce((sum, item) => sum + textHeight(toString(item)) + 8, 16);
}
