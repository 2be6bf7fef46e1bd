/**
 * deploy/nginx.conf on the production build, served by Debian's nginx: routes, redirects,
 * Markdown twins, content types, cache headers, precompressed files and the 404 page.
 * Needs `npm run build` (or `npx docusaurus build` then scripts/precompress-build.ts).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parseRedirects} from '../../src/redirects';
import {twinPath} from '../../src/plugins/llms/twin';
import {buildDir, dataLines, htmlFileFor} from '../build/buildOutput';
import {get} from './http';
import {findNginx, type RunningNginx, startNginx} from './nginx';

const nginx = findNginx();
if (!nginx) {
  console.warn("Skipping the nginx checks: no nginx found (install Debian's nginx package, or set NGINX_PATH).");
}

const routes = dataLines('routes.txt');
const redirects = parseRedirects(dataLines('redirects.txt').join('\n'));
const pageRoutes = routes.filter((r) => r !== '/search');
const immutable = 'public, max-age=31536000, immutable';

describe.skipIf(!nginx)('the site behind nginx (deploy/nginx.conf)', () => {
  let server: RunningNginx;
  const fetchPath = (path: string, headers?: Record<string, string>) => get(server.url, path, headers);

  beforeAll(async () => {
    if (!existsSync(join(buildDir, 'index.html')))
      throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
    server = await startNginx(nginx!, buildDir);
  });
  afterAll(() => server?.stop());

  it('starts without a warning about the configuration', () => {
    expect(server.log()).not.toMatch(/\[(warn|emerg|alert|crit|error)\]/);
  });

  it('serves every route at its clean URL, as the page HTML, revalidated on each visit', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const reply = await fetchPath(route);
      const expected = readFileSync(htmlFileFor(route)!);
      if (reply.status !== 200 || !reply.body.equals(expected)) wrong.push(`${route}: ${reply.status}`);
      else {
        expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(reply.headers['cache-control']).toBe('no-cache');
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers .html, /index.html and trailing-slash paths with a 301 to the clean path, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/index.html', '/'],
      ['/index.html?q=slurm', '/?q=slurm'],
      ['/platform/index.html', '/platform'],
      ['/platform/jobs/', '/platform/jobs'],
      ['/cli/commands/?tab=1', '/cli/commands?tab=1'],
    ];
    for (const route of pageRoutes.filter((r) => r !== '/')) cases.push([`${route}.html`, route]);
    for (const [from, to] of cases) {
      const reply = await fetchPath(from);
      expect({from, status: reply.status, location: reply.headers.location}).toEqual({from, status: 301, location: to});
    }
    // The clean path they lead to is the page itself.
    expect((await fetchPath('/platform')).status).toBe(200);
  });

  it('never writes a decoded line break of the path into the Location header', async () => {
    const reply = await fetchPath('/a%0d%0aSet-Cookie:%20x=1.html');
    expect(reply.status).toBe(301);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers.location).toBe('/a%0d%0aSet-Cookie:%20x=1');
  });

  it('answers every legacy path of src/data/redirects.txt with a 301 to a page, without JavaScript', async () => {
    expect(redirects.length).toBeGreaterThan(0);
    for (const {from, to} of redirects) {
      const reply = await fetchPath(from);
      expect({from, status: reply.status, location: reply.headers.location}).toEqual({from, status: 301, location: to});
      expect((await fetchPath(to)).status, `target of ${from}`).toBe(200);
    }
    const withQuery = await fetchPath(`${redirects[0]!.from}?ref=old`);
    expect(withQuery.headers.location).toBe(`${redirects[0]!.to}?ref=old`);
  });

  it('serves the Markdown twin of every page as text/markdown in UTF-8', async () => {
    const wrong: string[] = [];
    for (const route of pageRoutes) {
      const twin = twinPath(route);
      const reply = await fetchPath(twin);
      if (reply.status !== 200 || !reply.body.equals(readFileSync(join(buildDir, twin))))
        wrong.push(`${twin}: ${reply.status}`);
      else expect(reply.headers['content-type'], twin).toBe('text/markdown; charset=utf-8');
    }
    expect(wrong).toEqual([]);
  });

  it('serves llms.txt and its companions as text/plain in UTF-8', async () => {
    const files = readdirSync(buildDir).filter((f) => /^llms.*\.txt$/.test(f));
    expect(files).toContain('llms.txt');
    expect(files).toContain('llms-full.txt');
    for (const file of files) {
      const reply = await fetchPath(`/${file}`);
      expect({file, status: reply.status, type: reply.headers['content-type']}).toEqual({
        file,
        status: 200,
        type: 'text/plain; charset=utf-8',
      });
    }
  });

  it('sends the 404 page with status 404 for unknown paths, missing files and /404 itself', async () => {
    const notFound = readFileSync(join(buildDir, '404.html'));
    for (const path of [
      '/no-such-page',
      '/platform/no-such-page',
      '/assets/js/no-such-file.js',
      '/no-such-page.md',
      '/404',
      '/nginx-redirects.map',
    ]) {
      const reply = await fetchPath(path);
      expect({path, status: reply.status}).toEqual({path, status: 404});
      expect(reply.body.equals(notFound), `${path} sends build/404.html`).toBe(true);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets readers keep content-hashed files for a year, and revalidate the rest', async () => {
    const js = readdirSync(join(buildDir, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const css = readdirSync(join(buildDir, 'assets/css')).find((f) => f.endsWith('.css'))!;
    const indexFolder = (JSON.parse(readFileSync(join(buildDir, 'search-index/meta.json'), 'utf8')) as {id: string}).id;
    const expected: [string, string][] = [
      [`/assets/js/${js}`, immutable],
      [`/assets/css/${css}`, immutable],
      [`/search-index/${indexFolder}/v.json`, immutable],
      ['/search-index/meta.json', 'no-cache'],
      ['/img/logo.svg', 'no-cache'],
      ['/llms.txt', 'no-cache'],
      ['/platform/jobs.md', 'no-cache'],
      ['/sitemap.xml', 'no-cache'],
    ];
    for (const [path, cacheControl] of expected) {
      const reply = await fetchPath(path);
      expect({path, status: reply.status, cacheControl: reply.headers['cache-control']}).toEqual({
        path,
        status: 200,
        cacheControl,
      });
    }
    expect((await fetchPath(`/assets/js/${js}`)).headers['content-type']).toBe('application/javascript; charset=utf-8');
  });

  it('sends the gzip copies written at build time, not compressed on the fly', async () => {
    const js = readdirSync(join(buildDir, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const samples: [string, string][] = [
      ['/platform/jobs', 'platform/jobs.html'],
      ['/', 'index.html'],
      [`/assets/js/${js}`, `assets/js/${js}`],
      ['/platform/jobs.md', 'platform/jobs.md'],
      ['/llms-full.txt', 'llms-full.txt'],
      ['/search-index/meta.json', 'search-index/meta.json'],
    ];
    for (const [path, file] of samples) {
      const gz = join(buildDir, `${file}.gz`);
      expect(existsSync(gz), `${file}.gz is missing: run scripts/precompress-build.ts after the build`).toBe(true);
      const reply = await fetchPath(path, {'accept-encoding': 'gzip'});
      expect({path, encoding: reply.headers['content-encoding']}).toEqual({path, encoding: 'gzip'});
      // A file sent as is has its length; one compressed on the fly would be chunked.
      expect(Number(reply.headers['content-length'])).toBe(statSync(gz).size);
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(reply.body).equals(readFileSync(join(buildDir, file)))).toBe(true);
    }
    // Without Accept-Encoding, the plain file.
    const plain = await fetchPath('/platform/jobs');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the brotli copies where nginx has the brotli_static module', async (context) => {
    if (!server.brotli) context.skip('nginx has no brotli_static module (Debian: libnginx-mod-http-brotli-static)');
    for (const [path, file] of [
      ['/platform/jobs', 'platform/jobs.html'],
      ['/llms.txt', 'llms.txt'],
    ] as const) {
      const reply = await fetchPath(path, {'accept-encoding': 'br, gzip'});
      expect({path, encoding: reply.headers['content-encoding']}).toEqual({path, encoding: 'br'});
      expect(Number(reply.headers['content-length'])).toBe(statSync(join(buildDir, `${file}.br`)).size);
      expect(brotliDecompressSync(reply.body).equals(readFileSync(join(buildDir, file)))).toBe(true);
    }
  });
});
