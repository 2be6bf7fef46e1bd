import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {load} from 'cheerio';

export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  route: string;
  html: Weight;
  js: Weight;
  css: Weight;
  files: number;
}

function weigh(buffers: Buffer[]): Weight {
  return buffers.reduce(
    (sum, b) => ({
      raw: sum.raw + b.length,
      gzip: sum.gzip + gzipSync(b, {level: 9}).length,
      brotli: sum.brotli + brotliCompressSync(b).length,
    }),
    {raw: 0, gzip: 0, brotli: 0},
  );
}

function htmlPath(buildDir: string, route: string): string {
  return route === '/' ? join(buildDir, 'index.html') : join(buildDir, `${route}.html`);
}

/** What a first visit to a route downloads before it is interactive. */
export function pageWeight(buildDir: string, route: string): PageWeight {
  const html = readFileSync(htmlPath(buildDir, route));
  const $ = load(html.toString('utf8'));
  const local = (href: string | undefined) => (href && href.startsWith('/') && !href.startsWith('//') ? href : undefined);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  $('script[src]').each((_, el) => void (local($(el).attr('src')) && scripts.add($(el).attr('src')!)));
  $('link[rel="preload"][as="script"], link[rel="modulepreload"]').each(
    (_, el) => void (local($(el).attr('href')) && scripts.add($(el).attr('href')!)),
  );
  $('link[rel="stylesheet"]').each((_, el) => void (local($(el).attr('href')) && styles.add($(el).attr('href')!)));
  const read = (href: string) => readFileSync(join(buildDir, href.split('?')[0]!));
  return {
    route,
    html: weigh([html]),
    js: weigh([...scripts].map(read)),
    css: weigh([...styles].map(read)),
    files: scripts.size + styles.size,
  };
}
