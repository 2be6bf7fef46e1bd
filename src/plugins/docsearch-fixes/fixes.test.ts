import {readFileSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {SeamChanged} from '../seams';
import {applyFixes, errorStatus, suggestions} from './fixes';
import docsearchFixesPlugin, {modules} from './index';

/** The fixed code of the expression a fix rewrote, found again by the shape of the fix. */
const errorStatusFixed =
  /\.finally\(\(?(function\(\)\{"error"!==([\w$]{1,3})\.getState\(\)\.status&&([\w$]{1,3})\("idle"\),([\w$]{1,3})&&([\w$]{1,3})\.environment\.clearTimeout\(\4\)\})\)?\);return \2\.pendingRequests/;
const suggestionsFixed =
  /searchSuggestions:(Array\.from\(new Set\(\[\]\.concat\(null!==\(([\w$])=([\w$])\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\],Object\.keys\(([\w$])\)\)\)\))/;

const generatedFilesDir = mkdtempSync(join(tmpdir(), 'docsearch-fixes-'));
afterAll(() => rmSync(generatedFilesDir, {recursive: true, force: true}));

describe.each(modules)('docsearch-fixes: $specifier', ({specifier, file, fixes}) => {
  const published = readFileSync(file, 'utf8');
  const fixed = applyFixes(published, file, fixes);

  it('finds the bugs in the installed package (node_modules is left as published)', () => {
    for (const fix of fixes) expect(published).toMatch(fix.bug);
    expect(published).not.toMatch(errorStatusFixed);
  });

  it('changes only the expressions it fixes', () => {
    let unfixed = fixed;
    for (const [fix, shape] of [
      [errorStatus, errorStatusFixed],
      [suggestions, suggestionsFixed],
    ] as const) {
      if (!fixes.includes(fix)) continue;
      const original = fix.bug.exec(published)![0];
      unfixed = unfixed.replace(shape, () => original);
    }
    expect(unfixed === published).toBe(true);
    expect(fixed.length).toBeGreaterThan(published.length);
  });

  it("keeps the 'error' status that DocSearch sets when a search fails", () => {
    const [, callback, store, setStatus, timer, props] = errorStatusFixed.exec(fixed)!;
    const statuses: string[] = [];
    const run = (status: string): void => {
      const makeCallback = new Function(store!, setStatus!, timer!, props!, `return ${callback}`) as (
        ...args: unknown[]
      ) => () => void;
      makeCallback({getState: () => ({status})}, (s: string) => statuses.push(s), undefined, {})();
    };
    run('error');
    expect(statuses).toEqual([]);
    run('loading');
    expect(statuses).toEqual(['idle']);
  });

  if (fixes.includes(suggestions)) {
    it("gives 'Try searching for' an array of suggestions", () => {
      const [, expression, temp, state, groups] = suggestionsFixed.exec(fixed)!;
      const evaluate = new Function(state!, groups!, `var ${temp}; return ${expression}`) as (
        s: unknown,
        g: unknown,
      ) => unknown;
      expect(evaluate({context: {searchSuggestions: ['jobs']}}, {clusters: [], jobs: []})).toEqual([
        'jobs',
        'clusters',
      ]);
      expect(evaluate({context: {}}, {licenses: []})).toEqual(['licenses']);
    });
  }

  it('is what the site bundles: the module is aliased to the fixed code', () => {
    const plugin = docsearchFixesPlugin({generatedFilesDir});
    const configure = plugin.configureWebpack as unknown as () => {resolve: {alias: Record<string, string>}};
    const target = configure().resolve.alias[`${specifier}$`];
    expect(readFileSync(target, 'utf8') === fixed).toBe(true);
  });
});

describe('docsearch-fixes: a DocSearch release that changed the code', () => {
  it('fails the build, naming the plugin and the code it looked for', () => {
    const changed = 'export function DocSearchModal(){return null}';
    expect(() => applyFixes(changed, 'DocSearchModal.js', [errorStatus])).toThrow(SeamChanged);
    expect(() => applyFixes(changed, 'DocSearchModal.js', [errorStatus])).toThrow(
      /plugin docsearch-fixes relies on DocSearchModal\.js.*finally callback/,
    );
  });
});
