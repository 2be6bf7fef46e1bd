/**
 * "What is": the sentence that defines the subject ("A booking is …"), or the
 * table row that is the thing's own entry, from the section named after it.
 */
import {contentTerms, foreignNames, share, subjectTerms, definedPhrase} from '../askQuestion';
import {isListingPage, isTaskPage, passageLines, type Passage} from '../askPassages';
import {proseSentences, rowName} from '../recordLines';
import {type Draft, addSentences} from './draft';
import {pointsElsewhere, aboutThePage, rowHead, ownHeadingMatch, isForeign, foreignPenalty} from './candidates';

/** "X is not …": says what the subject is not, which defines nothing. */
const negatesDefinition = /\s(?:is|are)\s+not\b|\bisn't\b|\baren't\b/i;

/**
 * A verb's participle right after "is": the sentence says what is done to the subject; or where or
 * whether it is ("A partition called compute is already there"), which does not say what it is either.
 */
const passiveAfter =
  /^(?:\w+ly\s+)?(?:\w{3,}ed|set|run|shown|given|kept|sent|built|done|made|read|written|taken|held|found|put|already|still|there|here|ready|available)\b/i;

/** "… high availability licensing (HAL) …": a sentence spelling out an abbreviation defines it. */
function spellsOut(phrase: string): RegExp | null {
  const word = phrase.trim();
  if (!/^[A-Za-z][\w-]{1,11}$/.test(word)) return null;
  return new RegExp(`\\w[\\w\\s-]{3,}\\((?:\\*\\*)?${word.replace(/-/g, '\\-')}(?:\\*\\*)?\\)`, 'i');
}

/** What a named thing is to its table or command ("the identifier field", "the --force flag"): its name is the word before. */
const roleNouns = new Set(
  contentTerms('field option flag setting parameter column property key variable value command status state'),
);

/**
 * Words of the question written as a status, constant or flag is ("REJECTED", "SLURM_CONF", "--force"), as
 * content terms. Short capitals are more often an acronym that only places the thing ("the CLI config file").
 */
function literalNames(question: string): Set<string> {
  const words = question.match(/(?<![\w-])(?:[A-Z]{5,}|[A-Z][A-Z0-9]*_[A-Z0-9_]+|--[a-z][\w-]*)(?![\w-])/g) ?? [];
  return new Set(words.flatMap((w) => contentTerms(w)));
}

/** "What is": the definition, a sentence that says what the subject is, from the section named after it. */
export function composeDefinition(
  draft: Draft,
  question: string,
  passages: readonly Passage[],
  seen: Set<string>,
): boolean {
  const subject = subjectTerms(question);
  const phrase = definedPhrase(question);
  // The thing to define, without the context that places it: "A booking is …" defines "a booking in License Manager".
  const definedTerms = phrase ? contentTerms(phrase) : subject;
  const spelledOut = phrase ? spellsOut(phrase) : null;
  // "license booking" is a kind of booking: a sentence defining License Manager shares a word with it but defines something else.
  const nameTerms = definedTerms.filter((t) => !roleNouns.has(t));
  // A name typed as the docs write it ("REJECTED", "--force") is what is defined, wherever it stands in the phrase.
  const literal = nameTerms.find((t) => literalNames(question).has(t));
  const headNoun =
    phrase && definedTerms.length > 1 && nameTerms.length > 0 ? (literal ?? nameTerms[nameTerms.length - 1]) : null;
  const namesHead = (terms: readonly string[]) => headNoun === null || terms.includes(headNoun);
  type Found = {
    passage: Passage;
    sents: Array<{text: string; code: string[]}>;
    index: number;
    score: number;
    defined: number;
    /** The sentence's subject names every word of the thing defined, not its head noun alone. */
    whole: boolean;
  };
  let found: Found | null = null;
  const prose = passages.filter((p) => !isListingPage(p));
  // Beyond the first eight, a section headed by the thing to define ("Bookings") still holds its definition.
  const pool = (prose.length > 0 ? prose : passages).filter(
    (p, i) => i < 8 || ownHeadingMatch(p, headNoun ? [headNoun] : definedTerms) === 1,
  );
  for (const p of pool) {
    const sents = proseSentences(passageLines(p));
    sents.forEach(({text: sentence}, index) => {
      // "Grace time is how long …", "A booking is …": the subject, then the verb that defines it.
      const form =
        /^(?:an?\s+|the\s+|each\s+|every\s+)?((?:\S+\s+){0,4}?\S+)(?:\s+(?:is|are|means|refers to)\s|:\s+(?:an?|the)\s)/i.exec(
          sentence,
        );
      const spelled = spelledOut?.test(sentence) ?? false;
      // "HAL is switched on by …" tells how it works, not what it is.
      const passive = phrase !== '' && form !== null && passiveAfter.test(sentence.slice(form[0].length));
      // The subject is the thing defined, not a phrase that mentions it ("A partition called compute", "the Partitions tab").
      const named = form ? contentTerms(form[1]) : [];
      const precision = named.length > 0 ? named.filter((t) => definedTerms.includes(t)).length / named.length : 0;
      const defined = spelled
        ? 1
        : form
          ? // "A booking is …" defines "a license booking": the head noun alone is the thing, the rest places it.
            (headNoun !== null && named.length === 1 && named[0] === headNoun
              ? 1
              : share(definedTerms, new Set(named))) *
            (passive ? 0.5 : 1) *
            (0.5 + 0.5 * precision) *
            (namesHead(named) ? 1 : 0.5)
          : 0;
      const head = contentTerms(sentence.split(/\s+/).slice(0, 8).join(' '));
      const score =
        2 * defined +
        (spelled ? 0.5 : 0) +
        share(subject, new Set(head)) * 0.5 +
        ownHeadingMatch(p, subject) +
        p.titleMatch * 0.5 +
        p.coverage * 0.5 -
        // A sentence on a GCP page that does not itself name GCP ("Each partition is a Slurm queue …") defines for every cloud.
        (isForeign(question, p) ? (foreignNames(question, sentence, []).length > 0 ? 1 : 0.3) * foreignPenalty : 0) -
        // A definition says what the subject is, not what it is not; guides define less than overviews.
        (negatesDefinition.test(sentence) ? 1 : 0) -
        (isTaskPage(p) ? 0.4 : 0) -
        index * 0.05 -
        (pointsElsewhere.test(sentence) ? 1 : 0);
      const whole = share(definedTerms, new Set(named)) === 1;
      if (!found || score > found.score) found = {passage: p, sents, index, score, defined, whole};
    });
  }
  // A row named after the subject ("ABORTED, Pink, The job reached Slurm but ended badly …") defines it too.
  let row: {passage: Passage; text: string; score: number; whole: boolean} | null = null;
  const identifier = /(?<![\w-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-])/.exec(phrase)?.[0];
  const namesIdentifier = (text: string) =>
    identifier !== undefined && new RegExp(`(?<![\\w-])${identifier}(?![\\w-])`).test(rowHead(text));
  for (const [i, p] of passages.entries()) {
    if (isListingPage(p)) continue;
    for (const line of passageLines(p)) {
      // Past the first eight sections, only the row of the field asked about.
      if (line.kind !== 'row' || (i >= 8 && !namesIdentifier(line.text))) continue;
      // A field's row names it in a later cell ("Cluster, client_id, string: …"): the identifier asked about names the row.
      const first = namesIdentifier(line.text) ? definedTerms : contentTerms(rowName(line.text));
      // The row must name the thing to define ("Identifier"), not only the context that places it ("Job templates").
      if (share(definedTerms, new Set(first)) === 0 || !namesHead(first)) continue;
      const named = share(subject, new Set(first));
      // The question names the row exactly ("401", "ABORTED"): every word of its first cell is in the question.
      const exact = first.length > 0 && first.every((t) => subject.includes(t)) ? 1 : 0;
      const score = 2 * named + exact + ownHeadingMatch(p, subject) + p.titleMatch * 0.5 + p.coverage * 0.5;
      // Named by one identifier that spells the whole thing ("jobbergate-agent"): that thing's own entry.
      const whole = exact === 1 && share(definedTerms, new Set(first)) === 1 && !/\s/.test(rowName(line.text));
      if (named > 0 && (!row || score > row.score)) row = {passage: p, score, text: line.text, whole};
    }
  }
  const best = found as Found | null;
  // A sentence of the form "A permission group is …" naming the whole subject is the definition; a row only when there
  // is none, or when the row is the thing's own entry and the sentence names only its last word ("The agents are …").
  if (
    row &&
    (!best ||
      ((best.defined < 1 || (row.whole && !best.whole) || negatesDefinition.test(best.sents[best.index].text)) &&
        row.score > best.score))
  ) {
    addSentences(draft, [{passage: row.passage, text: row.text, code: [], row: true, score: 0, at: 0}], seen);
    return true;
  }
  if (!best) return false;
  const {passage, sents, index} = best;
  const next = sents[index + 1];
  const chosen = [sents[index], ...(next && next.text.length >= 25 && !aboutThePage.test(next.text) ? [next] : [])].map(
    (x, i) => ({
      passage,
      text: x.text,
      code: x.code,
      score: 0,
      at: i,
    }),
  );
  addSentences(draft, chosen, seen);
  return true;
}
