/*
 * `npm run diagrams`: draws new or changed Mermaid diagrams to SVG in
 * Chromium (CHROME_PATH or /usr/bin/chromium) and removes unused ones.
 * `--check` only reports, without a browser; `--force` redraws everything.
 */
import {resolve} from 'node:path';
import {diagramStatus, renderDiagrams} from '../src/plugins/diagrams/render';

const siteDir = resolve(__dirname, '..');

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const {sources, missing, orphans} = diagramStatus(siteDir);
    for (const m of missing) console.error(`not drawn yet: diagram ${m.hash} in ${m.file}:${m.line}`);
    for (const o of orphans) console.error(`unused: static/diagrams/${o}`);
    if (missing.length || orphans.length) {
      console.error('Run `npm run diagrams` to bring static/diagrams up to date.');
      process.exit(1);
    }
    console.log(`${sources.length} diagrams, all drawn.`);
    return;
  }
  const {rendered, removed} = await renderDiagrams(siteDir, {force: process.argv.includes('--force')});
  console.log(`Drew ${rendered} diagram(s), removed ${removed} unused file(s).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
