/**
 * What a hedged offer adds before the composed lines: the best line of each
 * top section and the line model's best lines, without lines about another
 * license server type or cloud.
 */
import {
  askedClause,
  contentTerms,
  questionKind,
  rarity,
  weightedShare,
  subjectTerms,
  pluralNouns,
  valueOwner,
  valueShape,
  statusNames,
  subjectShare,
  subjectOutsideReaderValues,
} from '../askQuestion';
import type {Passage} from '../askPassages';
import {sentenceKey} from '../recordLines';
import {type Draft, addSentences, blockText} from './draft';
import {
  aboutOther,
  type Candidate,
  candidateText,
  candidates,
  best,
  withFollowUp,
  whySubject,
  isForeign,
  sectionTerms,
  namesOtherWhereItStands,
} from './candidates';
import {filePaths} from './locations';
import {asksForOneName, namesOf} from './valueLocks';

/** Below this share of the subject words in every passage, the docs do not cover the question. */
export const minKeyCoverage = 0.5;

/** Whether some passage holds the question's subject words, so it is worth offering (a composer's call, not retrieval's). */
export function touches(question: string, passages: readonly Passage[]): boolean {
  const subject = subjectOutsideReaderValues(question);
  return passages.some((p) => subjectShare(question, subject, p) >= minKeyCoverage);
}

/** What the rarity-weighted share of the subject a line says adds to its score, when choosing the closest lines. */
const rareWordWeight = 1;

/** The best line (with its code) of each of the top sections not cited yet: a hedged answer shows them too. */
export function closestLines(
  draft: Draft,
  question: string,
  passages: readonly Passage[],
  seen: Set<string>,
  max = 2,
): void {
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  // Sections about a provider or server the question does not name come last, as when composing.
  const ordered = [
    ...passages.filter((p) => !isForeign(question, p)),
    ...passages.filter((p) => isForeign(question, p)),
  ];
  const kind = questionKind(question);
  const owner = kind === 'value' ? valueOwner(question) : [];
  // A line that says the question's rarer words ("disabled" among invitation pages) is closer than one that says its common ones.
  const weight = rarity([...subject], ordered.map(sectionTerms));
  const rareShare = (c: Candidate) => weightedShare([...subject], new Set(contentTerms(candidateText(c))), weight);
  const statuses = statusNames(question);
  const tops = ordered
    .slice(0, max)
    .filter((p) => !draft.cited.includes(p))
    .flatMap((p) =>
      best(
        candidates(p, wanted, subject, kind, pluralNouns(question), valueShape(question), owner, false, statuses)
          .filter((c) => !aboutOther(question, c))
          .map((c) => ({...c, score: c.score + rareWordWeight * rareShare(c)})),
        1,
        seen,
      ),
    );
  // The line that answers best comes first, whichever section it is from.
  const why = whySubject(question);
  for (const top of tops.sort((a, b) => b.score - a.score)) addSentences(draft, withFollowUp([top], false, why), seen);
}

/**
 * "Where's the debug log it writes?": a question asking for one file, address or variable is offered first the line
 * whose file, address or variable the asking clause names in its own words ("~/.vantage-cli/debug.log"), wherever its
 * section ranks. A question spelling the file itself ("where does DSLicSrv.txt go") asks where one of its copies sits.
 */
export function placeNamed(draft: Draft, question: string, passages: readonly Passage[], seen: Set<string>): void {
  const family = asksForOneName(question);
  if ((family !== 'file' && family !== 'url' && family !== 'variable') || filePaths(question).length > 0) return;
  const asking = new Set(subjectTerms(askedClause(question)));
  // The file's own name says two of the asking clause's words ("debug.log"): "snap" and "agent" in
  // /var/snap/license-manager-agent/common/.env name its owner, and "log" alone is any log.
  const namedByAsking = (name: string) =>
    new Set(contentTerms((name.split('/').pop() ?? '').replace(/[._@:]+/g, ' ')).filter((t) => asking.has(t))).size >=
    2;
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  const kind = questionKind(question);
  const lines = passages.flatMap((p) =>
    candidates(p, wanted, subject, kind, [], null, [], false, []).filter(
      (c) =>
        namesOf(family, candidateText(c)).some(namedByAsking) &&
        !aboutOther(question, c) &&
        // Far down the ranking, a line's place tells whose file it is: the SDK's access.token is not the CLI's.
        !namesOtherWhereItStands(question, c),
    ),
  );
  addSentences(draft, withFollowUp(best(lines, 1, seen), false, null), seen);
}

/**
 * How many of the line model's best lines a hedged answer gives. On the tuning
 * questions the fact is in the model's best line for half of them and in one of
 * its best three for seven in ten; the answer's block limit bounds the length.
 */
const hedgedModelLines = 3;

/**
 * Adds the lines the line model scores highest (with their code) that are not
 * given already. A hedged answer adds them after the closest lines: the line
 * that answers is often in a section below the top two, or shares no word
 * with the question ("Repeat for each option (up to 50)" under "Add sbatch
 * arguments").
 */
export function likeliestLines(draft: Draft, question: string, byModel: readonly Candidate[], seen: Set<string>): void {
  // A line about another server type ("the tool is lmutil" for LS-DYNA) offers a wrong fact, not a close one.
  const lines = byModel.filter((c) => !seen.has(sentenceKey(c.text)) && !aboutOther(question, c));
  const why = whySubject(question);
  for (const line of lines.slice(0, hedgedModelLines)) addSentences(draft, withFollowUp([line], false, why), seen);
}

/**
 * "What does ABORTED mean, and how is it different from REJECTED?": a question naming several statuses (or other names
 * in capitals) is offered a line on each, the best that names it, when the lines chosen so far name only some.
 */
export function eachStatusNamed(draft: Draft, question: string, passages: readonly Passage[], seen: Set<string>): void {
  const statuses = [...new Set(statusNames(question))];
  if (statuses.length < 2) return;
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  const kind = questionKind(question);
  for (const status of statuses) {
    const named = new RegExp(`\\b${status}\\b`);
    if (draft.blocks.some((b) => named.test(blockText(b)))) continue;
    const lines = passages.flatMap((p) =>
      candidates(p, wanted, subject, kind, [], null, [], false, [status]).filter(
        (c) => named.test(candidateText(c)) && !aboutOther(question, c),
      ),
    );
    addSentences(draft, best(lines, 1, seen), seen);
  }
}
