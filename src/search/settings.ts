/**
 * Search settings, decided at build time from environment variables and
 * handed to the browser as the search plugin's global data. Everything here
 * is public: no key for a language model may ever be part of it.
 *
 *   ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME
 *       all three set: the modal and /search use Algolia DocSearch (the
 *       search-only key is public by design).
 *   ALGOLIA_ASSISTANT_ID
 *       with Algolia: Ask uses DocSearch's own Ask AI.
 *   ASK_AI_PROXY_URL
 *       Ask sends the question and the passages found for it to the Ask proxy
 *       (src/ask-proxy, `npm run ask-proxy`), which holds the model's key and
 *       streams the answer back.
 *   ASK_AI_FIRST_TOKEN_TIMEOUT_MS, ASK_AI_TIMEOUT_MS
 *       with the proxy: how long Ask waits for the first words and for the
 *       whole answer before it gives up and offers the offline answer.
 *   otherwise Ask uses the local, offline engine.
 */
export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  assistantId: string | null;
}

export type AskSettings =
  {engine: 'local'} | {engine: 'proxy'; url: string; firstWordsMs: number; totalMs: number} | {engine: 'algolia'};

export interface SearchSettings {
  algolia: AlgoliaSettings | null;
  ask: AskSettings;
}

export const pluginName = 'vantage-search-index';

export const defaultFirstWordsMs = 20_000;
export const defaultTotalMs = 90_000;

type Env = Record<string, string | undefined>;

const value = (env: Env, key: string) => (env[key] ?? '').trim();

/** Names that suggest a credential. */
const secretName = /key|secret|token|passw|credential|auth|bearer/i;
/** The only credential-like values that may reach the browser: Algolia's search-only key is public by design. */
const publicPaths = new Set(['algolia.apiKey']);

const runProxy =
  'Run the Ask proxy where the key lives (ASK_AI_API_KEY=… ASK_AI_UPSTREAM=… ASK_AI_MODEL=… npm run ask-proxy) ' +
  'and build the site with ASK_AI_PROXY_URL set to the proxy’s URL.';

/** A positive whole number of milliseconds from the environment, or the default. */
function milliseconds(env: Env, key: string, fallback: number): number {
  const raw = value(env, key);
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100 || n > 600_000) {
    throw new Error(
      `${key}=${JSON.stringify(raw)} is not a time limit: give whole milliseconds between 100 and 600000.`,
    );
  }
  return n;
}

function proxyUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `ASK_AI_PROXY_URL=${JSON.stringify(raw)} is not a URL: give the Ask proxy's address, e.g. https://ask.example.com/.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ASK_AI_PROXY_URL must be an http(s) URL, not ${url.protocol}`);
  }
  if (url.username || url.password || [...url.searchParams.keys()].some((k) => secretName.test(k))) {
    throw new Error(`ASK_AI_PROXY_URL must not carry credentials: every visitor's browser sees it. ${runProxy}`);
  }
  return url.href;
}

export function readSettings(env: Env = process.env): SearchSettings {
  if (value(env, 'ASK_AI_API_KEY')) {
    throw new Error(
      'ASK_AI_API_KEY is set for the site build, but the site must never hand a key to browsers. ' +
        `Unset it for the build. ${runProxy}`,
    );
  }
  if (value(env, 'ASK_AI_ENDPOINT')) {
    throw new Error(`ASK_AI_ENDPOINT is no longer read: browsers do not call a model directly. ${runProxy}`);
  }
  const appId = value(env, 'ALGOLIA_APP_ID');
  const apiKey = value(env, 'ALGOLIA_SEARCH_API_KEY');
  const indexName = value(env, 'ALGOLIA_INDEX_NAME');
  const algolia =
    appId && apiKey && indexName
      ? {appId, apiKey, indexName, assistantId: value(env, 'ALGOLIA_ASSISTANT_ID') || null}
      : null;
  const proxy = value(env, 'ASK_AI_PROXY_URL');
  let ask: AskSettings = {engine: 'local'};
  if (algolia?.assistantId) ask = {engine: 'algolia'};
  else if (proxy) {
    ask = {
      engine: 'proxy',
      url: proxyUrl(proxy),
      firstWordsMs: milliseconds(env, 'ASK_AI_FIRST_TOKEN_TIMEOUT_MS', defaultFirstWordsMs),
      totalMs: milliseconds(env, 'ASK_AI_TIMEOUT_MS', defaultTotalMs),
    };
  }
  const settings = {algolia, ask};
  assertPublic(settings);
  return settings;
}

/**
 * Throws when data bound for the browser holds anything named like a
 * credential (other than Algolia's public search key): global data is
 * written into every page's JavaScript.
 */
export function assertPublic(data: unknown, path = ''): void {
  if (typeof data !== 'object' || data === null) return;
  for (const [key, child] of Object.entries(data)) {
    const at = path ? `${path}.${key}` : key;
    if (secretName.test(key) && !publicPaths.has(at) && child !== null && child !== undefined && child !== '') {
      throw new Error(
        `The search settings for the browser hold "${at}", which looks like a secret: browsers must never receive one. ${runProxy}`,
      );
    }
    assertPublic(child, at);
  }
}

/** The Algolia host the browser talks to (for the preconnect hint). */
export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

export const defaultSettings: SearchSettings = {algolia: null, ask: {engine: 'local'}};
