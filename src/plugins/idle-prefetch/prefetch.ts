import {whenIdle} from '../../idle';
import {createPrefetchQueue, type Fetcher} from './queue';

// Replaces @docusaurus/core/lib/client/prefetch.js in the browser bundle (see index.ts).

const linkPrefetch: Fetcher = (url) =>
  new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => done();
    link.onerror = () => done();
    document.head.appendChild(link);
  });

// Safari has no <link rel=prefetch>; a low-priority fetch fills the HTTP cache instead.
const fetchPrefetch: Fetcher = (url) =>
  fetch(url, {credentials: 'same-origin', priority: 'low'} as RequestInit).then(
    () => undefined,
    () => undefined,
  );

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

// A page loads its own route chunks (its HTML lists them); links to pages of the same section share several.
function alreadyLoaded(url: string): boolean {
  return performance.getEntriesByName(new URL(url, window.location.href).href).length > 0;
}

let fetcher: Fetcher | undefined;

// The strategy is chosen once, on the first prefetch (never on the server).
export default createPrefetchQueue(async (url) => {
  if (alreadyLoaded(url)) return;
  await (fetcher ??= supportsLinkPrefetch() ? linkPrefetch : fetchPrefetch)(url);
}, whenIdle);
