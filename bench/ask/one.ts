/**
 * Composes one question against the built index and prints the answer and the
 * passages it was composed from: for reading a tuning miss, never a held-out one.
 *
 *   npx tsx bench/ask/one.ts "question" [--passages N]
 */
import {askSearchLimit, composeAnswer} from '../../src/search/ask';
import {arg, buildDir, passagesFor} from './questions';

async function main(): Promise<void> {
  const question = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  if (!question) throw new Error('usage: npx tsx bench/ask/one.ts "question" [--passages N]');
  const shown = Number(arg('--passages') ?? 0);
  const passages = await passagesFor(buildDir(), question, askSearchLimit);
  const composed = composeAnswer(question, passages);
  console.log(composed.text);
  console.log(composed.citations.map((c) => `${c.n}. ${c.url}`).join('\n'));
  for (const p of passages.slice(0, shown)) console.log(`\n## ${JSON.stringify(p).slice(0, 600)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
