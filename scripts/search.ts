/**
 * Searches the built site's local index from the command line, with the same
 * engine and ranking as the browser.
 *
 *   npm run search -- --json "vantage cluster create"
 *   npm run search -- --limit 5 --section cli "licenses"
 *   npm run search -- --build /tmp/build-x "query"
 */
import {resolve} from 'node:path';
import {existsSync} from 'node:fs';
import {searchHits, hitTitle} from '../src/search/node';
import {sections} from '../src/sections';
import {segmentsToText, snippet} from '../src/search/text';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run search -- [--json] [--limit N] [--section ID] [--context ID] [--build DIR] "query"');
  process.exit(2);
}

/**
 * A snippet for the terminal, one indented line per line of the record: a
 * reference-table row, one line in the index, stays one line here.
 */
export function snippetLines(snippet: string, indent = '   '): string {
  return snippet
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '…')
    .map((line) => `${indent}${line}`)
    .join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let json = false;
  let limit = 10;
  let section: string | undefined;
  let context: string | undefined;
  let buildDir = resolve(__dirname, '..', 'build');
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') json = true;
    else if (a === '--limit') limit = Number(args[++i]);
    else if (a === '--section') section = args[++i];
    else if (a === '--context') context = args[++i];
    else if (a === '--build') buildDir = resolve(args[++i] ?? '');
    else if (a === '--help' || a === '-h') usage();
    else words.push(a);
  }
  const query = words.join(' ').trim();
  if (!query) usage('No query given.');
  if (!Number.isInteger(limit) || limit < 1) usage('--limit must be a positive integer.');
  for (const id of [section, context]) {
    if (id && !sections.some((s) => s.id === id))
      usage(`Unknown section "${id}". Sections: ${sections.map((s) => s.id).join(', ')}`);
  }
  if (!existsSync(resolve(buildDir, 'search-index/meta.json'))) {
    console.error(`No search index in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }

  const hits = await searchHits(buildDir, query, {
    limit,
    sections: section ? [section] : undefined,
    contextSection: context,
  });
  const results = hits.map((hit) => ({
    url: hit.url,
    title: hitTitle(hit),
    section: hit.section,
    score: Math.round(hit.score * 1000) / 1000,
    snippet: segmentsToText(snippet(hit.text, hit.terms, hit.prefixes)),
  }));
  if (json) {
    console.log(JSON.stringify(results, null, 2));
  } else if (results.length === 0) {
    console.log(`No results found for "${query}".`);
  } else {
    results.forEach((r, i) => {
      console.log(`${i + 1}. ${r.title}  [${r.section}]\n   ${r.url}\n${snippetLines(r.snippet)}\n`);
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
