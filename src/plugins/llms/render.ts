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
  const bytes = Buffer.byteLength(text, 'utf8');
  const size = bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  // Roughly four characters per token for English prose and code.
  const tokens = Math.round(text.length / 4);
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
export function renderIndex(site: Site, sectionFiles: readonly SectionFile[], fullText: string): string {
  const lines: string[] = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push(
    `Every page is also served as Markdown at its URL plus \`.md\` (the home page at ${absoluteUrl(site.url, '/index.md')}). ` +
      `All pages in one file: [llms-full.txt](${absoluteUrl(site.url, '/llms-full.txt')}) (${approximateSize(fullText)}).`,
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
