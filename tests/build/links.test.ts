import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {allHtmlFiles, buildDir, htmlFileFor} from './buildOutput';

interface Page {
  ids: Set<string>;
  links: string[];
}

// Redirect pages have no ids of their own; their links are checked by routes.test.ts.
const pages = new Map<string, Page>();
for (const [route, file] of await allHtmlFiles()) {
  const $ = load(readFileSync(file, 'utf8'));
  if ($('meta[http-equiv="refresh"]').length > 0) continue;
  const ids = new Set($('[id]').map((_, el) => $(el).attr('id')!).get());
  const links = $('main a[href], article a[href], footer a[href], nav a[href]')
    .map((_, el) => $(el).attr('href')!)
    .get()
    .filter((href) => href.startsWith('/') || href.startsWith('#'));
  pages.set(route, {ids, links});
}

function idsOf(route: string): Set<string> | undefined {
  const known = pages.get(route) ?? pages.get(route.replace(/\/$/, '') || '/');
  if (known) return known.ids;
  const file = htmlFileFor(route);
  if (!file) return undefined;
  const $ = load(readFileSync(file, 'utf8'));
  return new Set($('[id]').map((_, el) => $(el).attr('id')!).get());
}

describe('internal links', () => {
  it('found pages to check', () => {
    expect(pages.size).toBeGreaterThan(10);
  });

  it('point at pages and anchors that exist', () => {
    const broken: string[] = [];
    for (const [route, page] of pages) {
      if (route === '/404') continue;
      for (const href of new Set(page.links)) {
        if (href.startsWith('//')) continue;
        const [pathPart, hash] = href.split('#') as [string, string | undefined];
        const target = pathPart === '' ? route : pathPart.split('?')[0]!;
        if (/\.(json|ya?ml|txt|md|png|svg|xml|pdf)$/.test(target)) {
          if (!existsSync(join(buildDir, decodeURIComponent(target)))) broken.push(`${route} -> ${href} (no such file)`);
          continue;
        }
        const ids = idsOf(target);
        if (!ids) {
          broken.push(`${route} -> ${href} (no such page)`);
        } else if (hash && !ids.has(decodeURIComponent(hash))) {
          broken.push(`${route} -> ${href} (no such anchor)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
