/**
 * The DocSearch fixes in patches/ (applied by patch-package on install). node_modules is only read here:
 * the installed files are copied to a temporary folder, where the patch is taken off and put back.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const patchesDir = join(root, 'patches');

/** The files a patch changes, as paths under the site root (node_modules/...). */
function patchedFiles(patch: string): string[] {
  return [...readFileSync(patch, 'utf8').matchAll(/^\+\+\+ b\/(\S+)$/gm)].map((m) => m[1]!);
}

/** `git apply` on a folder that is no repository: it patches the files as `patch` would, or fails. */
function gitApply(cwd: string, patch: string, ...flags: string[]): void {
  execFileSync('git', ['apply', ...flags, patch], {cwd, stdio: 'pipe'});
}

// Each fix, as the code of the version it was made for: `bug` matches the shipped code, `fix` the patched one.
const errorStatus = {
  bug: /\.finally\(\(?function\(\)\{([\w$]{1,3})\("idle"\),([\w$]{1,3})&&([\w$]{1,3})\.environment\.clearTimeout\(\2\)\}\)?\);return ([\w$]{1,3})\.pendingRequests/,
  fix: /\.finally\(\(?(function\(\)\{"error"!==([\w$]{1,3})\.getState\(\)\.status&&([\w$]{1,3})\("idle"\),([\w$]{1,3})&&([\w$]{1,3})\.environment\.clearTimeout\(\4\)\})\)?\);return \2\.pendingRequests/,
};
const suggestions = {
  bug: /searchSuggestions:([\w$]{1,3})\(\1\(\{\},null!==\(([\w$])=([\w$])\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\(([\w$])\)\)/,
  fix: /searchSuggestions:(Array\.from\(new Set\(\[\]\.concat\(null!==\(([\w$])=([\w$])\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\],Object\.keys\(([\w$])\)\)\)\))/,
};

const packages = [
  {
    patch: '@docsearch+react+4.7.0.patch',
    modal: 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js',
    fixes: [errorStatus, suggestions],
  },
  {
    patch: 'docsearch-react-3+3.9.0.patch',
    modal: 'node_modules/docsearch-react-3/dist/esm/index.js',
    fixes: [errorStatus],
  },
];

/** Where two long one-line files first differ, with some context; undefined when they are the same. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let i = 0;
  while (a[i] === b[i]) i++;
  return `at ${i}: ${JSON.stringify(a.slice(i - 40, i + 40))} vs ${JSON.stringify(b.slice(i - 40, i + 40))}`;
}

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docsearch-patch-'));
});
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('patches/', () => {
  it('holds exactly the DocSearch patches this test knows', () => {
    expect(readdirSync(patchesDir).sort()).toEqual(packages.map((p) => p.patch).sort());
  });
});

describe.each(packages)('$patch', ({patch, modal, fixes}) => {
  const patchFile = join(patchesDir, patch);
  let pristine: string;
  let patched: string;

  beforeAll(() => {
    // A copy of the installed files, with the patch taken off: the package as published.
    const dir = join(work, patch);
    for (const file of patchedFiles(patchFile)) cpSync(join(root, file), join(dir, file));
    gitApply(dir, patchFile, '-R');
    pristine = readFileSync(join(dir, modal), 'utf8');
    // The patch applies to that copy, and gives back what is installed.
    gitApply(dir, patchFile);
    patched = readFileSync(join(dir, modal), 'utf8');
  });

  it('is applied to the installed package', () => {
    for (const file of patchedFiles(patchFile)) {
      const installed = readFileSync(join(root, file), 'utf8');
      for (const fix of fixes) {
        expect(installed, file).toMatch(fix.fix);
        expect(installed, file).not.toMatch(fix.bug);
      }
    }
    expect(firstDifference(readFileSync(join(root, modal), 'utf8'), patched)).toBeUndefined();
  });

  it('changes only the code of its fixes (the published code has the bugs)', () => {
    let unfixed = patched;
    for (const fix of fixes) {
      const published = fix.bug.exec(pristine);
      expect(published, `${fix.bug}`).not.toBeNull();
      unfixed = unfixed.replace(fix.fix, () => published![0]);
    }
    expect(firstDifference(unfixed, pristine)).toBeUndefined();
  });

  it("keeps the 'error' status that DocSearch sets when a search fails", () => {
    const [, callback, store, setStatus, timer, props] = errorStatus.fix.exec(patched)!;
    const statuses: string[] = [];
    const run = (status: string): void => {
      const finallyCallback = new Function(store!, setStatus!, timer!, props!, `return ${callback}`) as (
        ...args: unknown[]
      ) => () => void;
      finallyCallback({getState: () => ({status})}, (s: string) => statuses.push(s), undefined, {})();
    };
    run('error');
    expect(statuses).toEqual([]);
    run('loading');
    expect(statuses).toEqual(['idle']);
  });

  if (fixes.includes(suggestions)) {
    it("gives 'Try searching for' an array of suggestions", () => {
      const [, expression, temp, state, groups] = suggestions.fix.exec(patched)!;
      const evaluate = new Function(state!, groups!, `var ${temp}; return ${expression}`) as (
        s: unknown,
        g: unknown,
      ) => unknown;
      const result = evaluate({context: {searchSuggestions: ['jobs']}}, {clusters: [], jobs: []});
      expect(result).toEqual(['jobs', 'clusters']);
      expect(evaluate({context: {}}, {licenses: []})).toEqual(['licenses']);
    });
  }
});
