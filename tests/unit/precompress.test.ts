import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {minBytes, precompress} from '../../scripts/precompress';

describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  function site(files: Record<string, string | Buffer>): string {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), {recursive: true});
      writeFileSync(join(dir, name), content);
    }
    return dir;
  }

  const page = '<p>' + 'Slurm clusters and jobs. '.repeat(200) + '</p>';

  it('writes gzip and brotli copies that decompress to the file, in every folder', async () => {
    site({'platform/jobs.html': page, 'assets/js/main.1234abcd.js': `console.log(${JSON.stringify(page)});`});
    const result = await precompress(dir);
    expect(result.files).toBe(2);
    for (const name of ['platform/jobs.html', 'assets/js/main.1234abcd.js']) {
      const raw = readFileSync(join(dir, name));
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(raw);
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(raw);
    }
    expect(result.gzipBytes).toBeLessThan(result.rawBytes / 4);
  });

  it('leaves out small files (removing older copies), binary files and its own output', async () => {
    site({
      'tiny.txt': 'x'.repeat(minBytes - 1),
      'tiny.txt.gz': 'stale',
      'img/card.png': Buffer.alloc(4096, 1),
      'llms.txt': page,
    });
    await precompress(dir);
    await precompress(dir);
    expect(existsSync(join(dir, 'tiny.txt.gz'))).toBe(false);
    expect(existsSync(join(dir, 'img/card.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'llms.txt.gz'))).toBe(true);
    expect(existsSync(join(dir, 'llms.txt.gz.gz'))).toBe(false);
  });
});
