/**
 * Maps a model's citation markers to the passages it was sent, so every [n]
 * in an answer links to a passage the model really had and the source list
 * reads 1, 2, 3 in the order the answer first cites them.
 */
import type {Citation} from './storage';

export interface SentPassage {
  /** The number the passage carried in the prompt. */
  n: number;
  url: string;
  title: string;
}

/** A marker `[n]` or a list `[n, m]`, with the spaces before it. */
const marker = /(\s*)\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

/**
 * Renumbers the markers 1..k in order of first use, writes `[1, 3]` as
 * `[1][2]`, drops markers that name no passage sent (but leaves an index such
 * as `items[0]`, glued to a word, alone), and returns the citations numbered
 * the same way.
 */
export function renumberCitations(
  text: string,
  passages: readonly SentPassage[],
): {text: string; citations: Citation[]} {
  const sent = new Map(passages.map((p) => [p.n, p]));
  const renumbered = new Map<number, number>();
  const citations: Citation[] = [];
  const out = text.replace(marker, (whole, space: string, list: string, offset: number) => {
    const numbers = list.split(',').map((s) => Number(s.trim()));
    const known = numbers.filter((n) => sent.has(n));
    const glued = space === '' && /\w/.test(text[offset - 1] ?? '');
    if (glued && known.length < numbers.length) return whole;
    const markers: string[] = [];
    for (const n of known) {
      let next = renumbered.get(n);
      if (next === undefined) {
        next = renumbered.size + 1;
        renumbered.set(n, next);
        const passage = sent.get(n)!;
        citations.push({n: next, url: passage.url, title: passage.title});
      }
      const label = `[${next}]`;
      if (!markers.includes(label)) markers.push(label);
    }
    return markers.length === 0 ? '' : space + markers.join('');
  });
  return {text: out, citations};
}

/**
 * Earlier answers of a conversation without their citation markers, for the
 * model's history: those numbers named that answer's passages, not the ones
 * sent with the new question.
 */
export function withoutCitations<M extends {role: string; text: string}>(messages: readonly M[]): M[] {
  return messages.map((m) =>
    m.role === 'assistant'
      ? {
          ...m,
          text: m.text.replace(marker, (whole, space: string, _list: string, offset: number, all: string) =>
            space === '' && /\w/.test(all[offset - 1] ?? '') ? whole : '',
          ),
        }
      : m,
  );
}
