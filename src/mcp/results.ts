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

export interface Intent {
  /** Phrased as a question or task in prose. */
  question: boolean;
  /** Names a command, an option, an endpoint or reference material. */
  reference: boolean;
}

/**
 * What kind of answer a query wants. `commands` are the CLI's command names
 * (`vantage license server create`); a query that quotes one (two words or
 * more after `vantage`) is asking about that command.
 */
export function intentOf(query: string, commands: readonly string[] = []): Intent {
  const q = query.toLowerCase().replace(/[`"'?]/g, ' ').replace(/\s+/g, ' ');
  const namesCommand = commands.some((c) => c.split(' ').length >= 3 && ` ${q} `.includes(` ${c} `));
  return {
    question: questionStart.test(q) || /\bhow (do|to|can)\b/.test(q),
    reference: namesCommand || referenceWords.test(q) || referenceTokens.test(query),
  };
}

/** How much a generated reference's hit counts for a question that does not ask for reference material. */
export const referenceWeight = 0.35;

/** Hits with their scores adjusted to the query's intent, best first. */
export function rerank<T extends RankedHit>(hits: readonly T[], intent: Intent, references = generatedReferences): T[] {
  const demote = intent.question && !intent.reference;
  return hits
    .map((hit, order) => ({hit, order, score: demote && references.includes(hit.path) ? hit.score * referenceWeight : hit.score}))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({hit, score}) => ({...hit, score}));
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
export function groupByPage<T extends RankedHit>(ranked: readonly T[], limit: number, perPage: number, minShare = 0.5): PageGroup<T>[] {
  const groups: PageGroup<T>[] = [];
  let taken = 0;
  for (const hit of ranked) {
    if (taken >= limit) break;
    let group = groups.find((g) => g.path === hit.path);
    if (!group) {
      group = {path: hit.path, score: hit.score, hits: []};
      groups.push(group);
    }
    if (group.hits.length >= perPage || hit.score < group.score * minShare || group.hits.some((h) => h.anchor === hit.anchor)) continue;
    group.hits.push(hit);
    taken++;
  }
  return groups;
}
