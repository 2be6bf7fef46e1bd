/**
 * The Ask proxy: a small HTTP server between the documentation site and an
 * OpenAI-compatible chat-completions service. It holds the key, fixes the
 * model, bounds request size and rate per client address, allows the site's
 * origin only, and streams the service's answer back as it arrives.
 *
 *   OPTIONS *      CORS preflight (allowed origins only)
 *   POST *         {"question", "history", "passages"} -> the service's event stream (the instruction is added here: ./prompt.ts)
 *   GET /health    200 "ok"
 *
 * Errors are JSON in the service's own shape, {"error": {"message": "..."}},
 * so the browser shows what went wrong.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {Readable} from 'node:stream';
import {serviceMessage} from '../search/openai';
import type {ProxyConfig} from './config';
import {RateLimiter} from './rateLimit';
import {modelMessages} from './prompt';
import {parseAskRequest} from './request';

export interface ProxyDeps {
  fetchImpl?: typeof fetch;
  now?: () => number;
}

type Headers = Record<string, string>;

function corsHeaders(config: ProxyConfig, origin: string | undefined): Headers {
  if (!origin || !config.allowedOrigins.includes(origin)) return {vary: 'Origin'};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-expose-headers': 'retry-after',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function sendError(res: ServerResponse, status: number, message: string, headers: Headers = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers});
  res.end(JSON.stringify({error: {message}}));
}

/** The client's address: the socket's, or behind a trusted reverse proxy the last X-Forwarded-For entry. */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) {
    return forwarded.split(',').pop()!.trim();
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** The request body, or null once it grows past the limit. */
async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Removes the key, and anything shaped like one, from text sent back to a client. */
export function redact(text: string, apiKey: string): string {
  return text
    .split(apiKey)
    .join('[redacted]')
    .replace(/\b(sk|key|rk)-[\w*.-]{6,}/gi, '[redacted]');
}

/** The status a client sees for the service's error: its own for rate limits and bad requests, 502 otherwise. */
function clientStatus(upstream: number): number {
  return upstream === 429 || upstream === 400 || upstream === 413 || upstream === 422 ? upstream : 502;
}

export function createAskProxy(config: ProxyConfig, deps: ProxyDeps = {}): Server {
  const doFetch = deps.fetchImpl ?? fetch;
  const limiter = new RateLimiter(config.ratePerMinute, deps.now);

  async function ask(req: IncomingMessage, res: ServerResponse, cors: Headers): Promise<void> {
    const rate = limiter.take(clientAddress(req, config.trustProxy));
    if (!rate.ok) {
      sendError(res, 429, `Too many questions from your address. Try again in ${rate.retryAfterSeconds} seconds.`, {
        ...cors,
        'retry-after': String(rate.retryAfterSeconds),
      });
      return;
    }
    const body = await readBody(req, config.maxBodyBytes);
    if (body === null) {
      sendError(res, 413, `The question and its context are larger than ${config.maxBodyBytes} bytes.`, {
        ...cors,
        connection: 'close',
      });
      return;
    }
    const parsed = parseAskRequest(body);
    if (!parsed.ok) {
      sendError(res, 400, parsed.error, cors);
      return;
    }

    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const signal = AbortSignal.any([gone.signal, AbortSignal.timeout(config.upstreamTimeoutMs)]);
    let upstream: Response;
    try {
      upstream = await doFetch(config.upstream, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({model: config.model, messages: modelMessages(parsed.request), stream: true}),
        // A redirect would carry the key to wherever it points.
        redirect: 'error',
        signal,
      });
    } catch {
      if (gone.signal.aborted) return;
      const timedOut = signal.aborted;
      sendError(
        res,
        timedOut ? 504 : 502,
        timedOut ? 'The model service did not answer in time.' : 'The model service could not be reached.',
        cors,
      );
      return;
    }

    if (!upstream.ok) {
      const said = serviceMessage(await upstream.text().catch(() => ''));
      const message = `The model service replied with HTTP ${upstream.status}${said ? `: ${redact(said, config.apiKey)}` : '.'}`;
      const retryAfter = upstream.headers.get('retry-after');
      sendError(res, clientStatus(upstream.status), message, {
        ...cors,
        ...(upstream.status === 429 && retryAfter ? {'retry-after': retryAfter} : {}),
      });
      return;
    }

    res.writeHead(200, {
      'content-type': upstream.headers.get('content-type') ?? 'text/event-stream',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      ...cors,
    });
    if (!upstream.body) {
      res.end();
      return;
    }
    try {
      for await (const chunk of Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream)) {
        if (!res.write(chunk)) await new Promise((resume) => res.once('drain', resume));
      }
      res.end();
    } catch {
      if (gone.signal.aborted) return;
      // Headers are sent: the failure goes into the stream, in the service's own error shape.
      const message = signal.aborted
        ? 'The model service did not finish in time.'
        : 'The model service broke off the answer.';
      res.end(`\n\ndata: ${JSON.stringify({error: {message}})}\n\n`);
    }
  }

  return createServer((req, res) => {
    const origin = req.headers.origin;
    const cors = corsHeaders(config, origin);
    const foreign = origin !== undefined && !config.allowedOrigins.includes(origin);
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, {'content-type': 'text/plain'}).end('ok');
    } else if (req.method === 'OPTIONS') {
      res.writeHead(foreign ? 403 : 204, cors).end();
    } else if (req.method !== 'POST') {
      sendError(res, 405, 'Send questions with POST.', {...cors, allow: 'POST, OPTIONS'});
    } else if (foreign) {
      sendError(res, 403, 'This site may not use the Ask proxy.', cors);
    } else {
      ask(req, res, cors).catch(() => sendError(res, 500, 'The Ask proxy failed.', cors));
    }
  });
}
