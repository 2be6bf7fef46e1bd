import {relative} from 'node:path';
import type {Html, Paragraph, Root} from 'mdast';
import {visit} from 'unist-util-visit';

/** What this plugin reads of the page's file: Docusaurus puts the parsed front matter in `data`. */
interface PageFile {
  path?: string;
  data: object;
}

export interface Options {
  /** Paths in messages are relative to it. */
  siteDir: string;
}

/** Where a node is, as `page.md:line`. */
function place(file: PageFile, siteDir: string, node?: {position?: {start: {line: number}}}): string {
  const name = file.path ? relative(siteDir, file.path) : 'a page';
  return node?.position ? `${name}:${node.position.start.line}` : name;
}

/*
 * Stops the build on page faults that would otherwise ship quietly: a page with no `title` in its front
 * matter (the sidebar, search, llms.txt and the tab would fall back to its file name), and a raw <script>
 * (a page is text: code that runs belongs in a component, where it is reviewed and bundled), and an
 * admonition Docusaurus did not read (`:::warning Title` is Docusaurus 2's form: 3 shows ":::warning" as text).
 */
export default function remarkPageChecks({siteDir}: Options) {
  return (tree: Root, file: PageFile) => {
    const frontMatter = (file.data as {frontMatter?: {title?: unknown}}).frontMatter ?? {};
    if (typeof frontMatter.title !== 'string' || frontMatter.title.trim() === '') {
      throw new Error(`${place(file, siteDir)}: no \`title\` in the front matter; every page needs one.`);
    }
    visit(tree, (node) => {
      const isScript =
        (node.type === 'html' && /<script\b/i.test((node as Html).value)) ||
        ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
          (node as {name?: string | null}).name?.toLowerCase() === 'script');
      if (node.type === 'paragraph') {
        const first = (node as Paragraph).children[0];
        const fence = first?.type === 'text' ? /^:::(\w+)[ \t]+(.+)/.exec(first.value) : null;
        if (fence) {
          throw new Error(
            `${place(file, siteDir, node)}: \`:::${fence[1]} ${fence[2]}\` is shown as text; write \`:::${fence[1]}[${fence[2]}]\`.`,
          );
        }
      }
      if (isScript) {
        throw new Error(`${place(file, siteDir, node)}: raw <script> in a page; put code that runs in a component.`);
      }
    });
  };
}
