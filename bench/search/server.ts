/**
 * A static file server for the search benchmark: serves a built site on
 * 127.0.0.1, gzip-compresses text responses as a CDN would, and counts the
 * bytes it sends, so the benchmark measures what a reader really downloads.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {extname, join, normalize} from 'node:path';
import {gzipSync} from 'node:zlib';
import {readFile} from 'node:fs/promises';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

export interface CountingServer {
  url: string;
  /** Bytes sent (after compression) since the last reset, and the paths requested. */
  take(): {bytes: number; requests: string[]};
  close(): Promise<void>;
}

export async function serve(root: string): Promise<CountingServer> {
  let bytes = 0;
  let requests: string[] = [];
  const cache = new Map<string, Buffer>();
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    // Clean URLs as the site is deployed: /platform/jobs is platform/jobs.html even where a folder of that name exists.
    if (existsSync(`${file}.html`)) file = `${file}.html`;
    else if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    requests.push(path);
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    if (compressible.has(ext)) {
      let body = cache.get(file);
      if (!body) {
        body = gzipSync(await readFile(file), {level: 9});
        cache.set(file, body);
      }
      bytes += body.length;
      res.writeHead(200, {...headers, 'content-encoding': 'gzip', 'content-length': String(body.length)});
      res.end(body);
      return;
    }
    const size = statSync(file).size;
    bytes += size;
    res.writeHead(200, {...headers, 'content-length': String(size)});
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const out = {bytes, requests};
      bytes = 0;
      requests = [];
      return out;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
