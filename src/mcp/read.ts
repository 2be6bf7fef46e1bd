/**
 * What `read_page` returns: a whole Markdown twin with its size stated
 * first, or one section of it (by `#anchor` or heading), with its heading
 * path and a pointer to the whole page. Search uses the same functions to
 * say what each result will cost to read.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {resolve, sep} from 'node:path';
import {approximateSize, compactMarkdown} from '../plugins/llms/render';
import {routeOfTwin, twinPath} from '../plugins/llms/twin';
import {headingsOf, sectionOf} from './sections';

/** Sections bigger than this are returned as their own text plus a list of their subsections. */
export const maxSectionBytes = 12_000;

/**
 * The twin file (relative to the build) for a site path or URL:
 * `/platform/jobs`, `platform/jobs/`, `https://host/platform/jobs#x`,
 * `/platform/jobs.md` and `/platform/jobs.html` all give `platform/jobs.md`.
 */
export function twinFileFor(pageOrUrl: string): string {
  let path = pageOrUrl.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.split(/[?#]/)[0]!;
  if (!path.startsWith('/')) path = `/${path}`;
  path = decodeURIComponent(path)
    .replace(/\.(md|html)$/, '')
    .replace(/\/index$/, '/');
  return twinPath(path).slice(1);
}

/** The `#anchor` of a URL or path, decoded ('' when there is none). */
export function anchorOf(pageOrUrl: string): string {
  const at = pageOrUrl.indexOf('#');
  return at === -1 ? '' : decodeURIComponent(pageOrUrl.slice(at + 1)).trim();
}

export type ReadResult = {ok: true; text: string} | {ok: false; message: string};

export class TwinReader {
  private readonly twins = new Map<string, Promise<string | undefined>>();
  private siteUrlPromise: Promise<string> | undefined;

  constructor(private readonly buildDir: string) {}

  /** The site's public URL, from the `URL:` line of the home page's twin. */
  siteUrl(): Promise<string> {
    this.siteUrlPromise ??= this.twin('/').then(
      (home) => /^URL: (\S+)$/m.exec(home ?? '')?.[1]?.replace(/\/+$/, '') ?? '',
    );
    return this.siteUrlPromise;
  }

  /**
   * A twin's Markdown, or undefined when no page is there (or the path leaves
   * the build). Table padding is taken out: it costs context and says nothing.
   */
  twin(pageOrUrl: string): Promise<string | undefined> {
    const relative = twinFileFor(pageOrUrl);
    let text = this.twins.get(relative);
    if (!text) {
      const file = resolve(this.buildDir, relative);
      const inside = file.startsWith(resolve(this.buildDir) + sep);
      text =
        inside && existsSync(file)
          ? readFile(file, 'utf8').then((t) => compactMarkdown(t, true))
          : Promise.resolve(undefined);
      this.twins.set(relative, text);
    }
    return text;
  }

  /** `read_page`: the section named by `section` or by the URL's anchor, else the whole page. */
  async read(pageOrUrl: string, section?: string): Promise<ReadResult> {
    const markdown = await this.twin(pageOrUrl);
    const route = routeOfTwin(`/${twinFileFor(pageOrUrl)}`);
    if (markdown === undefined) {
      return {
        ok: false,
        message: `No page at ${pageOrUrl}. Use search_docs to find pages, or read the llms.txt resource for the list.`,
      };
    }
    const pageUrl = `${await this.siteUrl()}${route === '/' ? '/' : route}`;
    const wanted = section?.trim().replace(/^#/, '') || anchorOf(pageOrUrl);
    if (wanted === '') {
      return {
        ok: true,
        text:
          `Whole page: ${pageUrl} (${approximateSize(markdown)}). Every heading ends with its {#anchor}; ` +
          `read one section with read_page("${route}#anchor").\n\n${markdown}`,
      };
    }
    const id = resolveSection(markdown, wanted);
    const found = id === undefined ? undefined : sectionOf(markdown, id);
    if (!found) {
      const ids = headingsOf(markdown.split('\n'))
        .filter((h) => h.id && h.depth === 2)
        .map((h) => `#${h.id}`);
      return {
        ok: false,
        message:
          `No section "${wanted}" on ${pageUrl}. Its sections: ${ids.slice(0, 80).join(', ')}${ids.length > 80 ? ', …' : ''}. ` +
          `Read the whole page (${approximateSize(markdown)}) without an anchor.`,
      };
    }
    const body =
      Buffer.byteLength(found.text, 'utf8') > maxSectionBytes ? withoutSubsections(found.text, route) : found.text;
    const header = [
      `Section: ${found.path.join(' › ')}`,
      `URL: ${pageUrl}#${found.id}`,
      `Whole page: ${pageUrl} (${approximateSize(markdown)}; read_page without the anchor)`,
    ].join('\n');
    return {ok: true, text: `${header}\n\n${body}\n`};
  }

  /** What reading a URL returns, in bytes (0 when it cannot be read). */
  async sizeOf(pageOrUrl: string): Promise<number> {
    const result = await this.read(pageOrUrl);
    return result.ok ? Buffer.byteLength(result.text, 'utf8') : 0;
  }
}

/** A section id from an anchor (`create-job-submission`) or a heading's words (`Create job submission`). */
function resolveSection(markdown: string, wanted: string): string | undefined {
  const headings = headingsOf(markdown.split('\n'));
  const byId = headings.find((h) => h.id === wanted);
  if (byId) return byId.id;
  const words = (s: string) => s.toLowerCase().replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim();
  return headings.find((h) => h.id && words(h.title) === words(wanted))?.id;
}

/** A long section as its own text up to its first subsection, then a list of its subsections to read one by one. */
function withoutSubsections(text: string, route: string): string {
  const lines = text.split('\n');
  const subsections = headingsOf(lines).slice(1);
  const own = lines
    .slice(0, subsections[0]?.line ?? lines.length)
    .join('\n')
    .trim();
  // Direct children only, so the list stays short even for a whole command group.
  const top = Math.min(...subsections.map((h) => h.depth));
  const list = subsections
    .filter((h) => h.id && h.depth === top)
    .map((h) => `- ${h.title}: read_page("${route}#${h.id}")`);
  return `${own}\n\nThis section is long; read its subsections one by one:\n\n${list.join('\n')}`;
}
