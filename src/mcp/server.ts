/**
 * Model Context Protocol server over the built documentation site (stdio).
 *
 *   npm run --silent mcp                 # serves ./build
 *   npm run --silent mcp -- --build DIR  # another build directory
 *
 * Tools:
 * - `search_docs`: the site's own search engine (src/search/node.ts), asked
 *   the question's topic words and looser queries as needed (candidates.ts), its
 *   hits re-ranked for questions and grouped by page (results.ts), each
 *   section with the URL to read, a snippet and what reading it costs;
 * - `read_page`: a page as Markdown (its twin, written by src/plugins/llms),
 *   or only the section its `#anchor` names (read.ts).
 * Resource: `llms.txt`, the index of every page.
 *
 * Stdout carries the protocol only; messages for people go to stderr.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {generatedReferences} from '../plugins/llms/references';
import {describeSize} from '../plugins/llms/render';
import {twinPath} from '../plugins/llms/twin';
import {engineFor} from '../search/node';
import {TwinReader} from './read';
import {candidateDefaults, candidateHits} from './candidates';
import {boostBySummary, groupByPage, intentOf, rerank} from './results';
import {headingsOf, sectionOf} from './sections';
import {snippetOf} from './snippet';

export {twinFileFor} from './read';

const siteDir = resolve(__dirname, '../..');

/** Sections a page may show in one answer: one long page cannot fill every slot. */
const sectionsPerPage = 2;
const sectionSchema = z.object({
  url: z.string(),
  markdownUrl: z.string(),
  heading: z.string(),
  snippet: z.string(),
  bytes: z.number(),
});
const pageSchema = z.object({
  title: z.string(),
  url: z.string(),
  section: z.string(),
  bytes: z.number(),
  sections: z.array(sectionSchema),
});
type PageResult = z.infer<typeof pageSchema>;

/** The CLI's command names (`vantage license server create`), from the headings of the command reference. */
async function commandNames(reader: TwinReader): Promise<string[]> {
  const reference = await reader.twin('/cli/commands');
  if (!reference) return [];
  return headingsOf(reference.split('\n')).flatMap((h) => {
    const m = /^`(vantage [^`]+)`$/.exec(h.title);
    return m ? [m[1]!.toLowerCase()] : [];
  });
}

/** A twin's title and description: its `# Title` line and the `> description` under its URL. */
function summaryOf(twin: string): string {
  const title = /^# (.*)$/m.exec(twin)?.[1] ?? '';
  const description = /^URL: \S+\n\n> (?!\*\*)(.*)$/m.exec(twin)?.[1] ?? '';
  return `${title} ${description}`;
}

const kb = (bytes: number): string => describeSize(bytes).replace(/^about /, '');

export function createServer(buildDir: string): McpServer {
  const server = new McpServer({name: 'vantage-docs', version: '1.1.0'});
  const reader = new TwinReader(buildDir);
  let commands: Promise<string[]> | undefined;

  async function search(query: string, limit: number): Promise<PageResult[]> {
    commands ??= commandNames(reader);
    const siteUrl = await reader.siteUrl();
    const engine = engineFor(buildDir);
    const hits = await candidateHits((q, limit) => engine.search(q, {limit, fill: 0}), query, candidateDefaults);
    const summaries = new Map<string, string>();
    for (const path of new Set(hits.map((h) => h.path)))
      summaries.set(path, summaryOf((await reader.twin(path)) ?? ''));
    const boosted = boostBySummary(hits, query, (path) => summaries.get(path) ?? '');
    const ranked = rerank(boosted, intentOf(query, await commands), generatedReferences);
    const pages: PageResult[] = [];
    for (const group of groupByPage(ranked, limit, sectionsPerPage)) {
      const first = group.hits[0]!;
      const markdown = (await reader.twin(group.path)) ?? '';
      const sections = [];
      for (const hit of group.hits) {
        const target = hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path;
        const text = hit.anchor ? (sectionOf(markdown, hit.anchor)?.text ?? hit.text) : markdown;
        sections.push({
          url: `${siteUrl}${target}`,
          markdownUrl: `${siteUrl}${twinPath(hit.path)}${hit.anchor ? `#${hit.anchor}` : ''}`,
          heading: hit.headings.length > 0 ? hit.headings.join(' › ') : '(top of the page)',
          snippet: snippetOf(text, query) || hit.text.slice(0, 280),
          bytes: await reader.sizeOf(target),
        });
      }
      pages.push({
        title: first.title,
        url: `${siteUrl}${group.path}`,
        section: first.section,
        bytes: await reader.sizeOf(group.path),
        sections,
      });
    }
    return pages;
  }

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Vantage Compute docs',
      description:
        'Full-text search over the Vantage Compute documentation (platform, CLI, API, SDK), with the site search engine. ' +
        'Returns matching pages, best first, each with its best sections: the URL to read (with its #anchor), a snippet, and the size a read costs. ' +
        'Read a section with read_page on its URL; read the whole page only when you need it (its size is given).',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .describe('A question or words, e.g. "how do I submit a job script" or "flexlm high availability"'),
        limit: z.number().int().min(1).max(25).optional().describe('How many sections in all (default 8)'),
      },
      outputSchema: {pages: z.array(pageSchema)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      const pages = await search(query, limit ?? 8);
      const siteUrl = await reader.siteUrl();
      const text =
        pages.length === 0
          ? `No results for "${query}". Try other words, or read ${siteUrl}/llms.txt for the list of pages.`
          : pages
              .map((p, i) =>
                [
                  `${i + 1}. ${p.title}: ${p.url} (whole page ${kb(p.bytes)})`,
                  ...p.sections.map(
                    (s) => `   - ${s.heading}: ${s.url} (${kb(s.bytes)})\n${s.snippet.replace(/^/gm, '     ')}`,
                  ),
                ].join('\n'),
              )
              .join('\n\n');
      return {content: [{type: 'text', text}], structuredContent: {pages}};
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page or one of its sections as Markdown',
      description:
        'Returns Markdown from the Vantage Compute documentation. With an #anchor in the URL or path ' +
        '(https://docs.vantagecompute.ai/cli/commands#vantage-job-submission-create), or a `section`, only that section: ' +
        'its heading path, its text, and the size of the whole page. Without one, the whole page, its size stated first. ' +
        'Every heading in the Markdown ends with its {#anchor}.',
      inputSchema: {
        page: z
          .string()
          .min(1)
          .describe('Site path or URL of the page, with an optional #anchor, e.g. a URL from search_docs'),
        section: z.string().optional().describe('A heading id or heading text of the page; overrides the #anchor'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({page, section}) => {
      const result = await reader.read(page, section);
      return result.ok
        ? {content: [{type: 'text', text: result.text}]}
        : {isError: true, content: [{type: 'text', text: result.message}]};
    },
  );

  server.registerResource(
    'llms.txt',
    'vantage-docs://llms.txt',
    {
      title: 'Index of every docs page',
      description: 'llms.txt: every page by section, with links to its Markdown',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [{uri: uri.href, mimeType: 'text/markdown', text: await readFile(join(buildDir, 'llms.txt'), 'utf8')}],
    }),
  );

  return server;
}

function buildDirFromArgs(argv: readonly string[]): string {
  const at = argv.indexOf('--build');
  const given = at !== -1 ? argv[at + 1] : process.env.VANTAGE_DOCS_BUILD;
  return resolve(given ?? join(siteDir, 'build'));
}

async function main(): Promise<void> {
  const buildDir = buildDirFromArgs(process.argv.slice(2));
  for (const needed of ['llms.txt', 'search-index']) {
    if (!existsSync(join(buildDir, needed))) {
      console.error(`vantage-docs MCP: ${join(buildDir, needed)} is missing; run \`npm run build\` first.`);
      process.exit(1);
    }
  }
  await createServer(buildDir).connect(new StdioServerTransport());
  console.error(`vantage-docs MCP server ready on stdio (site build: ${buildDir})`);
}

if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
