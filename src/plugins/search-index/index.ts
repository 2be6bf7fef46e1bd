/**
 * Docusaurus plugin: after the production build, reads every built docs page
 * and writes the local search index to `<outDir>/search-index/`.
 * With Algolia configured the local index is still written (the Node search
 * command and the MCP server use it), but the browser does not load it.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {indexBuild} from './build';

export default function searchIndexPlugin(_context: LoadContext): Plugin {
  return {
    name: 'vantage-search-index',
    async postBuild({outDir}) {
      const started = Date.now();
      const result = await indexBuild(outDir);
      console.log(
        `[search-index] ${result.pages} pages, ${result.records} records, ${result.files} files ` +
          `(${Math.round(result.bytes / 1024)} KiB) in ${Date.now() - started} ms`,
      );
    },
  };
}
