/**
 * Fits the line model (src/search/askLineModel.ts) on the Ask
 * benchmark's tuning questions only, and writes src/search/askLineWeights.ts.
 *
 *   npx docusaurus build && npm run fit:ask-lines [-- --build DIR] [--passages FILE] [--dry-run] [--answers]
 *
 * `--passages FILE` reads and keeps retrieved passages as `npm run bench:ask -- --passages` does (the same file
 * works for both while the index and retrieval code are unchanged), so a refit skips retrieval; the fit itself still
 * takes its minutes.
 *
 * Each tuning question's candidate lines (the top sections' lines, as the
 * composer sees them) are labelled by whether they hold the question's fact.
 * The fit is listwise: for each question with at least one such line, the
 * softmax of the scores over its lines should put its weight on those lines.
 * Features are standardised; a small L2 penalty keeps weights modest. Before
 * the final fit on every tuning file, each file is left out in turn and
 * scored by a fit on the others: those figures, not the in-sample ones, say
 * how the model does on questions it has not seen.
 */
import {resolve} from 'node:path';
import {askSearchLimit, composeAnswer} from '../../src/search/ask';
import {candidateText} from '../../src/search/compose/candidates';
import {lineChoices} from '../../src/search/compose/modelLines';
import {lineFeatureNames, lineFeatures} from '../../src/search/askLineModel';
import {fit, standardise, topN, writeWeights, type Group} from '../listwise';
import {lineWeights} from '../../src/search/askLineWeights';
import type {Passage} from '../../src/search/askPassages';
import {PassageCache} from './passageCache';
import {buildDir, grade, loadQuestions, passagesFor, questionFiles, type Question} from './questions';

async function main(): Promise<void> {
  const build = buildDir();
  const questions = questionFiles.flatMap(loadQuestions).filter((q) => q.set === 'tuning');
  const cache = PassageCache.fromArgs(build, askSearchLimit);
  const asked: Array<{question: Question; passages: Passage[]; group: Group | null}> = [];
  for (const question of questions) {
    const fetch = () => passagesFor(build, question.q, askSearchLimit);
    const passages = await PassageCache.passages(cache, question.q, fetch);
    const fact = new RegExp(question.fact, 'i');
    const choices = lineChoices(question.q, passages);
    const y = choices.map(({candidate}) => fact.test(candidateText(candidate)));
    // A question none of whose candidate lines holds the fact teaches nothing about ranking them.
    const group = y.some(Boolean)
      ? {file: question.file ?? '', x: choices.map(({facts}) => lineFeatures(facts)), y}
      : null;
    asked.push({question, passages, group});
  }
  cache?.save();
  const groups = asked.flatMap((a) => (a.group ? [a.group] : []));
  console.log(
    `${questions.length} tuning questions; ${groups.length} have a line holding the fact among their candidates.`,
  );
  const files = [...new Set(questions.map((q) => q.file ?? ''))];
  const left = {1: 0, 2: 0, 3: 0};
  const answers = {correct: 0, wrong: 0};
  const fitted = {...lineWeights};
  for (const file of files) {
    const train = groups.filter((g) => g.file !== file);
    const test = groups.filter((g) => g.file === file);
    const {mean, sd} = standardise(train);
    const w = fit(train, mean, sd);
    for (const n of [1, 2, 3] as const) left[n] += topN(test, w, mean, sd, n);
    if (process.argv.includes('--answers')) {
      // The composer reads lineWeights: for this file's questions, it holds the weights fit without them.
      Object.assign(lineWeights, {names: [...lineFeatureNames], mean, sd, weights: w});
      for (const a of asked.filter((x) => x.question.file === file)) {
        const {correct, wrong} = grade(a.question, composeAnswer(a.question.q, a.passages));
        answers.correct += Number(correct);
        answers.wrong += Number(wrong);
      }
    }
  }
  Object.assign(lineWeights, fitted);
  const {mean, sd} = standardise(groups);
  const weights = fit(groups, mean, sd);
  const share = (k: number) => `${k}/${groups.length} (${(k / groups.length).toFixed(2)})`;
  console.log('A fact line among the n best-scored lines:');
  for (const n of [1, 2, 3] as const) {
    console.log(
      `  n=${n}: each file left out ${share(left[n])}; fit on all ${share(topN(groups, weights, mean, sd, n))}`,
    );
  }
  if (process.argv.includes('--answers')) {
    console.log(
      `Answers, each file composed with weights fit without it: correct ${answers.correct}/${questions.length}, wrong ${answers.wrong}`,
    );
  }
  if (process.argv.includes('--dry-run')) return;
  await writeWeights(
    resolve(__dirname, '../../src/search/askLineWeights.ts'),
    'lineWeights',
    "Weights of the line model (askLineModel.ts), written by\n`npm run fit:ask-lines` (bench/ask/fitLines.ts) from the Ask benchmark's\n" +
      'tuning questions: do not edit by hand. `names` must equal lineFeatureNames.',
    {names: lineFeatureNames, mean, sd, weights},
  );
  console.log('Wrote src/search/askLineWeights.ts');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
