/**
 * The files for AI assistants in the production build: llms.txt,
 * llms-full.txt, one file per section and the Markdown twin of every page.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {sections} from '../../src/sections';
import {twinPath} from '../../src/plugins/llms/twin';
import {buildDir, htmlFileFor, readHtml, dataLines} from './buildOutput';

const siteUrl = 'https://docs.vantagecompute.ai';
const read = (relative: string): string => readFileSync(join(buildDir, relative), 'utf8');
const pageRoutes = dataLines('routes.txt').filter((r) => r !== '/search');
const urlOf = (route: string): string => `${siteUrl}${route}`;

/** Page URLs in the order a bundle file holds them (each page starts with `# Title` then `URL: ...`). */
function pageUrls(text: string): string[] {
  return [...text.matchAll(/^# .+\n\nURL: (\S+)$/gm)].map((m) => m[1]!);
}

/** Lines outside fenced code blocks, with inline code removed. */
function proseLines(text: string): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    out.push(line.replace(/(`+)[^`]*?\1/g, ''));
  }
  return out;
}

const parse = (text: string): Root => unified().use(remarkParse).use(remarkGfm).parse(text);

const bundleFiles = ['llms-full.txt', 'llms-small.txt', ...sections.map((s) => s.llmsFile)];
const twinFiles = pageRoutes.map((r) => twinPath(r).slice(1));

describe('Markdown twins', () => {
  it.each(pageRoutes)('%s has a twin headed by its title and URL', (route) => {
    const file = join(buildDir, twinPath(route));
    expect(existsSync(file), `${file} missing`).toBe(true);
    const lines = readFileSync(file, 'utf8').split('\n');
    const title = load(readHtml(route))('article h1').first().text().trim();
    expect(lines[0]).toBe(`# ${title}`);
    expect(lines[2]).toBe(`URL: ${urlOf(route)}`);
  });

  it.each(pageRoutes)('%s keeps every heading id of its HTML page as a {#id} anchor on a heading', (route) => {
    const $ = load(readHtml(route));
    const htmlIds = $('article :is(h1, h2, h3, h4, h5, h6)[id]')
      .map((_, el) => $(el).attr('id'))
      .get();
    const twinIds = [...readFileSync(join(buildDir, twinPath(route)), 'utf8').matchAll(/^(?:>\s*)*#{1,6} .*\{#([^}\s]+)\}$/gm)].map((m) => m[1]);
    expect(htmlIds.filter((id) => !twinIds.includes(id))).toEqual([]);
  });

  it.each(pageRoutes)('%s links to its twin from the page head', (route) => {
    const links = load(readHtml(route))('head link[rel="alternate"][type="text/markdown"]');
    expect(links.length).toBe(1);
    expect(links.attr('href')).toBe(twinPath(route));
  });
});

describe('llms-full.txt and the section files', () => {
  const full = pageUrls(read('llms-full.txt'));
  const perSection = sections.map((s) => ({section: s, urls: pageUrls(read(s.llmsFile))}));

  it('holds every page exactly once', () => {
    for (const route of pageRoutes) {
      expect(full.filter((u) => u === urlOf(route)).length, route).toBe(1);
    }
  });

  it('puts every page in exactly one section file, its own', () => {
    for (const route of pageRoutes) {
      const holders = perSection.filter(({urls}) => urls.includes(urlOf(route)));
      expect(holders.length, route).toBe(1);
      expect(holders[0]!.urls.filter((u) => u === urlOf(route)).length, route).toBe(1);
    }
  });

  it('is the section files concatenated in section order', () => {
    expect(full).toEqual(perSection.flatMap(({urls}) => urls));
  });

  it('follows sidebar order: each page is followed by the page its "Next" link points to', () => {
    for (const {section, urls} of perSection) {
      for (let i = 0; i + 1 < urls.length; i++) {
        const route = urls[i]!.slice(siteUrl.length) || '/';
        const next = load(readHtml(route))('a.pagination-nav__link--next').attr('href') ?? '(none)';
        expect(urlOf(next), `${section.id}: page after ${route}`).toBe(urls[i + 1]);
      }
    }
  });
});

describe('clean Markdown in every llms file and twin', () => {
  const files = ['llms.txt', ...bundleFiles, ...twinFiles];

  it.each(files)('%s has no import or export line outside code', (file) => {
    const bad = proseLines(read(file)).filter((l) => /^\s*(import|export)\s/.test(l));
    expect(bad).toEqual([]);
  });

  it.each(files)('%s has no JSX or HTML tag outside code', (file) => {
    const bad = proseLines(read(file)).filter((l) => /(^|[^\\])<\/?[A-Za-z][\w.:-]*(\s[^>]*)?\/?>/.test(l));
    expect(bad).toEqual([]);
  });

  it.each(files)('%s has no Docusaurus syntax left outside code (admonition fences; ids only at the end of headings)', (file) => {
    const bad = proseLines(read(file)).filter(
      (l) => /^\s*(>\s*)*:::/.test(l) || (/\{#[\w-]+\}\s*$/.test(l) && !/^\s*(>\s*)*#{1,6} .*\{#[\w-]+\}$/.test(l)),
    );
    expect(bad).toEqual([]);
  });

  it.each([...bundleFiles, ...twinFiles.slice(0, 1)])('%s links only to built routes, twins, files or external URLs', (file) => {
    const broken: string[] = [];
    visit(parse(read(file)), (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const url = node.url;
      if (!url.startsWith(siteUrl)) {
        if (!/^(https?:|mailto:)/.test(url)) broken.push(`${url} (not absolute)`);
        return;
      }
      const path = decodeURIComponent(url.slice(siteUrl.length).split(/[?#]/)[0]!) || '/';
      const resolves = htmlFileFor(path) !== undefined || (path !== '/' && existsSync(join(buildDir, path)));
      if (!resolves) broken.push(url);
    });
    expect(broken).toEqual([]);
  });
});

describe('llms.txt', () => {
  const text = read('llms.txt');
  const lines = text.split('\n');

  it('starts with the site title as H1 and a blockquote summary', () => {
    expect(lines[0]).toBe('# Vantage Compute Documentation');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S/);
  });

  it('has only H2 sections of link lists after the intro', () => {
    const firstH2 = lines.findIndex((l) => l.startsWith('## '));
    expect(firstH2).toBeGreaterThan(2);
    expect(lines.slice(1, firstH2).some((l) => l.startsWith('#'))).toBe(false);
    for (const line of lines.slice(firstH2)) {
      if (line === '' || line.startsWith('## ')) continue;
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/\S+\)(: .+)?$/);
    }
  });

  it('has one H2 per section, in order, each listing its own file (with its size) and its pages in the file order', () => {
    const h2 = lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
    expect(h2).toEqual(sections.map((s) => s.label));
    const chunks = text.split(/^## .*$/m).slice(1);
    sections.forEach((section, i) => {
      const links = [...chunks[i]!.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((m) => m[1]!);
      expect(links[0]).toBe(`${siteUrl}/${section.llmsFile}`);
      expect(chunks[i]!.split('\n').find((l) => l.includes(section.llmsFile))).toMatch(/about [\d.]+ (KB|MB|bytes), ~\d+k? tokens/i);
      const sectionPages = pageUrls(read(section.llmsFile)).map((u) => `${u === `${siteUrl}/` ? `${siteUrl}/index` : u}.md`);
      expect(links.slice(1)).toEqual(sectionPages);
    });
  });

  it('links llms-full.txt', () => {
    expect(text).toContain(`(${siteUrl}/llms-full.txt)`);
  });

  it('links llms-small.txt with its size', () => {
    expect(text).toMatch(new RegExp(`\\[llms-small\\.txt\\]\\(${siteUrl}/llms-small\\.txt\\) \\(about \\d+ KB, ~\\d+k tokens\\)`));
  });
});

describe('llms-small.txt', () => {
  const small = read('llms-small.txt');
  const references = ['/cli/commands', '/api/reference'];
  const listed = pageUrls(read('llms-full.txt'));

  it('fits a 100k-token context, counting a token as four bytes', () => {
    expect(Buffer.byteLength(small, 'utf8') / 4).toBeLessThan(100_000);
  });

  it('holds every page but the generated references, in the order of llms-full.txt, and links the references', () => {
    expect(pageUrls(small)).toEqual(listed.filter((u) => !references.some((r) => u === urlOf(r))));
    const intro = small.slice(0, small.indexOf('\n# '));
    for (const r of references) expect(intro).toContain(`(${urlOf(r)}.md)`);
  });

  it('gives the overview pages in full and every other page at least as an outline linking its Markdown', () => {
    const pages = small.split(/\n(?=# .+\n\nURL: )/).slice(1);
    const full = read('llms-full.txt');
    for (const route of ['/platform', '/cli', '/api', '/sdk', '/platform/jobs', '/cli/installation']) {
      const page = pages.find((p) => p.includes(`\nURL: ${urlOf(route)}\n`))!;
      expect(page, route).not.toMatch(/^Outline: /m);
      expect(full).toContain(page.split('\n').find((l) => l.length > 80 && !l.startsWith('|') && !l.startsWith('>')));
    }
    for (const page of pages.filter((p) => /^Outline: /m.test(p))) {
      const url = /^URL: (\S+)$/m.exec(page)![1]!;
      expect(page).toContain(`Outline: the full page is at ${url === `${siteUrl}/` ? `${siteUrl}/index` : url}.md`);
    }
  });
});
