import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Code, Root} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {sections} from '../../sections';

/** One Mermaid diagram as written in a page, keyed by a hash of its text. */
export interface DiagramSource {
  hash: string;
  code: string;
  /** The page, relative to the site, and the line its ```mermaid fence opens on. */
  file: string;
  line: number;
}

export interface DiagramEntry {
  width: number;
  height: number;
  alt: string;
}

/** What `npm run diagrams` records for each rendered diagram. */
export type DiagramManifest = Record<string, DiagramEntry>;

export const themes = ['light', 'dark'] as const;
export type DiagramTheme = (typeof themes)[number];

export const diagramDir = (siteDir: string) => join(siteDir, 'static', 'diagrams');
export const manifestPath = (siteDir: string) => join(siteDir, 'src', 'data', 'diagrams.json');
export const svgName = (hash: string, theme: DiagramTheme) => `${hash}-${theme}.svg`;

export function diagramHash(code: string): string {
  return createHash('sha256').update(code.trim()).digest('hex').slice(0, 16);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** One entry per distinct diagram: the same text on two pages is drawn once. */
export function uniqueByHash(sources: DiagramSource[]): DiagramSource[] {
  return [...new Map(sources.map((s) => [s.hash, s])).values()];
}

/** Every ```mermaid block in the five sections' pages. */
export function findDiagrams(siteDir: string): DiagramSource[] {
  const found: DiagramSource[] = [];
  for (const section of sections) {
    for (const path of markdownFiles(join(siteDir, section.folder))) {
      const tree = unified().use(remarkParse).parse(readFileSync(path, 'utf8')) as Root;
      visit(tree, 'code', (node: Code) => {
        if (node.lang !== 'mermaid') return;
        found.push({
          hash: diagramHash(node.value),
          code: node.value,
          file: relative(siteDir, path),
          line: node.position?.start.line ?? 0,
        });
      });
    }
  }
  return found;
}
