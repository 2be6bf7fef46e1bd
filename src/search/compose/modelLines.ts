/**
 * The line model's view of a question's passages: every candidate line of the
 * top sections with its features (askLineModel.ts), the lines ranked by the
 * model, whether the model agrees with a composed answer, and the one count a
 * "how many" question may be locked to.
 */
import {
  contentTerms,
  hasShape,
  questionKind,
  rarity,
  share,
  weightedShare,
  subjectTerms,
  pluralNouns,
  valueOwner,
  valueShape,
  statusNames,
} from '../askQuestion';
import type {Passage} from '../askPassages';
import {lineScore, type LineFacts} from '../askLineModel';
import {sentenceKey} from '../recordLines';
import {numbersIn} from './valueLocks';
import {type Candidate, candidateText, codeHasShape, candidates, givable, isForeign, sectionTerms} from './candidates';

/** Numbers a line names as an HTTP status or a port. */
const notACount =
  /\b(?:returns?|status|HTTP|ports?)\s+(\d+)\b|\b([1-5]\d\d)\s+(?:OK|Created|Accepted|No Content|Bad Request|Unauthorized|Forbidden|Not Found|Conflict|Unprocessable)\b/gi;

/** "How many sbatch arguments can one submission carry?": one count, not counts of several things. */
export function asksHowMany(question: string): boolean {
  return /\bhow many\b/i.test(question) && !/\b(?:and|or|each|per)\b/i.test(question);
}

/**
 * The numbers of the line model's best line, when it clearly beats every line that gives other numbers (by the
 * margin the model's agreement asks for); none otherwise: "255 characters" barely ahead of "up to 100" is no lock.
 */
export function clearCount(lines: readonly Candidate[]): string[] {
  // A count is a whole number: "OAuth 2.0" names a version, not how many. Nor is an HTTP status ("Returns 201") or a
  // port ("port 27000") a count of anything.
  const counts = (c: Candidate) => {
    const text = candidateText(c);
    const named = new Set([...text.matchAll(notACount)].map((m) => m[1] ?? m[2]));
    return numbersIn(text).filter((n) => /^\d+$/.test(n) && !named.has(n));
  };
  const top = lines[0];
  const numbers = top ? counts(top) : [];
  if (numbers.length === 0) return [];
  const rival = lines.find((c) => {
    const other = counts(c);
    return other.length > 0 && !other.some((n) => numbers.includes(n));
  });
  return !rival || top.score - rival.score > minModelMargin ? numbers : [];
}

/** Sections whose lines the line model weighs. */
const lineModelSections = 10;

/** A candidate line of the top sections, with what the line model (askLineModel.ts) knows of it. */
export interface LineChoice {
  candidate: Candidate;
  facts: LineFacts;
}

/** Every line of the top sections the line model weighs, even one that shares no word with the question (a step under a heading that does). */
export function lineChoices(question: string, passages: readonly Passage[]): LineChoice[] {
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  const kind = questionKind(question);
  const shape = kind === 'value' ? valueShape(question) : null;
  const owner = kind === 'value' ? valueOwner(question) : [];
  const plurals = pluralNouns(question);
  const statuses = statusNames(question);
  const top = passages.slice(0, lineModelSections);
  const weight = rarity([...subject], top.map(sectionTerms));
  const best = Math.max(1e-9, ...top.map((p) => p.score));
  return top.flatMap((p, rank) => {
    const headings = contentTerms([p.pageTitle, ...p.headings].join(' '));
    const foreign = isForeign(question, p);
    return candidates(p, wanted, subject, kind, plurals, shape, owner, true, statuses).map((c) => {
      const said = candidateText(c);
      const terms = new Set(contentTerms(said));
      const facts: LineFacts = {
        rank,
        passageScore: p.score / best,
        subjectCoverage: p.subjectCoverage,
        titleMatch: p.titleMatch,
        coverage: p.coverage,
        subjectShare: share([...subject], terms),
        rareShare: weightedShare([...subject], terms, weight),
        rareShareWithHeadings: weightedShare([...subject], new Set([...terms, ...headings]), weight),
        wantedShare: share([...wanted], terms),
        lineIndex: Math.max(0, Math.floor(c.at - p.order * 1000)),
        words: said.split(/\s+/).length,
        foreign,
        hasCode: c.code.length > 0,
        hasDigit: /\d/.test(said),
        row: c.row === true,
        hasList: (c.list ?? []).length > 0,
        shape: shape ? hasShape(c.text, shape) || codeHasShape(c.code, shape) : null,
        kind,
        composerScore: c.score,
      };
      return {candidate: c, facts};
    });
  });
}

/** The lines of the top sections that could be given, best first by the line model's score. */
export function modelLines(question: string, passages: readonly Passage[]): Candidate[] {
  return lineChoices(question, passages)
    .map(({candidate, facts}) => ({...candidate, score: lineScore(facts)}))
    .filter(givable)
    .sort((a, b) => b.score - a.score);
}

/**
 * How far the line model's best line must score above every line an answer
 * leaves out (log-odds of the model's softmax) for that answer to be given as
 * the answer. Fixed beforehand; on tuning, 0.25 to 1.0 behave alike.
 */
const minModelMargin = 0.5;

/**
 * Whether the line model, fitted apart from the composer's rules, agrees with
 * the answer: its best line is one the answer gives, and it clearly prefers
 * that line to any the answer leaves out. On a set they were never tuned on,
 * a third of the answers the rules alone were sure of lacked the fact; two
 * methods that agree are wrong less often.
 */
export function modelAgrees(lines: readonly Candidate[], given: ReadonlySet<string>): boolean {
  const first = lines[0];
  if (!first || !given.has(sentenceKey(first.text))) return false;
  const other = lines.find((c) => !given.has(sentenceKey(c.text)));
  return !other || first.score - other.score > minModelMargin;
}
