/**
 * Offline Ask benchmark: the same retrieval and composer as the Ask panel,
 * over a production build's search index, on bench/ask/questions.json.
 *
 *   npx docusaurus build && npm run bench:ask [-- --build DIR] [--set tuning|heldout|all] [--limit N] [--misses [--all]]
 *
 * Hits per question default to askSearchLimit (ask.ts); `--limit 15` measures
 * a panel that still asks for 15.
 *
 * Two question files, each split into a tuning half and a held-out half (the
 * `set` field): questions.json (the first set, split once by a hash of the
 * text) and fresh.json (written later from the pages alone, before Ask's
 * failures were read; `set` is tuning when the first byte of the SHA-1 of the
 * question is even), reader.json and reader2.json (tuning whole), unseen.json, later.json and final.json (held out whole; see questionFiles).
 * Report every half; tune only on tuning halves:
 * `--misses` prints per-question failures for tuning questions only.
 * `--file questions|fresh` restricts the run to one file.
 * `--passages FILE` keeps the retrieved passages in FILE and reuses them while the index and the
 * retrieval code are unchanged (passageCache.ts): a composer change is then measured in seconds.
 * Latency is then the composer's alone, so report latency from a run without it.
 */
import {performance} from 'node:perf_hooks';
import {askSearchLimit, composeAnswer, minConfidence} from '../../src/search/ask';
import {searchHits} from '../../src/search/node';
import {PassageCache} from './passageCache';
import {arg, buildDir, grade, isConfident, loadQuestions, passagesFor, questionFiles, type Question} from './questions';

export const definitions = [
  'correct      the answer text (citation markers and source list excluded) matches the fact regex',
  'cited        one of the citations points at an expected page (anchor ignored)',
  'wrong        the answer matches the wrong-fact regex, OR it is a confident answer without the fact',
  '             (confident = shown as the answer: neither the not-covered text nor under the hedge',
  '             "These passages are the closest ...", which opens every offline answer since session 24)',
  "hedged       the answer opens with the hedge (offline: every answer found; the rules' sure ones lead with the composed answer)",
  "sure         hedged answers led by a composed answer the composer's rules are sure of",
  'not covered  the composer said the documentation does not cover the question',
  'latency      search + compose per question in Node, warm engine (index files cached after the first query)',
];

const pagePath = (url: string) => url.replace(/#.*$/, '').replace(/\/$/, '') || '/';

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

interface Outcome {
  question: Question;
  correct: boolean;
  cited: boolean;
  wrong: boolean;
  mode: string;
  ms: number;
  text: string;
  sources: string[];
  confidence?: number;
}

async function run(build: string, question: Question, limit: number, cache?: PassageCache): Promise<Outcome> {
  const start = performance.now();
  const fetch = () => passagesFor(build, question.q, limit);
  const passages = await PassageCache.passages(cache, question.q, fetch);
  const composed = composeAnswer(question.q, passages);
  const ms = performance.now() - start;
  const mode = isConfident(composed) ? 'answer' : composed.notCovered ? 'not-covered' : 'passages';
  const {correct, wrong} = grade(question, composed);
  const cited = composed.citations.some((c) => question.pages.includes(pagePath(c.url)));
  return {
    question,
    correct,
    cited,
    wrong,
    mode,
    ms,
    text: composed.text,
    sources: composed.citations.map((c) => `${c.n}. ${c.url}`),
    confidence: (composed as {confidence?: number}).confidence,
  };
}

function report(name: string, outcomes: Outcome[]): void {
  const n = outcomes.length;
  const share = (f: (o: Outcome) => boolean) => {
    const k = outcomes.filter(f).length;
    return `${k}/${n} (${(k / Math.max(1, n)).toFixed(2)})`;
  };
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  console.log(`\n${name}: ${n} questions`);
  console.log(`  correct      ${share((o) => o.correct)}`);
  console.log(`  cited        ${share((o) => o.cited)}`);
  console.log(`  wrong        ${share((o) => o.wrong)}`);
  console.log(`  hedged       ${share((o) => o.mode === 'passages')}`);
  console.log(`  sure         ${share((o) => o.mode === 'passages' && (o.confidence ?? 0) >= minConfidence)}`);
  console.log(`  not covered  ${share((o) => o.mode === 'not-covered')}`);
  console.log(`  latency      median ${quantile(ms, 0.5).toFixed(1)} ms, p95 ${quantile(ms, 0.95).toFixed(1)} ms`);
}

async function main(): Promise<void> {
  const build = buildDir();
  const limit = Number(arg('--limit') ?? askSearchLimit);
  const which = arg('--set') ?? 'all';
  const onlyFile = arg('--file');
  const questions = questionFiles
    .filter((file) => !onlyFile || file === onlyFile)
    .flatMap(loadQuestions)
    .filter((q) => which === 'all' || q.set === which);
  // Warm the engine (meta file and first shards) so latency measures answering, not the first disk read.
  await searchHits(build, 'license server', {limit});
  const cache = PassageCache.fromArgs(build, limit);
  const outcomes: Outcome[] = [];
  for (const question of questions) outcomes.push(await run(build, question, limit, cache));
  cache?.save();
  console.log('Definitions:');
  for (const line of definitions) console.log(`  ${line}`);
  console.log(`Build ${build}, ${limit} hits per question.`);
  for (const file of questionFiles) {
    for (const set of ['tuning', 'heldout'] as const) {
      const part = outcomes.filter((o) => o.question.file === file && o.question.set === set);
      if (part.length > 0) report(`${file}.json, ${set === 'tuning' ? 'tuning half' : 'held-out half'}`, part);
    }
  }
  // Every file's half together: the target is on the held-out half (correct >= 0.80, no wrong facts).
  for (const set of ['tuning', 'heldout'] as const) {
    const part = outcomes.filter((o) => o.question.set === set);
    if (part.length > 0) report(set === 'tuning' ? 'all tuning halves' : 'all held-out halves', part);
  }
  const heldOut = outcomes.filter((o) => o.question.set === 'heldout');
  if (heldOut.length > 0) {
    const correct = heldOut.filter((o) => o.correct).length / heldOut.length;
    const wrong = heldOut.filter((o) => o.wrong).length;
    console.log(`\n${correct >= 0.8 ? 'met    ' : 'NOT MET'}  all held-out correct >= 0.80 (${correct.toFixed(3)})`);
    console.log(`${wrong === 0 ? 'met    ' : 'NOT MET'}  all held-out wrong = 0 (${wrong})`);
  }
  if (process.argv.includes('--misses')) {
    // Only the tuning half: looking at held-out misses would turn it into a second tuning set.
    const all = process.argv.includes('--all');
    for (const o of outcomes.filter((x) => x.question.set === 'tuning' && (all || !x.correct || !x.cited || x.wrong))) {
      console.log(
        `\n--- ${o.question.q} [${o.mode}] correct=${o.correct} cited=${o.cited} wrong=${o.wrong} confidence=${o.confidence?.toFixed(2)}`,
      );
      console.log(`    expects /${o.question.fact}/ on ${o.question.pages.join(' | ')}`);
      console.log(o.text.replace(/^/gm, '    '));
      console.log(`    sources: ${o.sources.join('  ')}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
