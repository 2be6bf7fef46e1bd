/**
 * Page source (Docusaurus Markdown or MDX) to clean CommonMark + GFM, for
 * AI assistants. The source is parsed into a syntax tree with remark, the
 * tree is rewritten, and remark prints it again:
 *
 * - front matter, `import`/`export` lines and `{expressions}` go;
 * - admonitions (`:::warning[Title]` or `<Admonition>`) become blockquotes
 *   headed by their label in bold;
 * - `<Tabs>` become one labelled subsection per tab;
 * - `<details>` becomes its summary in bold followed by its content;
 * - any other component is replaced by its children, so no JSX is left;
 * - code blocks (Mermaid diagrams included) keep their language;
 * - links and images become absolute URLs on the site;
 * - every heading ends with its HTML id, `## Title {#id}` (the attribute
 *   syntax of Pandoc, kramdown and Markdown Extra), computed as Docusaurus
 *   computes it, so `page#id` links from search find their heading here.
 */
import {
  admonitionTitleToDirectiveLabel,
  createSlugger,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import type {Blockquote, Code, Heading, Paragraph, PhrasingContent, Root, RootContent, Strong, Text} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {absoluteUrl} from './twin';

export interface ConvertOptions {
  /** Page source, front matter included. */
  source: string;
  /** Parse as MDX (`.mdx` files) rather than CommonMark (`.md`). */
  mdx: boolean;
  /** Absolute URL of the page itself: base of relative links and `#anchors`. */
  pageUrl: string;
  /** Absolute URL of the site root including its base path, no trailing slash. */
  siteUrl: string;
  /** Maps a link to a source file (`../jobs/index.md`) to the page's permalink. */
  resolveFile?: (href: string) => string | undefined;
}

/** Admonition types Docusaurus knows, with the label used when no title is given. */
const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** The parts of the mdast node types this module reads, without depending on extension typings. */
interface AnyNode {
  type: string;
  children?: AnyNode[];
  value?: string;
  url?: string;
  name?: string | null;
  depth?: number;
  attributes?: unknown;
  data?: unknown;
  position?: {start: {offset?: number}; end: {offset?: number}};
}

interface Context {
  options: ConvertOptions;
  /** The source after Docusaurus's own preprocessing (see `prepareSource`); node offsets point into it. */
  source: string;
  /** Depth of the last heading seen, in document order (the page title is 1). */
  headingDepth: number;
  /** The HTML id of every heading of the source tree (see `headingIds`). */
  ids: Map<AnyNode, string>;
}

const text = (value: string): Text => ({type: 'text', value});
const strong = (children: PhrasingContent[]): Strong => ({type: 'strong', children});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function attribute(node: AnyNode, name: string): string | undefined {
  const attributes = Array.isArray(node.attributes)
    ? (node.attributes as {type: string; name?: string; value?: unknown}[])
    : [];
  const found = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Plain text of a subtree (for labels). */
function plainText(node: AnyNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') {
    return node.value;
  }
  return (node.children ?? []).map(plainText).join('');
}

/** The original source of a node, for syntax that only looked like a directive. */
function sourceOf(node: AnyNode, ctx: Context): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? plainText(node) : ctx.source.slice(start, end);
}

/** Resolves a link or image target to an absolute URL. */
export function absolutize(url: string, options: ConvertOptions): string {
  let target = url.trim();
  if (target === '') return target;
  if (target.startsWith('pathname://')) target = target.slice('pathname://'.length);
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target;
  if (target.startsWith('//')) return `https:${target}`;
  if (target.startsWith('#')) return `${options.pageUrl}${target}`;
  const hashAt = target.search(/[?#]/);
  const path = hashAt === -1 ? target : target.slice(0, hashAt);
  const rest = hashAt === -1 ? '' : target.slice(hashAt);
  if (/\.mdx?$/.test(path) && options.resolveFile) {
    const permalink = options.resolveFile(path);
    if (permalink) return `${absoluteUrl(options.siteUrl, permalink)}${rest}`;
  }
  if (target.startsWith('/')) return absoluteUrl(options.siteUrl, target);
  // Relative to the page, as a browser resolves it.
  return new URL(target, options.pageUrl).href;
}

/** A labelled blockquote: the label in bold, then the content. */
function labelledQuote(label: PhrasingContent[], body: RootContent[]): Blockquote {
  return {type: 'blockquote', children: [paragraph([strong(label)]), ...(body as Blockquote['children'])]};
}

function transformChildren(children: AnyNode[], ctx: Context, atRoot: boolean, phrasing: boolean): AnyNode[] {
  return children.flatMap((child) => transformNode(child, ctx, atRoot, phrasing));
}

function transformNode(node: AnyNode, ctx: Context, atRoot: boolean, phrasing: boolean): AnyNode[] {
  switch (node.type) {
    case 'yaml':
    case 'toml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'html':
      return transformHtml(node, phrasing);
    case 'heading': {
      ctx.headingDepth = node.depth ?? ctx.headingDepth;
      const children = transformChildren(node.children ?? [], ctx, false, true);
      stripHeadingId(children);
      const id = ctx.ids.get(node);
      if (id) children.push(text(` {#${id}}`));
      return [{...node, children}];
    }
    case 'link':
    case 'image':
    case 'definition':
      return [
        {
          ...node,
          url: absolutize(node.url ?? '', ctx.options),
          children: node.children && transformChildren(node.children, ctx, false, true),
        },
      ];
    case 'containerDirective':
      return transformContainerDirective(node, ctx);
    case 'leafDirective':
      return [paragraph([text(sourceOf(node, ctx))])];
    case 'textDirective':
      return [text(sourceOf(node, ctx))];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return transformJsx(node, ctx, atRoot, node.type === 'mdxJsxTextElement' || phrasing);
    default:
      if (!node.children) return [node];
      return [
        {
          ...node,
          children: transformChildren(node.children, ctx, node.type === 'root', isPhrasingParent(node.type)),
        },
      ];
  }
}

function isPhrasingParent(type: string): boolean {
  return ['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference'].includes(type);
}

/** Text of a heading as mdast-util-to-string gives it (what Docusaurus slugs): values, image alts, children. */
function headingText(node: AnyNode): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return (node as {alt?: string}).alt ?? '';
  return (node.children ?? []).map(headingText).join('');
}

/**
 * The id Docusaurus gives each heading of a page, in document order: an
 * explicit `{#id}` wins, else the slug of the heading text, numbered when
 * repeated (its mdx-loader `headings` plugin, with the same slugger).
 */
export function headingIds(tree: AnyNode): Map<AnyNode, string> {
  const ids = new Map<AnyNode, string>();
  const slugs = createSlugger();
  const walk = (node: AnyNode) => {
    if (node.type === 'heading') {
      const kept = (node.children ?? []).filter((c) => c.type !== 'html');
      const text = headingText({type: 'heading', children: kept.length > 0 ? kept : node.children});
      const explicit = parseMarkdownHeadingId(text, 'classic').id;
      ids.set(node, explicit ?? slugs.slug(text, {maintainCase: false}));
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return ids;
}

/** `## Title {#custom-id}` in the source: removed here, since every heading gets its id back at the end. */
function stripHeadingId(children: AnyNode[]): void {
  const last = children.at(-1);
  if (last?.type === 'text' && typeof last.value === 'string') {
    last.value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
    if (last.value === '') children.pop();
  }
}

function transformHtml(node: AnyNode, phrasing: boolean): AnyNode[] {
  const value = (node.value ?? '').trim();
  if (value.startsWith('<!--')) return [];
  if (/^<br\s*\/?>$/i.test(value)) return phrasing ? [{type: 'break'}] : [];
  // Raw HTML is not written in this site's pages; if some appears, keep its words, not its tags.
  const words = value.replace(/<[^>]*>/g, '').trim();
  if (words === '') return [];
  return phrasing ? [text(words)] : [paragraph([text(words)])];
}

function transformContainerDirective(node: AnyNode, ctx: Context): AnyNode[] {
  const children = node.children ?? [];
  const hasLabel = (children[0]?.data as {directiveLabel?: boolean} | undefined)?.directiveLabel === true;
  const labelNode = hasLabel ? children[0] : undefined;
  const body = transformChildren(hasLabel ? children.slice(1) : children, ctx, false, false);
  const name = node.name ?? '';
  const admonition = admonitionLabels[name];
  if (!admonition) {
    // Not an admonition: keep the content, without the directive syntax.
    const label = labelNode ? transformChildren(labelNode.children ?? [], ctx, false, true) : [];
    return [...(label.length > 0 ? [paragraph(label as PhrasingContent[])] : []), ...body];
  }
  const label: PhrasingContent[] = labelNode
    ? (transformChildren(labelNode.children ?? [], ctx, false, true) as PhrasingContent[])
    : [text(admonition)];
  return [labelledQuote(label, body as RootContent[]) as AnyNode];
}

function transformJsx(node: AnyNode, ctx: Context, atRoot: boolean, phrasing: boolean): AnyNode[] {
  const name = node.name ?? '';
  const children = node.children ?? [];
  const inner = (childRoot = false) => transformChildren(children, ctx, childRoot, phrasing);

  if (phrasing) {
    switch (name) {
      case 'br':
        return [{type: 'break'}];
      case 'code':
      case 'kbd':
        return [{type: 'inlineCode', value: plainText(node)}];
      case 'a': {
        const href = attribute(node, 'href') ?? attribute(node, 'to');
        return href ? [{type: 'link', url: absolutize(href, ctx.options), children: inner()}] : inner();
      }
      case 'img': {
        const src = attribute(node, 'src');
        return src
          ? [{type: 'image', url: absolutize(src, ctx.options), alt: attribute(node, 'alt') ?? ''} as AnyNode]
          : [];
      }
      default:
        return inner();
    }
  }

  switch (name) {
    case 'Tabs':
      return transformTabs(node, ctx, atRoot);
    case 'Admonition': {
      const type = attribute(node, 'type') ?? 'note';
      const title = attribute(node, 'title') ?? admonitionLabels[type] ?? 'Note';
      return [labelledQuote([text(title)], inner() as RootContent[]) as AnyNode];
    }
    case 'details': {
      // `<summary>Why?</summary>` on one line is a paragraph holding the element.
      const isSummary = (c: AnyNode) =>
        c.name === 'summary' ||
        (c.type === 'paragraph' && c.children?.length === 1 && c.children[0]!.name === 'summary');
      const summary = children.find(isSummary);
      const rest = children.filter((c) => c !== summary);
      const label = summary ? plainText(summary).trim() : 'Details';
      return [paragraph([strong([text(label)])]), ...transformChildren(rest, ctx, atRoot, false)];
    }
    case 'Mermaid': {
      const value = attribute(node, 'value');
      const code: Code = {type: 'code', lang: 'mermaid', value: value ?? ''};
      return value ? [code] : [];
    }
    case 'CodeBlock': {
      const code: Code = {type: 'code', lang: attribute(node, 'language') ?? 'text', value: plainText(node)};
      return [code];
    }
    case 'img': {
      const src = attribute(node, 'src');
      const image = {type: 'image', url: absolutize(src ?? '', ctx.options), alt: attribute(node, 'alt') ?? ''};
      return src ? [paragraph([image as PhrasingContent])] : [];
    }
    case 'br':
    case 'DocCardList':
      return [];
    default:
      return inner(atRoot);
  }
}

/** `<Tabs>`: one labelled subsection per `<TabItem>`, in order. */
function transformTabs(node: AnyNode, ctx: Context, atRoot: boolean): AnyNode[] {
  const depthBefore = ctx.headingDepth;
  const depth = Math.min(depthBefore + 1, 6) as Heading['depth'];
  const out: AnyNode[] = [];
  for (const item of node.children ?? []) {
    if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') {
      out.push(...transformNode(item, ctx, atRoot, false));
      continue;
    }
    const label = attribute(item, 'label') ?? attribute(item, 'value') ?? 'Tab';
    out.push(
      atRoot
        ? ({type: 'heading', depth, children: [text(label)]} satisfies Heading)
        : paragraph([strong([text(label)])]),
    );
    ctx.headingDepth = atRoot ? depth : depthBefore;
    out.push(...transformChildren(item.children ?? [], ctx, atRoot, false));
  }
  ctx.headingDepth = depthBefore;
  return out;
}

/** Parses a page source into its mdast tree (front matter included). */
export function parseSource(source: string, mdx: boolean): Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml', 'toml'])
    .use(remarkGfm)
    .use(remarkDirective);
  if (mdx) processor.use(remarkMdx);
  return processor.parse(source);
}

const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
});

/** Prints an mdast tree as Markdown. */
export function printMarkdown(tree: Root): string {
  return printer.stringify(tree).trim();
}

/**
 * The same text preparation Docusaurus applies before parsing a page (its
 * MDX 1 compatibility, on by default): `mdx-code-block` fences unwrapped,
 * `{#id}` heading ids escaped, and the legacy `:::tip Some title` written as
 * `:::tip[Some title]`. Using Docusaurus's own functions keeps the twins in
 * step with what the site renders.
 */
export function prepareSource(source: string): string {
  return admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    Object.keys(admonitionLabels),
  );
}

/** Converts a page source to clean Markdown (its body only: no title, no front matter). */
export function convertMarkdown(options: ConvertOptions): string {
  const source = prepareSource(options.source);
  const tree = parseSource(source, options.mdx);
  const ctx: Context = {options, source, headingDepth: 1, ids: headingIds(tree as unknown as AnyNode)};
  const [root] = transformNode(tree as unknown as AnyNode, ctx, true, false);
  return printMarkdown(root as unknown as Root);
}
