import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

/*
 * The private parts of Docusaurus that static-content and islands build on.
 * None is a public API, so each is checked here against the installed
 * packages: an upgrade that changes one fails `npm test` with the seam's name
 * (seams.test.ts) instead of shipping pages without their table of contents,
 * with MDX code back in the bundle, or with tabs that never hydrate.
 */
export type Seam = {plugin: string; relies: string; holds: () => boolean};

/** A package's folder: above its main file, where its package.json is (not every package exports that file). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || !read(join(dir, 'package.json')).includes(`"name": "${name}"`)) {
    if (dirname(dir) === dir) throw new Error(`cannot find the folder of ${name}`);
    dir = dirname(dir);
  }
  return dir;
}
const classic = packageDir('@docusaurus/theme-classic');
const common = packageDir('@docusaurus/theme-common');
const mdxLoader = packageDir('@docusaurus/mdx-loader');
// Core's exports name no package.json: found from one of its client files.
const core = join(dirname(require.resolve('@docusaurus/core/lib/client/App.js')), '../..');

function read(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

export const seams: Seam[] = [
  {
    plugin: 'static-content',
    relies: "mdx-loader's module exports frontMatter, contentTitle, metadata and assets as the stub loader keeps them",
    holds: () => {
      const loader = read(join(mdxLoader, 'lib/loader.js'));
      return [
        'export const frontMatter = ',
        'export const contentTitle = ',
        'export {default as metadata} from',
        'export const assets = ',
      ].every((s) => loader.includes(s));
    },
  },
  {
    plugin: 'static-content',
    relies: "mdx-loader's remark toc plugin exporting the table of contents as `toc`",
    holds: () => read(join(mdxLoader, 'lib/remark/toc/index.js')).includes("options.name || 'toc'"),
  },
  {
    plugin: 'static-content',
    relies: "theme-classic's MDXContent being where the MDX provider enters the bundle (it is aliased away)",
    holds: () => {
      const source = read(join(classic, 'lib/theme/MDXContent/index.js'));
      return source.includes("from '@mdx-js/react'") && source.includes("from '@theme/MDXComponents'");
    },
  },
  {
    plugin: 'static-content',
    relies: "theme-classic's client module lib/prism-include-languages (replaced by a no-op)",
    holds: () =>
      existsSync(join(classic, 'lib/prism-include-languages.js')) &&
      read(join(classic, 'lib/index.js')).includes("'./prism-include-languages'"),
  },
  {
    plugin: 'static-content',
    relies: 'core rendering <html data-has-hydrated> once the app has hydrated (page text is adopted before it)',
    holds: () => read(join(core, 'lib/client/hasHydratedDataAttribute.js')).includes('data-has-hydrated'),
  },
  {
    plugin: 'islands',
    relies: "mdx-loader's remark plugin turning <details> into <Details> from the MDX component map",
    holds: () => read(join(mdxLoader, 'lib/remark/details/index.js')).includes("node.name = 'Details'"),
  },
  {
    plugin: 'islands',
    relies: "theme-classic's MDXComponents rendering Details through @theme/Details",
    holds: () => read(join(classic, 'lib/theme/MDXComponents/Details.js')).includes("from '@theme/Details'"),
  },
  {
    plugin: 'islands',
    relies:
      "theme-classic's Tabs keeping every TabItem in the server HTML, keyed on useIsBrowser (false on an island's root)",
    holds: () => {
      const tabs = read(join(classic, 'lib/theme/Tabs/index.js'));
      const item = read(join(classic, 'lib/theme/TabItem/index.js'));
      return tabs.includes('key={String(isBrowser)}') && item.includes('hidden={!isSelected}');
    },
  },
  {
    plugin: 'islands',
    relies: 'theme-common/internal exporting ScrollControllerProvider (tabs need it on their own root)',
    holds: () => /\bScrollControllerProvider\b/.test(read(join(common, 'lib/internal.js'))),
  },
  {
    plugin: 'islands',
    relies: "theme-common's tab state syncing tab groups through storage events (groupId across roots)",
    holds: () => read(join(common, 'lib/utils/storageUtils.js')).includes('window.dispatchEvent(event)'),
  },
];

/** One "plugin X relies on Y, which changed" line per seam that no longer holds. */
export function brokenSeams(list: Seam[] = seams): string[] {
  return list.filter((s) => !s.holds()).map((s) => `plugin ${s.plugin} relies on ${s.relies}, which changed`);
}
