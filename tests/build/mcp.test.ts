/**
 * The MCP server (`npm run mcp`) over the production build, spoken to over
 * stdio by the official SDK client, as an MCP client would.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {twinFileFor} from '../../src/mcp/server';
import {compactMarkdown} from '../../src/plugins/llms/render';
import {buildDir, siteDir} from './buildOutput';

const siteUrl = 'https://docs.vantagecompute.ai';
let client: Client;

beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp', '--', '--build', buildDir],
    cwd: siteDir,
    stderr: 'pipe',
  });
  client = new Client({name: 'vantage-docs-test', version: '1.0.0'});
  await client.connect(transport);
}, 60_000);

afterAll(async () => {
  await client?.close();
});

type Text = {type: 'text'; text: string};
type Page = {title: string; url: string; bytes: number; sections: {url: string; markdownUrl: string; heading: string; snippet: string; bytes: number}[]};
const textOf = (result: Awaited<ReturnType<Client['callTool']>>): string => (result.content as Text[]).map((c) => c.text).join('');

describe('MCP server', () => {
  it('lists the search and read tools', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['read_page', 'search_docs']);
  });

  it('answers a search with pages, each with its best sections: URL to read, Markdown URL, snippet and size', async () => {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'submit a job script', limit: 5}});
    expect(result.isError).toBeFalsy();
    const {pages} = result.structuredContent as {pages: Page[]};
    const sections = pages.flatMap((p) => p.sections);
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.length).toBeLessThanOrEqual(5);
    for (const page of pages) {
      expect(page.url.startsWith(`${siteUrl}/`)).toBe(true);
      expect(page.bytes).toBeGreaterThan(0);
      for (const section of page.sections) {
        expect(section.url.startsWith(page.url)).toBe(true);
        expect(section.markdownUrl).toMatch(/\.md(#[\w-]+)?$/);
        expect(section.snippet.length).toBeGreaterThan(0);
      }
    }
    expect(pages.some((p) => p.url.includes('/jobs'))).toBe(true);
    expect(textOf(result)).toContain(sections[0]!.url);
  });

  it('gives each page two sections at most, so one page cannot fill every slot', async () => {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'vantage cloud cudo-compute', limit: 8}});
    const {pages} = result.structuredContent as {pages: Page[]};
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.sections.length).toBeLessThanOrEqual(2);
  });

  it('ranks guides above the generated references for how-to and what-port questions', async () => {
    for (const query of ['How do I register a license server?', 'What port does an RLM license server use?']) {
      const result = await client.callTool({name: 'search_docs', arguments: {query}});
      const {pages} = result.structuredContent as {pages: Page[]};
      expect(['/cli/commands', '/api/reference'].some((r) => pages[0]!.url === `${siteUrl}${r}`), query).toBe(false);
    }
  });

  it('states what each result costs to read, and every result URL reads', async () => {
    for (const query of ['license server port', 'create a job submission', 'notebook memory gpu', 'client credentials token']) {
      const result = await client.callTool({name: 'search_docs', arguments: {query}});
      for (const section of (result.structuredContent as {pages: Page[]}).pages.flatMap((p) => p.sections)) {
        const read = await client.callTool({name: 'read_page', arguments: {page: section.url}});
        expect(read.isError, section.url).toBeFalsy();
        expect(Buffer.byteLength(textOf(read), 'utf8'), section.url).toBe(section.bytes);
      }
    }
  });

  it('reads a whole page as its Markdown twin, its size stated first, by path or by URL', async () => {
    const twin = compactMarkdown(readFileSync(join(buildDir, 'platform/jobs.md'), 'utf8'), true);
    const byPath = textOf(await client.callTool({name: 'read_page', arguments: {page: '/platform/jobs'}}));
    expect(byPath.split('\n')[0]).toMatch(/^Whole page: https:\/\/docs\.vantagecompute\.ai\/platform\/jobs \(about \d+ KB, ~\d+k? tokens\)/);
    expect(byPath.endsWith(`\n\n${twin}`)).toBe(true);
    const byUrl = textOf(await client.callTool({name: 'read_page', arguments: {page: `${siteUrl}/platform/jobs.md`}}));
    expect(byUrl).toBe(byPath);
    const home = textOf(await client.callTool({name: 'read_page', arguments: {page: siteUrl}}));
    expect(home.endsWith(compactMarkdown(readFileSync(join(buildDir, 'index.md'), 'utf8'), true))).toBe(true);
  });

  it('reads only the section an anchor names, with its heading path, table rows as rows, and the whole page\'s size', async () => {
    const whole = readFileSync(join(buildDir, 'cli/commands.md'), 'utf8');
    const result = await client.callTool({name: 'read_page', arguments: {page: `${siteUrl}/cli/commands#vantage-license-server-create`}});
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Section: CLI command reference › `vantage license` › `vantage license server` › `vantage license server create`');
    expect(lines[1]).toBe(`URL: ${siteUrl}/cli/commands#vantage-license-server-create`);
    expect(lines[2]).toMatch(/^Whole page: https:\/\/docs\.vantagecompute\.ai\/cli\/commands \(about \d+ KB/);
    expect(text).toContain('#### `vantage license server create` {#vantage-license-server-create}');
    expect(lines.some((l) => /^\| `--port` \| `-p` \| INTEGER \| `27000` \| .+ \|$/.test(l))).toBe(true);
    expect(text).not.toContain('{#vantage-license-server-delete}');
    expect(Buffer.byteLength(text)).toBeLessThan(Buffer.byteLength(whole) / 50);
    const bySection = await client.callTool({name: 'read_page', arguments: {page: '/cli/commands', section: 'vantage-license-server-create'}});
    expect(textOf(bySection)).toBe(text);
  });

  it('reports a section the page does not have as a tool error listing its sections', async () => {
    const result = await client.callTool({name: 'read_page', arguments: {page: '/platform/jobs#no-such-section'}});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('#');
  });

  it('reports an unknown page as a tool error', async () => {
    const result = await client.callTool({name: 'read_page', arguments: {page: '/no/such/page'}});
    expect(result.isError).toBe(true);
    const escape = await client.callTool({name: 'read_page', arguments: {page: '/../../package.json'}});
    expect(escape.isError).toBe(true);
  });

  it('serves llms.txt as a resource', async () => {
    const {contents} = await client.readResource({uri: 'vantage-docs://llms.txt'});
    expect((contents[0] as {text: string}).text).toBe(readFileSync(join(buildDir, 'llms.txt'), 'utf8'));
  });
});

describe('twinFileFor', () => {
  it.each([
    ['/platform/jobs', 'platform/jobs.md'],
    ['platform/jobs/', 'platform/jobs.md'],
    ['/platform/jobs.md', 'platform/jobs.md'],
    ['/platform/jobs.html', 'platform/jobs.md'],
    [`${siteUrl}/cli/commands#vantage-job`, 'cli/commands.md'],
    ['/', 'index.md'],
    [siteUrl, 'index.md'],
    ['/index.md', 'index.md'],
  ])('%s -> %s', (input, expected) => {
    expect(twinFileFor(input)).toBe(expected);
  });
});
