import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import {whenIdle} from '../../idle';
import {createPrefetchQueue} from './queue';

/*
 * Replaces `./docusaurus` for the browser entry only (see index.ts), which
 * makes it `window.docusaurus`. Links call its `prefetch` as they scroll into
 * view, dozens at once right after hydration, and each call matched its path
 * against every route of the site there and then. Paths now wait for idle
 * time as well, each asked for once.
 */
const prefetchInIdle = createPrefetchQueue(async (routePath) => {
  await docusaurus.prefetch(routePath);
}, whenIdle);

export default {...docusaurus, prefetch: prefetchInIdle};
