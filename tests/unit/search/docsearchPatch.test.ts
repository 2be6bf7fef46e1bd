import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const root = resolve(__dirname, '../../..');
const modal = resolve(root, 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js');
const localModal = resolve(root, 'node_modules/docsearch-react-3/dist/esm/index.js');

describe('DocSearch 4.7.0 and 3.9.0 patches (applied on install)', () => {
  it('is applied and idempotent', () => {
    const output = execFileSync(process.execPath, [resolve(root, 'scripts/patch-docsearch.mjs')], {encoding: 'utf8'});
    expect(output).not.toMatch(/cannot apply/);
    const code = readFileSync(modal, 'utf8');
    // The error status survives autocomplete's `finally`.
    expect(code).toMatch(/\.finally\(function\(\)\{"error"!==[\w$]+\.getState\(\)\.status&&[\w$]+\("idle"\)/);
    expect(code).not.toMatch(/\.finally\(function\(\)\{[\w$]+\("idle"\),/);
    // Suggestions stay an array.
    expect(code).toContain('searchSuggestions:Array.from(new Set([].concat(');
    // DocSearch 3 (the local modal) keeps its error status too.
    const local = readFileSync(localModal, 'utf8');
    expect(local).toMatch(/\.finally\(\(function\(\)\{"error"!==[\w$]+\.getState\(\)\.status&&[\w$]+\("idle"\)/);
    expect(local).not.toMatch(/\.finally\(\(function\(\)\{[\w$]+\("idle"\),/);
    expect(execFileSync(process.execPath, [resolve(root, 'scripts/patch-docsearch.mjs')], {encoding: 'utf8'})).toBe('');
  });
});
