/*
 * Writes the generated reference pages before a build or dev server starts:
 * every `src/generators/<name>/generate.ts` exports `generate(siteDir)`.
 */
import {readdirSync, existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

type Generator = {generate?: (siteDir: string) => Promise<void>};

async function main(): Promise<void> {
  const siteDir = resolve(__dirname, '..');
  const generatorsDir = join(siteDir, 'src/generators');
  const generators = readdirSync(generatorsDir)
    .map((name) => join(generatorsDir, name, 'generate.ts'))
    .filter((file) => existsSync(file))
    .sort();
  for (const file of generators) {
    const mod = (await import(pathToFileURL(file).href)) as Generator;
    if (typeof mod.generate !== 'function') {
      throw new Error(`${file} does not export generate(siteDir)`);
    }
    await mod.generate(siteDir);
    console.log(`generated: ${file.slice(siteDir.length + 1)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
