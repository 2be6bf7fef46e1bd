import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {shouldSuppress, install} = require('../../static/js/error-suppression.js') as {
  shouldSuppress: (info: {message?: unknown; source?: string; error?: unknown}) => boolean;
  install: (target: EventTarget) => void;
};

function errorFrom(stack: string, message = 'boom'): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n${stack}`;
  return error;
}

describe('shouldSuppress', () => {
  it.each([
    'chrome-extension://abcdef/content.js',
    'moz-extension://1234/inject.js',
    'safari-web-extension://5678/script.js',
  ])('silences an error whose source is an extension (%s)', (source) => {
    expect(shouldSuppress({message: 'x is undefined', source})).toBe(true);
  });

  it('silences an error whose stack runs through an extension', () => {
    const error = errorFrom('    at f (chrome-extension://abc/lib.js:1:2)');
    expect(shouldSuppress({message: error.message, source: '', error})).toBe(true);
  });

  it('silences the ResizeObserver loop notices', () => {
    expect(shouldSuppress({message: 'ResizeObserver loop limit exceeded'})).toBe(true);
    expect(shouldSuppress({message: 'ResizeObserver loop completed with undelivered notifications.'})).toBe(true);
  });

  it('silences an opaque cross-origin "Script error." with no source', () => {
    expect(shouldSuppress({message: 'Script error.', source: ''})).toBe(true);
  });

  it("lets the site's own errors through", () => {
    const error = errorFrom(
      '    at render (https://docs.vantagecompute.ai/assets/js/main.abc.js:1:2)',
      'Cannot read properties of undefined',
    );
    expect(
      shouldSuppress({message: error.message, source: 'https://docs.vantagecompute.ai/assets/js/main.abc.js', error}),
    ).toBe(false);
  });

  it('lets a "Script error." from our own origin through', () => {
    expect(shouldSuppress({message: 'Script error.', source: 'https://docs.vantagecompute.ai/assets/js/main.js'})).toBe(
      false,
    );
  });

  it('survives hostile error values', () => {
    const hostile = {
      get message(): string {
        throw new Error('getter');
      },
      get stack(): string {
        throw new Error('getter');
      },
    };
    expect(shouldSuppress({error: hostile})).toBe(false);
    expect(shouldSuppress({message: null, error: undefined})).toBe(false);
  });
});

describe('install', () => {
  it('stops extension errors and lets other errors reach later listeners', () => {
    const target = new EventTarget();
    install(target);
    const seen: string[] = [];
    target.addEventListener('error', (event) => seen.push((event as ErrorEvent).message));
    const dispatch = (message: string, filename: string) => {
      const event = new Event('error', {cancelable: true}) as Event & {message: string; filename: string; error: null};
      Object.assign(event, {message, filename, error: null});
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(dispatch('from extension', 'chrome-extension://x/y.js')).toBe(true);
    expect(dispatch('ours', 'https://docs.vantagecompute.ai/assets/js/main.js')).toBe(false);
    expect(seen).toEqual(['ours']);
  });

  it('stops unhandled rejections that come from extensions only', () => {
    const target = new EventTarget();
    install(target);
    const reject = (reason: unknown) => {
      const event = new Event('unhandledrejection', {cancelable: true});
      Object.assign(event, {reason});
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reject(errorFrom('    at x (moz-extension://a/b.js:1:1)'))).toBe(true);
    expect(reject(new Error('network failed'))).toBe(false);
  });
});
