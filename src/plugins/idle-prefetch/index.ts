import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const coreClientDir = join(require.resolve('@docusaurus/core/package.json'), '..', 'lib', 'client');

/**
 * Swaps Docusaurus's link prefetcher for one that asks for each chunk once,
 * in idle time (queue.ts says why). Browser bundle only.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const replacement = join(__dirname, 'prefetch.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/prefetch$/, (resource: {context: string; request: string}) => {
            if (resource.context === coreClientDir) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
