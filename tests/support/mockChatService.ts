/**
 * A local stand-in for an OpenAI-compatible chat-completions service
 * (node:http, loopback, random port), for the Ask client, proxy and browser
 * tests. `mode` picks how it answers the next requests.
 */
import {createServer, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';

export type MockMode =
  /** 200, server-sent events of `tokens`, then [DONE]. */
  | 'stream'
  /** 200, one JSON completion (no stream). */
  | 'json'
  /** 500 with an OpenAI-shaped JSON error. */
  | 'error500'
  /** 429 with Retry-After: 7 and a JSON error. */
  | 'rate429'
  /** 401 whose message quotes the bearer token it got, as some services do. */
  | 'unauthorized'
  /** 200 with text that is neither events nor JSON. */
  | 'garbage'
  /** 200, an event stream with no bytes at all. */
  | 'empty'
  /** 200, an event stream of [DONE] only. */
  | 'done-only'
  /** 200, one token, then an error event. */
  | 'stream-error'
  /** Never answers (headers never sent). */
  | 'hang'
  /** Sends the first token, then nothing more. */
  | 'stall';

export const mockError500 = 'The model is overloaded, please retry later';
export const mockError429 = 'Rate limit reached for requests';

export interface ReceivedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: {model?: string; stream?: boolean; messages?: Array<{role: string; content: string}>; [k: string]: unknown};
  /** Whether the connection has closed (the answer ended, or the caller went away). */
  closed: boolean;
}

export interface MockChatService {
  /** The chat-completions URL. */
  url: string;
  mode: MockMode;
  tokens: string[];
  requests: ReceivedRequest[];
  close: () => Promise<void>;
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const delta = (content: string) => event({choices: [{index: 0, delta: {content}}]});

export async function startMockChatService(tokens: string[] = ['Hello', ' world.']): Promise<MockChatService> {
  const service: MockChatService = {url: '', mode: 'stream', tokens, requests: [], close: async () => undefined};
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // recorded as an empty body
      }
      const received: ReceivedRequest = {url: req.url ?? '', headers: req.headers, body, closed: false};
      service.requests.push(received);
      res.on('close', () => (received.closed = true));
      const sse = {'content-type': 'text/event-stream', 'cache-control': 'no-cache'};
      switch (service.mode) {
        case 'stream':
          res.writeHead(200, sse);
          // A comment and a role-only delta first, and every event split in two writes, as real services do.
          res.write(': keep-alive\n\n');
          res.write(event({choices: [{index: 0, delta: {role: 'assistant'}}]}));
          for (const t of service.tokens) {
            const line = delta(t);
            res.write(line.slice(0, 12));
            res.write(line.slice(12));
          }
          res.end('data: [DONE]\n\n');
          return;
        case 'json':
          res.writeHead(200, {'content-type': 'application/json'});
          res.end(
            JSON.stringify({choices: [{index: 0, message: {role: 'assistant', content: service.tokens.join('')}}]}),
          );
          return;
        case 'error500':
          res.writeHead(500, {'content-type': 'application/json'});
          res.end(JSON.stringify({error: {message: mockError500, type: 'server_error'}}));
          return;
        case 'rate429':
          res.writeHead(429, {'content-type': 'application/json', 'retry-after': '7'});
          res.end(JSON.stringify({error: {message: mockError429, type: 'rate_limit'}}));
          return;
        case 'unauthorized':
          res.writeHead(401, {'content-type': 'application/json'});
          res.end(
            JSON.stringify({
              error: {
                message: `Incorrect API key provided: ${(req.headers.authorization ?? '').replace(/^Bearer /, '')}`,
              },
            }),
          );
          return;
        case 'garbage':
          res.writeHead(200, {'content-type': 'text/plain'});
          res.end('%%% this is neither an event stream nor JSON %%%\n');
          return;
        case 'empty':
          res.writeHead(200, sse);
          res.end();
          return;
        case 'done-only':
          res.writeHead(200, sse);
          res.end('data: [DONE]\n\n');
          return;
        case 'stream-error':
          res.writeHead(200, sse);
          res.write(delta(service.tokens[0] ?? 'x'));
          res.end(event({error: {message: 'The model stopped unexpectedly'}}));
          return;
        case 'hang':
          return;
        case 'stall':
          res.writeHead(200, sse);
          res.write(delta(service.tokens[0] ?? 'x'));
          return;
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  service.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return service;
}
