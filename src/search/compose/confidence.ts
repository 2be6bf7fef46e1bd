/**
 * How sure the composer's rules are that a composed answer answers the
 * question: the subject words its page, its first section and its own lines
 * hold, and the ways an answer can look right and be about something else
 * (another task, another kind of the thing, another provider, a restated claim).
 */
import {
  askedVerb,
  asksYesOrNo,
  contentTerms,
  namesOtherTask,
  termsWithSynonyms,
  questionKind,
  rarity,
  share,
  weightedShare,
  subjectTerms,
} from '../askQuestion';
import {ownHeading, type Passage} from '../askPassages';
import {type Draft, blockText} from './draft';
import {whySubject, isForeign, sectionShare} from './candidates';

/**
 * From this confidence on, the rules are sure of the composed text, and it
 * leads the offer (still under the hedge: see composeAnswer). Above 0.8 a question of up to nine subject words needs
 * every one of them. At 0.8 one word in five could be missing; on the tuning
 * sets, 3 of the 11 answers between 0.8 and 0.9 lacked the fact.
 */
export const minConfidence = 0.9;
/**
 * How sure the composer is that its text answers the question: the share of
 * the question's subject words found in the one cited page that holds most of
 * them (the titles, headings and text of its cited sections). Words scattered
 * over several pages do not make an answer.
 */
export function answerConfidence(question: string, draft: Draft, passages: readonly Passage[]): number {
  // The verb of a task ("connect", "set up") is said in many ways; the things it acts on are what must be there.
  const dropped = new Set(contentTerms(askedVerb(question)));
  const subject = subjectTerms(question).filter((t) => !dropped.has(t));
  const pages = new Map<string, Set<string>>();
  for (const p of draft.cited) {
    const have = pages.get(p.path) ?? new Set<string>();
    for (const t of contentTerms([p.title, p.text].join(' '))) have.add(t);
    pages.set(p.path, have);
  }
  const page = Math.max(0, ...[...pages.values()].map((have) => share(subject, have)));
  // The section the answer opens with must itself be about the question, not only its page.
  const lead = draft.cited[0];
  const section = lead ? sectionShare(subject, lead) : 0;
  const confidence = section >= minLeadShare ? page : Math.min(page, section);
  // The lines given must say what the question is about, its telling words first ("partition", not only "cluster").
  const said = new Set(contentTerms(draft.blocks.map(blockText).join(' ')));
  const weight = rarity(
    subject,
    passages.map((p) => new Set(contentTerms([p.title, p.text].join(' ')))),
  );
  const spoken = weightedShare(subject, said, weight);
  let sure = spoken >= minSaidShare ? confidence : Math.min(confidence, spoken);
  // Every subject word (but one in four) is said by the lines or names the section they come from.
  if (lead) {
    for (const t of contentTerms(lead.title)) said.add(t);
    const missing = subject.filter((t) => !said.has(t)).length;
    if (missing > Math.floor(subject.length / 4)) sure = Math.min(sure, 1 - missing / Math.max(1, subject.length));
    // The words fewest passages hold ("gpus" among notebook pages) are what the question turns on: they must be said.
    const rarest = Math.max(0, ...subject.map((t) => weight.get(t) ?? 0));
    const telling = subject.filter((t) => (weight.get(t) ?? 0) === rarest);
    if (subject.length >= 3 && telling.some((t) => !said.has(t))) sure = Math.min(sure, minConfidence / 2);
  }
  if (echoesDoubt(question, draft)) sure = Math.min(sure, minConfidence / 2);
  // "Why can't I delete it?" is not answered by "You cannot delete it": an answer to why gives a reason.
  if (whySubject(question) && !draft.blocks.some((b) => givesReason.test(blockText(b))))
    sure = Math.min(sure, minConfidence / 2);
  if (lead && questionKind(question) === 'howto' && !sameTask(question, lead, subject))
    sure = Math.min(sure, minConfidence / 2);
  if (lead && otherTask(question, lead)) sure = Math.min(sure, minConfidence / 2);
  if (lead && namesOtherKind(question, lead)) sure = Math.min(sure, minConfidence / 2);
  // An answer from another provider's or server type's page is a wrong answer, however well its words match.
  if (lead && isForeign(question, lead)) sure = Math.min(sure, minConfidence / 2);
  // A question about something missing ("a variable with no value") is not answered by lines that never say so.
  if (absence.test(question) && !absence.test(draft.blocks.map(blockText).join(' ')))
    sure = Math.min(sure, minConfidence / 2);
  return sure;
}

/** Words that give a reason, a purpose, or the condition under which a thing happens (a sentence that opens with "If"). */
const givesReason =
  /\b(?:because|since|so (?:that|it|the|you|a|an|its|they|nothing|no)|so as|in order to|otherwise|the reason|which (?:means|is why)|that is why|this is why|for (?:security|safety))\b|[^:]: (?:it|they|the|a|an|you|nothing|no|each|every)\b|(?:^|[.:] )(?:if|when|while|only when|only if) /i;

/** Words a reader uses to doubt what a thing says it does. */
const doubt = /\b(?:actually|really|truly)\b/i;

/** A question that doubts a claim ("does X actually …") answered by lines that only restate the claim. */
function echoesDoubt(question: string, draft: Draft): boolean {
  if (!doubt.test(question) || !asksYesOrNo(question)) return false;
  const asked = new Set(contentTerms(question));
  // The line closest to the question is the one that speaks to its claim.
  let closest: {shared: number; told: number} | undefined;
  for (const b of draft.blocks) {
    if (b.kind === 'code') continue;
    const terms = new Set(contentTerms(blockText(b)));
    const shared = [...terms].filter((t) => asked.has(t)).length;
    if (!closest || shared > closest.shared) closest = {shared, told: terms.size - shared};
  }
  return closest !== undefined && closest.told < 3;
}

/** Words for something missing or refused, in a question and in the lines that answer it. */
const absence =
  /\b(no|not|none|without|missing|empty|unset|undefined|never|cannot|can't|isn't|doesn't|don't|won't|fails?|failed|error|denied|refused|rejected)\b/i;

/**
 * Whether the section an answer opens with does another kind of task than
 * the question's verb asks, whatever the kind of question: "how do I see
 * which bookings exist" is not answered by "Create the Slurm license".
 */
function otherTask(question: string, lead: Passage): boolean {
  return namesOtherTask(askedVerb(question), ownHeading(lead));
}

/** Whether the section a "how do I" answer opens with names the task asked: its own heading names part of the subject. */
function sameTask(question: string, lead: Passage, subject: readonly string[]): boolean {
  const headingTerms = contentTerms(ownHeading(lead));
  // "Install from source" on "Install the Vantage CLI" is about installing the CLI: the heading names the task's
  // verb, and the page title every subject word.
  const verbOnly =
    headingTerms.some((t) => contentTerms(askedVerb(question)).includes(t)) &&
    share(subject, new Set(contentTerms(lead.pageTitle))) === 1;
  return verbOnly || headingTerms.some((t) => subject.includes(t));
}

/** The word before each noun of a text that the question names with a name of its own ("Vantage account" → account: vantage). */
function modifiers(text: string): Map<string, {word: string; named: boolean}> {
  const words = text
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w && !/^(a|an|the|my|your|our|its|their|this|that|new)$/i.test(w));
  const out = new Map<string, {word: string; named: boolean}>();
  // The first word is usually the verb ("Create the cloud account"), not a modifier; particles are none either.
  for (let i = 2; i < words.length; i++) {
    if (/^(up|in|on|to|for|of|with|from|by|and|or|as|at|into|out)$/i.test(words[i - 1])) continue;
    const noun = contentTerms(words[i])[0];
    const before = contentTerms(words[i - 1])[0];
    if (noun && before && !out.has(noun)) out.set(noun, {word: before, named: /^[A-Z]/.test(words[i - 1])});
  }
  return out;
}

/**
 * Whether the section an answer opens with names the question's thing as
 * another kind of it: "How do I create a Vantage account?" is not answered by
 * "Create the cloud account in Vantage". Only a name the reader gave
 * ("Vantage account", "Cudo key") is compared, so "add members" still
 * matches "add team members".
 */
function namesOtherKind(question: string, lead: Passage): boolean {
  const asked = modifiers(question);
  const given = modifiers(ownHeading(lead));
  const said = termsWithSynonyms(question);
  return [...asked].some(([noun, {word, named}]) => {
    const other = given.get(noun)?.word;
    return named && other !== undefined && other !== word && !said.has(other);
  });
}

/** Rarity-weighted share of the subject words the answer's own lines must hold for a confident answer. */
const minSaidShare = 0.6;

/** Share of the subject words the answer's first section must hold for a confident answer. */
const minLeadShare = 0.75;
