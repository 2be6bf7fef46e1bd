import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
(async () => {
  const c = new Client({name: 't', version: '1'});
  await c.connect(new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp'], cwd: process.cwd(), stderr: 'ignore'}));
  const r = await c.callTool({name: 'search_docs', arguments: {query: process.argv[2]!}});
  console.log((r.content as any)[0].text);
  const u = (r.structuredContent as any).pages[0].sections[0].url;
  const p = await c.callTool({name: 'read_page', arguments: {page: u}});
  console.log('-----', (p.content as any)[0].text.slice(0, 1200));
  await c.close();
})();
