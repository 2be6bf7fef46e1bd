import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const coreClientDir = join(require.resolve('@docusaurus/core/package.json'), '..', 'lib', 'client');
const clientEntry = join(coreClientDir, 'clientEntry.js');

/**
 * Swaps Docusaurus's link prefetcher for one that asks for each chunk once,
 * in idle time (queue.ts says why), and has `window.docusaurus.prefetch` wait
 * for idle time too (docusaurus.ts). Browser bundle only.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/prefetch$/, (resource: {context: string; request: string}) => {
            if (resource.context === coreClientDir) resource.request = join(__dirname, 'prefetch.ts');
          }),
          new NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
            if (resource.contextInfo?.issuer === clientEntry) resource.request = join(__dirname, 'docusaurus.ts');
          }),
        ],
      };
    },
  };
}
