/**
 * Docusaurus plugin: after the build, writes the site for AI assistants.
 *
 * - `/<route>.md`: a Markdown twin of every docs page (the root page `/`
 *   has its twin at `/index.md`);
 * - `/llms.txt`: the llmstxt.org index, one H2 per section of `src/sections.ts`;
 * - `/llms-full.txt`: every page, sections in order, pages in sidebar order;
 * - `/llms-small.txt`: the same for a small context window (see renderCompactBundle);
 * - one file per section (`Section.llmsFile`, e.g. `/llms-platform.txt`).
 *
 * The Markdown comes from each page's source through remark (see convert.ts).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, posix} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sections as allSections, type Section} from '../../sections';
import {convertMarkdown} from './convert';
import {generatedReferences} from './references';
import {collectPages, type DocsContent, type Page} from './pages';
import {
  renderBundle,
  renderCompactBundle,
  renderIndex,
  renderTwin,
  type RenderedPage,
  type SectionFile,
  type Site,
} from './render';
import {absoluteUrl, twinPath} from './twin';

export interface LlmsOptions {
  /** The blockquote under the H1 of llms.txt. */
  summary?: string;
  /** Sections to publish, in order (defaults to every entry of `src/sections.ts`). */
  sections?: readonly Section[];
  /** Permalinks of generated references, linked from llms-small.txt rather than included. */
  references?: readonly string[];
}

/** llms-small.txt stays under this many bytes: 100k tokens at four bytes a token, with room to spare. */
export const compactBudget = 380_000;

const defaultSummary =
  'Vantage Compute is a cloud HPC platform (High Performance Computing, Evolved): create and connect Slurm clusters on public clouds, ' +
  'partner clouds or your own hardware, then run jobs, notebooks and remote desktops, manage software licenses and storage, ' +
  'and automate it all with the `vantage` CLI, the APIs and the Python SDK.';

/** Site URL with its base path and no trailing slash, e.g. `https://docs.vantagecompute.ai`. */
export function siteRoot(url: string, baseUrl: string): string {
  return `${url.replace(/\/+$/, '')}${baseUrl}`.replace(/\/+$/, '');
}

export interface WriteInput {
  siteDir: string;
  outDir: string;
  site: Site;
  sections: readonly Section[];
  docsContent: Record<string, DocsContent | undefined>;
  references?: readonly string[];
}

/** Converts every page and writes all the files; returns what it wrote, relative to outDir. */
export async function writeLlmsFiles({
  siteDir,
  outDir,
  site,
  sections,
  docsContent,
  references = generatedReferences,
}: WriteInput): Promise<string[]> {
  const pages = collectPages(sections, docsContent);
  const permalinkBySource = new Map(pages.map((p) => [p.sourcePath, p.permalink]));
  const written: string[] = [];
  const write = async (relative: string, text: string) => {
    const file = join(outDir, relative);
    await mkdir(dirname(file), {recursive: true});
    await writeFile(file, text, 'utf8');
    written.push(relative);
  };

  const rendered: RenderedPage[] = [];
  for (const page of pages) {
    const source = await readFile(join(siteDir, page.sourcePath), 'utf8');
    const body = convertMarkdown({
      source,
      mdx: page.sourcePath.endsWith('.mdx'),
      pageUrl: absoluteUrl(site.url, page.permalink),
      siteUrl: site.url,
      resolveFile: (href) => resolveSourceLink(page, href, permalinkBySource),
    });
    const markdown = renderTwin(site, page, body);
    rendered.push({page, markdown});
    await write(twinPath(page.permalink).slice(1), markdown);
  }

  const listed = rendered.filter((r) => r.page.listed);
  const sectionFiles: SectionFile[] = sections.map((section) => {
    const own = listed.filter((r) => r.page.section.id === section.id);
    const intro = `${section.label} section of the ${site.title}: ${section.summary} Every page as Markdown, in sidebar order; each page starts with its title and URL.`;
    return {section, pages: own, text: renderBundle(`${site.title}: ${section.label}`, intro, own)};
  });
  for (const file of sectionFiles) await write(file.section.llmsFile, file.text);

  const fullIntro = `${site.summary} Every page of the documentation as Markdown, sections in order, pages in sidebar order; each page starts with its title and URL.`;
  const full = renderBundle(site.title, fullIntro, listed);
  await write('llms-full.txt', full);
  const isReference = (r: RenderedPage) => references.includes(r.page.permalink);
  const small = renderCompactBundle(
    site,
    listed.filter((r) => !isReference(r)),
    listed.filter(isReference),
    compactBudget,
  );
  await write('llms-small.txt', small.text);
  await write('llms.txt', renderIndex(site, sectionFiles, full, small.text));
  return written;
}

/** A link written as a path to a source file (`../jobs/index.md`), as the permalink of that page. */
function resolveSourceLink(page: Page, href: string, permalinkBySource: Map<string, string>): string | undefined {
  const decoded = decodeURIComponent(href);
  const path = decoded.startsWith('@site/')
    ? decoded.slice('@site/'.length)
    : decoded.startsWith('/')
      ? decoded.slice(1)
      : posix.join(posix.dirname(page.sourcePath), decoded);
  return permalinkBySource.get(posix.normalize(path));
}

export default function llmsPlugin(context: LoadContext, pluginOptions?: unknown): Plugin {
  const options = (pluginOptions ?? {}) as LlmsOptions;
  let docsContent: Record<string, DocsContent | undefined> = {};
  return {
    name: 'vantage-llms',
    allContentLoaded({allContent}) {
      docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
    },
    async postBuild({outDir, siteConfig}) {
      const started = Date.now();
      const written = await writeLlmsFiles({
        siteDir: context.siteDir,
        outDir,
        sections: options.sections ?? allSections,
        docsContent,
        references: options.references,
        site: {
          title: siteConfig.title,
          url: siteRoot(siteConfig.url, siteConfig.baseUrl),
          summary: options.summary ?? defaultSummary,
        },
      });
      const twins = written.filter((f) => f.endsWith('.md')).length;
      console.log(
        `[llms] wrote llms.txt, llms-full.txt, llms-small.txt, ${written.length - twins - 3} section files and ${twins} Markdown twins in ${Date.now() - started} ms`,
      );
    },
  };
}
