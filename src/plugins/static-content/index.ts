import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss} from './codeThemeCss';

/*
 * The server-rendered text carries class names from these theme CSS modules;
 * the components that import them no longer run in the browser, so their
 * styles are loaded here.
 */
const classicDir = dirname(require.resolve('@docusaurus/theme-classic'));
const commonDir = dirname(require.resolve('@docusaurus/theme-common'));
export const contentStyles = [
  ...['Container', 'Content', 'Line', 'Layout', 'Buttons'].map((part) => join(classicDir, 'theme/CodeBlock', part, 'styles.module.css')),
  join(classicDir, 'theme/Admonition/Layout/styles.module.css'),
  join(classicDir, 'theme/Heading/styles.module.css'),
  join(classicDir, 'theme/MDXComponents/Img/styles.module.css'),
  join(classicDir, 'theme/MDXComponents/Ul/styles.module.css'),
  join(commonDir, 'utils/anchorUtils.module.css'),
];

/**
 * Doc pages ship their text as HTML only. In the browser bundle each doc
 * module in `folderNames` becomes a small stub (stubLoader.cjs), the MDX
 * component set and the Prism highlighter drop out, and dark-mode code
 * colours come from CSS.
 */
export default function staticContentPlugin(folderNames: string[]) {
  return (context: LoadContext): Plugin => staticContent(context, folderNames.map((f) => join(context.siteDir, f) + '/'));
}

function staticContent(context: LoadContext, folders: string[]): Plugin {
  const prism = context.siteConfig.themeConfig.prism as {darkTheme?: PrismTheme} | undefined;
  return {
    name: 'static-content',
    getClientModules: () => contentStyles,
    configureWebpack(_config, isServer, {currentBundler}) {
      // `npm start` renders in the browser with no server HTML to adopt: pages ship as MDX there.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        resolve: {alias: {'@theme/MDXContent': join(__dirname, 'ClientMDXContent.tsx')}},
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/theme-classic[\\/]lib[\\/]prism-include-languages/, join(__dirname, 'noop.ts'))],
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
