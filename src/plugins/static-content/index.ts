import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss} from './codeThemeCss';
import {themeContentStyles} from './themeStyles';

/**
 * Doc pages ship their text as HTML only. In the browser bundle each doc
 * module in `folderNames` becomes a small stub (stubLoader.cjs), the MDX
 * component set and the Prism highlighter drop out, and dark-mode code
 * colours come from CSS.
 */
export default function staticContentPlugin(folderNames: string[]) {
  return (context: LoadContext): Plugin =>
    staticContent(
      context,
      folderNames.map((f) => join(context.siteDir, f) + '/'),
    );
}

function staticContent(context: LoadContext, folders: string[]): Plugin {
  const prism = context.siteConfig.themeConfig.prism as {darkTheme?: PrismTheme} | undefined;
  return {
    name: 'static-content',
    // Page text carries the classes of theme components that do not run in the browser: their styles load here.
    getClientModules: () => themeContentStyles(),
    configureWebpack(_config, isServer, {currentBundler}) {
      // `npm start` renders in the browser with no server HTML to adopt: pages ship as MDX there.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        resolve: {alias: {'@theme/MDXContent': join(__dirname, 'ClientMDXContent.tsx')}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages/,
            join(__dirname, 'noop.ts'),
          ),
        ],
        module: {
          rules: [
            {
              // A function, not a RegExp: the config's RegExp comes from another realm.
              test: (path: string) => /\.mdx?$/.test(path) && folders.some((f) => path.startsWith(f)),
              enforce: 'post',
              use: [{loader: join(__dirname, 'stubLoader.cjs')}],
            },
          ],
        },
      };
    },
    injectHtmlTags() {
      if (!prism?.darkTheme) return {};
      return {headTags: [{tagName: 'style', innerHTML: codeThemeCss(prism.darkTheme, "[data-theme='dark']")}]};
    },
  };
}
