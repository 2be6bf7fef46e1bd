import {idleQueue, type IdleScheduler} from '../../idle';

/** Starts fetching one URL; resolves when that fetch has ended, whatever its outcome. */
export type Fetcher = (url: string) => Promise<void>;

/*
 * Docusaurus asks for a route's chunks whenever one of its links scrolls into
 * view, one request per chunk, during hydration and without remembering URLs
 * it already asked for: a reference page sent about 370 requests for 29 files.
 * This queue asks for each URL once, and only in idle time, so prefetching
 * never delays the page a reader is waiting for.
 */
export function createPrefetchQueue(fetchUrl: Fetcher, whenIdle: IdleScheduler): (url: string) => Promise<void> {
  const requested = new Map<string, Promise<void>>();
  const queue = idleQueue<{url: string; done: () => void}>(({url, done}) => {
    void fetchUrl(url)
      .catch(() => undefined)
      .then(done);
  }, whenIdle);
  return (url: string) => {
    let pending = requested.get(url);
    if (!pending) {
      pending = new Promise<void>((done) => queue.add({url, done}));
      requested.set(url, pending);
    }
    return pending;
  };
}
