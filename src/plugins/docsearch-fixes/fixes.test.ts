import {readFileSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {SeamChanged} from '../seams';
import {applyFixes, errorStatus, suggestions} from './fixes';
import docsearchFixesPlugin, {modules} from './index';

const generatedFilesDir = mkdtempSync(join(tmpdir(), 'docsearch-fixes-'));
afterAll(() => rmSync(generatedFilesDir, {recursive: true, force: true}));

describe.each(modules)('docsearch-fixes: $specifier', ({specifier, file, fixes}) => {
  const published = readFileSync(file, 'utf8');
  const fixed = applyFixes(published, file, fixes);

  it('finds the bugs in the installed package (node_modules is left as published)', () => {
    for (const fix of fixes) expect(published).toMatch(fix.bug);
    for (const fix of fixes) expect(published).not.toMatch(fix.fixed);
  });

  it('changes only the expressions it fixes', () => {
    let unfixed = fixed;
    for (const fix of fixes) {
      const original = fix.bug.exec(published)![0];
      unfixed = unfixed.replace(fix.fixed, () => original);
    }
    expect(unfixed === published).toBe(true);
    expect(fixed.length).toBeGreaterThan(published.length);
  });

  it("keeps the 'error' status that DocSearch sets when a search fails", () => {
    const [, callback, store, setStatus, timer, props] = errorStatus.fixed.exec(fixed)!;
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
      const [, expression, temp, state, groups] = suggestions.fixed.exec(fixed)!;
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

  it('leaves code that is already fixed as it is (node_modules patched by an older install)', () => {
    expect(applyFixes(fixed, file, fixes) === fixed).toBe(true);
  });

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
