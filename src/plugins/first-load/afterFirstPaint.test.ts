import {describe, expect, it} from 'vitest';
import {deferredScripts, loadAfterFirstPaint, loaderScript, pageScripts} from './afterFirstPaint';

const page = (scripts: string) =>
  `<html><head><title>t</title><script src=/js/error-suppression.js></script>${scripts}</head><body><p>text</p></body></html>`;
const tags = '<script src=/assets/js/framework.1.js defer></script><script src=/assets/js/main.2.js defer></script><script src="/assets/js/a1.3.js" defer></script>';

describe('loadAfterFirstPaint', () => {
  it('replaces the deferred bundle scripts with one loader where the first stood', () => {
    const out = loadAfterFirstPaint(page(tags));
    expect(out).not.toContain(' defer>');
    expect(out).toContain('<script src=/js/error-suppression.js></script><script>(function (urls)');
    expect(out.match(/<script>/g)).toHaveLength(1);
    expect(pageScripts(out)).toEqual(['/assets/js/framework.1.js', '/assets/js/main.2.js', '/assets/js/a1.3.js']);
  });

  it('leaves pages without bundle scripts (redirects) as they are', () => {
    const html = page('');
    expect(loadAfterFirstPaint(html)).toBe(html);
    expect(pageScripts(html)).toEqual([]);
  });

  it('reads the scripts of a page not yet rewritten', () => {
    expect(deferredScripts(page(tags))).toHaveLength(3);
    expect(pageScripts(page(tags))).toEqual(deferredScripts(page(tags)));
  });

  it('cannot be closed early by a script URL', () => {
    expect(loaderScript(['/assets/js/</script>.js'])).not.toContain('</script>');
  });
});

/** Runs the loader against a stand-in browser and reports what it did. */
function runLoader(options: {paintTiming: boolean; readyState: 'loading' | 'interactive'}) {
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let observer: ((list: {getEntriesByName: (n: string) => unknown[]}) => void) | undefined;
  const document = {
    readyState: options.readyState,
    head: {appendChild: (el: {tag: string; src?: string; href?: string}) => appended.push(`${el.tag} ${el.src ?? el.href}`)},
    createElement: (tag: string) => ({tag}),
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint'] : [];
    constructor(fn: typeof observer) {
      observer = fn;
    }
    observe() {}
  }
  const code = loaderScript(['/a.js', '/b.js']);
  new Function('document', 'PerformanceObserver', 'setTimeout', 'requestAnimationFrame', code)(
    document,
    PerformanceObserver,
    (fn: () => void) => timers.push(fn),
    (fn: () => void) => frames.push(fn),
  );
  const paint = (name: string) => observer?.({getEntriesByName: (n) => (n === name ? [{}] : [])});
  return {appended, listeners, timers, frames, paint};
}

describe('the loader', () => {
  it('asks for the scripts at the first contentful paint, once, and runs them in order after parsing', () => {
    const browser = runLoader({paintTiming: true, readyState: 'loading'});
    browser.paint('first-paint');
    expect(browser.appended).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toEqual(['link /a.js', 'link /b.js']);
    browser.listeners.DOMContentLoaded?.();
    expect(browser.appended.slice(2)).toEqual(['script /a.js', 'script /b.js']);
    browser.timers.forEach((fn) => fn());
    expect(browser.appended).toHaveLength(4);
  });

  it('falls back to the first frame without paint timing, and to a timeout in a tab that never paints', () => {
    const framed = runLoader({paintTiming: false, readyState: 'interactive'});
    framed.frames.forEach((fn) => fn());
    framed.timers.at(-1)?.();
    expect(framed.appended).toEqual(['link /a.js', 'link /b.js', 'script /a.js', 'script /b.js']);

    const hidden = runLoader({paintTiming: true, readyState: 'interactive'});
    hidden.timers[0]?.();
    expect(hidden.appended).toHaveLength(4);
  });
});
