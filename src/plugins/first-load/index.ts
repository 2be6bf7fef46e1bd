import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectSource, packageDir} from '../seams';
import {ModuleOriginsPlugin, clientManifestPath} from './manifest';

const plugin = 'first-load';
const coreLib = join(packageDir('@docusaurus/core'), 'lib');

/**
 * Shapes a page's first load: each page names its route chunks in its HTML
 * (manifest.ts), and main.js comes in two files, each compiled and run in a
 * task of its own.
 */
export default function firstLoadPlugin({generatedFilesDir}: {generatedFilesDir: string}): Plugin {
  // The manifest is written where Docusaurus's client config puts it (manifest.ts reads it there) ...
  expectSource(plugin, join(coreLib, 'webpack', 'client.js'), [
    "'client-manifest.json'",
    'react_loadable_ssr_addon_v5_slorber_1.default',
  ]);
  // ... and the page template looks chunks up by the module requests a page rendered, the keys manifest.ts adds.
  expectSource(plugin, join(coreLib, 'ssg', 'ssgTemplate.js'), [
    'getBundles)(manifest, modulesToBeLoaded)',
    '...Array.from(modules)',
  ]);
  return {
    name: plugin,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // `docusaurus start` writes no client manifest and serves no built pages.
      const production = process.env.NODE_ENV === 'production';
      return {
        // main.js in two files, each compiled and run in a task of its own.
        optimization: production
          ? {
              splitChunks: {
                cacheGroups: {
                  framework: {
                    name: 'framework',
                    test: /[\\/]node_modules[\\/]/,
                    chunks: 'initial' as const,
                    priority: 45,
                    enforce: true,
                  },
                },
              },
            }
          : {},
        plugins: [...(production ? [new ModuleOriginsPlugin(clientManifestPath(generatedFilesDir))] : [])],
      };
    },
  };
}
