import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {buildDir, readHtml} from './buildOutput';

const jsDir = join(buildDir, 'assets/js');

describe('browser scripts', () => {
  const scripts = readdirSync(jsDir).filter((f) => f.endsWith('.js'));

  it('open with the compile hint, so Chromium compiles them off the main thread', () => {
    const without = scripts.filter((f) => !readFileSync(join(jsDir, f), 'utf8').startsWith(COMPILE_HINT + '\n'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(without).toEqual([]);
  });

  it('include the scripts a page names in its HTML', () => {
    const named = [...readHtml('/').matchAll(/<script src=\/assets\/js\/([^ >]+\.js)/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const file of named) expect(scripts).toContain(file);
  });
});
