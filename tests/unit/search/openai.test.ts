import {createServer, type Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {streamChatCompletion} from '../../../src/search/openai';

let server: Server;
let url = '';
const received: Array<{auth?: string; body: {model: string; stream: boolean; messages: unknown[]}}> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const parsed = JSON.parse(body);
      received.push({auth: req.headers.authorization, body: parsed});
      if (parsed.model === 'broken') {
        res.writeHead(500).end('{"error":"boom"}');
        return;
      }
      res.writeHead(200, {'content-type': 'text/event-stream'});
      const tokens = ['Open ', 'Clusters', ' and click Create. [1]'];
      // Chunks split mid-line, a comment line and a role-only delta, like real servers send.
      res.write(': keep-alive\n\n');
      res.write('data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n');
      for (const t of tokens) {
        const line = `data: ${JSON.stringify({choices: [{delta: {content: t}}]})}\n\n`;
        res.write(line.slice(0, 10));
        res.write(line.slice(10));
      }
      res.write('data: [DONE]\n\n');
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/chat/completions`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('OpenAI-compatible streaming client', () => {
  it('streams tokens and resolves with the whole answer', async () => {
    const tokens: string[] = [];
    const text = await streamChatCompletion({
      endpoint: url,
      model: 'test-model',
      apiKey: 'k',
      messages: [{role: 'user', content: 'How do I create a cluster?'}],
      onToken: (t) => tokens.push(t),
    });
    expect(text).toBe('Open Clusters and click Create. [1]');
    expect(tokens).toEqual(['Open ', 'Clusters', ' and click Create. [1]']);
    const last = received[received.length - 1];
    expect(last.auth).toBe('Bearer k');
    expect(last.body).toMatchObject({model: 'test-model', stream: true});
  });

  it('rejects on an HTTP error', async () => {
    await expect(streamChatCompletion({endpoint: url, model: 'broken', messages: []})).rejects.toThrow(/HTTP 500/);
  });

  it('can be aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(streamChatCompletion({endpoint: url, model: 'm', messages: [], signal: controller.signal})).rejects.toThrow();
  });
});
