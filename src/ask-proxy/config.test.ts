import {describe, expect, it} from 'vitest';
import {readProxyConfig} from './config';
import {RateLimiter} from './rateLimit';

const env = {
  ASK_AI_API_KEY: 'sk-x',
  ASK_AI_UPSTREAM: 'https://api.example.com/v1/chat/completions',
  ASK_AI_MODEL: 'm',
  ASK_AI_ALLOWED_ORIGINS: 'https://docs.example.com, http://localhost:3000',
};

describe('Ask proxy settings', () => {
  it('reads the environment, with safe defaults', () => {
    expect(readProxyConfig(env)).toEqual({
      apiKey: 'sk-x',
      upstream: 'https://api.example.com/v1/chat/completions',
      model: 'm',
      allowedOrigins: ['https://docs.example.com', 'http://localhost:3000'],
      host: '127.0.0.1',
      port: 8787,
      maxBodyBytes: 32768,
      ratePerMinute: 10,
      upstreamTimeoutMs: 120_000,
      trustProxy: false,
    });
    expect(readProxyConfig({...env, HOST: '0.0.0.0', PORT: '9000', ASK_AI_TRUST_PROXY: '1'})).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      trustProxy: true,
    });
  });

  it('names what is missing or wrong', () => {
    expect(() => readProxyConfig({...env, ASK_AI_API_KEY: ''})).toThrow(/needs ASK_AI_API_KEY\./);
    expect(() => readProxyConfig({ASK_AI_MODEL: 'm'})).toThrow(
      /ASK_AI_API_KEY, ASK_AI_UPSTREAM, ASK_AI_ALLOWED_ORIGINS/,
    );
    expect(() => readProxyConfig({...env, ASK_AI_UPSTREAM: 'ftp://x'})).toThrow(/not an http\(s\) URL/);
    expect(() => readProxyConfig({...env, ASK_AI_ALLOWED_ORIGINS: 'https://docs.example.com/path'})).toThrow(
      /not an origin/,
    );
    expect(() => readProxyConfig({...env, ASK_AI_RATE_PER_MINUTE: 'lots'})).toThrow(/ASK_AI_RATE_PER_MINUTE/);
  });
});

describe('RateLimiter', () => {
  it('slides a one-minute window per address and forgets idle addresses', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    expect(limiter.take('a')).toEqual({ok: true});
    now = 30_000;
    expect(limiter.take('a')).toEqual({ok: true});
    expect(limiter.take('a')).toEqual({ok: false, retryAfterSeconds: 30});
    expect(limiter.take('b')).toEqual({ok: true});
    now = 60_000;
    expect(limiter.take('a')).toEqual({ok: true});
    for (let i = 0; i <= 10_001; i++) limiter.take(`c${i}`);
    now = 200_000;
    limiter.take('d');
    expect(limiter.size).toBe(1);
  });
});
