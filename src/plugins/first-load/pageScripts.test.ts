import {describe, expect, it} from 'vitest';
import {pageScripts} from './pageScripts';

describe('pageScripts', () => {
  it("reads a built page's bundle scripts in order, quoted or not", () => {
    const html =
      '<head><script src=/js/error-suppression.js></script><script src=/assets/js/framework.1.js defer></script>' +
      '<script src="/assets/js/main.2.js" defer></script><script src=/assets/js/a1.3.js defer></script></head>';
    expect(pageScripts(html)).toEqual(['/assets/js/framework.1.js', '/assets/js/main.2.js', '/assets/js/a1.3.js']);
  });

  it('finds none on a redirect page', () => {
    expect(pageScripts('<html><head><meta http-equiv="refresh" content="0; url=/cli"></head></html>')).toEqual([]);
  });
});
