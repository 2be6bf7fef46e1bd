import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {cleanPath} = require('../../src/inline/cleanUrl.js') as {cleanPath: (pathname: string) => string};

describe('clean URL of a page opened at its file path', () => {
  it.each([
    ['/index.html', '/'],
    ['/platform/index.html', '/platform'],
    ['/platform/jobs.html', '/platform/jobs'],
    ['/platform/jobs/index.html', '/platform/jobs'],
  ])('%s becomes %s', (from, to) => {
    expect(cleanPath(from)).toBe(to);
  });

  it.each(['/', '/platform/jobs', '/platform/jobs.md', '/llms.txt', '/a/html', '/a/b.htmlx'])(
    '%s stays as it is',
    (path) => {
      expect(cleanPath(path)).toBe(path);
    },
  );
});
