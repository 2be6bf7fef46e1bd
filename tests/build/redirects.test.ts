import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadRedirects} from '../../src/redirects';
import {buildDir, dataLines, siteDir} from './buildOutput';

// The redirect list is read at build time only: the browser gets redirect pages, never the list.
describe('the legacy redirect list', () => {
  const pages = new Set(dataLines('routes.txt'));
  const legacyOnly = loadRedirects(siteDir)
    .map((r) => r.from)
    .filter((from) => !pages.has(from));
  const scripts = readdirSync(join(buildDir, 'assets/js')).filter((f) => f.endsWith('.js'));

  it('is not in any script the browser loads', () => {
    expect(legacyOnly.length).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    const shipped = scripts.flatMap((file) => {
      const code = readFileSync(join(buildDir, 'assets/js', file), 'utf8');
      return legacyOnly.filter((from) => code.includes(`"${from}"`)).map((from) => `${from} in ${file}`);
    });
    expect(shipped).toEqual([]);
  });
});
