/**
 * Browser entry for the benchmark: our engine exactly as the site runs it
 * (src/search/engine.ts + MiniSearch), reading /search-index/ over HTTP.
 * Bundled by the benchmark with esbuild; the site's own chunk has the same code.
 */
import {SearchEngine} from '../../src/search/engine';

const engine = new SearchEngine(async (path) => {
  const response = await fetch(`/search-index/${path}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
});

export async function search(query: string, limit = 10): Promise<{ms: number; urls: string[]}> {
  const start = performance.now();
  const page = await engine.search(query, {limit});
  return {ms: performance.now() - start, urls: page.hits.map((h) => h.url)};
}
