import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {AnswerServiceError, serviceMessage, streamChatCompletion, type StreamOptions} from '../../../src/search/openai';
import {
  mockError429,
  mockError500,
  startMockChatService,
  type MockChatService,
  type MockMode,
} from '../../support/mockChatService';

let service: MockChatService;

beforeAll(async () => {
  service = await startMockChatService(['Open ', 'Clusters', ' and click Create. [1]']);
});

afterAll(() => service.close());

const question = {
  question: 'How do I create a cluster?',
  history: [],
  passages: [{n: 1, title: 'Clusters', url: '/platform/clusters', text: 'Open Clusters and click Create.'}],
};

function ask(mode: MockMode, options: Partial<StreamOptions> = {}): Promise<string> {
  service.mode = mode;
  return streamChatCompletion({url: service.url, request: question, firstWordsMs: 5000, totalMs: 10_000, ...options});
}

/** The AnswerServiceError a request ends in. */
async function failure(mode: MockMode, options: Partial<StreamOptions> = {}): Promise<AnswerServiceError> {
  const error = await ask(mode, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AnswerServiceError);
  return error as AnswerServiceError;
}

describe('Ask client (streams from the Ask proxy)', () => {
  it('streams tokens and resolves with the whole answer, sending the request body only', async () => {
    const tokens: string[] = [];
    const text = await ask('stream', {onToken: (t) => tokens.push(t)});
    expect(text).toBe('Open Clusters and click Create. [1]');
    expect(tokens).toEqual(['Open ', 'Clusters', ' and click Create. [1]']);
    const last = service.requests[service.requests.length - 1];
    expect(last.body).toEqual(question);
    expect(last.headers.authorization).toBeUndefined();
  });

  it('reads a plain JSON completion too', async () => {
    expect(await ask('json')).toBe('Open Clusters and click Create. [1]');
  });

  it('reports an HTTP error with the service’s own message', async () => {
    const error = await failure('error500');
    expect(error).toMatchObject({kind: 'http', status: 500, detail: mockError500});
    expect(error.message).toBe('The answer service failed (HTTP 500).');
  });

  it('reports a rate limit with the wait the service asked for', async () => {
    const error = await failure('rate429');
    expect(error).toMatchObject({kind: 'rate-limit', status: 429, detail: mockError429});
    expect(error.message).toContain('Try again in 7 seconds');
  });

  it('reports a 200 reply that is neither an event stream nor JSON as unreadable', async () => {
    expect(await failure('garbage')).toMatchObject({kind: 'unreadable'});
  });

  it('reports an empty stream, and a stream of [DONE] only, as empty', async () => {
    expect(await failure('empty')).toMatchObject({kind: 'empty'});
    expect(await failure('done-only')).toMatchObject({kind: 'empty'});
  });

  it('reports an error event inside the stream with its message', async () => {
    expect(await failure('stream-error')).toMatchObject({kind: 'service', detail: 'The model stopped unexpectedly'});
  });

  it('gives up when the first words do not come in time', async () => {
    const error = await failure('hang', {firstWordsMs: 300});
    expect(error).toMatchObject({kind: 'first-token-timeout'});
    expect(error.message).toBe('The answer service did not start answering within 0.3 seconds.');
  });

  it('gives up when the answer does not finish in time, after its first words', async () => {
    const tokens: string[] = [];
    const error = await failure('stall', {firstWordsMs: 5000, totalMs: 1500, onToken: (t) => tokens.push(t)});
    expect(tokens).toEqual(['Open ']);
    expect(error).toMatchObject({kind: 'total-timeout'});
  });

  it('says the service could not be reached when nothing listens', async () => {
    const error = await failure('stream', {url: 'http://127.0.0.1:9/'});
    expect(error).toMatchObject({kind: 'network'});
    expect(error.message).toContain('network connection');
  });

  it('ends in an AbortError when the caller cancels, before or during the answer', async () => {
    const before = new AbortController();
    before.abort();
    await expect(ask('stream', {signal: before.signal})).rejects.toMatchObject({name: 'AbortError'});
    const during = new AbortController();
    const asked = service.requests.length;
    const pending = ask('hang', {signal: during.signal});
    await expect.poll(() => service.requests.length).toBe(asked + 1);
    during.abort();
    await expect(pending).rejects.toMatchObject({name: 'AbortError'});
  });
});

describe('serviceMessage', () => {
  it('reads the usual error shapes and short text, and never HTML', () => {
    expect(serviceMessage('{"error":{"message":"bad model"}}')).toBe('bad model');
    expect(serviceMessage('{"error":"quota exceeded"}')).toBe('quota exceeded');
    expect(serviceMessage('{"message":"nope"}')).toBe('nope');
    expect(serviceMessage('upstream   timed\nout')).toBe('upstream timed out');
    expect(serviceMessage('<html><body>502</body></html>')).toBeUndefined();
    expect(serviceMessage('')).toBeUndefined();
    expect(serviceMessage(JSON.stringify({error: {message: 'x'.repeat(1000)}}))!.length).toBe(300);
  });
});
