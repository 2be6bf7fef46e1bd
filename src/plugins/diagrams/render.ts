import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {launchChromium} from '../../../scripts/chromium';
import {readJsonFile} from '../../jsonFile';
import {
  diagramDir,
  findDiagrams,
  manifestPath,
  svgName,
  themes,
  uniqueByHash,
  type DiagramManifest,
  type DiagramSource,
  type DiagramTheme,
} from './sources';

/*
 * Mermaid lays text out with a real browser, so diagrams are drawn here, once,
 * in Chromium, and committed as SVG files: pages then show images and ship no
 * diagram code. The build never needs a browser.
 */
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, "Noto Sans", sans-serif';
// Mermaid's dark theme puts edge labels on a mid-grey that fails contrast.
const darkThemeCss =
  '.edgeLabel rect, .labelBkg { fill: #1b1b1d !important; } .edgeLabel text, .edgeLabel tspan { fill: #f2f2f2 !important; }';

export interface Rendered {
  svg: string;
  width: number;
  height: number;
  alt: string;
}

export function readManifest(siteDir: string): DiagramManifest {
  const path = manifestPath(siteDir);
  return existsSync(path) ? readJsonFile<DiagramManifest>(path, siteDir) : {};
}

/** Diagrams in the pages with no committed SVG, and committed files no page uses. */
export function diagramStatus(siteDir: string): {
  sources: DiagramSource[];
  missing: DiagramSource[];
  orphans: string[];
} {
  const sources = findDiagrams(siteDir);
  const manifest = readManifest(siteDir);
  const dir = diagramDir(siteDir);
  const missing = uniqueByHash(sources).filter(
    (s) => !manifest[s.hash] || themes.some((t) => !existsSync(join(dir, svgName(s.hash, t)))),
  );
  const wanted = new Set(sources.flatMap((s) => themes.map((t) => svgName(s.hash, t))));
  const orphans = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.svg') && !wanted.has(f)) : [];
  return {sources, missing, orphans};
}

async function renderAll(
  diagrams: DiagramSource[],
  mermaidScript: string,
): Promise<Map<string, Record<DiagramTheme, Rendered>>> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: mermaidScript});
    const out = new Map<string, Record<DiagramTheme, Rendered>>();
    for (const diagram of diagrams) {
      const pair = {} as Record<DiagramTheme, Rendered>;
      for (const theme of themes) {
        pair[theme] = await page
          .evaluate(
            async ({code, id, theme, fontFamily, darkThemeCss}) => {
              const {mermaid} = window as unknown as {
                mermaid: {initialize(c: object): void; render(id: string, code: string): Promise<{svg: string}>};
              };
              mermaid.initialize({
                startOnLoad: false,
                securityLevel: 'strict',
                theme: theme === 'dark' ? 'dark' : 'default',
                themeCSS: theme === 'dark' ? darkThemeCss : '',
                fontFamily,
                htmlLabels: false,
                flowchart: {htmlLabels: false},
              });
              const {svg} = await mermaid.render(id, code);
              const holder = document.createElement('div');
              holder.innerHTML = svg;
              const el = holder.querySelector('svg')!;
              const [, , w, h] = (el.getAttribute('viewBox') ?? '0 0 0 0').split(/[\s,]+/).map(Number);
              const width = Math.ceil(w);
              const height = Math.ceil(h);
              el.setAttribute('width', String(width));
              el.setAttribute('height', String(height));
              el.style.removeProperty('max-width');
              const described = [el.querySelector(':scope > title'), el.querySelector(':scope > desc')]
                .map((n) => n?.textContent?.trim())
                .filter(Boolean);
              // Each line of a label is its own <tspan>; join them with spaces.
              // (No named helpers in here: the page cannot see the bundler's name shims.)
              const labels = [
                ...new Set(
                  Array.from(el.querySelectorAll('text'))
                    .map((t) => {
                      const walker = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
                      const parts: string[] = [];
                      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
                      return parts.join(' ').replace(/\s+/g, ' ').trim();
                    })
                    .filter(Boolean),
                ),
              ];
              const alt = described.length ? described.join('. ') : `Diagram: ${labels.join(', ')}`;
              return {svg: new XMLSerializer().serializeToString(el), width, height, alt};
            },
            {code: diagram.code, id: `d${diagram.hash}-${theme}`, theme, fontFamily, darkThemeCss},
          )
          .catch((error: unknown) => {
            // Mermaid's own message says what is wrong, not where: name the page and the block.
            const reason = (error instanceof Error ? error.message : String(error)).replace(
              /^page\.evaluate: (Error: )?/,
              '',
            );
            throw new Error(`${diagram.file}:${diagram.line}: the Mermaid diagram does not draw: ${reason}`, {
              cause: error,
            });
          });
      }
      out.set(diagram.hash, pair);
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** Draws the diagrams that have no SVG yet (all with `force`) and removes unused files. */
export async function renderDiagrams(
  siteDir: string,
  {force = false} = {},
): Promise<{rendered: number; removed: number}> {
  const {sources, missing, orphans} = diagramStatus(siteDir);
  const todo = force ? uniqueByHash(sources) : missing;
  const dir = diagramDir(siteDir);
  mkdirSync(dir, {recursive: true});
  const manifest = force ? {} : readManifest(siteDir);
  if (todo.length) {
    const rendered = await renderAll(todo, require.resolve('mermaid/dist/mermaid.min.js'));
    for (const [hash, pair] of rendered) {
      for (const theme of themes) writeFileSync(join(dir, svgName(hash, theme)), `${pair[theme].svg}\n`);
      manifest[hash] = {width: pair.light.width, height: pair.light.height, alt: pair.light.alt};
    }
  }
  for (const file of orphans) rmSync(join(dir, file));
  const used = new Set(sources.map((s) => s.hash));
  const kept = Object.fromEntries(
    Object.entries(manifest)
      .filter(([hash]) => used.has(hash))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestPath(siteDir), `${JSON.stringify(kept, null, 2)}\n`);
  return {rendered: todo.length, removed: orphans.length};
}
