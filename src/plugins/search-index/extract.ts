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
  /** Visible text of the record, code blocks included. */
  text: string;
  /** Code identifiers: CLI command lines and flags found in code. */
  code: string[];
}

export interface ExtractedPage {
  title: string;
  records: ExtractedRecord[];
}

/** Elements whose text is not reading content. */
const skip = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template']);

const blockTags = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'table', 'tr', 'td', 'th', 'pre', 'blockquote', 'details', 'summary',
  'dl', 'dt', 'dd', 'section', 'header', 'footer', 'br', 'hr', 'figure', 'figcaption', 'thead', 'tbody',
]);

function isSkipped(el: Element): boolean {
  if (skip.has(el.tagName)) return true;
  const cls = el.attribs.class ?? '';
  return /\bhash-link\b|mermaid|\bsr-only\b|buttonGroup|copyButton/.test(cls) || el.attribs['aria-hidden'] === 'true';
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
  const records: ExtractedRecord[] = [];
  let current: ExtractedRecord = {anchor: '', headings: [], text: '', code: []};
  const path: Array<{level: number; text: string}> = [];
  let parts: string[] = [];
  const flush = () => {
    current.text = clean(parts.join(''));
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
      current = {anchor: el.attribs.id, headings: path.map((p) => p.text), text: '', code: []};
      for (const c of $(el).find('code').toArray()) current.code.push(...codeIdentifiers($(c).text()));
      return;
    }
    if (isSkipped(el)) return;
    if (el.tagName === 'code' || el.tagName === 'pre') {
      const lines: string[] = [];
      textOf(el, lines);
      current.code.push(...codeIdentifiers(lines.join('')));
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
  return {title, records: records.filter((r, i) => i === 0 || r.text || r.headings.length)};
}
