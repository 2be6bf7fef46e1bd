import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ReplaceModule, coreClientDir, expectSource} from '../seams';

const plugin = 'idle-prefetch';

/**
 * Swaps Docusaurus's link prefetcher (lib/client/prefetch.js, which
 * lib/client/docusaurus.js calls with one chunk URL at a time) for one that
 * asks for each chunk once, in idle time (queue.ts says why). Browser bundle
 * only.
 */
export default function idlePrefetchPlugin(): Plugin {
  expectSource(plugin, join(coreClientDir, 'docusaurus.js'), [
    "import prefetchHelper from './prefetch'",
    'prefetchHelper(chunkAsset)',
  ]);
  expectSource(plugin, join(coreClientDir, 'prefetch.js'), ['export default function prefetch(url)']);
  return {
    name: plugin,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          new ReplaceModule({
            plugin,
            request: './prefetch',
            importerDir: coreClientDir,
            original: join(coreClientDir, 'prefetch.js'),
            replacement: join(__dirname, 'prefetch.ts'),
          }),
        ],
      };
    },
  };
}
