import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {diagramStatus} from '../../src/plugins/diagrams/render';
import {allHtmlFiles, buildDir, siteDir} from './buildOutput';

describe('diagrams', () => {
  const {sources, missing, orphans} = diagramStatus(siteDir);

  it('has a drawn SVG pair for every Mermaid block and no unused files', () => {
    expect(sources.length).toBeGreaterThan(0);
    expect(missing.map((m) => `${m.file} (${m.hash})`)).toEqual([]);
    expect(orphans).toEqual([]);
  });

  it('shows every diagram as sized, described light and dark images, never as Mermaid code', async () => {
    let figures = 0;
    for (const [route, file] of await allHtmlFiles()) {
      const $ = load(readFileSync(file, 'utf8'));
      expect($('code.language-mermaid, .docusaurus-mermaid-container').length, route).toBe(0);
      $('figure.diagram').each((_, figure) => {
        figures += 1;
        const images = $(figure).find('img');
        expect(images.length, route).toBe(2);
        expect(images.eq(0).hasClass('diagram__img--light'), route).toBe(true);
        expect(images.eq(1).hasClass('diagram__img--dark'), route).toBe(true);
        images.each((_, img) => {
          expect(Number($(img).attr('width')), route).toBeGreaterThan(0);
          expect(Number($(img).attr('height')), route).toBeGreaterThan(0);
          expect($(img).attr('alt'), route).toMatch(/\w{3}/);
          expect(existsSync(join(buildDir, $(img).attr('src')!)), route).toBe(true);
        });
      });
    }
    expect(figures).toBe(sources.length);
  });

  it('ships no Mermaid code to the browser, not even as a lazy chunk', () => {
    const dir = join(buildDir, 'assets', 'js');
    const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    // Names from Mermaid's diagram registry, present in any bundle that carries it.
    expect(chunks.filter((f) => /flowchart-v2|stateDiagram-v2|sequenceDiagram/.test(readFileSync(join(dir, f), 'utf8')))).toEqual([]);
  });
});
