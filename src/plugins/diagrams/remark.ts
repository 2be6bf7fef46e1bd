import type {Code, Root} from 'mdast';
import type {Element} from 'hast';
import {visit} from 'unist-util-visit';
import {readManifest} from './render';
import {diagramHash, svgName, themes, type DiagramManifest} from './sources';

export interface Options {
  siteDir: string;
  baseUrl: string;
  /** For tests: the manifest instead of the committed one. */
  manifest?: DiagramManifest;
}

/*
 * Replaces each ```mermaid block with the drawn SVGs (one per colour mode,
 * CSS shows the one that matches), so no diagram code reaches the browser.
 * A diagram nobody has drawn yet stays a code block, with a warning.
 */
export default function remarkDiagrams({siteDir, baseUrl, manifest}: Options) {
  return (tree: Root, file: {path?: string}) => {
    const drawn = manifest ?? readManifest(siteDir);
    let first = true;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const hash = diagramHash(node.value);
      const entry = drawn[hash];
      if (!entry) {
        console.warn(
          `[diagrams] ${file.path ?? 'a page'}:${node.position?.start.line ?? 0}: diagram ${hash} is not drawn yet; run \`npm run diagrams\`.`,
        );
        return;
      }
      const images: Element[] = themes.map((theme) => ({
        type: 'element',
        tagName: 'img',
        properties: {
          className: ['diagram__img', `diagram__img--${theme}`],
          src: `${baseUrl}diagrams/${svgName(hash, theme)}`,
          alt: entry.alt,
          width: entry.width,
          height: entry.height,
          decoding: 'async',
          // The first diagram may be the largest thing on screen: no lazy loading.
          loading: first ? 'eager' : 'lazy',
        },
        children: [],
      }));
      first = false;
      parent.children[index] = {
        type: 'paragraph',
        children: [],
        data: {hName: 'figure', hProperties: {className: ['diagram']}, hChildren: images},
      };
    });
  };
}
