/*
 * Rewrites a compiled doc module for the browser bundle (a loader, so plain
 * CommonJS). The page text is already in the server-rendered HTML, so the
 * browser keeps only what the layout reads (front matter, title, table of
 * contents, metadata) and gets a component that adopts that HTML instead of
 * the page's compiled JSX.
 */
const {join} = require('node:path');
const {parse} = require('acorn');
const {islandLoaderEntries} = require('../islands/sources.cjs');

const kept = new Set(['frontMatter', 'contentTitle', 'toc', 'assets', 'metadata']);
const componentModule = join(__dirname, 'StaticContent.tsx');
const registryModule = join(__dirname, '../islands/registry.ts');

/** @param {string} compiled @param {string} component @param {string} registry @param {string} [siteDir] */
function stubModule(compiled, component = componentModule, registry = registryModule, siteDir = undefined) {
  const program = parse(compiled, {ecmaVersion: 'latest', sourceType: 'module'});
  const parts = [];
  let metadataSource;
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const names = node.declaration?.declarations?.map((d) => d.id.name) ?? [];
    const reexported = node.source ? node.specifiers.map((s) => s.exported.name ?? s.exported.value) : [];
    if (names.length && names.every((n) => kept.has(n))) parts.push(compiled.slice(node.start, node.end));
    if (reexported.length && reexported.every((n) => kept.has(n))) {
      parts.push(compiled.slice(node.start, node.end));
      if (reexported.includes('metadata')) metadataSource = node.source.value;
    }
  }
  if (!metadataSource) throw new Error('static-content: a doc module without `metadata` cannot find its page');
  // The page's interactive components (islands), each code loaded only if its page shows it.
  const islands = islandLoaderEntries(program, siteDir);
  if (islands.length > 0) {
    parts.push(
      `import {registerIslands} from ${JSON.stringify(registry)};`,
      `registerIslands({${islands.join(', ')}});`,
    );
  }
  return [
    ...parts,
    `import StaticContent, {prepareStaticContent} from ${JSON.stringify(component)};`,
    `import __metadata from ${JSON.stringify(metadataSource)};`,
    // The route's chunk resolves once the page text is ready: no empty frame on navigation.
    'await prepareStaticContent(__metadata.permalink);',
    'export default StaticContent;',
    '',
  ].join('\n');
}

module.exports = function staticContentLoader(source) {
  // rootContext is the site's folder (Docusaurus sets the bundler's context to it).
  return stubModule(source, componentModule, registryModule, this.rootContext);
};
module.exports.stubModule = stubModule;
