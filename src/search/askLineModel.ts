/**
 * The line model: how likely a candidate line of the top sections is the one
 * that holds the answer, from what it says of the question (its words, how
 * rare they are among the sections, its section's headings), where its section
 * ranks, and the composer's own score for it. A hedged answer adds the line it
 * scores highest: the composer's hand rules pick from the two top sections and
 * from lines that share a word with the question, and new questions keep
 * meeting their blind spots. The weights (askLineWeights.ts) are fit by
 * `npm run fit:ask-lines` on the tuning questions only, and checked there by
 * leaving each question file out in turn.
 */
import type {QuestionKind} from './askQuestion';
import {lineWeights} from './askLineWeights';
import {linearScore} from './linearModel';

/** What the model knows of one candidate line. */
export interface LineFacts {
  /** Index of its section among the passages (0 = best). */
  rank: number;
  /** Its section's search score over the best section's (0..1). */
  passageScore: number;
  subjectCoverage: number;
  titleMatch: number;
  coverage: number;
  /** Share of the question's subject words the line says. */
  subjectShare: number;
  /** The same, each word weighted by its rarity among the sections. */
  rareShare: number;
  /** The same, counting the words of the line's page title and headings too. */
  rareShareWithHeadings: number;
  /** Share of all the question's content words the line says. */
  wantedShare: number;
  /** Index of the line in its section. */
  lineIndex: number;
  words: number;
  /** Its section is about a provider, server type or tool the question does not name. */
  foreign: boolean;
  hasCode: boolean;
  hasDigit: boolean;
  row: boolean;
  hasList: boolean;
  /** For a question asking for a number or a command: whether the line holds one (null: no such question). */
  shape: boolean | null;
  kind: QuestionKind;
  /** The composer's own score for the line. */
  composerScore: number;
}

const flag = (b: boolean) => (b ? 1 : 0);

/** Each feature's name and value, in the order of the weights; the fit script writes the names beside the weights. */
const features: ReadonlyArray<readonly [string, (f: LineFacts) => number]> = [
  ['bias', () => 1],
  ['sectionRank', (f) => 1 / (1 + f.rank)],
  ['passageScore', (f) => f.passageScore],
  ['subjectCoverage', (f) => f.subjectCoverage],
  ['titleMatch', (f) => f.titleMatch],
  ['coverage', (f) => f.coverage],
  ['subjectShare', (f) => f.subjectShare],
  ['rareShare', (f) => f.rareShare],
  ['rareShareWithHeadings', (f) => f.rareShareWithHeadings],
  ['wantedShare', (f) => f.wantedShare],
  ['lineIndex', (f) => 1 / (1 + f.lineIndex)],
  ['logWords', (f) => Math.log1p(f.words)],
  ['foreign', (f) => flag(f.foreign)],
  ['hasCode', (f) => flag(f.hasCode)],
  ['hasDigit', (f) => flag(f.hasDigit)],
  ['row', (f) => flag(f.row)],
  ['hasList', (f) => flag(f.hasList)],
  ['shapeHeld', (f) => flag(f.shape === true)],
  ['shapeMissing', (f) => flag(f.shape === false)],
  ['valueWithDigit', (f) => flag(f.kind === 'value' && f.hasDigit)],
  ['valueWithCode', (f) => flag(f.kind === 'value' && f.hasCode)],
  ['valueRow', (f) => flag(f.kind === 'value' && f.row)],
  ['howtoWithCode', (f) => flag(f.kind === 'howto' && f.hasCode)],
  ['rareTimesHeadings', (f) => f.rareShare * f.rareShareWithHeadings],
  ['rareInTopSection', (f) => f.rareShare / (1 + f.rank)],
  ['composerScore', (f) => Math.max(-3, Math.min(6, f.composerScore))],
];

export const lineFeatureNames: readonly string[] = features.map(([name]) => name);

export function lineFeatures(f: LineFacts): number[] {
  return features.map(([, value]) => value(f));
}

/** The model's score for a line: higher is likelier to hold the answer (a log-odds scale, comparable within one question). */
export function lineScore(f: LineFacts): number {
  return linearScore(lineFeatures(f), lineWeights);
}
