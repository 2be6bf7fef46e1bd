import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packageDir} from '../seams';
import {applyFixes, errorStatus, plugin, suggestions, type Fix} from './fixes';

/** The DocSearch modules the site imports, the files webpack bundles for them, and the fixes each needs. */
export const modules: ReadonlyArray<{specifier: string; file: string; fixes: readonly Fix[]}> = [
  {
    specifier: '@docsearch/react/modal',
    file: require.resolve('@docsearch/react/modal'),
    fixes: [errorStatus, suggestions],
  },
  {
    specifier: 'docsearch-react-3',
    // The package's "module" entry, which webpack takes over "main".
    file: join(packageDir('docsearch-react-3'), 'dist', 'esm', 'index.js'),
    fixes: [errorStatus],
  },
];

/**
 * Bundles DocSearch's modal with its two bugs fixed (fixes.ts): the fixed
 * code is written to the build's generated files and the module is aliased
 * to it, so node_modules stays as installed.
 */
export default function docsearchFixesPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  const dir = join(context.generatedFilesDir, plugin);
  mkdirSync(dir, {recursive: true});
  const alias: Record<string, string> = {};
  for (const m of modules) {
    const fixed = join(dir, `${m.specifier.replace(/[@/]/g, '_')}.js`);
    writeFileSync(fixed, applyFixes(readFileSync(m.file, 'utf8'), m.file, m.fixes));
    alias[`${m.specifier}$`] = fixed;
  }
  return {
    name: plugin,
    configureWebpack() {
      return {resolve: {alias}};
    },
  };
}
