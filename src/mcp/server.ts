/**
 * Model Context Protocol server over the built documentation site (stdio).
 *
 *   npm run --silent mcp                 # serves ./build
 *   npm run --silent mcp -- --build DIR  # another build directory
 *
 * Tools:
 * - `search_docs`: the site's own search engine and ranking (src/search/node.ts);
 * - `read_page`: a page as Markdown (its twin, written by src/plugins/llms),
 *   by site path or URL.
 * Resource: `llms.txt`, the index of every page.
 *
 * Stdout carries the protocol only; messages for people go to stderr.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join, resolve, sep} from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {twinPath} from '../plugins/llms/twin';
import {searchBuiltSite} from '../search/node';

const siteDir = resolve(__dirname, '../..');

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
  path = decodeURIComponent(path).replace(/\.(md|html)$/, '').replace(/\/index$/, '/');
  return twinPath(path).slice(1);
}

/** The site's public URL, from the `URL:` line the llms plugin writes into every twin. */
async function siteUrlOf(buildDir: string): Promise<string> {
  try {
    const home = await readFile(join(buildDir, 'index.md'), 'utf8');
    const match = /^URL: (\S+)$/m.exec(home);
    return match ? match[1]!.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

export function createServer(buildDir: string): McpServer {
  const server = new McpServer({name: 'vantage-docs', version: '1.0.0'});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Vantage Compute docs',
      description:
        'Full-text search over the Vantage Compute documentation (platform, CLI, API, SDK), with the same engine and ranking as the site search. ' +
        'Returns the best matching sections, best first, each with its URL and a snippet. Read a hit in full with read_page.',
      inputSchema: {
        query: z.string().min(1).describe('Words to search for, e.g. "submit a job script" or "flexlm high availability"'),
        limit: z.number().int().min(1).max(25).optional().describe('How many results (default 8)'),
      },
      outputSchema: {
        results: z.array(
          z.object({url: z.string(), markdownUrl: z.string(), title: z.string(), section: z.string(), snippet: z.string()}),
        ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      const siteUrl = await siteUrlOf(buildDir);
      const hits = await searchBuiltSite(buildDir, query, limit ?? 8);
      const results = hits.map((hit) => ({
        ...hit,
        url: `${siteUrl}${hit.url}`,
        markdownUrl: `${siteUrl}${twinPath(hit.url)}`,
      }));
      const text =
        results.length === 0
          ? `No results for "${query}". Try other words, or read ${siteUrl}/llms.txt for the list of pages.`
          : results.map((r, i) => `${i + 1}. ${r.title} (${r.section})\n   ${r.url}\n   ${r.snippet}`).join('\n\n');
      return {content: [{type: 'text', text}], structuredContent: {results}};
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'Returns one page of the Vantage Compute documentation as Markdown. Give its path (/platform/jobs) or its URL ' +
        '(https://docs.vantagecompute.ai/cli/commands#vantage-job); anchors are ignored, the whole page is returned.',
      inputSchema: {
        page: z.string().min(1).describe('Site path or URL of the page, e.g. /platform/jobs or a URL from search_docs'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({page}) => {
      const relative = twinFileFor(page);
      const file = resolve(buildDir, relative);
      const inside = file.startsWith(resolve(buildDir) + sep);
      if (!inside || !existsSync(file)) {
        return {
          isError: true,
          content: [{type: 'text', text: `No page at ${page}. Use search_docs to find pages, or read the llms.txt resource for the list.`}],
        };
      }
      return {content: [{type: 'text', text: await readFile(file, 'utf8')}]};
    },
  );

  server.registerResource(
    'llms.txt',
    'vantage-docs://llms.txt',
    {title: 'Index of every docs page', description: 'llms.txt: every page by section, with links to its Markdown', mimeType: 'text/markdown'},
    async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: await readFile(join(buildDir, 'llms.txt'), 'utf8')}]}),
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
