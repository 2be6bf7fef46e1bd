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
  it('match ../shared/redirects.txt exactly', () => {
    const shared = parseRedirects(readFileSync(resolve(siteDir, '../shared/redirects.txt'), 'utf8'));
    expect(loadRedirects(siteDir)).toEqual(shared);
  });
});
