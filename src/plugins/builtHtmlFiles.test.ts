import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {builtHtmlFiles, htmlRoute} from './builtHtmlFiles';

const build = mkdtempSync(join(tmpdir(), 'built-html-'));
afterAll(() => rmSync(build, {recursive: true, force: true}));
for (const file of [
  'index.html',
  '404.html',
  'platform.html',
  'platform/jobs.html',
  'cli/index.html',
  'assets/js/x.html',
  'img/a.svg',
  'docs/assets/kept.html',
]) {
  mkdirSync(dirname(join(build, file)), {recursive: true});
  writeFileSync(join(build, file), '');
}

describe('builtHtmlFiles', () => {
  it('finds every HTML file but those in the skipped top-level folders', async () => {
    const files = (await builtHtmlFiles(build, ['assets', 'img'])).map((f) => f.slice(build.length + 1)).sort();
    expect(files).toEqual([
      '404.html',
      'cli/index.html',
      'docs/assets/kept.html',
      'index.html',
      'platform.html',
      'platform/jobs.html',
    ]);
  });
});

describe('htmlRoute', () => {
  it.each([
    ['index.html', '/'],
    ['404.html', '/404'],
    ['platform.html', '/platform'],
    ['platform/jobs.html', '/platform/jobs'],
    ['cli/index.html', '/cli'],
  ])('%s serves %s', (file, route) => {
    expect(htmlRoute(build, join(build, file))).toBe(route);
  });
});
