/**
 * Multiplies a section's pages for the scale benchmark: copy k (2..factor)
 * of every file goes under `scale-<k>/` in the same section, so each copy has
 * its own routes, and its prose differs from the original and from every
 * other copy (titles, descriptions, and about one word in five), so the
 * search index and the llms files grow as a bigger real site's would instead
 * of deduplicating.
 */
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

export interface SourceFile {
  /** Path inside the section folder, with forward slashes. */
  path: string;
  /** Text for pages and category files; other files (images) are copied as bytes. */
  content: string | Buffer;
}

const pagePattern = /\.mdx?$/;

/** The folder copy k lives in, inside its section. */
export const copyFolder = (k: number): string => `scale-${k}`;

/** The original files followed by factor - 1 varied copies of each, plus a sidebar category per copy. */
export async function multiplySection(files: readonly SourceFile[], factor: number): Promise<SourceFile[]> {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`scale factor must be a whole number of at least 1, got ${factor}`);
  const out: SourceFile[] = [...files];
  for (let k = 2; k <= factor; k++) {
    const folder = copyFolder(k);
    out.push({
      path: `${folder}/_category_.json`,
      content: `${JSON.stringify({label: `Scaled copy ${k}`, position: 1000 + k, collapsed: true})}\n`,
    });
    for (const file of files) out.push({path: `${folder}/${file.path}`, content: await copyContent(file, k)});
  }
  return out;
}

async function copyContent(file: SourceFile, k: number): Promise<string | Buffer> {
  if (pagePattern.test(file.path)) return copyPage(file.content.toString(), k);
  if (file.path.endsWith('_category_.json')) {
    const category = JSON.parse(file.content.toString()) as {label?: string};
    if (category.label) category.label = `${category.label} ${k}`;
    return `${JSON.stringify(category)}\n`;
  }
  return file.content;
}

async function copyPage(source: string, k: number): Promise<string> {
  // Docusaurus's own parser, so the copy reads the front matter exactly as the build does.
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: 'copy.md', fileContent: source});
  const copied: Record<string, unknown> = {...frontMatter};
  for (const key of ['title', 'sidebar_label']) {
    if (typeof copied[key] === 'string') copied[key] = `${copied[key] as string} (copy ${k})`;
  }
  if (typeof copied.description === 'string') copied.description = varyProse(copied.description, k);
  // A relative slug already lands inside the copy's folder; an absolute one would collide with the original.
  if (typeof copied.slug === 'string' && copied.slug.startsWith('/')) {
    copied.slug = `/${copyFolder(k)}${copied.slug === '/' ? '' : copied.slug}`;
  }
  // JSON is YAML: each value is written back exactly, whatever characters it holds.
  const yaml = Object.entries(copied)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${varyBody(content, k)}\n`;
}

const fence = /^\s*(```|~~~)/;
// Lines whose words are syntax or addresses, left as they are: MDX imports and
// exports, JSX, headings (their anchors are linked to), admonition markers,
// link definitions and HTML comments.
const untouchedLine = /^\s*(import\s|export\s|<|\{|\}|#|:::|\[[^\]]+\]:|-->)/;
// Spans inside a prose line that are code, addresses or markup.
const protectedSpan = /(`[^`]*`|\]\([^)]*\)|<[^>]*>|\{[^}]*\}|https?:\/\/\S+|&[a-z]+;|\S+@\S+)/;

/**
 * Varies the prose of a Markdown body for copy k; code blocks and markup are
 * left exactly as they are. A body whose words all escaped the draw still
 * gets its first prose word varied, so no two copies share a body that has
 * any prose.
 */
export function varyBody(body: string, k: number): string {
  const varied = mapProse(body, (text) => varyProse(text, k));
  if (varied !== body) return varied;
  let done = false;
  return mapProse(body, (text) =>
    done
      ? text
      : text.replace(eligibleWord, (word) => {
          if (done) return word;
          done = true;
          return `${word}${suffix(k)}`;
        }),
  );
}

function mapProse(body: string, vary: (text: string) => string): string {
  let inFence: string | null = null;
  return body
    .split('\n')
    .map((line) => {
      const marker = fence.exec(line)?.[1];
      if (marker) {
        if (inFence === null) inFence = marker;
        else if (inFence === marker) inFence = null;
        return line;
      }
      if (inFence !== null || untouchedLine.test(line)) return line;
      return line
        .split(protectedSpan)
        .map((part, i) => (i % 2 === 1 ? part : vary(part)))
        .join('');
    })
    .join('\n');
}

const eligibleWord = /\b[a-z]{4,}\b/g;

/**
 * Gives about one lowercase word in five a form of its own in copy k. The
 * choice depends on the word and k, so a copy uses its words consistently, as
 * a page on a neighbouring subject would, and the vocabulary of k copies
 * grows more slowly than their text.
 */
export function varyProse(text: string, k: number): string {
  return text.replace(eligibleWord, (word) => (hash(`${word}:${k}`) % 5 === 0 ? `${word}${suffix(k)}` : word));
}

function suffix(k: number): string {
  // Letters only, so the tokenizer keeps the varied word whole.
  let s = '';
  for (let n = k; n > 0; n = Math.floor(n / 26)) s = String.fromCharCode(97 + (n % 26)) + s;
  return `x${s}`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
