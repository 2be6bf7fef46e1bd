import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildDir, htmlFileFor, readHtml, dataLines} from './buildOutput';

const routes = dataLines('routes.txt');
const placeholderWords = /\b(lorem ipsum|coming soon|placeholder page|under construction)\b/i;
const placeholderMarkers = /\b(TODO|TBD|FIXME|XXX)\b/;

describe('every route of src/data/routes.txt', () => {
  it.each(routes)('%s is a real page', (route) => {
    expect(htmlFileFor(route), `build/ lacks ${route}`).toBeDefined();
    const $ = load(readHtml(route));
    if (route === '/search') return;
    expect($('h1').length, 'exactly one h1').toBe(1);
    const description = $('meta[name="description"]').attr('content') ?? '';
    expect(description.length, 'a description meta tag').toBeGreaterThan(20);
    // Block by block, so that adjacent table cells do not run into each other.
    const text = $('article')
      .find('p, li, td, th, h2, h3, h4, h5, h6, blockquote, dt, dd, summary')
      .map((_, el) => $(el).text())
      .get()
      .join('\n');
    expect(text.length).toBeGreaterThan(200);
    expect(text).not.toMatch(placeholderWords);
    expect(text).not.toMatch(placeholderMarkers);
    expect($('title').text()).toMatch(/ \| Vantage Compute Documentation$|^Vantage Compute Documentation$/);
  });
});

describe('page titles', () => {
  it('are unique across the site', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const route of routes.filter((r) => r !== '/search')) {
      const title = load(readHtml(route))('h1').first().text().trim();
      if (seen.has(title)) duplicates.push(`"${title}": ${seen.get(title)} and ${route}`);
      else seen.set(title, route);
    }
    expect(duplicates).toEqual([]);
  });
});

describe('legacy paths of src/data/redirects.txt', () => {
  const redirects = dataLines('redirects.txt').map((line) => line.split(/\s+/) as [string, string]);
  it.each(redirects)('%s redirects to %s', (from, to) => {
    const html = readHtml(from);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(htmlFileFor(to), `redirect target ${to} exists`).toBeDefined();
  });
});

describe('site-wide files', () => {
  it('ships the error-suppression script and loads it on every page', () => {
    expect(existsSync(join(buildDir, 'js/error-suppression.js'))).toBe(true);
    const $ = load(readHtml('/'));
    expect($('head script[src="/js/error-suppression.js"]').length).toBe(1);
  });

  it('writes a sitemap that lists the routes', () => {
    const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
    for (const route of ['/platform', '/cli', '/getting-started/sign-up']) {
      expect(sitemap).toContain(`https://docs.vantagecompute.ai${route}</loc>`);
    }
  });

  it('declares the social preview image and favicon', () => {
    const $ = load(readHtml('/'));
    expect($('meta[property="og:image"]').attr('content')).toMatch(/img\/social-card\.png$/);
    expect($('link[rel="icon"]').attr('href')).toBe('/img/favicon.svg');
    expect(existsSync(join(buildDir, 'img/social-card.png'))).toBe(true);
  });

  it('has no blog', () => {
    expect(htmlFileFor('/blog')).toBeUndefined();
  });
});
