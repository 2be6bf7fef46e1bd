/**
 * The engine's hits for a question, asked the way an all-words-required
 * engine answers best: the question's topic words first; only when no page
 * holds them all (an empty or `partial` answer) or too few pages do (a long
 * page such as a command reference holds nearly every word, and can fill
 * every slot on its own), looser queries (query.ts) add theirs, weighted by
 * the share of the question's words they kept. A long question always adds
 * the queries without one of its words: "allowed" or "mean" in a question
 * is seldom a word of the answer, and the page holding all the others
 * should not be lost to pages that hold every word by chance.
 */
import {looserQueries, topicWords} from './query';

export interface EngineAnswer<T> {
  hits: T[];
  /** The engine's own relaxed match: no page holds every word. */
  partial: boolean;
}

export interface CandidateOptions {
  /** Hits asked of the engine per query. */
  limit: number;
  /** Fewer pages than this for the whole question, and looser queries add theirs. */
  enough: number;
  /** What a hit of a looser query counts for, times the share of the words it kept. */
  looserWeight: number;
  /** A question of this many topic words or more always adds the queries without one of its words: one of them is likely incidental. */
  alwaysLooser: number;
  /** At most this many looser queries per level (a pasted log can hold dozens of words). */
  looserQueries: number;
}

export const candidateDefaults: CandidateOptions = {
  limit: 80,
  enough: 5,
  looserWeight: 0.5,
  alwaysLooser: 4,
  looserQueries: 10,
};

/**
 * Hits for `query`, best first. `search` runs one engine query; the
 * trailing space marks every word as complete (the assistant is not typing,
 * so its last word is not a prefix).
 */
export async function candidateHits<T extends {id: number; score: number; path: string}>(
  search: (query: string, limit: number) => Promise<EngineAnswer<T>>,
  query: string,
  options: CandidateOptions = candidateDefaults,
): Promise<T[]> {
  const words = topicWords(query);
  const whole = await search(`${words.join(' ')} `, options.limit);
  const pages = new Set(whole.hits.map((h) => h.path)).size;
  if (!whole.partial && pages >= options.enough && words.length < options.alwaysLooser) return whole.hits;
  const byId = new Map<number, T>();
  const add = (hit: T, weight: number) => {
    const score = hit.score * weight;
    const known = byId.get(hit.id);
    if (!known || known.score < score) byId.set(hit.id, {...hit, score});
  };
  if (!whole.partial) for (const hit of whole.hits) add(hit, 1);
  for (const level of looserQueries(words, options.looserQueries)) {
    let complete = false;
    for (const looser of level) {
      const answer = await search(`${looser} `, options.limit);
      if (answer.partial) continue;
      complete ||= answer.hits.length > 0;
      const kept = looser.split(' ').length / words.length;
      for (const hit of answer.hits) add(hit, options.looserWeight * kept);
    }
    // A level whose queries found pages holding all their words is as loose as needed.
    if (complete) break;
  }
  // The engine's own relaxed match only when no looser query found a page holding all its words.
  if (byId.size === 0) for (const hit of whole.hits) add(hit, options.looserWeight);
  return [...byId.values()].sort((a, b) => b.score - a.score).slice(0, options.limit);
}
