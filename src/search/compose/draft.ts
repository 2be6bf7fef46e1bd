/**
 * An offline answer under construction: its blocks, the passages it cites in
 * order of first use, and the limits a hedged offer keeps to. Every composer
 * adds lines through addSentences, so no sentence is given twice and the value
 * locks (valueLocks.ts) apply to all of them.
 */
import type {AnswerBlock} from '../answerFormat';
import {namesOtherObject} from '../askQuestion';
import {isListingPage, minCoverage, type Passage} from '../askPassages';
import {sentenceKey, splitSentences} from '../recordLines';
import {ownField, oneValue, notALimit, oneName, oneRow, type NameFamily} from './valueLocks';
import {aboutOther, type Candidate, candidateText} from './candidates';

/** An answer under construction: blocks whose citation markers use passage numbers. */
export interface Draft {
  blocks: AnswerBlock[];
  /** Passages cited, in order of first use. */
  cited: Passage[];
  /** Most blocks of sentences and code: a hedged answer is a few passages, not a page. */
  maxBlocks?: number;
  /**
   * For a question asking which port or version: the numbers of the first line given that holds any (null until
   * then). A later line whose numbers are all others is left out (see oneValue).
   */
  values?: Set<string> | null;
  /** For a question asking how often: lines that state a time limit are left out (see notALimit). */
  period?: boolean;
  /** For a question asking one field's length: its words; lines giving only other fields' lengths are left out (see ownField). */
  field?: ReadonlySet<string>;
  /** For a question asking which permission group or API path: the names of the first line giving any (see oneName). */
  names?: {family: NameFamily; given: string[] | null};
  /** For a question asking which one entry: the pages a row was given from (see oneRow). */
  rowsFrom?: Set<string>;
  /** The question: a line about another license server type, cloud or client tool than it names is left out. */
  about?: string;
}

export function cite(draft: Draft, passage: Passage): string {
  if (!draft.cited.includes(passage)) draft.cited.push(passage);
  return `[${draft.cited.indexOf(passage) + 1}]`;
}

export function sentenceEnd(text: string): string {
  // A list item given alone ("monitoring of that server;") ends as a sentence.
  const t = text.replace(/[;,]$/, '');
  return /[.!?:]$/.test(t) ? t : `${t}.`;
}

/**
 * Adds a block of code, unless every line of it is already shown (a hedged answer can reach one command twice), without
 * the lines that run another kind of CLI object's command than the question's.
 */
export function addCode(draft: Draft, all: readonly string[]): void {
  const about = draft.about;
  const code =
    about === undefined
      ? all
      : all.filter((line) => !namesOtherObject(about, line, []) && !removesUnasked(about, line));
  const shown = new Set(draft.blocks.flatMap((b) => (b.kind === 'code' ? b.text.split('\n') : [])));
  if (code.length > 0 && !code.every((line) => shown.has(line)))
    draft.blocks.push({kind: 'code', text: code.join('\n')});
}

/**
 * Whether a line of code uninstalls a package the question does not ask to remove: "pip uninstall -y vantage-sdk"
 * clears away the wrong package before the right one is installed, and shown to a question asking the package's name
 * it offers the wrong name.
 */
function removesUnasked(question: string, line: string): boolean {
  return (
    /\b(?:pip3?|snap|apt(?:-get)?|dnf|yum|npm) (?:uninstall|remove|purge)\b/.test(line) &&
    !/\b(?:uninstall|remov(?:e|ing)|purge|clean|get(?:ting)? rid|decommission|tear(?:ing)? down)\b/i.test(question)
  );
}

/**
 * The candidate without the code lines and list items that run another kind of CLI object's command, or null when its
 * own sentence does: for a question about deleting a cluster, "vantage job script delete 57 --yes" beside the
 * cluster's command offers the wrong flag.
 */
function withoutOtherObjects(question: string | undefined, c: Candidate): Candidate | null {
  if (question === undefined) return c;
  const own = (line: string) => !namesOtherObject(question, line, []);
  // "Its short form is -f" is given after the sentence it points back to, which runs the other objects' commands.
  if (!own(c.text) || (c.before !== undefined && !own(c.before))) return null;
  return {...c, code: c.code.filter(own), ...(c.list ? {list: c.list.filter(own)} : {})};
}

/** Adds candidates as paragraphs (with their code), skipping sentences already given. */
export function addSentences(draft: Draft, chosen: readonly Candidate[], seen: Set<string>): void {
  for (const given of chosen) {
    const c = withoutOtherObjects(draft.about, given);
    if (c === null) continue;
    const key = sentenceKey(c.text);
    // A lead-in ("Everything starts from Apps:") is only worth giving with what it introduces.
    if (seen.has(key) || (/:$/.test(c.text) && c.code.length === 0 && !c.row && !c.list?.length)) continue;
    const blocks = 1 + (c.code.length > 0 ? 1 : 0) + (c.list && c.list.length > 0 ? 1 : 0);
    if (draft.blocks.length + blocks > (draft.maxBlocks ?? Infinity)) break;
    const said = candidateText(c);
    if (!oneValue(draft, said) || !notALimit(draft, said) || !ownField(draft, said) || !oneName(draft, said)) continue;
    if (draft.about !== undefined && aboutOther(draft.about, c)) continue;
    if (!oneRow(draft, c)) continue;
    seen.add(key);
    const before = c.before && !seen.has(sentenceKey(c.before)) ? `${sentenceEnd(c.before)} ` : '';
    if (c.before) seen.add(sentenceKey(c.before));
    draft.blocks.push({kind: 'paragraph', text: `${before}${sentenceEnd(c.text)} ${cite(draft, c.passage)}`});
    addCode(draft, c.code);
    if (c.list && c.list.length > 0) {
      draft.blocks.push({kind: 'bullets', items: c.list});
      for (const item of c.list)
        for (const sentence of [item, ...splitSentences(item)]) seen.add(sentenceKey(sentence));
    }
  }
}

/** Passages of the same page, in page order. */
export function pagePassages(passages: readonly Passage[], path: string): Passage[] {
  return passages.filter((p) => p.path === path).sort((a, b) => a.order - b.order);
}

/** The words of a block as the reader sees them (headings of read-more links excluded). */
export function blockText(b: AnswerBlock): string {
  if (b.kind === 'paragraph' || b.kind === 'code') return b.text;
  if (b.kind === 'steps') return b.items.map((i) => i.text).join(' ');
  if (b.kind === 'bullets') return b.items.join(' ');
  return '';
}

/** Other pages worth reading, best first: one per page, not already cited. */
export function readMore(draft: Draft, passages: readonly Passage[], max = 3): void {
  const pages = new Set(draft.cited.map((p) => p.path));
  const refs: string[] = [];
  for (const p of passages) {
    if (refs.length >= max) break;
    if (pages.has(p.path) || p.coverage < minCoverage / 2 || isListingPage(p)) continue;
    pages.add(p.path);
    refs.push(cite(draft, pagePassages(passages, p.path)[0]));
  }
  if (refs.length > 0) draft.blocks.push({kind: 'readMore', refs: refs.map((r) => Number(r.slice(1, -1)))});
}
