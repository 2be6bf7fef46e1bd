import type {IdleScheduler} from '../../idle';

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
  const waiting: {url: string; done: () => void}[] = [];
  let scheduled = false;

  const drain = (timeRemaining: () => number) => {
    scheduled = false;
    // At least one per idle period, so a busy page still makes progress.
    do {
      const next = waiting.shift();
      if (!next) return;
      void fetchUrl(next.url).catch(() => undefined).then(next.done);
    } while (timeRemaining() > 1);
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(drain);
  };

  return (url: string) => {
    let pending = requested.get(url);
    if (!pending) {
      pending = new Promise<void>((done) => waiting.push({url, done}));
      requested.set(url, pending);
      schedule();
    }
    return pending;
  };
}
