/**
 * The offline Ask composer: writes an answer from the passages retrieved, in
 * the line convention of ./answerFormat.ts, by the kind of question.
 *
 * The parts live in ./compose/: the draft and its value locks, candidate lines,
 * one composer per kind of question (steps, definition, sentences), the rules'
 * confidence, the line model's lines and the hedged offer.
 */
import type {Citation} from './storage';
import {formatAnswer} from './answerFormat';
import {
  asksMore,
  contentTerms,
  namesOtherObject,
  hasShape,
  questionKind,
  subjectTerms,
  focusedQuestion,
  valueShape,
  withoutRuledOut,
  aboutRuledOut,
} from './askQuestion';
import {covers, ownHeading, type Passage} from './askPassages';
import {sentenceKey} from './recordLines';
import {type Draft, cite, sentenceEnd, blockText, readMore} from './compose/draft';
import {asksForOneNumber, asksForOneName, asksNameLength, asksHowOften, asksWhichOne} from './compose/valueLocks';
import {type Candidate, candidateText, codeHasShape, candidates, best} from './compose/candidates';
import {composeSteps} from './compose/steps';
import {composeDefinition} from './compose/definition';
import {composeSentences, asksForList, namesSeveral} from './compose/sentences';
import {minConfidence, answerConfidence} from './compose/confidence';
import {modelLines, modelAgrees, asksHowMany, clearCount} from './compose/modelLines';
import {closestLines, eachStatusNamed, likeliestLines, placeNamed, touches} from './compose/offer';
import {renumber, withoutRepeats} from './compose/repeats';

export {minConfidence};

export const notCoveredText =
  'The documentation does not cover this question, so there is no answer to give from it. Try rephrasing, or search for a related topic.';

/**
 * How the answer was composed: passages offered under the hedge (the composed answer first when the rules are
 * sure of it), or nothing found. Offline, nothing is asserted as the answer: see minConfidence.
 */
export type AnswerMode = 'passages' | 'not-covered';

export interface ComposedAnswer {
  text: string;
  citations: Citation[];
  notCovered: boolean;
  mode: AnswerMode;
  passages: Passage[];
  /**
   * Share of the question's subject words in the cited sections (0..1), when an answer was composed; from
   * minConfidence on, the rules are sure of it and it leads.
   */
  confidence?: number;
}

/**
 * What a hedged answer opens with. It claims no more than the composer knows: the lines below hold
 * the answer more often than not (on every benchmark set), but not surely.
 */
export const hedgeText =
  'These passages are the closest the documentation has; they may not answer the question exactly:';

function finish(draft: Draft, mode: AnswerMode, passages: readonly Passage[]): ComposedAnswer {
  const {blocks, order} = renumber(withoutRepeats(draft.blocks), draft.cited.length);
  return {
    text: formatAnswer(blocks),
    citations: order.map((old, i) => ({n: i + 1, url: draft.cited[old - 1].url, title: draft.cited[old - 1].title})),
    notCovered: mode === 'not-covered',
    mode,
    passages: [...passages],
  };
}

export interface ComposeOptions {
  /** false: answer on the composer's rules alone, without the line model's agreement (the fixture tests of those rules). */
  modelCheck?: boolean;
}

/**
 * Composes an answer from the passages retrieved, by the kind of question:
 * steps for "how do I", the definition for "what is", the sentence or table
 * row holding the value (with the code its lead-in introduces) otherwise.
 * Citations are numbered 1..n in order of first use. It is given as the
 * answer only when the composer's rules are sure of it and the line model
 * agrees; otherwise, when some passages hold the question's subject, the
 * closest passages are offered; only when none does is the question not covered.
 */
export function composeAnswer(
  asked: string,
  passages: readonly Passage[],
  options: ComposeOptions = {},
): ComposedAnswer {
  const question = withoutRuledOut(focusedQuestion(asked));
  // null: the first line with numbers will set them (see oneValue); undefined: any number may be given.
  const values = asksForOneNumber(question) ? null : undefined;
  const period = asksHowOften(question);
  const field = asksNameLength(question) ? new Set(contentTerms(question)) : undefined;
  const family = asksForOneName(question);
  // A set of its own for each draft, as for values: the first line naming one sets it.
  const startNames = () => (family ? {family, given: null} : undefined);
  const whichOne = asksWhichOne(question);
  const startRows = () => (whichOne ? new Set<string>() : undefined);
  const draft: Draft = {
    blocks: [],
    cited: [],
    values,
    period,
    field,
    names: startNames(),
    rowsFrom: startRows(),
    about: question,
  };
  const seen = new Set<string>();
  if (passages.length === 0 || !touches(question, passages)) {
    return {text: notCoveredText, citations: [], notCovered: true, mode: 'not-covered', passages: [...passages]};
  }
  const kind = questionKind(question);
  // Another object's commands take other flags ("--yes" on job scripts, "--force" on notebooks): a question about
  // one object's command is answered from its own sections only.
  const ranked = passages.filter((p) => !namesOtherObject(question, p.text, [ownHeading(p), p.pageTitle]));
  // Scored once: the agreement check and a hedged answer read the same lines.
  let scored: Candidate[] | undefined;
  const byModel = () => (scored ??= modelLines(question, ranked));
  // "How many sbatch arguments …": the number the line model likes best is the answer's, and a line giving only
  // another number ("100 to a page") answers something else.
  // A line about what the reader ruled out ("the timeout, not the polling interval") neither sets nor blocks that number.
  const counted = asksHowMany(question)
    ? clearCount(byModel().filter((c) => !aboutRuledOut(asked, candidateText(c))))
    : [];
  // A set of its own for each draft: oneValue fills a null one with the first numbers given.
  const startValues = () => (counted.length > 0 ? new Set(counted) : values);
  draft.values = startValues();
  const compose = (into: Draft, given: Set<string>) =>
    (kind === 'howto' && composeSteps(into, question, ranked, given)) ||
    (kind === 'what' && composeDefinition(into, question, ranked, given)) ||
    composeSentences(into, question, ranked, kind === 'howto' ? 'explain' : kind, given);
  /** Not clearly the answer: say so, then the best line of each top section and the line model's best line, then what was composed. */
  const hedge = (): Draft | null => {
    // The opening line and eight more blocks: room for the closest lines and what was composed, each with its code.
    const hedged: Draft = {
      blocks: [{kind: 'paragraph', text: hedgeText}],
      cited: [],
      maxBlocks: 9,
      values: startValues(),
      period,
      field,
      names: startNames(),
      rowsFrom: startRows(),
      about: question,
    };
    const given = new Set<string>();
    placeNamed(hedged, question, ranked, given);
    closestLines(hedged, question, ranked, given);
    eachStatusNamed(hedged, question, ranked, given);
    // A definition has its own composer, which knows a sentence that defines from one that names the thing in passing.
    if (kind !== 'what') likeliestLines(hedged, question, byModel(), given);
    const composed = compose(hedged, given);
    if (!composed && hedged.blocks.length === 1) return null;
    readMore(hedged, ranked);
    return hedged;
  };
  let confidence: number | undefined;
  if (covers(passages) && compose(draft, seen)) {
    // A value question whose answer holds no value of the shape asked for ("How long …" without a number) is not answered.
    const shape = kind === 'value' ? valueShape(question) : null;
    const shaped =
      (!shape ||
        draft.blocks.some((b) =>
          b.kind === 'code' ? codeHasShape([b.text], shape) : hasShape(blockText(b), shape),
        )) &&
      (kind !== 'value' || shape !== null || !asksForList(question) || namesSeveral(draft, question));
    confidence = shaped
      ? answerConfidence(question, draft, passages)
      : Math.min(answerConfidence(question, draft, passages), minConfidence / 2);
    // One answer covers one clause: a question that asks more is offered what was found, not answered.
    if (asksMore(asked)) confidence = Math.min(confidence, minConfidence / 2);
    if (options.modelCheck !== false && !modelAgrees(byModel(), seen))
      confidence = Math.min(confidence, minConfidence / 2);
    if (confidence >= minConfidence) {
      // Sure by every rule, yet on question sets the rules were never tuned on at least one such answer in ten
      // lacked the fact: the composed answer leads, but under the same words as any other offer.
      draft.blocks.unshift({kind: 'paragraph', text: hedgeText});
      readMore(draft, ranked);
      return {...finish(draft, 'passages', passages), confidence};
    }
  }
  // Not clearly the answer, or too few of the question's words in the passages: the closest lines, when there are any.
  const closest = hedge();
  if (closest) return {...finish(closest, 'passages', passages), confidence};
  // Otherwise the closest sections, each with its best sentence.
  draft.blocks.push({kind: 'paragraph', text: hedgeText});
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  const items: string[] = [];
  const pages = new Set<string>();
  for (const p of passages) {
    if (items.length >= 3 || pages.has(p.path)) continue;
    pages.add(p.path);
    const top = best(candidates(p, wanted, subject, 'explain'), 1, seen)[0];
    if (top) seen.add(sentenceKey(top.text));
    items.push(`${p.title}${top ? `: ${sentenceEnd(top.text)}` : ''} ${cite(draft, p)}`);
  }
  draft.blocks.push({kind: 'bullets', items});
  return finish(draft, 'passages', passages);
}
