/**
 * Ask passages: search hits ranked for a question (relevance, the subject in
 * the title, the kind of page), at most a few per page, and whether they
 * answer it at all.
 */
import type {SearchHit} from './engine';
import type {CodeSpans} from './format';
import {isListingPath} from './listings';
import {recordLines, type RecordLine} from './recordLines';
import {
  askedVerb,
  contentTerms,
  definedPhrase,
  namesOtherTask,
  questionKind,
  rarity,
  share,
  stepNumber,
  subjectTerms,
  weightedShare,
  withReaderWords,
} from './askQuestion';

export interface Passage {
  /** Citation number (1-based) in the retrieved order; the composer renumbers what it cites. */
  n: number;
  url: string;
  /** Page title and heading path. */
  title: string;
  section: string;
  text: string;
  /** Where the record's code blocks are in `text` ([start, end) offsets). */
  codeSpans: CodeSpans;
  score: number;
  /** Share of the question's words this passage contains (0..1). */
  coverage: number;
  /** Share of the question's subject words (its words less how the reader talks) this passage contains (0..1). */
  subjectCoverage: number;
  /** Page path (no anchor), page title and the record's headings, for grouping passages by page. */
  path: string;
  pageTitle: string;
  headings: string[];
  /** Record id: records of one page have increasing ids in page order. */
  order: number;
  /** Share of the question's subject words found in the page title and headings (0..1). */
  titleMatch: number;
}

/** Minimum share of the question's words the best passage must contain for a confident answer. */
export const minCoverage = 0.6;
/** Sections of one page among the passages (a how-to guide's steps need several). */
const maxSectionsPerPage = 8;
/** Passages the offline composer weighs, best first. */
export const maxComposerPassages = 20;

/** Pages that walk through a task (how-to guides, tutorials, setup pages). */
export function isTaskPage(p: Passage): boolean {
  return (
    /\/(how-to-guides|tutorials|getting-started)\/|setup|install|quickstart/.test(p.path) ||
    p.headings.some((h) => stepNumber(h) !== null)
  );
}

/** Reference pages list many small records (every command, every endpoint); they rarely answer a question alone. */
export function isListingPage(p: Passage): boolean {
  return isListingPath(p.path);
}

/** A section's own heading (its page title at a page's top), without a step number. */
export function ownHeading(p: Pick<Passage, 'headings' | 'pageTitle'>): string {
  const heading = p.headings.length > 0 ? p.headings[p.headings.length - 1] : p.pageTitle;
  return heading.replace(/^(?:step\s+)?\d{1,2}[.:)]\s+/i, '');
}

/** About what a full title match adds: a section on another task yields to one search ranked a little lower. */
const otherTaskPenalty = 1;

/** Turns search hits into passages, best first: relevance to the question, subject in the title, page kind. */
export function toPassages(question: string, hits: readonly SearchHit[]): Passage[] {
  const wanted = contentTerms(question);
  const subject = subjectTerms(question);
  const kind = questionKind(question);
  const verb = askedVerb(question);
  const top = Math.max(1e-9, ...hits.map((h) => h.score));
  const seen = new Set<string>();
  const ranked: Array<{passage: Omit<Passage, 'n'>; rank: number}> = [];
  const termsOf = hits.map((hit) =>
    withReaderWords(
      question,
      new Set([...contentTerms([hit.title, ...hit.headings, hit.text].join(' ')), ...hit.terms]),
    ),
  );
  const weight = rarity(subject, termsOf);
  // "What is a booking …": the section headed "Bookings" is where the docs define it.
  const defined = contentTerms(definedPhrase(question));
  const namesDefined = (hit: SearchHit) =>
    defined.length > 0 &&
    share(defined, new Set(contentTerms(hit.headings[hit.headings.length - 1] ?? hit.title))) === 1;
  for (const [i, hit] of hits.entries()) {
    if (seen.has(hit.url) || !hit.text.trim()) continue;
    seen.add(hit.url);
    const have = termsOf[i];
    const titled = withReaderWords(question, new Set(contentTerms([hit.title, ...hit.headings].join(' '))));
    const passage: Omit<Passage, 'n'> = {
      url: hit.url,
      title: [hit.title, ...hit.headings].join(' › '),
      section: hit.section,
      text: hit.text,
      codeSpans: hit.codeSpans ?? [],
      score: hit.score,
      coverage: share(wanted, have),
      subjectCoverage: share(subject, have),
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
      // "How do I delete a notebook server": "Start a notebook server" names the thing, not the task.
      (kind === 'howto' && namesOtherTask(verb, ownHeading(p)) ? otherTaskPenalty : 0) +
      (namesDefined(hit) ? 1 : 0) -
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

/** Whether the passages answer the question well enough for a confident answer. */
export function covers(passages: readonly Passage[]): boolean {
  // A chatty question ("it said ok but nothing shows up") is judged by its subject words.
  return (
    passages.length > 0 && Math.max(...passages.map((p) => Math.max(p.coverage, p.subjectCoverage))) >= minCoverage
  );
}

const linesOf = new WeakMap<Passage, RecordLine[]>();

/** A copy of a passage that reads as the given lines only (one tab of a tabbed section). */
export function withLines(p: Passage, lines: RecordLine[]): Passage {
  const copy = {...p};
  linesOf.set(copy, lines);
  return copy;
}

/** A passage's text as classified lines (code from its code spans, rows, prose), read once per passage. */
export function passageLines(p: Passage): RecordLine[] {
  let lines = linesOf.get(p);
  if (!lines) {
    lines = recordLines(p.text, p.codeSpans);
    linesOf.set(p, lines);
  }
  return lines;
}
