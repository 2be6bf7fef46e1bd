/**
 * The browser's single search engine instance, reading the index over HTTP
 * from /search-index/. Each query is timed with the User Timing API
 * (`vantage-search` measures), which the benchmark reads.
 */
import {SearchEngine, type QueryOptions, type SearchPage} from './engine';

/** How long one index file may take before the search reports an error (a hung server must not hang the modal). */
export const indexFetchTimeoutMs = 8000;

/** An index file is gone: the site was deployed again since this tab read meta.json. */
export class StaleIndexError extends Error {
  constructor(url: string) {
    super(`The search index changed since this page loaded (${url} is gone).`);
    this.name = 'StaleIndexError';
  }
}

let engine: SearchEngine | null = null;

async function fetchJson(url: string, revalidate: boolean): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    // meta.json names the current build's folder: always ask the server, so a new deployment is seen.
    cache: revalidate ? 'no-cache' : 'default',
    signal: AbortSignal.timeout(indexFetchTimeoutMs),
  });
  if (response.status === 404 && !revalidate) throw new StaleIndexError(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
}

/** The shared engine; `baseUrl` is the site's base URL ('/' here). */
export function getEngine(baseUrl = '/'): SearchEngine {
  if (!engine) {
    const root = `${baseUrl.replace(/\/?$/, '/')}search-index/`;
    engine = new SearchEngine((path) => fetchJson(root + path, path === 'meta.json'), {
      isStale: (error) => error instanceof StaleIndexError,
    });
  }
  return engine;
}

/** Starts loading the index description (cheap); used on hover/focus of the search button. */
export function prefetchIndex(baseUrl = '/'): void {
  getEngine(baseUrl)
    .loadMeta()
    .catch(() => {
      // The error shows when a search is made.
    });
}

let counter = 0;

/** A timed search (User Timing measure `vantage-search`). */
export async function timedSearch(query: string, options: QueryOptions = {}, baseUrl = '/'): Promise<SearchPage> {
  const id = ++counter;
  const start = `vantage-search-start-${id}`;
  performance.mark(start);
  try {
    return await getEngine(baseUrl).search(query, options);
  } finally {
    try {
      performance.measure('vantage-search', start);
      performance.clearMarks(start);
    } catch {
      // measuring is best effort
    }
  }
}
