/**
 * The shape of `search_docs` answers: the engine's hits (src/search) re-ranked
 * for questions, grouped by page, with a short snippet per section.
 *
 * The engine ranks words; a coding assistant asks questions. Two adjustments
 * happen here, not in the engine (which the site search shares):
 * - a question ("how do I…", "what port…") that names no command, option or
 *   endpoint is better answered by a guide than by a generated reference, so
 *   reference hits count for less;
 * - results are grouped by page and a page shows at most `perPage` sections,
 *   so one long page cannot take every slot.
 */
import {generatedReferences} from '../plugins/llms/references';
import {fillerWords} from './query';

export interface RankedHit {
  /** Page path, e.g. /cli/commands. */
  path: string;
  /** Heading id, '' for the page's top. */
  anchor: string;
  /** Page title. */
  title: string;
  /** Headings from the page's h2 down to this hit's heading. */
  headings: string[];
  /** Site section id (src/sections.ts). */
  section: string;
  score: number;
}

/** Words that open a question someone asks in prose. */
const questionStart =
  /^\s*(how|what|what's|which|where|why|when|who|can|could|should|shall|does|do|is|are|will|would|was|any|i|my|we|our)\b/i;

/** Words that ask for reference material itself. */
const referenceWords =
  /\b(option|options|flag|flags|argument|arguments|parameter|parameters|param|params|endpoint|endpoints|operation|operations|schema|schemas|field|fields|syntax|signature|response|request body|status code|http)\b/i;

/** An HTTP path (`/jobbergate/...`) or an option (`--port`) written in the query. */
const referenceTokens = /(^|\s)(--[a-z][\w-]*|\/(jobbergate|lm|cluster)\b\S*|(get|post|put|patch|delete) \/)/i;

/** Words of someone reporting a problem. */
const problemWords =
  /\b(error|errors|fails?|failed|failing|failure|wrong|broken|refused|denied|timed? ?out|timeout|stuck|hangs?|cannot|can't|cant|won't|doesn't|does not|not working|says|shows|complains?|troubleshoot\w*)\b/i;

export interface Intent {
  /** Phrased as a question or task in prose. */
  question: boolean;
  /** Names a command, an option, an endpoint or reference material. */
  reference: boolean;
  /** Reports a problem: an error, a failure, a message. */
  problem: boolean;
}

/**
 * What kind of answer a query wants. `commands` are the CLI's command names
 * (`vantage license server create`); a query that quotes one (two words or
 * more after `vantage`) is asking about that command.
 */
export function intentOf(query: string, commands: readonly string[] = []): Intent {
  const q = query
    .toLowerCase()
    .replace(/[`"'?]/g, ' ')
    .replace(/\s+/g, ' ');
  const namesCommand = commands.some((c) => c.split(' ').length >= 3 && ` ${q} `.includes(` ${c} `));
  return {
    question: questionStart.test(q) || /\bhow (do|to|can)\b/.test(q),
    reference: namesCommand || referenceWords.test(q) || referenceTokens.test(query),
    problem: problemWords.test(q),
  };
}

/** How much a generated reference's hit counts for a question that does not ask for reference material. */
export const referenceWeight = 0.25;

/** How much more a troubleshooting page's hit counts when the query reports a problem. */
export const troubleshootingWeight = 1.5;

const isTroubleshooting = (hit: RankedHit): boolean => /troubleshoot/i.test(`${hit.path} ${hit.title}`);

/**
 * Hits with their scores adjusted to the query's intent, best first: a
 * question that asks for no reference material ranks the generated
 * references lower; a reported problem ranks troubleshooting pages higher.
 */
export function rerank<T extends RankedHit>(hits: readonly T[], intent: Intent, references = generatedReferences): T[] {
  const demote = intent.question && !intent.reference;
  const weight = (hit: T): number =>
    (demote && references.includes(hit.path) ? referenceWeight : 1) *
    (intent.problem && isTroubleshooting(hit) ? troubleshootingWeight : 1);
  return hits
    .map((hit, order) => ({hit, order, score: hit.score * weight(hit)}))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({hit, score}) => ({...hit, score}));
}

/** Lower-case topic words of a text, plural `s` folded (for comparing a question with a page's summary). */
export function keyWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z0-9][a-z0-9_-]*/g) ?? []) {
    if (fillerWords.has(w) || w.length < 2) continue;
    out.add(w.length > 3 ? w.replace(/(es|s)$/, '') : w);
  }
  return out;
}

/** How much a page's title and description (its llms.txt line) count for a query that shares all its words. */
export const summaryWeight = 1;

/**
 * Hits boosted by how many of the query's words their page's title and
 * description hold: the description says what a page is for, in the
 * words of someone looking for it.
 */
export function boostBySummary<T extends RankedHit>(
  hits: readonly T[],
  query: string,
  summaryOf: (path: string) => string,
): T[] {
  const asked = keyWords(query);
  if (asked.size === 0) return [...hits];
  return hits.map((hit) => {
    const summary = keyWords(summaryOf(hit.path));
    const shared = [...asked].filter((w) => summary.has(w)).length / asked.size;
    return {...hit, score: hit.score * (1 + summaryWeight * shared)};
  });
}

export interface PageGroup<T> {
  path: string;
  /** The page's best score. */
  score: number;
  hits: T[];
}

/**
 * Hits grouped by page, pages ordered by their best hit, each page's hits in
 * rank order: at most `perPage` of them, and only those scoring at least
 * `minShare` of the page's best (a weak second section of one page should
 * not come before another page's best); at most `limit` hits in all.
 */
export function groupByPage<T extends RankedHit>(
  ranked: readonly T[],
  limit: number,
  perPage: number,
  minShare = 0.5,
): PageGroup<T>[] {
  const groups: PageGroup<T>[] = [];
  let taken = 0;
  for (const hit of ranked) {
    if (taken >= limit) break;
    let group = groups.find((g) => g.path === hit.path);
    if (!group) {
      group = {path: hit.path, score: hit.score, hits: []};
      groups.push(group);
    }
    if (
      group.hits.length >= perPage ||
      hit.score < group.score * minShare ||
      group.hits.some((h) => h.anchor === hit.anchor)
    )
      continue;
    group.hits.push(hit);
    taken++;
  }
  return groups;
}
