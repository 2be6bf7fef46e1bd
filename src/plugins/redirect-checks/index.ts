import type {Plugin} from '@docusaurus/types';
import {redirectFaults, redirectsFile, type Redirect} from '../../redirects';

/*
 * The client-redirects plugin skips, with a warning only, a redirect whose source is a page; and through
 * `createRedirects` it never sees a redirect to a missing page. Both stop the build here instead.
 */
export default function redirectChecksPlugin(redirects: Redirect[]): () => Plugin {
  return () => ({
    name: 'redirect-checks',
    async postBuild({routesPaths}) {
      const faults = redirectFaults(redirects, routesPaths);
      if (faults.length > 0) throw new Error(`${redirectsFile}:\n- ${faults.join('\n- ')}`);
    },
  });
}
