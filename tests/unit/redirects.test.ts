import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadRedirects, parseRedirects} from '../../src/redirects';

const siteDir = resolve(import.meta.dirname, '../..');

describe('parseRedirects', () => {
  it('reads FROM TO pairs and skips comments and blank lines', () => {
    expect(parseRedirects('# legacy\n\n/a /b\n  /c   /d  \n')).toEqual([
      {from: '/a', to: '/b'},
      {from: '/c', to: '/d'},
    ]);
  });

  it.each(['/only-one', 'a /b', '/a /b /c'])('rejects the malformed line %j', (line) => {
    expect(() => parseRedirects(line)).toThrow(/Bad redirect line/);
  });
});

describe('the site redirects', () => {
  const routes = new Set(
    readFileSync(resolve(siteDir, 'src/data/routes.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  const redirects = loadRedirects(siteDir);

  it('lead from old paths that are not pages to routes the site serves', () => {
    expect(redirects.length).toBeGreaterThan(0);
    for (const {from, to} of redirects) {
      expect(routes.has(from), `${from} is a page of its own`).toBe(false);
      expect(routes.has(to.split('#')[0]), `${to} is not a route`).toBe(true);
    }
  });
});
