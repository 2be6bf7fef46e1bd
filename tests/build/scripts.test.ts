import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {pageScripts} from '../../src/plugins/first-load/pageScripts';
import {allHtmlFiles, buildDir, readHtml} from './buildOutput';

const jsDir = join(buildDir, 'assets/js');

describe('browser scripts', () => {
  const scripts = readdirSync(jsDir).filter((f) => f.endsWith('.js'));

  it('open with the compile hint, so Chromium compiles them off the main thread', () => {
    const without = scripts.filter((f) => !readFileSync(join(jsDir, f), 'utf8').startsWith(COMPILE_HINT + '\n'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(without).toEqual([]);
  });

  const named = (html: string) => pageScripts(html).map((src) => src.replace('/assets/js/', ''));

  it('are named in each page HTML down to its route chunks, so none waits for main.js to ask for it', async () => {
    // Redirect pages of legacy paths carry no app.
    const pages = (await allHtmlFiles())
      .map(([route, file]) => [route, readFileSync(file, 'utf8')] as const)
      .filter(([route, html]) => route !== '/404' && html.includes('id=__docusaurus'));
    expect(pages.length).toBeGreaterThan(150);
    const short = pages.filter(([, html]) => named(html).length < 5).map(([route]) => route);
    expect(short).toEqual([]);
    for (const [, html] of pages.slice(0, 20)) for (const script of named(html)) expect(scripts).toContain(script);
  });

  it('are deferred, with the framework, the runtime and main.js first', () => {
    const html = readHtml('/cli/commands');
    expect(html).not.toMatch(/<script src=\/assets\/js\/[^>]*\.js><\/script>/);
    expect(named(html).slice(0, 3).sort()).toEqual(named(html).filter((f) => /^(framework|runtime~main|main)\./.test(f)).sort());
  });

  it('differ by page where the pages differ', () => {
    const chunks = (route: string) => named(readHtml(route)).filter((f) => !/^(main|runtime~main)\./.test(f));
    expect(chunks('/cli/commands')).not.toEqual(chunks('/api/reference'));
  });
});
