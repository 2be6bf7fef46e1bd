import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ModuleOriginsPlugin, clientManifestPath} from './manifest';
import {rewriteBuild} from './afterFirstPaint';

const clientEntry = join(require.resolve('@docusaurus/core/package.json'), '..', 'lib', 'client', 'clientEntry.js');

/**
 * Shapes a page's first load: scripts load once the page has painted
 * (afterFirstPaint.ts), each page names its route chunks (manifest.ts), and
 * the browser entry matches the route and hydrates in short tasks of their
 * own (preload.ts).
 */
export default function firstLoadPlugin({generatedFilesDir}: {generatedFilesDir: string}): Plugin {
  return {
    name: 'first-load',
    async postBuild({outDir}) {
      await rewriteBuild(outDir);
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const replacement = join(__dirname, 'preload.ts');
      // `docusaurus start` writes no client manifest and serves no built pages.
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
