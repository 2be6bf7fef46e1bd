/**
 * Islands in the production build (src/plugins/islands): each island's code
 * sits in a chunk of its own that no page loads up front, and only the pages
 * whose text uses an island can ask for it.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {allHtmlFiles, buildDir, readHtml} from './buildOutput';

const jsDir = join(buildDir, 'assets/js');
const scripts = readdirSync(jsDir).filter((f) => f.endsWith('.js'));
const source = new Map(scripts.map((f) => [f, readFileSync(join(jsDir, f), 'utf8')]));
/** Scripts a page names in its HTML (its first-load scripts and route chunks). */
const named = (html: string) => [...new Set(Array.from(html.matchAll(/\/assets\/js\/([^"'\s,)]+\.js)/g), (m) => m[1]!))];
const islandsIn = (html: string) => new Set(Array.from(html.matchAll(/data-island=["']?([^"'\s>]+)/g), (m) => m[1]!));
/** The webpack runtime lists every chunk's name to build its URL, so it is left out of "which script mentions what". */
const isRuntime = (f: string) => f.startsWith('runtime~main.');

const pages = (await allHtmlFiles())
  .map(([route, file]) => ({route, html: readFileSync(file, 'utf8')}))
  .filter(({html}) => html.includes('id=__docusaurus'));

describe('islands in the build', () => {
  it('put the tab, details and hydration code in chunks of their own', () => {
    for (const chunk of ['island-tabs', 'island-details', 'islands']) {
      expect(scripts.filter((f) => f.startsWith(`${chunk}.`)), chunk).toHaveLength(1);
    }
    // Tab code (Infima's active-tab class is set by it) exists once, in its chunk.
    expect(scripts.filter((f) => source.get(f)!.includes('tabs__item--active'))).toEqual([expect.stringMatching(/^island-tabs\./)]);
  });

  it('load on no page up front: no page names an island chunk in its HTML', () => {
    const offenders = pages.flatMap(({route, html}) => named(html).filter((f) => f.startsWith('island')).map((f) => `${route}: ${f}`));
    expect(pages.length).toBeGreaterThan(150);
    expect(offenders).toEqual([]);
  });

  it("can be asked for only by the pages that use them: each island page's chunks register its islands, other pages' chunks none", () => {
    const withIslands = pages.filter(({html}) => islandsIn(html).size > 0);
    expect(withIslands.map((p) => p.route)).toEqual(expect.arrayContaining(['/cli/installation', '/sdk/installation', '/api/quickstart']));
    for (const {route, html} of withIslands) {
      const code = named(html).filter((f) => !isRuntime(f)).map((f) => source.get(f) ?? '').join('\n');
      for (const name of islandsIn(html)) expect(code, `${route} registers ${name}`).toContain(JSON.stringify(name));
    }
    const mentions = /"@theme\/(Tabs|TabItem|Details)"|"@site\/src\/components\//;
    const strays = pages
      .filter(({html}) => islandsIn(html).size === 0)
      .flatMap(({route, html}) => named(html).filter((f) => !isRuntime(f) && mentions.test(source.get(f) ?? '')).map((f) => `${route}: ${f}`));
    expect(strays).toEqual([]);
  });

  it('leave the tab panels in the server HTML, the default one shown', () => {
    const html = readHtml('/cli/installation');
    const group = html.slice(html.indexOf('data-island=@theme/Tabs'));
    const panels = Array.from(group.matchAll(/<div role=tabpanel[^>]*>/g), (m) => m[0]).slice(0, 3);
    expect(panels.map((p) => p.includes('hidden'))).toEqual([false, true, true]);
    for (const command of ['pip install vantage-cli', 'uv pip install vantage-cli', 'pipx install vantage-cli']) {
      expect(html.replace(/<[^>]+>/g, '')).toContain(command);
    }
  });
});
