import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ModuleOriginsPlugin, clientManifestPath} from './manifest';

const clientEntry = join(require.resolve('@docusaurus/core/package.json'), '..', 'lib', 'client', 'clientEntry.js');

/**
 * Shapes a page's first load into short tasks: each page's HTML names its
 * route chunks (manifest.ts), and the browser entry matches the route and
 * hydrates in tasks of their own (preload.ts). Browser bundle only.
 */
export default function firstLoadPlugin({generatedFilesDir}: {generatedFilesDir: string}): Plugin {
  return {
    name: 'first-load',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const replacement = join(__dirname, 'preload.ts');
      // `docusaurus start` writes no client manifest: there is no HTML to name chunks in.
      const production = process.env.NODE_ENV === 'production';
      return {
        // main.js in two files, each compiled and run in a task of its own.
        optimization: production
          ? {splitChunks: {cacheGroups: {framework: {name: 'framework', test: /[\\/]node_modules[\\/]/, chunks: 'initial' as const, priority: 45, enforce: true}}}}
          : {},
        plugins: [
          ...(production ? [new ModuleOriginsPlugin(clientManifestPath(generatedFilesDir))] : []),
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
            if (resource.contextInfo?.issuer === clientEntry) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
