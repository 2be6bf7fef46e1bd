import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadRedirects, parseRedirects, redirectFaults, redirectSources} from '../../src/redirects';

const siteDir = resolve(import.meta.dirname, '../..');

describe('parseRedirects', () => {
  it('reads FROM TO pairs and skips comments and blank lines', () => {
    expect(parseRedirects('# legacy\n\n/a /b\n  /c   /d  \n')).toEqual([
      {from: '/a', to: '/b'},
      {from: '/c', to: '/d'},
    ]);
  });

  it.each(['/only-one', 'a /b', '/a /b /c'])('rejects the malformed line %j', (line) => {
    expect(() => parseRedirects(`# first\n/a /b\n${line}`, 'src/data/redirects.txt')).toThrow(
      `src/data/redirects.txt:3: Bad redirect line (expected 'FROM TO'): ${line}`,
    );
  });
});

describe('redirectSources (the createRedirects option)', () => {
  const sources = redirectSources(parseRedirects('/old/a /new\n/old/b /new\n/legacy /other'));

  it('gives each page the legacy paths that lead to it', () => {
    expect(sources('/new')).toEqual(['/old/a', '/old/b']);
    expect(sources('/other')).toEqual(['/legacy']);
  });

  it('gives nothing for a page no legacy path leads to', () => {
    expect(sources('/old/a')).toBeUndefined();
    expect(sources('/elsewhere')).toBeUndefined();
  });
});

describe('redirectFaults', () => {
  const routes = ['/', '/platform', '/platform/jobs'];

  it('accepts redirects from non-pages to pages, with an anchor or not', () => {
    expect(redirectFaults(parseRedirects('/old /platform\n/older /platform/jobs#submit'), routes)).toEqual([]);
  });

  it('names a legacy path that is a page, and a target that is not', () => {
    expect(redirectFaults(parseRedirects('/platform/jobs /platform\n/old /platform/gone'), routes)).toEqual([
      '/platform/jobs is a page of the site: a redirect from it would hide the page',
      '/old leads to /platform/gone, which is not a page of the site',
    ]);
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
    expect(redirectFaults(redirects, routes)).toEqual([]);
  });
});
