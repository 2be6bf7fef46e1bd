import {describe, expect, it} from 'vitest';
import {assertPublic, defaultFirstWordsMs, defaultTotalMs, readSettings} from '../../../src/search/settings';

describe('Ask settings for the browser', () => {
  it('uses the proxy when its URL is set, with default time limits', () => {
    expect(readSettings({ASK_AI_PROXY_URL: 'https://ask.example.com/chat'}).ask).toEqual({
      engine: 'proxy',
      url: 'https://ask.example.com/chat',
      firstWordsMs: defaultFirstWordsMs,
      totalMs: defaultTotalMs,
    });
    expect(
      readSettings({
        ASK_AI_PROXY_URL: 'http://127.0.0.1:8787',
        ASK_AI_FIRST_TOKEN_TIMEOUT_MS: '4000',
        ASK_AI_TIMEOUT_MS: '30000',
      }).ask,
    ).toEqual({
      engine: 'proxy',
      url: 'http://127.0.0.1:8787/',
      firstWordsMs: 4000,
      totalMs: 30_000,
    });
    expect(readSettings({}).ask).toEqual({engine: 'local'});
  });

  it('refuses to build with a model key, saying to run the proxy', () => {
    expect(() => readSettings({ASK_AI_API_KEY: 'sk-secret', ASK_AI_PROXY_URL: 'https://ask.example.com/'})).toThrow(
      /ASK_AI_API_KEY.*npm run ask-proxy/s,
    );
    expect(() =>
      readSettings({ASK_AI_ENDPOINT: 'https://api.openai.com/v1/chat/completions', ASK_AI_MODEL: 'm'}),
    ).toThrow(/npm run ask-proxy/);
  });

  it('refuses a proxy URL that carries credentials or is not http(s)', () => {
    expect(() => readSettings({ASK_AI_PROXY_URL: 'https://user:pw@ask.example.com/'})).toThrow(/credentials/);
    expect(() => readSettings({ASK_AI_PROXY_URL: 'https://ask.example.com/?api_key=x'})).toThrow(/credentials/);
    expect(() => readSettings({ASK_AI_PROXY_URL: 'javascript:alert(1)'})).toThrow(/http\(s\)/);
    expect(() => readSettings({ASK_AI_PROXY_URL: 'not a url'})).toThrow(/not a URL/);
  });

  it('refuses time limits that are not whole milliseconds', () => {
    expect(() => readSettings({ASK_AI_PROXY_URL: 'https://a.example/', ASK_AI_TIMEOUT_MS: '30s'})).toThrow(
      /ASK_AI_TIMEOUT_MS/,
    );
  });

  it('lets nothing named like a secret through, except Algolia’s public search key', () => {
    expect(() => assertPublic({algolia: {apiKey: 'public-search-key'}, ask: {engine: 'local'}})).not.toThrow();
    expect(() => assertPublic({ask: {engine: 'proxy', apiKey: 'sk-1'}})).toThrow(/"ask.apiKey"/);
    expect(() => assertPublic({nested: [{authToken: 'x'}]})).toThrow(/"nested.0.authToken"/);
    expect(() => assertPublic({ask: {clientSecret: 'x'}})).toThrow(/looks like a secret/);
    // An empty slot is no secret.
    expect(() => assertPublic({ask: {apiKey: null}})).not.toThrow();
  });
});
