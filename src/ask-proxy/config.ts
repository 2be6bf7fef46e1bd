/**
 * The Ask proxy's settings, from environment variables. The model's key lives
 * here, on the server, and nowhere else.
 */
export interface ProxyConfig {
  /** The model service's key, sent upstream as a bearer token; never sent back. */
  apiKey: string;
  /** Any OpenAI-compatible chat-completions URL. */
  upstream: string;
  /** The model every request uses (clients cannot choose it). */
  model: string;
  /** Site origins allowed to call the proxy from a browser (CORS). */
  allowedOrigins: string[];
  host: string;
  port: number;
  /** Largest request body accepted. */
  maxBodyBytes: number;
  /** Questions per client address per minute. */
  ratePerMinute: number;
  /** Longest wait for the model service, from the request to the end of the answer. */
  upstreamTimeoutMs: number;
  /** Behind a reverse proxy or load balancer: take the client address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

const value = (env: Env, key: string) => (env[key] ?? '').trim();

function whole(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = value(env, key);
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${key}=${JSON.stringify(raw)}: give a whole number from ${min} to ${max}.`);
  return n;
}

function httpUrl(key: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // reported below
  }
  throw new Error(`${key}=${JSON.stringify(raw)} is not an http(s) URL.`);
}

function origin(raw: string): string {
  const url = new URL(httpUrl('ASK_AI_ALLOWED_ORIGINS', raw));
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `ASK_AI_ALLOWED_ORIGINS: "${raw}" is not an origin; give scheme, host and port only, e.g. https://docs.example.com`,
    );
  }
  return url.origin;
}

export function readProxyConfig(env: Env = process.env): ProxyConfig {
  const missing = ['ASK_AI_API_KEY', 'ASK_AI_UPSTREAM', 'ASK_AI_MODEL', 'ASK_AI_ALLOWED_ORIGINS'].filter(
    (k) => !value(env, k),
  );
  if (missing.length > 0) {
    throw new Error(
      `The Ask proxy needs ${missing.join(', ')}. ASK_AI_API_KEY: the model service's key; ASK_AI_UPSTREAM: its ` +
        'chat-completions URL (e.g. https://api.openai.com/v1/chat/completions); ASK_AI_MODEL: the model; ' +
        'ASK_AI_ALLOWED_ORIGINS: the documentation site origin(s), comma-separated.',
    );
  }
  return {
    apiKey: value(env, 'ASK_AI_API_KEY'),
    upstream: httpUrl('ASK_AI_UPSTREAM', value(env, 'ASK_AI_UPSTREAM')),
    model: value(env, 'ASK_AI_MODEL'),
    allowedOrigins: value(env, 'ASK_AI_ALLOWED_ORIGINS')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(origin),
    host: value(env, 'HOST') || '127.0.0.1',
    port: whole(env, 'PORT', 8787, 0, 65535),
    maxBodyBytes: whole(env, 'ASK_AI_MAX_BODY_BYTES', 32 * 1024, 1024, 1024 * 1024),
    ratePerMinute: whole(env, 'ASK_AI_RATE_PER_MINUTE', 10, 1, 10_000),
    upstreamTimeoutMs: whole(env, 'ASK_AI_UPSTREAM_TIMEOUT_MS', 120_000, 1000, 600_000),
    trustProxy: /^(1|true|yes)$/i.test(value(env, 'ASK_AI_TRUST_PROXY')),
  };
}
