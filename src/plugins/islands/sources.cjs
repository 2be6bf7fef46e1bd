/*
 * Which imports of a compiled MDX page are islands (shared by the server-side
 * wrapLoader.cjs and static-content's browser stub, so both agree on names).
 * Plain CommonJS: loaders load it.
 */

/** Theme components that are islands; each is swizzled in src/theme as `island(name, Original)`. */
const themeIslands = ['@theme/Tabs', '@theme/TabItem', '@theme/Details'];
/** Islands MDX provides without an import: `<details>` compiles to `_components.Details` (`.mdx`) or `_components.details` (`.md`). */
const providedIslands = {Details: '@theme/Details', details: '@theme/Details'};
const componentsPrefix = '@site/src/components/';

/**
 * The chunk an island's code loads in: one per theme component family (tabs
 * and their items share one, rather than each carrying the tab state code),
 * and one per module of src/components/.
 */
function chunkName(source) {
  if (source === '@theme/Tabs' || source === '@theme/TabItem') return 'island-tabs';
  return `island-${source
    .replace(/^@theme\//, '')
    .replace(componentsPrefix, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()}`;
}

/** `import(source)` in its island's named chunk. */
function importCall(source) {
  return `import(/* webpackChunkName: ${JSON.stringify(chunkName(source))} */ ${JSON.stringify(source)})`;
}

function isIslandSource(source) {
  return themeIslands.includes(source) || source.startsWith(componentsPrefix);
}

/**
 * The island imports of a parsed module: `{node, source, bindings: [{local, imported}]}`,
 * `imported` being `default` or the export's name.
 * @param {import('acorn').Program} program
 */
function islandImports(program) {
  const found = [];
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || !isIslandSource(node.source.value)) continue;
    const bindings = node.specifiers.map((s) => {
      if (s.type === 'ImportNamespaceSpecifier')
        throw new Error(
          `islands: \`import * as ${s.local.name}\` from ${node.source.value} cannot name its components; import them by name`,
        );
      return {
        local: s.local.name,
        imported: s.type === 'ImportDefaultSpecifier' ? 'default' : (s.imported.name ?? s.imported.value),
      };
    });
    found.push({node, source: node.source.value, bindings});
  }
  return found;
}

const {existsSync, readFileSync, statSync} = require('node:fs');
const {join} = require('node:path');

/**
 * Whether a src/components/ module says its components need no browser code
 * (`export const serverOnly = true`, see island.tsx): the page then registers none.
 */
function isServerOnly(source, siteDir) {
  if (!siteDir || !source.startsWith(componentsPrefix)) return false;
  const base = join(siteDir, 'src/components', source.slice(componentsPrefix.length));
  const file = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && statSync(f).isFile());
  return file !== undefined && /^export const serverOnly = true;?$/m.test(readFileSync(file, 'utf8'));
}

/** The island a binding stands for, as island.tsx names it. */
function islandName(source, imported) {
  return imported === 'default' || themeIslands.includes(source) ? source : `${source}#${imported}`;
}

/** Every node of an ESTree tree. */
function* nodes(node) {
  if (Array.isArray(node)) for (const child of node) yield* nodes(child);
  else if (node && typeof node.type === 'string') {
    yield node;
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && value && typeof value === 'object') yield* nodes(value);
  }
}

/**
 * Islands the compiled page takes from MDX's component map: `_components.Details`,
 * or `{Details} = _components` as MDX compiles a capitalised tag.
 * @param {import('acorn').Program} program
 */
function providedIslandNames(program) {
  const used = new Set();
  for (const node of nodes(program)) {
    if (
      node.type === 'MemberExpression' &&
      node.object.type === 'Identifier' &&
      node.object.name === '_components' &&
      node.property.type === 'Identifier'
    ) {
      used.add(node.property.name);
    }
    if (
      node.type === 'VariableDeclarator' &&
      node.init?.type === 'Identifier' &&
      node.init.name === '_components' &&
      node.id.type === 'ObjectPattern'
    ) {
      for (const p of node.id.properties)
        if (p.type === 'Property' && p.key.type === 'Identifier') used.add(p.key.name);
    }
  }
  return Object.entries(providedIslands)
    .filter(([key]) => used.has(key))
    .map(([, name]) => name);
}

/**
 * `name: () => import(...)` entries for every island the compiled page uses:
 * code for static-content's browser stub.
 * @param {import('acorn').Program} program @param {string} [siteDir]
 */
function islandLoaderEntries(program, siteDir) {
  const entries = new Map();
  for (const {source, bindings} of islandImports(program)) {
    if (isServerOnly(source, siteDir)) continue;
    for (const {imported} of bindings) {
      const name = islandName(source, imported);
      entries.set(name, `() => ${importCall(source)}.then((m) => m[${JSON.stringify(imported)}])`);
    }
  }
  for (const name of providedIslandNames(program))
    entries.set(name, `() => ${importCall(name)}.then((m) => m.default)`);
  return [...entries].map(([name, loader]) => `${JSON.stringify(name)}: ${loader}`);
}

module.exports = {
  isServerOnly,
  chunkName,
  themeIslands,
  providedIslands,
  componentsPrefix,
  islandImports,
  islandName,
  providedIslandNames,
  islandLoaderEntries,
};
