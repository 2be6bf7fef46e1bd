/**
 * Docusaurus plugin for search:
 * - after the production build, reads every built docs page and writes the
 *   local search index to `<outDir>/search-index/` (always: the Node search
 *   command and the MCP server read it even when the site uses Algolia);
 * - hands the build-time search settings (src/search/settings.ts) to the
 *   browser as global data, after checking they hold no secret (reading them
 *   fails the build when a model's key is configured for the browser);
 * - with Algolia configured, adds a preconnect to its host.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {algoliaHost, assertPublic, pluginName, readSettings} from '../../search/settings';
import {indexBuild} from './build';

export default function searchIndexPlugin(_context: LoadContext): Plugin {
  const settings = readSettings();
  return {
    name: pluginName,
    async contentLoaded({actions}) {
      assertPublic(settings);
      actions.setGlobalData(settings);
    },
    injectHtmlTags() {
      if (!settings.algolia) return {};
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'preconnect', href: algoliaHost(settings.algolia.appId), crossorigin: 'anonymous'},
          },
        ],
      };
    },
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
