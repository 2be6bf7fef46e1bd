/**
 * Reads the production HTML of one documentation page and splits it into
 * heading-level records: the page top (title + intro), then one record per
 * h2..h5 with its heading path and anchor.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

export interface ExtractedRecord {
  /** '' for the page top. */
  anchor: string;
  /** Heading path below the page title (h2, h3 ...), empty for the page top. */
  headings: string[];
  /** Visible text of the record, code blocks included; each reference-table row on one line. */
  text: string;
  /** [start, end) offsets of code blocks in `text` (so snippets can prefer prose). */
  codeSpans?: Array<[number, number]>;
  /** Code identifiers: CLI command lines and flags found in code. */
  code: string[];
}

export interface ExtractedPage {
  title: string;
  /** What the page is for: its front-matter description (meta description), '' when it has none. */
  description: string;
  records: ExtractedRecord[];
}

/** Elements whose text is not reading content. */
const skip = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template']);

const blockTags = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'pre',
  'blockquote',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'section',
  'header',
  'footer',
  'br',
  'hr',
  'figure',
  'figcaption',
  'thead',
  'tbody',
]);

function isSkipped(el: Element): boolean {
  if (skip.has(el.tagName)) return true;
  const cls = el.attribs.class ?? '';
  return /\bhash-link\b|mermaid|\bsr-only\b|buttonGroup|copyButton/.test(cls) || el.attribs['aria-hidden'] === 'true';
}

/** Marks around a code block in the collected text, removed (and turned into offsets) by `withoutMarks`. */
const codeStart = '\uE000';
const codeEnd = '\uE001';

function childElements(el: Element, tag: string): Element[] {
  return el.children.filter((c): c is Element => c.type === 'tag' && (c as Element).tagName === tag);
}

/** The rows of a table, through thead/tbody/tfoot. */
function tableRows(table: Element): Element[] {
  return table.children.flatMap((c) => {
    if (c.type !== 'tag') return [];
    const el = c as Element;
    if (el.tagName === 'tr') return [el];
    return ['thead', 'tbody', 'tfoot'].includes(el.tagName) ? childElements(el, 'tr') : [];
  });
}

function cellText(cell: Element): string {
  const out: string[] = [];
  for (const child of cell.children) textOf(child, out);
  return clean(out.join('').replace(/[\uE000\uE001]/g, '')).replace(/\s*\n\s*/g, ' ');
}

/**
 * A reference table as one dense line per row (`--port, -p, INTEGER, default
 * 27000: what it does`): the last cell is the description, a Default column
 * keeps its label, empty cells are dropped. The header row is not repeated,
 * except in a comparison table, where each cell becomes a line of its own
 * named by its row and column.
 */
export function tableLines(table: Element): string[] {
  const rows = tableRows(table);
  const header =
    rows[0] && rows[0].children.some((c) => c.type === 'tag' && (c as Element).tagName === 'th') ? rows[0] : null;
  const names = header ? header.children.filter((c): c is Element => c.type === 'tag').map(cellText) : [];
  const labels = names.map((n) => n.toLowerCase());
  const lines: string[] = [];
  // A comparison table (a blank corner, then one column per thing compared: "| | AWS | Azure | GCP |").
  const compared = labels.length >= 3 && labels[0] === '' && labels.slice(1).every(Boolean);
  for (const row of rows) {
    if (row === header) continue;
    const cells = row.children
      .filter(
        (c): c is Element => c.type === 'tag' && ((c as Element).tagName === 'td' || (c as Element).tagName === 'th'),
      )
      .map((c, i) => ({text: cellText(c), label: labels[i] ?? '', column: names[i] ?? ''}))
      .filter((c) => c.text && !/^[-–—]$/.test(c.text));
    if (cells.length === 0) continue;
    if (compared && cells[0].label === '' && cells.length > 1) {
      // One line per thing compared ("Footprint, Multipass: 4 GB RAM"): a row read whole gives every column's value
      // as if it were one answer, and an answer quoting it cannot say which value is whose.
      const name = cells[0].text;
      for (const cell of cells.slice(1)) lines.push(`${name}, ${cell.column}: ${cell.text}`);
      continue;
    }
    const shown = cells.map((c) => (c.label === 'default' ? `default ${c.text}` : c.text));
    lines.push(shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')}: ${shown[shown.length - 1]}`);
  }
  return lines;
}

/** Text of a node, with block boundaries (and code lines) kept as line breaks. */
function textOf(node: AnyNode, out: string[]): void {
  if (node.type === 'text') {
    out.push((node as unknown as {data: string}).data);
    return;
  }
  if (node.type !== 'tag') return;
  const el = node as Element;
  if (isSkipped(el)) return;
  if (el.tagName === 'table') {
    out.push('\n', tableLines(el).join('\n'), '\n');
    return;
  }
  if (el.tagName === 'pre') {
    out.push('\n', codeStart);
    for (const child of el.children) textOf(child, out);
    out.push(codeEnd, '\n');
    return;
  }
  const block = blockTags.has(el.tagName) || /\btoken-line\b/.test(el.attribs.class ?? '');
  if (block) out.push('\n');
  for (const child of el.children) textOf(child, out);
  if (block) out.push('\n');
}

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/[ \t\f\r]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim();
}

/** Removes the code marks from cleaned text, returning the text and where its code blocks are. */
export function withoutMarks(marked: string): {text: string; codeSpans: Array<[number, number]>} {
  let text = '';
  const codeSpans: Array<[number, number]> = [];
  let start = -1;
  for (const piece of marked.split(/([\uE000\uE001])/)) {
    if (piece === codeStart) start = text.length;
    else if (piece === codeEnd) {
      const end = text.replace(/\n+$/, '').length;
      if (start >= 0 && end > start) codeSpans.push([start, end]);
      start = -1;
    } else text += text === '' || text.endsWith('\n') ? piece.replace(/^\n+/, '') : piece;
  }
  const trimmed = text.trimEnd();
  return {
    text: trimmed,
    codeSpans: codeSpans.map(([a, b]): [number, number] => [a, Math.min(b, trimmed.length)]).filter(([a, b]) => b > a),
  };
}

const commandLine = /\bvantage(?: [a-z][a-z0-9-]*){1,4}/g;
const flag = /(?<![\w-])--[a-z0-9][a-z0-9-]*/g;

/** CLI commands (`vantage cluster create`) and flags (`--licenses`) in a code element's text. */
export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(commandLine)) found.add(m[0]);
  for (const m of code.matchAll(flag)) found.add(m[0]);
  return [...found];
}

const headingTags = new Set(['h2', 'h3', 'h4', 'h5']);

/** Splits a built docs page. Returns null for pages that are not documentation (redirects, 404, search). */
export function extractPage(html: string): ExtractedPage | null {
  const $: CheerioAPI = load(html);
  const root = $('article .theme-doc-markdown').first();
  if (root.length === 0) return null;
  const title = clean($('article h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const records: ExtractedRecord[] = [];
  let current: ExtractedRecord = {anchor: '', headings: [], text: '', codeSpans: [], code: []};
  const path: Array<{level: number; text: string}> = [];
  let parts: string[] = [];
  const flush = () => {
    Object.assign(current, withoutMarks(clean(parts.join(''))));
    records.push(current);
    parts = [];
  };

  const visit = (node: AnyNode) => {
    if (node.type !== 'tag') {
      textOf(node, parts);
      return;
    }
    const el = node as Element;
    if (el.tagName === 'header' || el.tagName === 'h1') return;
    if (headingTags.has(el.tagName) && el.attribs.id) {
      flush();
      const level = Number(el.tagName[1]);
      while (path.length && path[path.length - 1].level >= level) path.pop();
      const headingText: string[] = [];
      textOf(el, headingText);
      path.push({level, text: clean(headingText.join(''))});
      current = {anchor: el.attribs.id, headings: path.map((p) => p.text), text: '', codeSpans: [], code: []};
      for (const c of $(el).find('code').toArray()) current.code.push(...codeIdentifiers($(c).text()));
      return;
    }
    if (isSkipped(el)) return;
    if (el.tagName === 'code' || el.tagName === 'pre') {
      const lines: string[] = [];
      textOf(el, lines);
      current.code.push(...codeIdentifiers(lines.join('').replace(/[\uE000\uE001]/g, '')));
      parts.push(...lines);
      return;
    }
    // Headings can sit inside wrappers (tabs, details): descend into containers.
    if ($(el).find('h2[id],h3[id],h4[id],h5[id]').length > 0) {
      for (const child of el.children) visit(child);
      return;
    }
    textOf(el, parts);
  };
  for (const child of root.get(0)!.children) visit(child);
  flush();
  for (const r of records) r.code = [...new Set(r.code)];
  // Drop empty heading records that carry nothing (the page top is always kept).
  return {title, description, records: records.filter((r, i) => i === 0 || r.text || r.headings.length)};
}
