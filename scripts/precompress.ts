import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files a browser fetches; images and fonts are compressed already. */
const compressible = /\.(html|css|js|mjs|json|svg|md|txt|xml)$/;
/** Below this size a compressed copy saves less than the headers it costs (nginx's gzip_min_length is the same idea). */
export const minBytes = 1024;

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file of a build, for servers
 * that send precompressed copies (nginx `gzip_static` / `brotli_static`, deploy/nginx.conf).
 * Content-hashed bundles (`assets/`) get brotli's slowest, best setting: every reader fetches
 * them and they never change. A file too small to gain loses any stale copies from an older run.
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const files = (await listFiles(dir)).filter((f) => compressible.test(f));
  const result: PrecompressResult = {files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0};
  // zlib works on libuv's thread pool; a few files at a time keep it busy without holding the whole build in memory.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const relative = files[next++]!;
      await compressOne(dir, relative, result);
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return result;
}

async function compressOne(dir: string, relative: string, result: PrecompressResult): Promise<void> {
  const file = join(dir, relative);
  if ((await stat(file)).size < minBytes) {
    await Promise.all([rm(`${file}.gz`, {force: true}), rm(`${file}.br`, {force: true})]);
    return;
  }
  const raw = await readFile(file);
  const quality = relative.startsWith('assets/') ? constants.BROTLI_MAX_QUALITY : 6;
  const [gz, br] = await Promise.all([
    gzipAsync(raw, {level: constants.Z_BEST_COMPRESSION}),
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  result.files += 1;
  result.rawBytes += raw.length;
  result.gzipBytes += gz.length;
  result.brotliBytes += br.length;
}

/** Every file under dir, as paths relative to it with `/` separators. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    );
}
