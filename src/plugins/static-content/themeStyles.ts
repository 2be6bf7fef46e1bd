import {existsSync, readFileSync, statSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {Parser} from 'acorn';
import jsx from 'acorn-jsx';

/*
 * The theme's CSS modules that page text needs. The server renders page text
 * with the classes of the theme components MDX uses (code blocks,
 * admonitions, headings, tabs, ...), but those components never run in the
 * browser, so their styles are not bundled by themselves. Rather than a
 * hand-kept list of paths inside the theme's lib/ folder, they are found by
 * following the imports of the theme's MDX components. The build test
 * tests/build/content-css.test.ts checks that every class in page text has a
 * rule in the shipped CSS.
 */
const themeDir = join(dirname(require.resolve('@docusaurus/theme-classic')), 'theme');
const commonEntry = require.resolve('@docusaurus/theme-common');
const commonLib = dirname(commonEntry);

/** The theme components page text is made of: MDX's component map, and the components pages import (islands.) */
export const contentRoots = ['MDXComponents', 'Tabs', 'TabItem', 'Details'];

function resolveFile(base: string): string | undefined {
  return [base, `${base}.js`, join(base, 'index.js')].find((f) => existsSync(f) && statSync(f).isFile());
}

/** Where an import of `from` leads, if it is theme code; CSS modules are returned as they are. */
function resolveImport(specifier: string, from: string): string | undefined {
  if (specifier.startsWith('.'))
    return specifier.endsWith('.css') ? join(dirname(from), specifier) : resolveFile(join(dirname(from), specifier));
  const theme = /^@theme(?:-original)?\/(.+)$/.exec(specifier);
  if (theme) return resolveFile(join(themeDir, theme[1]!));
  if (specifier === '@docusaurus/theme-common') return commonEntry;
  const common = /^@docusaurus\/theme-common\/(.+)$/.exec(specifier);
  if (common)
    return (
      resolveFile(join(commonLib, common[1] === 'internal' ? 'internal' : `components/${common[1]}`)) ??
      resolveFile(join(commonLib, common[1]!))
    );
  return undefined;
}

// The theme ships its components as JSX.
const parser = Parser.extend(jsx());

function importsOf(file: string): string[] {
  const program = parser.parse(readFileSync(file, 'utf8'), {ecmaVersion: 'latest', sourceType: 'module'});
  return program.body.flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ExportAllDeclaration') &&
    node.source
      ? [String(node.source.value)]
      : [],
  );
}

/** Every CSS module reachable from the theme components in `roots`, in a stable order. */
export function themeContentStyles(roots: string[] = contentRoots): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const queue = roots.map((r) => resolveFile(join(themeDir, r)));
  if (queue.some((f) => f === undefined))
    throw new Error(`static-content: a theme component among ${roots.join(', ')} is missing from theme-classic`);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const target = resolveImport(specifier, file);
      if (!target) continue;
      if (target.endsWith('.module.css')) styles.add(target);
      else if (target.endsWith('.js')) queue.push(target);
    }
  }
  return [...styles].sort();
}
