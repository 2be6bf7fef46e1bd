/**
 * Ask: answers a question from the documentation.
 *
 * The default engine is local and offline: it retrieves the best passages
 * from the search index and composes the answer from their own sentences,
 * each followed by a numbered citation of the heading it came from. When the
 * passages do not cover the question, it says so instead of answering.
 * Optional engines (by build-time configuration): any OpenAI-compatible
 * chat-completions endpoint (streamed, see ./openai.ts), given the same
 * passages as context; or DocSearch's own Ask AI (Algolia).
 */
import type {SearchHit} from './engine';
import type {AskMessage, Citation} from './storage';
import {formatAnswer, type AnswerBlock} from './answerFormat';
import {codeAfter, formatRow, isCodeLine, proseSentences, recordLines, sentenceKey, splitSentences, tablesOf, type RecordLine} from './recordLines';
import {synonymGroups} from './synonyms';
import {processTerm, tokenize} from './text';

export const disclaimer = 'Answers are generated with AI which can make mistakes. Verify responses.';
export const notCoveredText =
  'The documentation does not cover this question, so there is no answer to give from it. Try rephrasing, or search for a related topic.';

export interface Passage {
  /** Citation number (1-based) in the retrieved order; the composer renumbers what it cites. */
  n: number;
  url: string;
  /** Page title and heading path. */
  title: string;
  section: string;
  text: string;
  score: number;
  /** Share of the question's words this passage contains (0..1). */
  coverage: number;
  /** Page path (no anchor), page title and the record's headings, for grouping passages by page. */
  path: string;
  pageTitle: string;
  headings: string[];
  /** Record id: records of one page have increasing ids in page order. */
  order: number;
  /** Share of the question's subject words found in the page title and headings (0..1). */
  titleMatch: number;
}

/** How the answer was composed: an answer, the closest passages offered instead, or nothing found. */
export type AnswerMode = 'answer' | 'passages' | 'not-covered';

export interface ComposedAnswer {
  text: string;
  citations: Citation[];
  notCovered: boolean;
  mode: AnswerMode;
  passages: Passage[];
  /** Share of the question's subject words in the cited sections (0..1), when an answer was composed. */
  confidence?: number;
}

/** Content words of a text (normalised terms, stop words dropped). */
export function contentTerms(text: string): string[] {
  return [...new Set(tokenize(text).flatMap(processTerm).filter((t) => !t.startsWith('-') || t.length > 2))];
}

/** Words of a question that say little about its subject (stems, as contentTerms gives them). */
const genericTerms = new Set(
  contentTerms(
    'use using get set make need want work find see show tell vantage one way new happen mean kind type ' +
      'should would could there still no not own much many long often which where called exactly possible able',
  ),
);

/** The question's subject words: its content words without the generic ones. */
export function subjectTerms(question: string): string[] {
  const all = contentTerms(question);
  const subject = all.filter((t) => !genericTerms.has(t));
  return subject.length > 0 ? subject : all;
}

/** Minimum share of the question's words the best passage must contain for a confident answer. */
export const minCoverage = 0.6;
/** Below this share of the subject words in every passage, the docs do not cover the question. */
export const minKeyCoverage = 0.5;
/** Passages given to a chat-completions engine as context. */
export const maxPassages = 5;
/** Sections of one page among the passages (a how-to guide's steps need several). */
const maxSectionsPerPage = 8;
/** Passages the offline composer weighs, best first. */
export const maxComposerPassages = 20;
/**
 * Hits to retrieve for a question. Records are sections, and the steps or the
 * table row that answer a question often rank below a page's introduction:
 * 60 hits hold them far more often than 15 (see `npm run bench:ask`).
 */
export const askSearchLimit = 60;

/**
 * The retrieval query for a question: a short follow-up ("and how do I
 * delete it?") carries the words of the conversation's previous questions.
 */
export function retrievalQuery(question: string, history: readonly AskMessage[]): string {
  const own = contentTerms(question);
  const previous = history.filter((m) => m.role === 'user').map((m) => m.text);
  const last = previous[previous.length - 1];
  const query = own.length >= 3 || !last ? question : `${question} ${last}`;
  return withDocsTerms(query);
}

/**
 * A reader's words for what the docs call by another name ("create an
 * account" for "sign up"): the docs' own term is added to the query, from the
 * site's one synonym list.
 */
export function withDocsTerms(query: string): string {
  const have = new Set(contentTerms(query));
  const added: string[] = [];
  for (const [docsTerm, ...others] of synonymGroups) {
    const own = contentTerms(docsTerm);
    if (own.every((t) => have.has(t))) continue;
    const used = others.some((phrase) => {
      const terms = contentTerms(phrase);
      return terms.length > 0 && terms.every((t) => have.has(t));
    });
    if (used) added.push(docsTerm);
  }
  return added.length > 0 ? `${query} ${added.join(' ')}` : query;
}

export type QuestionKind = 'howto' | 'what' | 'value' | 'explain';

const valueWords =
  /\b(port|ports|limit|limits|size|maximum|minimum|max|default|version|exit code|status code|code|status|statuses|path|url|address|endpoint|name|called|command|commands|flag|option|tool|program|binary|exception|variable|snaps?|permission group|how (many|long|often|much))\b/i;

/** What the reader asks for: steps, a definition, a value, or an explanation. */
export function questionKind(question: string): QuestionKind {
  const q = question.trim().toLowerCase();
  if (/^how (many|long|often|much|big|large)\b/.test(q)) return 'value';
  if (/^(how (do|can|should|would|could) (i|we|you)|how to|what are the steps|steps to|where do i)\b/.test(q)) {
    return /^how (do|can) (i|we|you) (find out|know|check|see) (which|what|whether|if)\b/.test(q) ? 'value' : 'howto';
  }
  if (/^(which|where)\b/.test(q)) return 'value';
  if (/^(what|who)\b/.test(q) && valueWords.test(q)) return /\bmean\b/.test(q) ? 'what' : 'value';
  if (/^(what|who) (is|are)\b|^what does .* mean\b|^define\b/.test(q)) return 'what';
  if (/^(can|does|do|is|are) (i|we|you|it|the|a|an)?\b/.test(q) && valueWords.test(q)) return 'value';
  return 'explain';
}

/** Pages that walk through a task (how-to guides, tutorials, setup pages). */
function isTaskPage(p: Passage): boolean {
  return /\/(how-to-guides|tutorials|getting-started)\/|setup|install|quickstart/.test(p.path) || p.headings.some((h) => stepNumber(h) !== null);
}

/** Reference pages list many small records (every command, every endpoint); they rarely answer a question alone. */
function isListingPage(p: Passage): boolean {
  return /^\/(cli\/commands|api\/reference)$/.test(p.path);
}

/** The number of a step heading ("3. Edit the license file", "Step 2: Send the invitation"), or null. */
export function stepNumber(heading: string): number | null {
  const m = /^(?:step\s+)?(\d{1,2})[.:)]\s+\S/i.exec(heading.trim());
  return m ? Number(m[1]) : null;
}

/**
 * How telling each subject word is among the hits: a word most hits contain
 * ("server" in a question about a FlexLM server) weighs less than one few
 * contain ("flexlm"), so pages named after the rare word win.
 */
function rarity(subject: readonly string[], termsOf: ReadonlyArray<ReadonlySet<string>>): Map<string, number> {
  const n = Math.max(1, termsOf.length);
  return new Map(subject.map((t) => [t, Math.log(1 + n / (1 + termsOf.filter((have) => have.has(t)).length))]));
}

function weightedShare(wanted: readonly string[], have: ReadonlySet<string>, weight: ReadonlyMap<string, number>): number {
  const total = wanted.reduce((sum, t) => sum + (weight.get(t) ?? 1), 0);
  return total === 0 ? 0 : wanted.filter((t) => have.has(t)).reduce((sum, t) => sum + (weight.get(t) ?? 1), 0) / total;
}

function share(wanted: readonly string[], have: ReadonlySet<string>): number {
  return wanted.length === 0 ? 0 : wanted.filter((t) => have.has(t)).length / wanted.length;
}

/** Turns search hits into passages, best first: relevance to the question, subject in the title, page kind. */
export function toPassages(question: string, hits: readonly SearchHit[]): Passage[] {
  const wanted = contentTerms(question);
  const subject = subjectTerms(question);
  const kind = questionKind(question);
  const top = Math.max(1e-9, ...hits.map((h) => h.score));
  const seen = new Set<string>();
  const ranked: Array<{passage: Omit<Passage, 'n'>; rank: number}> = [];
  const termsOf = hits.map((hit) => new Set([...contentTerms([hit.title, ...hit.headings, hit.text].join(' ')), ...hit.terms]));
  const weight = rarity(subject, termsOf);
  for (const [i, hit] of hits.entries()) {
    if (seen.has(hit.url) || !hit.text.trim()) continue;
    seen.add(hit.url);
    const have = termsOf[i];
    const titled = new Set(contentTerms([hit.title, ...hit.headings].join(' ')));
    const passage: Omit<Passage, 'n'> = {
      url: hit.url,
      title: [hit.title, ...hit.headings].join(' › '),
      section: hit.section,
      text: hit.text,
      score: hit.score,
      coverage: share(wanted, have),
      path: hit.path,
      pageTitle: hit.title,
      headings: hit.headings,
      order: hit.id,
      titleMatch: weightedShare(subject, titled, weight),
    };
    const p = passage as Passage;
    const rank =
      hit.score / top +
      1.5 * weightedShare(subject, have, weight) +
      passage.coverage +
      1.2 * passage.titleMatch +
      (kind === 'howto' && isTaskPage(p) ? 0.5 : 0) -
      (isListingPage(p) ? 0.6 : 0);
    ranked.push({passage, rank});
  }
  // At most a few sections per page, so that one long reference page cannot crowd out every other page.
  const perPage = new Map<string, number>();
  const kept = ranked
    .sort((a, b) => b.rank - a.rank)
    .filter(({passage}) => {
      const count = (perPage.get(passage.path) ?? 0) + 1;
      perPage.set(passage.path, count);
      return count <= (isListingPage(passage as Passage) ? 2 : maxSectionsPerPage);
    });
  return kept.slice(0, maxComposerPassages).map(({passage}, i) => ({...passage, n: i + 1}));
}

/** Sentences of a passage (code lines and list items count as sentences). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9`"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 20 && s.length <= 400);
}

/** Whether the passages answer the question well enough for a confident answer. */
export function covers(passages: readonly Passage[]): boolean {
  return passages.length > 0 && Math.max(...passages.map((p) => p.coverage)) >= minCoverage;
}

/** Whether some passage holds the question's subject words, so it is worth offering. */
function touches(question: string, passages: readonly Passage[]): boolean {
  const subject = subjectTerms(question);
  return passages.some((p) => share(subject, new Set(contentTerms([p.title, p.text].join(' ')))) >= minKeyCoverage);
}

/** An answer under construction: blocks whose citation markers use passage numbers. */
interface Draft {
  blocks: AnswerBlock[];
  /** Passages cited, in order of first use. */
  cited: Passage[];
}

function cite(draft: Draft, passage: Passage): string {
  if (!draft.cited.includes(passage)) draft.cited.push(passage);
  return `[${draft.cited.indexOf(passage) + 1}]`;
}

function sentenceEnd(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

/** A scored candidate line of a passage: a sentence, a table row, or a lead-in with its code. */
interface Candidate {
  passage: Passage;
  text: string;
  code: string[];
  score: number;
  /** Position in the page (record order, then line), for reading order. */
  at: number;
}

/** Sentences that send the reader elsewhere ("If you already run …, skip to …", "… explains each status") rather than answer. */
const pointsElsewhere = /^(if you|see|for (more|details|a first)|read|go to|skip|next|then go)\b|\b(skip to|go to|continue with|explains?|is covered in|are covered in|described in)\b/i;

const valueSignal = /\d|`|--?[a-z]|[A-Z]{3,}|@|\/|_/;

/** Candidate sentences and rows of a passage, scored against the question's words. */
function candidates(
  passage: Passage,
  wanted: ReadonlySet<string>,
  subject: ReadonlySet<string>,
  kind: QuestionKind,
  plurals: readonly string[] = [],
): Candidate[] {
  const lines = recordLines(passage.text);
  const out: Candidate[] = [];
  // A section whose own heading names the subject ("Exit codes", "Ports") holds the answer more often than one that mentions it.
  const named = ownHeadingMatch(passage, [...subject]);
  if (kind === 'value') out.push(...columnCandidates(passage, lines, plurals));
  const opening = leadingCode(lines);
  if (opening.length > 0 && passage.headings.length > 0) {
    // Code right under a heading: the heading is its lead-in.
    const heading = passage.headings[passage.headings.length - 1];
    const overlap = contentTerms(heading).filter((t) => wanted.has(t)).length;
    if (overlap > 0) out.push({passage, text: `${heading}:`, code: opening, score: overlap + 0.6 * named + 0.5, at: passage.order * 1000 - 1});
  }
  // Lines inside a table are cells: they count only as part of their row, never as a sentence of their own.
  const inTable = new Map<number, string | null>();
  for (const table of tablesOf(lines)) {
    const width = table.header.length;
    for (let i = table.start; i < table.start + width * (table.rows.length + 1); i++) inTable.set(i, null);
    table.rows.forEach((cells, r) => {
      const text = formatRow(table.header, cells);
      inTable.set(table.start + width * (r + 1), text);
    });
  }
  lines.forEach((line, i) => {
    const at = passage.order * 1000 + i;
    let pieces: string[] = [];
    if (inTable.has(i)) {
      const row = inTable.get(i);
      if (row && kind !== 'what') pieces = [row];
    } else if (line.kind === 'prose') pieces = splitSentences(line.text);
    else if (line.kind === 'row') pieces = [line.text];
    for (const [k, piece] of pieces.entries()) {
      const terms = contentTerms(piece);
      const overlap = terms.filter((t) => wanted.has(t)).length + terms.filter((t) => subject.has(t)).length * 0.5;
      const isLast = k === pieces.length - 1;
      const code = isLast && line.leadIn ? codeAfter(lines, i) : [];
      // In a how-to section already chosen for the question, a lead-in with code counts even without shared words.
      if (overlap === 0 && kind !== 'what' && !(kind === 'howto' && code.length > 0)) continue;
      let score =
        overlap / Math.sqrt(terms.length + 1) + 0.6 * named - (isListingPage(passage) ? 0.5 : 0) - (pointsElsewhere.test(piece) ? 0.5 : 0);
      if (kind === 'value' && (valueSignal.test(piece) || code.length > 0)) score += 0.6;
      if (code.length > 0) score += kind === 'howto' ? 0.8 : 0.3;
      out.push({passage, text: piece, code, score, at: at + k / 10});
    }
  });
  return out;
}

/** Plural nouns of a question ("statuses", "ports"), which ask for a list of values. */
export function pluralNouns(question: string): string[] {
  return tokenize(question).filter((w) => /^[a-z]{3,}s$/i.test(w) && !/(ss|us|is)$/i.test(w));
}

/**
 * "What statuses can a submission have?": the first column of a table headed
 * by that noun in the singular ("Status"), listed.
 */
function columnCandidates(passage: Passage, lines: readonly RecordLine[], plurals: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const table of tablesOf(lines)) {
    const noun = plurals.find((w) => contentTerms(w)[0] === contentTerms(table.header[0])[0]);
    if (!noun) continue;
    const values = table.rows.map((r) => r[0]).slice(0, 10);
    const name = noun[0].toUpperCase() + noun.slice(1);
    out.push({passage, text: `${name}: ${values.join(', ')}.`, code: [], score: 2.5, at: passage.order * 1000 + table.start});
  }
  return out;
}

/** Adds candidates as paragraphs (with their code), skipping sentences already given. */
function addSentences(draft: Draft, chosen: readonly Candidate[], seen: Set<string>): void {
  for (const c of chosen) {
    const key = sentenceKey(c.text);
    // A lead-in ("Everything starts from Apps:") is only worth giving with what it introduces.
    if (seen.has(key) || (/:$/.test(c.text) && c.code.length === 0 && !tableRowLike(c.text))) continue;
    seen.add(key);
    draft.blocks.push({kind: 'paragraph', text: `${sentenceEnd(c.text)} ${cite(draft, c.passage)}`});
    if (c.code.length > 0) draft.blocks.push({kind: 'code', text: c.code.join('\n')});
  }
}

/** A rebuilt table row ("cell — header: value") may end with a colon that introduces nothing. */
function tableRowLike(text: string): boolean {
  return text.includes(' — ');
}

/** The best few candidates, in reading order within their page. */
function best(cands: Candidate[], max: number, seen: ReadonlySet<string>): Candidate[] {
  const unique: Candidate[] = [];
  const keys = new Set(seen);
  for (const c of [...cands].sort((a, b) => b.score - a.score)) {
    const key = sentenceKey(c.text);
    if (keys.has(key) || (c.text.length < 12 && c.code.length === 0)) continue;
    keys.add(key);
    unique.push(c);
    if (unique.length >= max) break;
  }
  return unique.sort((a, b) => a.at - b.at);
}

/**
 * The chosen sentences, each followed by the next sentence of its section when
 * that one carries a value (a variable, a command, a number) and the chosen
 * one does not: "Applications find the server through an environment
 * variable." needs "… LM_LICENSE_FILE …" after it.
 */
function withFollowUp(chosen: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of chosen) {
    out.push(c);
    if (valueSignal.test(c.text) || c.code.length > 0) continue;
    const pieces = proseSentences(recordLines(c.passage.text));
    const at = pieces.findIndex((p) => p.text === c.text);
    const next = at >= 0 ? pieces[at + 1] : undefined;
    if (next && (valueSignal.test(next.text) || next.code.length > 0) && !chosen.some((x) => x.text === next.text)) {
      out.push({...c, text: next.text, code: next.code, at: c.at + 0.05});
    }
  }
  return out;
}

/** Passages of the same page, in page order. */
function pagePassages(passages: readonly Passage[], path: string): Passage[] {
  return passages.filter((p) => p.path === path).sort((a, b) => a.order - b.order);
}

/** Most steps listed before the answer points to the full guide. */
const maxSteps = 6;

/** "How do I": the steps of the best task section, shortened with a link to the rest. */
function composeSteps(draft: Draft, question: string, passages: readonly Passage[], seen: Set<string>): boolean {
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  const pool = passages.filter((p) => !isListingPage(p)).slice(0, 12);
  const scored = pool.map((p, i) => ({p, score: sectionScore(p, wanted, subject) + 0.6 * (1 - i / pool.length)}));
  const section = scored.sort((a, b) => b.score - a.score)[0]?.p;
  if (!section || section.coverage < minCoverage / 2) return false;
  // A guide whose steps are its sections ("1. Install …", "2. Configure …").
  const page = pagePassages(passages, section.path);
  const steps = page.filter((p) => p.headings.length > 0 && stepNumber(p.headings[p.headings.length - 1]) !== null);
  if (steps.length >= 2 && (section.headings.length === 0 || steps.includes(section))) {
    const intro = page.find((p) => p.headings.length === 0);
    const first = intro ? recordLines(intro.text).find((l) => l.kind === 'prose') : undefined;
    if (intro && first) addSentences(draft, [{passage: intro, text: splitSentences(first.text)[0], code: [], score: 0, at: 0}], seen);
    const items = steps.slice(0, maxSteps).map((p) => {
      const heading = p.headings[p.headings.length - 1];
      const name = heading.replace(/^(?:step\s+)?\d{1,2}[.:)]\s+/i, '');
      const lines = recordLines(p.text);
      const firstIndex = lines.findIndex((l) => l.kind === 'prose');
      const sentence = firstIndex >= 0 ? splitSentences(lines[firstIndex].text)[0] : '';
      if (sentence) seen.add(sentenceKey(sentence));
      const code = firstIndex >= 0 && lines[firstIndex].leadIn ? codeAfter(lines, firstIndex, 2) : leadingCode(lines, 2);
      const detail = `${sentence ? ` ${sentenceEnd(sentence)}` : ''}${code.map((c) => ` \`${c}\``).join('')}`;
      return {n: stepNumber(heading)!, text: `${sentenceEnd(name)}${detail} ${cite(draft, p)}`};
    });
    draft.blocks.push({kind: 'steps', items});
    if (steps.length > maxSteps || !steps.every((p, i) => stepNumber(p.headings[p.headings.length - 1]) === i + 1)) {
      const guide: Passage = {...page[0], url: page[0].path, title: page[0].pageTitle};
      draft.blocks.push({kind: 'paragraph', text: `All steps: ${section.pageTitle} ${cite(draft, guide)}`});
    }
    return true;
  }
  // A section holding a list: its imperative lines are the steps.
  const lines = recordLines(section.text);
  const items: Array<{n: number; text: string}> = [];
  let intro: {text: string; code: string[]} | null = null;
  for (const [i, line] of lines.entries()) {
    if (items.length >= maxSteps) break;
    if (line.kind === 'code' || line.kind === 'cell') continue;
    const code = line.leadIn ? codeAfter(lines, i, 3) : [];
    if (isStep(line.text)) {
      const text = splitSentences(line.text).slice(0, 2).join(' ');
      items.push({n: items.length + 1, text: `${sentenceEnd(text)}${code.map((c) => ` \`${c}\``).join('')}`});
    } else if (items.length === 0 && intro === null && line.kind === 'prose') {
      intro = {text: line.text, code: line.leadIn ? codeAfter(lines, i) : []};
    }
  }
  if (items.length >= 2) {
    if (intro) {
      draft.blocks.push({kind: 'paragraph', text: `${sentenceEnd(intro.text)} ${cite(draft, section)}`});
      if (intro.code.length > 0) draft.blocks.push({kind: 'code', text: intro.code.join('\n')});
    }
    for (const item of items) seen.add(sentenceKey(item.text));
    items[items.length - 1].text += ` ${cite(draft, section)}`;
    draft.blocks.push({kind: 'steps', items});
    return true;
  }
  // A section without a list: its best sentences, lead-ins kept with their code.
  const chosen = best(candidates(section, wanted, subject, 'howto'), 3, seen);
  if (chosen.length === 0) return false;
  addSentences(draft, chosen, seen);
  return true;
}

/** Code at the very start of a section (shown under its heading, with no lead-in sentence). */
function leadingCode(lines: readonly RecordLine[], max = 8): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.kind !== 'code' || out.length >= max) break;
    out.push(line.text);
  }
  return out;
}

/** A list item that tells the reader to do something ("Open Settings.", "Click Create Team."). */
function isStep(line: string): boolean {
  return imperative.test(line) && line.split(/\s+/).length >= 3;
}

/** Imperative lines ("Open Settings.", "Click Create Team.") are the steps of a procedure. */
const imperative =
  /^(open|click|select|choose|enter|type|run|install|create|add|go|set|copy|paste|confirm|use|download|send|put|save|check|start|stop|wait|replace|fill|pick|give|sign|log|edit|restart|write|register|point|read|make|find|follow|ask|upload|import|name|press|tick|leave|change|remove|delete|submit|render|keep|list|activate|approve|allow|connect|test|verify|look|return|drop|expand|navigate|in the|on the|from the|under)\b/i;

/** How well a section suits a "how do I": the question's words, a heading that names the task, steps or code to follow. */
function sectionScore(p: Passage, wanted: ReadonlySet<string>, subject: ReadonlySet<string>): number {
  const terms = new Set(contentTerms([...p.headings, p.text].join(' ')));
  const lines = recordLines(p.text);
  const steps = lines.filter((l) => l.kind === 'prose' && isStep(l.text)).length;
  const code = lines.some((l, i) => l.leadIn && lines[i + 1]?.kind === 'code');
  const heading = p.headings.length > 0 ? ownHeadingMatch(p, [...subject]) : 0;
  // Code that names the task ("pip install vantage-cli" for installing the CLI) is the answer more often than code nearby.
  const codeTerms = new Set(contentTerms(lines.filter((l) => l.kind === 'code').map((l) => l.text).join(' ')));
  return (
    share([...wanted], terms) +
    share([...subject], terms) +
    3 * heading +
    p.titleMatch +
    Math.min(steps, 3) * 0.2 +
    (code || leadingCode(lines).length > 0 ? 0.6 : 0) +
    share([...subject], codeTerms) +
    (isTaskPage(p) ? 0.3 : 0)
  );
}

/** "What is": the definition, a sentence that says what the subject is, from the section named after it. */
function composeDefinition(draft: Draft, question: string, passages: readonly Passage[], seen: Set<string>): boolean {
  const subject = subjectTerms(question);
  let found: {passage: Passage; sents: Array<{text: string; code: string[]}>; index: number; score: number} | null = null;
  const prose = passages.filter((p) => !isListingPage(p));
  for (const p of (prose.length > 0 ? prose : passages).slice(0, 8)) {
    const sents = proseSentences(recordLines(p.text));
    sents.forEach(({text: sentence}, index) => {
      // "Grace time is how long …", "A booking is …": the subject, then the verb that defines it.
      const form = /^(?:an?\s+|the\s+)?((?:\S+\s+){0,4}?\S+)(?:\s+(?:is|are|means|refers to)\s|:\s+(?:an?|the)\s)/i.exec(sentence);
      const defined = form ? share(subject, new Set(contentTerms(form[1]))) : 0;
      const head = contentTerms(sentence.split(/\s+/).slice(0, 8).join(' '));
      const score =
        2 * defined +
        share(subject, new Set(head)) * 0.5 +
        ownHeadingMatch(p, subject) +
        p.titleMatch * 0.5 +
        p.coverage * 0.5 -
        index * 0.05 -
        (pointsElsewhere.test(sentence) ? 1 : 0);
      if (!found || score > found.score) found = {passage: p, sents, index, score};
    });
  }
  // A table row named after the subject ("ABORTED | … | The job reached Slurm but ended badly") defines it too.
  let row: {passage: Passage; text: string; score: number} | null = null;
  for (const p of passages.slice(0, 8).filter((x) => !isListingPage(x))) {
    for (const table of tablesOf(recordLines(p.text))) {
      for (const cells of table.rows) {
        if (isCodeLine(cells[0])) continue;
        const first = contentTerms(cells[0]);
        const named = share(subject, new Set(first));
        // The question names the row exactly ("401", "ABORTED"): every word of its first cell is in the question.
        const exact = first.length > 0 && first.every((t) => subject.includes(t)) ? 1 : 0;
        const score = 2 * named + exact + ownHeadingMatch(p, subject) + p.titleMatch * 0.5 + p.coverage * 0.5;
        if (named > 0 && (!row || score > row.score)) {
          row = {passage: p, score, text: formatRow(table.header, cells)};
        }
      }
    }
  }
  const best = found as {passage: Passage; sents: Array<{text: string; code: string[]}>; index: number; score: number} | null;
  if (row && (!best || row.score > best.score)) {
    addSentences(draft, [{passage: row.passage, text: row.text, code: [], score: 0, at: 0}], seen);
    return true;
  }
  if (!best) return false;
  const {passage, sents, index} = best;
  const next = sents[index + 1];
  const chosen = [sents[index], ...(next && next.text.length >= 25 ? [next] : [])].map((x, i) => ({passage, text: x.text, code: x.code, score: 0, at: i}));
  addSentences(draft, chosen, seen);
  return true;
}

/** Share of the subject words in a passage's own heading (the page title, for a page top). */
function ownHeadingMatch(p: Passage, subject: readonly string[]): number {
  const own = p.headings.length > 0 ? p.headings[p.headings.length - 1] : p.pageTitle;
  return share(subject, new Set(contentTerms(own)));
}

/** Values and explanations: the sentences or rows that share most words with the question, from the best page first. */
function composeSentences(draft: Draft, question: string, passages: readonly Passage[], kind: QuestionKind, seen: Set<string>): boolean {
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  const lead = passages.find((p) => !isListingPage(p)) ?? passages[0];
  const pool = passages.filter((p) => !isListingPage(p) || p.n <= 2).slice(0, 15);
  const plurals = pluralNouns(question);
  const cands = pool.flatMap((p, i) =>
    candidates(p, wanted, subject, kind, plurals).map((c) => ({
      ...c,
      score: c.score + (p.path === lead.path ? 0.3 : 0) + p.titleMatch * 0.3 + 0.6 * (1 - i / pool.length),
    })),
  );
  const chosen = best(cands, kind === 'value' ? 3 : 4, seen);
  if (chosen.length === 0) return false;
  addSentences(draft, withFollowUp(chosen), seen);
  return true;
}

/** Below this confidence the composed text is offered as the closest passages, not as the answer. */
export const minConfidence = 0.8;
export const hedgeText = 'The documentation has no direct answer to this question. These passages are the closest:';

/**
 * How sure the composer is that its text answers the question: the share of
 * the question's subject words found in the one cited page that holds most of
 * them (the titles, headings and text of its cited sections). Words scattered
 * over several pages do not make an answer.
 */
function answerConfidence(question: string, draft: Draft): number {
  // The verb of a task ("connect", "set up") is said in many ways; the things it acts on are what must be there.
  const verb = /^how (?:do|can|should) (?:i|we|you) (\w+)/i.exec(question.trim())?.[1];
  const dropped = new Set(verb ? contentTerms(verb) : []);
  const subject = subjectTerms(question).filter((t) => !dropped.has(t));
  const pages = new Map<string, Set<string>>();
  for (const p of draft.cited) {
    const have = pages.get(p.path) ?? new Set<string>();
    for (const t of contentTerms([p.title, p.text].join(' '))) have.add(t);
    pages.set(p.path, have);
  }
  return Math.max(0, ...[...pages.values()].map((have) => share(subject, have)));
}

/** Other pages worth reading, best first: one per page, not already cited. */
function readMore(draft: Draft, passages: readonly Passage[], max = 3): void {
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

function finish(draft: Draft, mode: AnswerMode, passages: readonly Passage[]): ComposedAnswer {
  return {
    text: formatAnswer(draft.blocks),
    citations: draft.cited.map((p, i) => ({n: i + 1, url: p.url, title: p.title})),
    notCovered: mode === 'not-covered',
    mode,
    passages: [...passages],
  };
}

/**
 * Composes an answer from the passages retrieved, by the kind of question:
 * steps for "how do I", the definition for "what is", the sentence or table
 * row holding the value (with the code its lead-in introduces) otherwise.
 * Citations are numbered 1..n in order of first use. When no passage is a
 * confident match but some hold the question's subject, the closest passages
 * are offered instead; only when none does is the question not covered.
 */
export function composeAnswer(question: string, passages: readonly Passage[]): ComposedAnswer {
  const draft: Draft = {blocks: [], cited: []};
  const seen = new Set<string>();
  if (passages.length === 0 || !touches(question, passages)) {
    return {text: notCoveredText, citations: [], notCovered: true, mode: 'not-covered', passages: [...passages]};
  }
  if (covers(passages)) {
    const kind = questionKind(question);
    const ranked = [...passages];
    const done =
      (kind === 'howto' && composeSteps(draft, question, ranked, seen)) ||
      (kind === 'what' && composeDefinition(draft, question, ranked, seen)) ||
      composeSentences(draft, question, ranked, kind === 'howto' ? 'explain' : kind, seen);
    if (done) {
      const confidence = answerConfidence(question, draft);
      if (confidence < minConfidence) {
        // Something relevant, but not clearly the answer: say so, and show it as the closest passages.
        draft.blocks.unshift({kind: 'paragraph', text: hedgeText});
      }
      readMore(draft, ranked);
      return {...finish(draft, confidence < minConfidence ? 'passages' : 'answer', passages), confidence};
    }
  }
  // No confident answer: offer the closest sections, each with its best sentence.
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

/** Splits answer text into plain runs and citation markers `[n]` (for rendering links as React elements). */
export function splitCitations(text: string): Array<{text: string} | {n: number}> {
  const out: Array<{text: string} | {n: number}> = [];
  let last = 0;
  for (const m of text.matchAll(/\[(\d{1,2})\]/g)) {
    const i = m.index ?? 0;
    if (i > last) out.push({text: text.slice(last, i)});
    out.push({n: Number(m[1])});
    last = i + m[0].length;
  }
  if (last < text.length) out.push({text: text.slice(last)});
  return out;
}

/** The system prompt and passages for a chat-completions engine. */
export function chatMessages(question: string, history: readonly AskMessage[], passages: readonly Passage[]) {
  const context = passages.slice(0, maxPassages).map((p) => `[${p.n}] ${p.title} (${p.url})\n${p.text.slice(0, 1500)}`).join('\n\n');
  return [
    {
      role: 'system' as const,
      content:
        'You answer questions about the Vantage Compute documentation using only the numbered passages below. ' +
        'Cite every statement with the passage number in square brackets, like [1]. ' +
        'If the passages do not contain the answer, say that the documentation does not cover it and do not guess.\n\n' +
        context,
    },
    ...history.slice(-6).map((m) => ({role: m.role, content: m.text})),
    {role: 'user' as const, content: question},
  ];
}
