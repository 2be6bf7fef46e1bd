/**
 * Docusaurus plugin: writes the legacy redirects (src/data/redirects.txt, the list the
 * client-redirects plugin also reads) into the build as `nginx-redirects.map`, the body of
 * the `map` that deploy/nginx.conf includes to answer each with an HTTP 301. Crawlers and
 * agents that run no JavaScript then follow them too.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadRedirects} from '../../redirects';
import {nginxRedirectMap} from './map';

export const redirectMapFile = 'nginx-redirects.map';

export default function nginxRedirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'vantage-nginx-redirects',
    async postBuild({outDir}) {
      await writeFile(join(outDir, redirectMapFile), nginxRedirectMap(loadRedirects(context.siteDir)), 'utf8');
    },
  };
}
