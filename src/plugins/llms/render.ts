/**
 * The text of the files for AI assistants: each page's Markdown twin, the
 * per-section and full llms files, and the llms.txt index (llmstxt.org).
 */
import type {Section} from '../../sections';
import type {Page} from './pages';
import {absoluteUrl, twinPath} from './twin';

export interface Site {
  title: string;
  /** Site URL including its base path, no trailing slash. */
  url: string;
  /** One paragraph for the blockquote under the H1 of llms.txt. */
  summary: string;
}

export interface RenderedPage {
  page: Page;
  /** The twin's full text: title, URL, description, body. */
  markdown: string;
}

/** One line, so it cannot break the list or heading it is put in. */
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

export const pageUrl = (site: Site, page: Page): string => absoluteUrl(site.url, page.permalink);
export const twinUrl = (site: Site, page: Page): string => absoluteUrl(site.url, twinPath(page.permalink));

/**
 * A page's Markdown twin. It starts with the title as the only level-1
 * heading and the page's URL on a line of its own (`URL: ...`), so a page
 * copied out of the site, or found inside llms-full.txt, says where it is from.
 */
export function renderTwin(site: Site, page: Page, body: string): string {
  const parts = [`# ${oneLine(page.title)}`, `URL: ${pageUrl(site, page)}`];
  if (page.description) parts.push(`> ${page.description}`);
  if (body.trim() !== '') parts.push(body.trim());
  return `${parts.join('\n\n')}\n`;
}

/** A file holding many pages, each as its twin, after a short header. */
export function renderBundle(title: string, intro: string, pages: readonly RenderedPage[]): string {
  const header = `# ${title}\n\n> ${oneLine(intro)}\n`;
  return [header, ...pages.map((p) => p.markdown)].join('\n');
}

/** About how big a file is, for readers choosing what to load: "about 120 KB, ~30k tokens". */
export function approximateSize(text: string): string {
  return describeSize(Buffer.byteLength(text, 'utf8'));
}

/** `approximateSize` for a byte count; tokens are counted as bytes/4 (English prose and code, roughly). */
export function describeSize(bytes: number): string {
  const size =
    bytes < 1024
      ? `${bytes} bytes`
      : bytes < 1024 * 1024
        ? `${Math.round(bytes / 1024)} KB`
        : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  const tokens = Math.round(bytes / 4);
  return `about ${size}, ~${tokens < 1000 ? tokens : `${Math.round(tokens / 1000)}k`} tokens`;
}

export interface SectionFile {
  section: Section;
  pages: RenderedPage[];
  text: string;
}

/**
 * llms.txt: H1 site title, a blockquote summary, a paragraph pointing at
 * the full file, then one H2 per section listing its own llms file and
 * every page in sidebar order as `[title](twin URL): description`.
 */
export function renderIndex(
  site: Site,
  sectionFiles: readonly SectionFile[],
  fullText: string,
  smallText?: string,
): string {
  const lines: string[] = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  const small = smallText
    ? ` For a small context window: [llms-small.txt](${absoluteUrl(site.url, '/llms-small.txt')}) (${approximateSize(smallText)}), without the generated references.`
    : '';
  lines.push(
    `Every page is also served as Markdown at its URL plus \`.md\` (the home page at ${absoluteUrl(site.url, '/index.md')}); ` +
      `each heading ends with its anchor, \`{#id}\`, so \`page#id\` links point into it. ` +
      `All pages in one file: [llms-full.txt](${absoluteUrl(site.url, '/llms-full.txt')}) (${approximateSize(fullText)}).${small}`,
    '',
  );
  for (const file of sectionFiles) {
    lines.push(`## ${file.section.label}`, '');
    lines.push(
      `- [${file.section.label}: all pages in one file](${absoluteUrl(site.url, `/${file.section.llmsFile}`)}): ${oneLine(file.section.summary)} ${capitalize(approximateSize(file.text))}.`,
    );
    for (const {page} of file.pages) {
      const description = page.description ? `: ${page.description}` : '';
      lines.push(`- [${escapeLinkText(oneLine(page.title))}](${twinUrl(site, page)})${description}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const escapeLinkText = (s: string): string => s.replace(/([[\]\\])/g, '\\$1');

/**
 * A twin made smaller for a tight context budget, without losing words:
 * table cells lose their alignment padding, and (unless `keepDiagrams`)
 * Mermaid diagrams, which repeat what the prose says, are left out.
 */
export function compactMarkdown(markdown: string, keepDiagrams = false): string {
  const out: string[] = [];
  let fence: string | undefined;
  let dropping = false;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})(\S*)/.exec(line);
    if (fence) {
      const closes = marker && marker[1]![0] === fence[0] && marker[1]!.length >= fence.length && marker[2] === '';
      if (!dropping) out.push(line);
      if (closes) {
        fence = undefined;
        dropping = false;
      }
      continue;
    }
    if (marker) {
      fence = marker[1];
      dropping = !keepDiagrams && marker[2] === 'mermaid';
      if (!dropping) out.push(line);
      continue;
    }
    if (/^\s*(>\s*)*\|/.test(line)) {
      const row = line.replace(/ {2,}/g, ' ');
      out.push(/^[\s>]*\|[\s:|-]+\|\s*$/.test(row) ? row.replace(/-{2,}/g, '-') : row);
      continue;
    }
    out.push(line);
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** A page's headings of one level (`## ...`), without their `{#id}`, outside code. */
export function headingsOf(markdown: string, depth = 2): string[] {
  const found: string[] = [];
  let fence: string | undefined;
  const prefix = `${'#'.repeat(depth)} `;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) fence = marker;
    else if (line.startsWith(prefix)) found.push(line.slice(prefix.length).replace(/\s*\{#[^}]*\}$/, ''));
  }
  return found;
}

export interface CompactBundle {
  text: string;
  /** Permalinks of the pages given in full (the others are outlines). */
  full: string[];
}

/**
 * llms-small.txt: the docs for a context budget of `maxBytes` (tokens are
 * about bytes/4). The generated references are left out and linked; every
 * other page is there, in sidebar order, either in full (compacted) or, once
 * the budget is spent, as an outline (description, headings, link to its
 * twin). Pages nearer the root of the site (overviews, main guides) get their
 * full text first.
 */
export function renderCompactBundle(
  site: Site,
  pages: readonly RenderedPage[],
  references: readonly RenderedPage[],
  maxBytes: number,
): CompactBundle {
  const refs = references
    .map((r) => `[${r.page.title}](${twinUrl(site, r.page)}) (${approximateSize(r.markdown)})`)
    .join(' and ');
  const intro =
    `${site.summary} A compact edition of the documentation for a small context window, under ${Math.round(maxBytes / 4000)}k tokens (counted as bytes/4). ` +
    `It leaves out the generated references, ${refs}; read those by section from their Markdown. ` +
    'Pages come in sidebar order: overviews and main guides in full (tables unpadded, diagrams left out), the others as an outline ' +
    '(a line starting "Outline:" after their description, with their section headings and a link to their full Markdown).';
  const header = `# ${site.title} (compact)\n\n> ${oneLine(intro)}\n`;
  const full = pages.map((p) => compactMarkdown(p.markdown));
  const outline = pages.map(({page, markdown}) => {
    const parts = [`# ${oneLine(page.title)}`, `URL: ${pageUrl(site, page)}`];
    if (page.description) parts.push(`> ${page.description}`);
    const headings = headingsOf(markdown);
    parts.push(
      `Outline: the full page is at ${twinUrl(site, page)} (${approximateSize(markdown)}).` +
        (headings.length > 0 ? ` Sections: ${headings.join('; ')}.` : ''),
    );
    return `${parts.join('\n\n')}\n`;
  });
  const size = (s: string) => Buffer.byteLength(s, 'utf8') + 1;
  let total = size(header) + outline.reduce((sum, o) => sum + size(o), 0);
  const depth = (i: number) => pages[i]!.page.permalink.split('/').filter(Boolean).length;
  const byPriority = pages.map((_, i) => i).sort((a, b) => depth(a) - depth(b) || a - b);
  const inFull = new Set<number>();
  for (const i of byPriority) {
    const extra = size(full[i]!) - size(outline[i]!);
    if (total + extra > maxBytes) continue;
    total += extra;
    inFull.add(i);
  }
  const body = pages.map((_, i) => (inFull.has(i) ? full[i]! : outline[i]!));
  return {text: [header, ...body].join('\n'), full: pages.filter((_, i) => inFull.has(i)).map((p) => p.page.permalink)};
}
