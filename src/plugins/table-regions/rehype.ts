import type {Element, Parent, Root} from 'hast';
import {headingRank} from 'hast-util-heading-rank';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';

/** Class of the scrolling wrapper; custom.css moves the sideways scroll from the table onto it. */
export const tableRegionClass = 'table-scroll';

/*
 * Wraps every table of a page in a labelled region that takes keyboard focus
 * (tabindex=0, role=region, aria-label). A table wider than the screen
 * scrolls sideways inside it, and a keyboard user can reach it and scroll
 * with the arrow keys; axe's scrollable-region-focusable rule asks for this.
 * Page text is rendered on the server only, so the markup is fixed at build
 * time for every table, whether or not it overflows at a given width.
 */
export default function rehypeTableRegions() {
  return (tree: Root) => {
    let heading = '';
    const perHeading = new Map<string, number>();
    visit(tree, 'element', (node: Element, index, parent: Parent | undefined) => {
      if (headingRank(node) !== undefined) {
        heading = toString(node).trim();
        return undefined;
      }
      if (node.tagName !== 'table' || !parent || index === undefined || isRegion(parent)) return undefined;
      const count = (perHeading.get(heading) ?? 0) + 1;
      perHeading.set(heading, count);
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: [tableRegionClass],
          tabIndex: 0,
          role: 'region',
          ariaLabel: tableLabel(node, heading, count),
        },
        children: [node],
      };
      return [SKIP, index + 1];
    });
  };
}

function isRegion(node: Parent): boolean {
  return (
    node.type === 'element' &&
    Array.isArray((node as Element).properties.className) &&
    ((node as Element).properties.className as string[]).includes(tableRegionClass)
  );
}

/** "Table: <heading>", or the column names when no heading comes before it; numbered when a heading has several. */
export function tableLabel(table: Element, heading: string, count: number): string {
  const subject = heading || columnNames(table) || 'page content';
  return `Table: ${subject}${count > 1 ? ` (${count})` : ''}`;
}

function columnNames(table: Element): string {
  const names: string[] = [];
  visit(table, 'element', (node: Element) => {
    if (node.tagName === 'th') names.push(toString(node).trim());
  });
  return names.filter(Boolean).slice(0, 4).join(', ');
}
