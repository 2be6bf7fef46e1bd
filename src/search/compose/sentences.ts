/**
 * Values and explanations: the sentences or table rows that hold what a value,
 * why or yes-or-no question asks, from the best page first.
 */
import {
  askedClause,
  contentTerms,
  subjectTerms,
  pluralNouns,
  valueOwner,
  valueNoun,
  valueShape,
  statusNames,
  type QuestionKind,
} from '../askQuestion';
import {isListingPage, passageLines, type Passage} from '../askPassages';
import {codeAfter, rowName, splitSentences} from '../recordLines';
import {type Draft, addSentences, blockText} from './draft';
import {
  type Candidate,
  listAfter,
  candidates,
  givable,
  best,
  withFollowUp,
  whySubject,
  isForeign,
  foreignPenalty,
  sectionShare,
  namesOtherWhereItStands,
} from './candidates';

/** Share of the best candidate's score another line needs to join a value answer. */
const valueFloor = 0.5;

/** A negative: "does not", "doesn't", "never", "without", "no". */
const negation =
  /\b(?:not|never|no|without|cannot|(?:do|does|did|is|are|was|were|ca|wo|have|has|should|could|would)n['’]?t)\b/i;

/** A negative in an if or when clause ("what happens if my job doesn't …"), not a complaint ("why can't I …"). */
const negativeCondition = new RegExp(`\\b(?:if|when)\\b[^,;?]*${negation.source}`, 'i');

/** How much a line that says no weighs, for a question that asks about not doing something. */
const negationWeight = 0.5;

/** Values and explanations: the sentences or rows that share most words with the question, from the best page first. */
export function composeSentences(
  draft: Draft,
  question: string,
  passages: readonly Passage[],
  kind: QuestionKind,
  seen: Set<string>,
): boolean {
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  const lead = passages.find((p) => !isListingPage(p)) ?? passages[0];
  const listed = passages.filter((p) => !isListingPage(p) || p.n <= 2).slice(0, 15);
  // A value comes only from the sections that hold most of the subject: another server's port is a wrong answer, not a near one.
  const held = listed.map((p) => sectionShare([...subject], p));
  const most = Math.max(0, ...held);
  const pool = kind === 'value' ? listed.filter((_, i) => held[i] >= most - 0.34) : listed;
  const plurals = pluralNouns(question);
  // "What happens if my job doesn't ask for licenses": the answer is the line about not doing it.
  const negative = negativeCondition.test(askedClause(question));
  const statuses = statusNames(question);
  const cands = pool
    .flatMap((p, i) =>
      candidates(
        p,
        wanted,
        subject,
        kind,
        plurals,
        kind === 'value' ? valueShape(question) : null,
        kind === 'value' ? valueOwner(question) : [],
        false,
        statuses,
      ).map((c) => ({
        ...c,
        score:
          c.score +
          (p.path === lead.path ? 0.3 : 0) +
          p.titleMatch * 0.3 +
          0.6 * (1 - i / pool.length) -
          (isForeign(question, p) ? foreignPenalty : 0) -
          (kind === 'value' ? 0.8 * (most - sectionShare([...subject], p)) : 0) +
          (negative && negation.test(c.text) ? negationWeight : 0),
      })),
    )
    // A line about another server or cloud is another thing's value, unless its section is about the one asked
    // ("Address format: host:port; not FlexLM's port@host" under "OLicense at a glance").
    .filter((c) => !namesOtherWhereItStands(question, c));
  // A value is given with what supports it on its own page, not with whatever else scored at all (another server's port).
  const first = cands.filter(givable).sort((a, b) => b.score - a.score)[0];
  // A row naming the field asked about ("Cluster Name" for "how long can a cluster name be") is the value; the rows
  // naming the table's other fields ("Cluster Description") are other values.
  const field = kind === 'value' ? valueNoun(question) : null;
  const namesField = (c: Candidate) =>
    field !== null && c.row === true && contentTerms(rowName(c.text)).includes(field);
  const otherField = (c: Candidate) => first !== undefined && namesField(first) && c.row === true && !namesField(c);
  const strong =
    kind === 'value' && first
      ? cands.filter(
          (c) => c.passage.path === first.passage.path && c.score >= first.score * valueFloor && !otherField(c),
        )
      : cands;
  const chosen = best(strong, kind === 'value' ? 3 : 4, seen);
  if (chosen.length === 0) return false;
  // Only the best row that points elsewhere is followed: one section answers, not every row's.
  const pointer = chosen
    .filter((c) => c.row)
    .sort((a, b) => b.score - a.score)
    .map((row) => ({row, section: pointedTo(row, passages)}))
    .find((p) => p.section.length > 0);
  addSentences(
    draft,
    withFollowUp(chosen, kind === 'explain', whySubject(question)).flatMap((c) =>
      c === pointer?.row ? [c, ...pointer.section] : [c],
    ),
    seen,
  );
  return true;
}

/**
 * A "Symptom | Go to" row ("Agent log: None of the checks … succeeded!: The agent
 * cannot query the server.") names the section of its page that answers: that
 * section's opening paragraph, with the code it introduces and the list after it.
 */
function pointedTo(c: Candidate, passages: readonly Passage[]): Candidate[] {
  if (!c.row) return [];
  const target = c.text
    .slice(c.text.lastIndexOf(': ') + 2)
    .replace(/[.\s]+$/, '')
    .toLowerCase();
  const section = passages.find(
    (p) => p.path === c.passage.path && p !== c.passage && p.headings[p.headings.length - 1]?.toLowerCase() === target,
  );
  if (!section) return [];
  const lines = passageLines(section);
  const first = lines.findIndex((l) => l.kind === 'prose');
  if (first < 0) return [];
  const sentences = splitSentences(lines[first].text);
  const code = lines[first].leadIn ? codeAfter(lines, first) : [];
  // The list that follows the paragraph, or its code: "read what it prints:", the command, then what each output means.
  const list = listAfter(lines, first + code.length, true);
  return sentences.map((text, k) => ({
    passage: section,
    text,
    code: k === sentences.length - 1 ? code : [],
    list: k === sentences.length - 1 ? list : [],
    score: c.score,
    at: c.at + 0.001 * (k + 1),
  }));
}

/** "Which data centers …", "What statuses …": a question whose subject is a plural noun asks for several values. */
export function asksForList(question: string): boolean {
  const subject = new Set(subjectTerms(question));
  return pluralNouns(question).some((w) => contentTerms(w).some((t) => subject.has(t)));
}

/** Whether an answer names several values (table rows, code, or two or more names, codes or numbers), as a list question needs. */
export function namesSeveral(draft: Draft, question: string): boolean {
  if (draft.blocks.some((b) => b.kind === 'code' || b.kind === 'steps' || b.kind === 'bullets')) return true;
  // The names of a table's rows, listed under the noun asked about ("Roles: Admin, Engineer, Viewer.").
  const nouns = pluralNouns(question).map((w) => w.toLowerCase());
  const listing = /^(\w+): [^,.]+(?:, [^,.]+)+\./;
  if (draft.blocks.some((b) => b.kind === 'paragraph' && nouns.includes(listing.exec(b.text)?.[1].toLowerCase() ?? '')))
    return true;
  const text = draft.blocks
    .map(blockText)
    .join(' ')
    .replace(/\[\d{1,2}\]/g, '');
  const values = new Set(text.match(/`[^`]+`|\b[A-Z][A-Z0-9_-]{1,}\b|\b\w*\d\w*\b|(?<=^|\s)--?[a-z][\w-]+/g) ?? []);
  return values.size >= 2;
}
