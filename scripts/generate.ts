/*
 * Writes the generated reference pages before a build or dev server starts:
 * every `src/plugins/<name>/generate.ts` exports `generate(siteDir)`.
 */
import {readdirSync, existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

const siteDir = resolve(import.meta.dirname, '..');
const pluginsDir = join(siteDir, 'src/plugins');

const generators = existsSync(pluginsDir)
  ? readdirSync(pluginsDir)
      .map((name) => join(pluginsDir, name, 'generate.ts'))
      .filter((file) => existsSync(file))
      .sort()
  : [];

for (const file of generators) {
  const mod = (await import(pathToFileURL(file).href)) as {generate?: (dir: string) => Promise<void>};
  if (typeof mod.generate !== 'function') {
    throw new Error(`${file} does not export generate(siteDir)`);
  }
  await mod.generate(siteDir);
  console.log(`generated: ${file.slice(siteDir.length + 1)}`);
}
