/**
 * Search settings, decided at build time from environment variables and
 * handed to the browser as the search plugin's global data.
 *
 *   ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME
 *       all three set: the modal and /search use Algolia DocSearch.
 *   ALGOLIA_ASSISTANT_ID
 *       with Algolia: Ask uses DocSearch's own Ask AI.
 *   ASK_AI_ENDPOINT, ASK_AI_MODEL (and optionally ASK_AI_API_KEY)
 *       Ask uses an OpenAI-compatible chat-completions endpoint, streamed.
 *       ASK_AI_API_KEY is sent from the browser: point the endpoint at a proxy.
 *   otherwise Ask uses the local, offline engine.
 */
export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  assistantId: string | null;
}

export type AskSettings =
  | {engine: 'local'}
  | {engine: 'openai'; endpoint: string; model: string; apiKey: string | null}
  | {engine: 'algolia'};

export interface SearchSettings {
  algolia: AlgoliaSettings | null;
  ask: AskSettings;
}

export const pluginName = 'vantage-search-index';

const value = (env: Record<string, string | undefined>, key: string) => (env[key] ?? '').trim();

export function readSettings(env: Record<string, string | undefined> = process.env): SearchSettings {
  const appId = value(env, 'ALGOLIA_APP_ID');
  const apiKey = value(env, 'ALGOLIA_SEARCH_API_KEY');
  const indexName = value(env, 'ALGOLIA_INDEX_NAME');
  const algolia = appId && apiKey && indexName ? {appId, apiKey, indexName, assistantId: value(env, 'ALGOLIA_ASSISTANT_ID') || null} : null;
  const endpoint = value(env, 'ASK_AI_ENDPOINT');
  const model = value(env, 'ASK_AI_MODEL');
  let ask: AskSettings = {engine: 'local'};
  if (algolia?.assistantId) ask = {engine: 'algolia'};
  else if (endpoint && model && /^https?:\/\//.test(endpoint)) ask = {engine: 'openai', endpoint, model, apiKey: value(env, 'ASK_AI_API_KEY') || null};
  return {algolia, ask};
}

/** The Algolia host the browser talks to (for the preconnect hint). */
export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

export const defaultSettings: SearchSettings = {algolia: null, ask: {engine: 'local'}};
