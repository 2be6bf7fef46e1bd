/**
 * Streaming client for the Ask proxy (src/ask-proxy), which forwards to an
 * OpenAI-compatible chat-completions endpoint: `POST {url}` with
 * `{"question", "history", "passages"}`, answered as server-sent events of
 * `data: {"choices":[{"delta":{"content":"..."}}]}` lines ending with
 * `data: [DONE]` (a plain JSON completion is read too).
 *
 * Every way the service can fail ends in an AnswerServiceError that says what
 * went wrong, with the service's own message when it sent one; a caller's
 * abort ends in the usual AbortError.
 */
import type {AskRequestBody} from '../ask-proxy/limits';

export interface StreamOptions {
  url: string;
  request: AskRequestBody;
  signal?: AbortSignal;
  onToken?: (token: string) => void;
  /** Longest wait from the request to the first words of the answer. */
  firstWordsMs: number;
  /** Longest wait from the request to the end of the answer. */
  totalMs: number;
  fetchImpl?: typeof fetch;
}

export type FailureKind =
  'first-token-timeout' | 'total-timeout' | 'rate-limit' | 'http' | 'service' | 'unreadable' | 'empty' | 'network';

export class AnswerServiceError extends Error {
  override name = 'AnswerServiceError';
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** The service's own explanation, when it sent one (plain text, shortened). */
    readonly detail?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Most characters of a service's message shown to the reader. */
const maxDetail = 300;
/** Most bytes of a reply kept to read it as one JSON document when it is not a stream. */
const maxWholeReply = 256 * 1024;

const shorten = (s: string) => (s.length > maxDetail ? `${s.slice(0, maxDetail - 1)}…` : s);

/** The message in an error reply: `{"error":{"message"}}`, `{"error":"..."}`, `{"message"}`, or short plain text. */
export function serviceMessage(body: string): string | undefined {
  const trimmed = body.trim();
  if (!trimmed) return undefined;
  try {
    const parsed = JSON.parse(trimmed) as {error?: unknown; message?: unknown; detail?: unknown};
    const error = parsed.error as {message?: unknown} | string | undefined;
    const found = typeof error === 'string' ? error : (error?.message ?? parsed.message ?? parsed.detail);
    return typeof found === 'string' && found.trim() ? shorten(found.trim()) : undefined;
  } catch {
    return trimmed.startsWith('<') ? undefined : shorten(trimmed.replace(/\s+/g, ' '));
  }
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function httpFailure(response: Response): Promise<AnswerServiceError> {
  const detail = serviceMessage(await response.text().catch(() => ''));
  if (response.status === 429) {
    const wait = retryAfterSeconds(response.headers.get('retry-after'));
    const when = wait === undefined ? 'in a minute' : `in ${wait} second${wait === 1 ? '' : 's'}`;
    return new AnswerServiceError(
      'rate-limit',
      `The answer service is receiving too many questions. Try again ${when}.`,
      detail,
      429,
    );
  }
  return new AnswerServiceError(
    'http',
    `The answer service failed (HTTP ${response.status}).`,
    detail,
    response.status,
  );
}

type Chunk = {choices?: Array<{delta?: {content?: unknown}; message?: {content?: unknown}}>; error?: unknown};

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`;

/** Streams a completion; resolves with the whole text. */
export async function streamChatCompletion(options: StreamOptions): Promise<string> {
  const doFetch = options.fetchImpl ?? fetch;
  const controller = new AbortController();
  let timedOut: 'first-token-timeout' | 'total-timeout' | null = null;
  const stop = (kind: 'first-token-timeout' | 'total-timeout') => () => {
    timedOut = kind;
    controller.abort();
  };
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) throw new DOMException('The question was cancelled.', 'AbortError');
  options.signal?.addEventListener('abort', onAbort);
  let firstToken: ReturnType<typeof setTimeout> | undefined = setTimeout(
    stop('first-token-timeout'),
    options.firstWordsMs,
  );
  const total = setTimeout(stop('total-timeout'), options.totalMs);
  let text = '';
  const emit = (token: string) => {
    if (!token) return;
    if (firstToken !== undefined) clearTimeout(firstToken);
    firstToken = undefined;
    text += token;
    options.onToken?.(token);
  };
  try {
    return await read(doFetch, options, controller.signal, emit, () => text);
  } catch (error) {
    if (timedOut === 'first-token-timeout') {
      throw new AnswerServiceError(
        timedOut,
        `The answer service did not start answering within ${seconds(options.firstWordsMs)}.`,
      );
    }
    if (timedOut === 'total-timeout') {
      throw new AnswerServiceError(
        timedOut,
        `The answer service did not finish answering within ${seconds(options.totalMs)}.`,
      );
    }
    if (options.signal?.aborted || error instanceof AnswerServiceError) throw error;
    throw new AnswerServiceError(
      'network',
      'The answer service could not be reached. You might want to check your network connection.',
    );
  } finally {
    if (firstToken !== undefined) clearTimeout(firstToken);
    clearTimeout(total);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function read(
  doFetch: typeof fetch,
  options: StreamOptions,
  signal: AbortSignal,
  emit: (token: string) => void,
  sofar: () => string,
): Promise<string> {
  const response = await doFetch(options.url, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'text/event-stream'},
    body: JSON.stringify(options.request),
    signal,
  });
  if (!response.ok) throw await httpFailure(response);
  if (!response.body) throw new AnswerServiceError('empty', 'The answer service sent an empty answer.');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let whole = '';
  let events = 0;
  let done = false;
  /** Reads one line of the stream; true at `data: [DONE]`. */
  const handle = (line: string): boolean => {
    const trimmed = line.trim();
    if (!trimmed.startsWith('data:')) return false;
    const data = trimmed.slice(5).trim();
    if (data === '[DONE]') return true;
    let chunk: Chunk;
    try {
      chunk = JSON.parse(data) as Chunk;
    } catch {
      return false; // not an event of ours: ignore it (the end of the stream says whether anything was readable)
    }
    events++;
    if (chunk.error) {
      throw new AnswerServiceError(
        'service',
        'The answer service failed while answering.',
        serviceMessage(JSON.stringify(chunk)),
      );
    }
    const token = chunk.choices?.[0]?.delta?.content;
    if (typeof token === 'string') emit(token);
    return false;
  };
  while (!done) {
    const next = await reader.read();
    if (next.done) break;
    const piece = decoder.decode(next.value, {stream: true});
    if (whole.length < maxWholeReply) whole += piece;
    buffer += piece;
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (handle(line)) {
        done = true;
        break;
      }
    }
  }
  if (done) await reader.cancel().catch(() => undefined);
  else if (buffer) done = handle(buffer);
  if (!done && events === 0) return readWhole(whole, emit, sofar);
  if (!sofar().trim()) throw new AnswerServiceError('empty', 'The answer service sent an empty answer.');
  return sofar();
}

/** A reply that was no event stream: a plain JSON completion, a JSON error, or unreadable. */
function readWhole(body: string, emit: (token: string) => void, sofar: () => string): string {
  if (!body.trim()) throw new AnswerServiceError('empty', 'The answer service sent an empty answer.');
  let parsed: Chunk;
  try {
    parsed = JSON.parse(body) as Chunk;
  } catch {
    throw new AnswerServiceError('unreadable', 'The answer service sent a reply that is not an answer.');
  }
  if (parsed?.error)
    throw new AnswerServiceError('service', 'The answer service failed while answering.', serviceMessage(body));
  const content = parsed?.choices?.[0]?.message?.content;
  if (typeof content !== 'string')
    throw new AnswerServiceError('unreadable', 'The answer service sent a reply that is not an answer.');
  if (!content.trim()) throw new AnswerServiceError('empty', 'The answer service sent an empty answer.');
  emit(content);
  return sofar();
}
