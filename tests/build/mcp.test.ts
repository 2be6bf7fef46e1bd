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
const textOf = (result: Awaited<ReturnType<Client['callTool']>>): string => (result.content as Text[]).map((c) => c.text).join('');

describe('MCP server', () => {
  it('lists the search and read tools', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['read_page', 'search_docs']);
  });

  it('answers a search with ranked hits from the site index', async () => {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'submit a job script', limit: 5}});
    expect(result.isError).toBeFalsy();
    const {results} = result.structuredContent as {results: {url: string; markdownUrl: string; title: string; section: string}[]};
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    for (const hit of results) {
      expect(hit.url.startsWith(`${siteUrl}/`)).toBe(true);
      expect(hit.markdownUrl).toMatch(/\.md$/);
    }
    expect(results.some((r) => r.url.includes('/jobs'))).toBe(true);
    expect(textOf(result)).toContain(results[0]!.url);
  });

  it('reads a page as its Markdown twin, by path or by URL', async () => {
    const twin = readFileSync(join(buildDir, 'platform/jobs.md'), 'utf8');
    const byPath = await client.callTool({name: 'read_page', arguments: {page: '/platform/jobs'}});
    expect(textOf(byPath)).toBe(twin);
    const byUrl = await client.callTool({name: 'read_page', arguments: {page: `${siteUrl}/platform/jobs#top`}});
    expect(textOf(byUrl)).toBe(twin);
    const home = await client.callTool({name: 'read_page', arguments: {page: siteUrl}});
    expect(textOf(home)).toBe(readFileSync(join(buildDir, 'index.md'), 'utf8'));
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
