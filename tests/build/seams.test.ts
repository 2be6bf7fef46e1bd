/**
 * Canaries on the build output for the plugins that replace or reshape parts
 * of Docusaurus (src/plugins/seams.ts has the checks made while building):
 * each replacement is in the browser bundle, the stock module it replaces is
 * not, and each page loads one stylesheet.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageScripts} from '../../src/plugins/first-load/pageScripts';
import {allHtmlFiles, buildDir, readHtml} from './buildOutput';
import {budgetPages} from '../../bench/pages';

const jsDir = join(buildDir, 'assets/js');
const cssDir = join(buildDir, 'assets/css');
const js = (prefix: string) => {
  const file = readdirSync(jsDir).find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${prefix}.*.js in ${jsDir}`);
  return readFileSync(join(jsDir, file), 'utf8');
};
// What every page runs before its route chunks: the framework (node_modules) and the app's own entry.
const entry = () => js('framework') + js('main');

describe('the browser bundle', () => {
  it('runs React 19, not a compatibility layer', () => {
    // Booleans, so that a failure does not print the whole bundle.
    const code = entry();
    expect(code.includes('react.transitional.element'), "React 19's element tag").toBe(true);
    expect(/\bhydrateRoot\b/.test(code), 'react-dom/client hydrateRoot').toBe(true);
    expect(/preact/i.test(code), 'Preact').toBe(false);
  });

  it("has idle-prefetch's link prefetcher in place of Docusaurus's", () => {
    const code = entry();
    // Ours skips chunks the page already loaded and falls back to a low-priority fetch; Docusaurus's falls back to XMLHttpRequest.
    expect(code.includes('getEntriesByName'), 'the check for chunks already loaded').toBe(true);
    expect(code.includes('priority:"low"'), 'the low-priority fetch').toBe(true);
    expect(code.includes('withCredentials'), "Docusaurus's XMLHttpRequest prefetch").toBe(false);
  });

  it("has after-hydration's Head in place of Docusaurus's", () => {
    expect(entry().includes('fullyHydrated'), 'the data-fully-hydrated mark').toBe(true);
  });

  it('names the framework chunk first on every budget page (first-load splits main.js)', () => {
    for (const route of budgetPages) expect(pageScripts(readHtml(route))[0], route).toMatch(/^\/assets\/js\/framework\./);
  });
});

const builtPages = await allHtmlFiles();

describe('stylesheets', () => {
  const pages = builtPages
    .map(([route, file]) => [route, readFileSync(file, 'utf8')] as const)
    .filter(([, html]) => html.includes('id=__docusaurus'));

  it('every page loads exactly one, the same one', () => {
    expect(pages.length).toBeGreaterThan(150);
    const sheets = new Set<string>();
    for (const [route, html] of pages) {
      const links = [...html.matchAll(/<link[^>]*rel=stylesheet[^>]*href=([^ >]+)/g)].map((m) => m[1]!.replace(/"/g, ''));
      expect(links, route).toHaveLength(1);
      sheets.add(links[0]!);
    }
    expect([...sheets]).toHaveLength(1);
  });

  it("keeps the search modal's styles out of it (lazy-stylesheets), in a file of their own", () => {
    const [, html] = pages[0]!;
    const shared = /rel=stylesheet[^>]*href=\/assets\/css\/([^ >]+)/.exec(html)?.[1];
    expect(shared).toBeDefined();
    expect(readFileSync(join(cssDir, shared!), 'utf8')).not.toContain('.DocSearch-Modal');
    const modal = readdirSync(cssDir).filter((f) => f !== shared && readFileSync(join(cssDir, f), 'utf8').includes('.DocSearch-Modal'));
    expect(modal.length).toBeGreaterThan(0);
  });
});
