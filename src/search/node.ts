/**
 * Node entry point to the built site's local search index: the same engine
 * and ranking as the browser, reading the index files from disk.
 * Used by `npm run search` and by the MCP server.
 */
import {readFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {SearchEngine, type QueryOptions, type SearchHit} from './engine';
import {snippet, segmentsToText} from './text';

const engines = new Map<string, SearchEngine>();

/** The engine for a build directory (cached: shards are read once per process). */
export function engineFor(buildDir: string): SearchEngine {
  const root = resolve(buildDir, 'search-index');
  let engine = engines.get(root);
  if (!engine) {
    engine = new SearchEngine(async (path) => {
      if (path.includes('..')) throw new Error(`invalid index path ${path}`);
      try {
        return JSON.parse(await readFile(join(root, path), 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && path !== 'meta.json') return null;
        throw error;
      }
    });
    engines.set(root, engine);
  }
  return engine;
}

/** A hit's display title: the page title and its heading path. */
export function hitTitle(hit: SearchHit): string {
  return [hit.title, ...hit.headings].join(' › ');
}

/** Ranked hits as full objects (record level). */
export async function searchHits(buildDir: string, query: string, options: QueryOptions = {}): Promise<SearchHit[]> {
  const page = await engineFor(buildDir).search(query, options);
  return page.hits;
}

/**
 * Searches the local index of a production build (`build/` by default),
 * best first. Rejects when the build has no search index.
 */
export async function searchBuiltSite(
  buildDir: string,
  query: string,
  limit = 10,
): Promise<Array<{url: string; title: string; section: string; snippet: string}>> {
  const hits = await searchHits(buildDir, query, {limit});
  return hits.map((hit) => ({
    url: hit.url,
    title: hitTitle(hit),
    section: hit.section,
    snippet: segmentsToText(snippet(hit.text, hit.terms, hit.prefixes, 180, hit.codeSpans)),
  }));
}
