/**
 * Query planning: turns what the reader typed into the units the engine
 * requires (every one must match a record, the AND rule), each with the
 * index terms that may stand for it: the reader's own word (exact, or as a
 * prefix while typing), spelling corrections for words the index does not
 * know, and phrases from the shared synonym list (weighted lower, and never
 * required on their own).
 *
 * Pure functions of the query, the synonym list and a vocabulary: no I/O,
 * so the same plan is made in the browser and in Node.
 */
import {synonymGroups} from './synonyms';
import {processTerm, readerTalkWords, stem, tokenize} from './text';

/** One alternative way a unit can be matched, and its weight. */
export interface Alternative {
  /** Index terms: every inner list must match, by any one of its terms (a flag matches as itself or as its words). */
  terms: string[][];
  weight: number;
  /** Where this alternative comes from (for tests and debugging). */
  kind: 'own' | 'correction' | 'synonym';
}

/** Something the AND rule requires: one query word, or a run of words that a synonym phrase covers. */
export interface Unit {
  /** The reader's own words of this unit (index terms, one list per word: a flag yields its own terms). */
  words: string[][];
  /** The reader's words as typed (for messages). */
  raw: string[];
  /** Index-term prefix of the word being typed, if this unit is that word. */
  prefix: string | null;
  /** A filler word (how the reader asks, not what about): it adds to the score but is not required. */
  optional: boolean;
  alternatives: Alternative[];
  /** Index in synonymGroups of the phrase this unit is, when it is one. */
  group?: number;
}

export interface QueryPlan {
  units: Unit[];
  /** Every index term the plan can look up (for loading shards). */
  lookups: string[];
}

/**
 * Words readers put around what they look for ("keep costs down", "make my
 * first request", "the latest version"), and the words that only say they
 * want the page on a subject ("teams overview", "cli docs", "all how-to
 * guides"): scored when present, never required.
 */
const fillerWords = new Set(
  (
    `${readerTalkWords} ` +
    'again all any around back change down gets getting give go goes going latest let lets like ' +
    'makes making needs out put right some take try uses wants well ' +
    'overview page pages section sections guide being used without ' +
    // "today", "the easiest way", "remove it cleanly": how readers talk, in search boxes.
    'today somebody cleanly easiest quickest simplest best ' +
    // "while we patch it over the weekend", "what is wrong?", "sbatch says …": how, not what.
    'while whole always instead say says said saying wrong'
  ).split(' '),
);

/** Weight of a synonym phrase against the reader's own words. */
export const synonymWeight = 0.5;
/** Weight of a spelling correction. */
export const correctionWeight = 0.6;

/** A word as the synonym matcher sees it: lower-case and stemmed, stop words kept (they carry meaning in phrases). */
function phraseWord(token: string): string {
  const lower = token.toLowerCase();
  return lower.startsWith('-') ? lower : stem(lower);
}

/** The synonym phrases as word sequences, longest first, with the index terms each stands for. */
const phrases = synonymGroups
  .flatMap((group, g) =>
    group.map((phrase) => ({
      group: g,
      words: tokenize(phrase).map(phraseWord),
      terms: tokenize(phrase).flatMap(processTerm),
    })),
  )
  .filter((p) => p.words.length > 0 && p.terms.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

const matchesAt = (p: (typeof phrases)[number], at: number, words: readonly string[]) =>
  p.words.every((w, k) => words[at + k] === w);

/**
 * Where a synonym phrase found at `start` ends, taking in the phrases of its
 * group that overlap it ("own server" and "server room" in "our own server
 * room" are one unit): otherwise the overlap's last word is left to be
 * required on its own.
 */
function phraseEnd(match: (typeof phrases)[number], start: number, words: readonly string[]): number {
  let end = start + match.words.length;
  for (let at = start + 1; at < end; at++) {
    for (const p of phrases) {
      if (p.group === match.group && p.words.length > 1 && at + p.words.length > end && matchesAt(p, at, words))
        end = at + p.words.length;
    }
  }
  return end;
}

/**
 * Plans a query. `lastTyped` is true while the reader is still typing the
 * last word (no trailing space): that word also matches longer terms.
 */
export function planQuery(query: string, lastTyped = !/\s$/.test(query)): QueryPlan {
  const tokens = tokenize(query.slice(0, 256));
  const words = tokens.map(phraseWord);
  const units: Unit[] = [];
  for (let i = 0; i < tokens.length;) {
    // The longest synonym phrase that starts here covers its words as one unit.
    const match = phrases.find((p) => p.words.length > 1 && matchesAt(p, i, words));
    const span = match ? phraseEnd(match, i, words) - i : 1;
    const own = tokens
      .slice(i, i + span)
      .map(processTerm)
      .filter((t) => t.length > 0);
    const isLast = i + span === tokens.length;
    i += span;
    if (own.length === 0) continue; // stop words only
    const flat = own.flat();
    const lastWord = own[own.length - 1];
    const prefix =
      isLast && lastTyped && span === 1 && lastWord[lastWord.length - 1].length >= 2
        ? lastWord[lastWord.length - 1]
        : null;
    const unit: Unit = {
      words: own,
      raw: tokens.slice(i - span, i),
      prefix,
      optional: span === 1 && (fillerWords.has(flat[0]) || fillerWords.has(tokens[i - 1].toLowerCase())),
      alternatives: [{terms: own, weight: 1, kind: 'own'}],
    };
    const group =
      match?.group ??
      phrases.find((p) => p.words.length === 1 && p.words[0] === words[i - 1] && own.length === 1)?.group;
    if (group !== undefined) {
      unit.group = group;
      const seen = new Set([flat.join(' ')]);
      for (const p of phrases) {
        const key = p.terms.join(' ');
        if (p.group !== group || seen.has(key)) continue;
        seen.add(key);
        unit.alternatives.push({terms: p.terms.map((t) => [t]), weight: synonymWeight, kind: 'synonym'});
      }
    }
    units.push(unit);
  }
  // A query made only of filler words still needs its words.
  if (units.every((u) => u.optional)) for (const u of units) u.optional = false;
  return {units, lookups: [...new Set(units.flatMap((u) => u.alternatives.flatMap((a) => a.terms.flat())))]};
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent
 * transpositions, each costing one), stopping early once above `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({length: b.length + 1}, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/**
 * How many edits a word of this length may have: one up to seven letters, two
 * from eight. A three-letter word ("jbo", "kye", "gpc") may only have two
 * neighbouring letters swapped (see `corrections`): any other edit of so
 * short a word lands on too many other words.
 */
export function allowedEdits(term: string): number {
  if (term.length < 3 || !/^[a-z][a-z0-9]*$/.test(term)) return 0;
  const letters = (term.match(/[a-z]/g) ?? []).length;
  if (term.length === 3) return letters === 3 ? 1 : 0;
  if (letters < 4) return 0;
  return term.length >= 8 ? 2 : 1;
}

/** Whether `b` is `a` with two neighbouring letters swapped. */
function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
}

/**
 * Spelling corrections for a term the index does not contain: the
 * vocabulary terms at the smallest edit distance within the allowance, at
 * most `limit` of them (so a typo never floods the results).
 */
export function corrections(term: string, vocabulary: readonly string[], limit = 3): string[] {
  const max = allowedEdits(term);
  if (max === 0) return [];
  if (term.length === 3) return vocabulary.filter((candidate) => isTransposition(term, candidate)).slice(0, limit);
  let best = max + 1;
  let found: string[] = [];
  for (const candidate of vocabulary) {
    if (candidate.length < 3) continue;
    const d = editDistance(term, candidate, Math.min(max, best));
    if (d < best) {
      best = d;
      found = [candidate];
    } else if (d === best && d <= max) found.push(candidate);
  }
  return best <= max ? found.slice(0, limit) : [];
}

/**
 * Whether a record's matched terms (in the given fields) cover a unit
 * entirely: every word of one of its alternatives, the reader's own or a
 * synonym ("command line tool" is covered by a title saying "CLI"). "user
 * group" is not in a title that only says "user".
 */
export function unitCovered(
  unit: Unit,
  match: Record<string, string[]>,
  within: (fields: string[]) => boolean,
): boolean {
  const found = Object.entries(match)
    .filter(([, f]) => within(f))
    .map(([term]) => term);
  return unit.alternatives.some((a, i) =>
    a.terms.every((group, k) =>
      found.some(
        (term) =>
          group.includes(term) ||
          (i === 0 && k === a.terms.length - 1 && !!unit.prefix && term.startsWith(unit.prefix)),
      ),
    ),
  );
}
