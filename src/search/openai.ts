/**
 * Streaming client for any OpenAI-compatible chat-completions endpoint
 * (`POST {endpoint}` with `stream: true`, answered as server-sent events of
 * `data: {"choices":[{"delta":{"content":"..."}}]}` lines ending with
 * `data: [DONE]`).
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StreamOptions {
  endpoint: string;
  model: string;
  messages: ChatMessage[];
  /** Sent as a bearer token when set. Use a proxy that holds the real key: this value reaches the browser. */
  apiKey?: string;
  signal?: AbortSignal;
  onToken?: (token: string) => void;
  fetchImpl?: typeof fetch;
}

/** Streams a completion; resolves with the whole text. */
export async function streamChatCompletion(options: StreamOptions): Promise<string> {
  const doFetch = options.fetchImpl ?? fetch;
  const response = await doFetch(options.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(options.apiKey ? {authorization: `Bearer ${options.apiKey}`} : {}),
    },
    body: JSON.stringify({model: options.model, messages: options.messages, stream: true}),
    signal: options.signal,
  });
  if (!response.ok || !response.body) throw new Error(`The answer service replied with HTTP ${response.status}.`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  const handle = (line: string): boolean => {
    const trimmed = line.trim();
    if (!trimmed.startsWith('data:')) return false;
    const data = trimmed.slice(5).trim();
    if (data === '[DONE]') return true;
    try {
      const parsed = JSON.parse(data) as {choices?: Array<{delta?: {content?: unknown}}>; error?: {message?: string}};
      if (parsed.error) throw new Error(String(parsed.error.message ?? 'The answer service failed.'));
      const token = parsed.choices?.[0]?.delta?.content;
      if (typeof token === 'string' && token) {
        text += token;
        options.onToken?.(token);
      }
    } catch (error) {
      if (error instanceof SyntaxError) return false; // a partial or non-JSON line: ignore
      throw error;
    }
    return false;
  };
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, {stream: true});
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (handle(line)) {
        await reader.cancel().catch(() => undefined);
        return text;
      }
    }
  }
  if (buffer) handle(buffer);
  return text;
}
