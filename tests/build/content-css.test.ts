/**
 * Page text is server HTML whose components never run in the browser
 * (src/plugins/static-content), so nothing bundles their styles by itself:
 * every class in page text must have a rule in the CSS the page links.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {allHtmlFiles, buildDir} from './buildOutput';

/**
 * Classes that are hooks, not styles: code languages and lines, the theme's
 * documented `theme-*` names and the legacy `tabs-container`, heading
 * anchors, our own markers.
 */
const hooks = /^(language-.*|token-line|theme-.*|tabs-container|anchor|static-content|island|prism-code)$/;

/** Class names of the elements in `html`; a Prism token's types are left out (its colour is an inline style). */
function classesIn(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
    const names = (m[1] ?? m[2] ?? m[3]!).split(/\s+/).filter(Boolean);
    if (!names.includes('token')) for (const c of names) out.add(c);
  }
  return out;
}

/** The page text: from its container to the end of the article that holds it. */
function pageText(html: string): string | undefined {
  const start = html.search(/class="?static-content[\s"]/);
  if (start < 0) return undefined;
  const end = html.indexOf('</article>', start);
  return html.slice(start, end < 0 ? undefined : end);
}

const cssSelectorsOf = (css: string) => new Set(Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (m) => m[1]!));

const builtPages = await allHtmlFiles();

describe('styles of page text', () => {
  const pages = builtPages.map(([route, file]) => ({route, html: readFileSync(file, 'utf8')}));
  const withText = pages.filter((p) => pageText(p.html) !== undefined);

  it('cover every class in the server-only page text with a rule in the linked CSS', () => {
    expect(withText.length).toBeGreaterThan(150);
    const missing = new Map<string, string>();
    const cssCache = new Map<string, Set<string>>();
    for (const {route, html} of withText) {
      const links = Array.from(html.matchAll(/<link[^>]+rel="?stylesheet"?[^>]+href="?(\/assets\/css\/[^"\s>]+)/g), (m) => m[1]!);
      const selectors = new Set<string>();
      for (const link of links) {
        if (!cssCache.has(link)) cssCache.set(link, cssSelectorsOf(readFileSync(join(buildDir, link), 'utf8')));
        for (const s of cssCache.get(link)!) selectors.add(s);
      }
      for (const c of classesIn(pageText(html)!)) {
        if (!selectors.has(c) && !hooks.test(c) && !missing.has(c)) missing.set(c, route);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('include the styles of the tab islands, which render before their code loads', () => {
    const html = pages.find((p) => p.route === '/cli/installation')!.html;
    const text = pageText(html)!;
    const hashed = [...classesIn(text)].filter((c) => /^(tabList|tabItem)_/.test(c));
    expect(hashed.length).toBeGreaterThanOrEqual(2);
  });
});
