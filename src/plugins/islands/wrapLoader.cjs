/*
 * Server side (and `npm start`): an MDX page's imports from src/components/
 * become islands. `import X from '@site/src/components/X'` turns into the
 * module's namespace plus `const X = islandExport(...)`, which renders X in a
 * container the browser hydrates (island.tsx). Theme islands (Tabs, TabItem,
 * Details) are swizzled wrappers already and are left alone.
 */
const {join} = require('node:path');
const {parse} = require('acorn');
const {islandImports, themeIslands} = require('./sources.cjs');

const islandModule = join(__dirname, 'island.tsx');

/** @param {string} compiled @param {string} helper */
function wrapIslands(compiled, helper = islandModule) {
  const program = parse(compiled, {ecmaVersion: 'latest', sourceType: 'module'});
  const imports = islandImports(program).filter((i) => !themeIslands.includes(i.source));
  if (imports.length === 0) return compiled;
  let out = '';
  let at = 0;
  const declarations = [`import {islandExport as __islandExport} from ${JSON.stringify(helper)};`];
  imports.forEach(({node, source, bindings}, index) => {
    const ns = `__islandModule${index}`;
    out += compiled.slice(at, node.start) + `import * as ${ns} from ${JSON.stringify(source)};`;
    at = node.end;
    for (const {local, imported} of bindings) {
      declarations.push(
        `const ${local} = __islandExport(${JSON.stringify(source)}, ${ns}, ${JSON.stringify(imported)});`,
      );
    }
  });
  return out + compiled.slice(at) + '\n' + declarations.join('\n') + '\n';
}

module.exports = function islandsWrapLoader(source) {
  return wrapIslands(source);
};
module.exports.wrapIslands = wrapIslands;
