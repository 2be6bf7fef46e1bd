import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {earlyInputScript} from './earlyInput';

/**
 * Interactive components in MDX pages as islands: the page text stays server
 * HTML and each component hydrates on a root of its own (README, "Islands").
 * This plugin makes `src/components/` imports of the pages in `folderNames`
 * islands wherever MDX runs as React (the server render, and `npm start`); in
 * the production browser bundle static-content's stub registers their code.
 */
export default function islandsPlugin(folderNames: string[]) {
  return (context: LoadContext): Plugin => {
    const folders = folderNames.map((f) => join(context.siteDir, f) + '/');
    return {
      name: 'islands',
      getClientModules: () => [join(__dirname, 'islands.css')],
      injectHtmlTags() {
        // Server-rendered islands exist only in the production build; `npm start` renders them in the page's own React tree.
        if (process.env.NODE_ENV !== 'production') return {};
        return {headTags: [{tagName: 'script', innerHTML: earlyInputScript}]};
      },
      configureWebpack(_config, isServer) {
        if (!isServer && process.env.NODE_ENV === 'production') return {};
        return {
          module: {
            rules: [
              {
                // A function, not a RegExp: the config's RegExp comes from another realm.
                test: (path: string) => /\.mdx$/.test(path) && folders.some((f) => path.startsWith(f)),
                enforce: 'post',
                use: [{loader: join(__dirname, 'wrapLoader.cjs')}],
              },
            ],
          },
        };
      },
    };
  };
}
