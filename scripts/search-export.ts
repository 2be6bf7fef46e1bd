/**
 * Writes the built site's search records in Algolia's DocSearch record
 * format, and refreshes the DocSearch crawler configuration.
 *
 *   npm run search:export                      -> build/algolia-records.json
 *   npm run search:export -- --out records.json --site https://docs.example.com
 */
import {existsSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {collectRecords} from '../src/plugins/search-index/build';
import {algoliaIndexSettings, crawlerConfig, toAlgoliaRecords} from '../src/plugins/search-index/algolia';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const root = resolve(__dirname, '..');
  const buildDir = resolve(option('--build') ?? resolve(root, 'build'));
  const out = resolve(option('--out') ?? resolve(buildDir, 'algolia-records.json'));
  const site = option('--site') ?? 'https://docs.vantagecompute.ai';
  const indexName = option('--index') ?? process.env.ALGOLIA_INDEX_NAME ?? 'vantage-docs';

  if (!existsSync(resolve(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const {pages, records} = await collectRecords(buildDir);
  const algolia = toAlgoliaRecords(records, site);
  await writeFile(out, `${JSON.stringify(algolia, null, 1)}\n`);
  await writeFile(
    resolve(root, 'src/plugins/search-index/docsearch-crawler.config.js'),
    crawlerConfig(site, indexName),
  );
  await writeFile(
    resolve(root, 'src/plugins/search-index/algolia-index-settings.json'),
    `${JSON.stringify(algoliaIndexSettings, null, 2)}\n`,
  );
  console.log(`${algolia.length} Algolia records from ${pages.length} pages written to ${out}`);
  console.log('Upload them with the Algolia CLI or API (saveObjects) into an index using algolia-index-settings.json.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
