/**
 * After a production build: writes gzip and brotli copies of its text files
 * (see precompress.ts). Runs as `npm run build`'s postbuild step.
 *
 *   npx tsx scripts/precompress-build.ts [build-dir]   (default: build)
 */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {precompress} from './precompress';

async function main(): Promise<void> {
  const buildDir = resolve(process.argv[2] ?? resolve(__dirname, '..', 'build'));
  if (!existsSync(resolve(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const started = Date.now();
  const r = await precompress(buildDir);
  const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
  console.log(
    `[precompress] ${r.files} files, ${kib(r.rawBytes)} -> gzip ${kib(r.gzipBytes)}, brotli ${kib(r.brotliBytes)} in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
