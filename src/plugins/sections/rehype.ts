import type {Element, ElementContent, Root, RootContent} from 'hast';
import {headingRank} from 'hast-util-heading-rank';
import {toString} from 'hast-util-to-string';

export const sectionClass = 'doc-section';
export const lazyClass = `${sectionClass}--lazy`;

/*
 * Wraps each h2 and h3 with the content under it in a <section>. The
 * innermost sections are lazy: `content-visibility: auto` (custom.css), so the
 * browser lays out only the sections near the screen: the CLI and API
 * reference pages are 14,000 to 24,000 elements, and laying them all out
 * used to block the main thread for over a second on a mid-range phone.
 */
export default function rehypeSections() {
  return (tree: Root) => {
    tree.children = wrap(tree.children, 2) as RootContent[];
  };
}

type Child = RootContent | ElementContent;

function wrap(children: Child[], rank: number): Child[] {
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
    if (rank < 3) node.children = wrap(node.children, rank + 1) as ElementContent[];
    if (!node.children.some((c) => c.type === 'element' && isSection(c))) {
      (node.properties.className as string[]).push(lazyClass);
      node.properties.style = `contain-intrinsic-size:auto ${estimatedHeight(node.children)}px`;
    }
  }
  return out;
}

// `markdown` keeps Infima's rules for the direct children of page text (heading sizes and rhythm) in force inside.
function section(heading: Element, rank: number): Element {
  return {type: 'element', tagName: 'section', properties: {className: ['markdown', sectionClass, `${sectionClass}--h${rank}`]}, children: [heading]};
}

function isSection(node: Element): boolean {
  return node.tagName === 'section' && Array.isArray(node.properties.className) && node.properties.className.includes(sectionClass);
}

/*
 * A rough height for a section the browser has not laid out yet, so the
 * scrollbar is about right before the reader gets there. Once a section has
 * been on screen the browser remembers its real size (`auto`).
 */
export function estimatedHeight(children: Child[]): number {
  let height = 0;
  for (const child of children) {
    if (child.type === 'text' || child.type === 'comment' || child.type === 'mdxjsEsm') continue;
    const text = toString(child);
    if (child.type === 'element' && headingRank(child) !== undefined) height += 64;
    else if (child.type === 'element' && child.tagName === 'pre') height += 21 * text.split('\n').length + 48;
    else if (child.type === 'element' && child.tagName === 'table') height += 44 * countRows(child) + 24;
    else if (child.type === 'element' && child.tagName === 'figure') height += 320;
    else height += 26 * Math.max(1, Math.ceil(text.length / 70)) + 20;
  }
  return height;
}

function countRows(table: Element): number {
  let rows = 0;
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'tr') rows += 1;
      else visit(child);
    }
  };
  visit(table);
  return rows;
}
