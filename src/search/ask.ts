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
import {processTerm, tokenize} from './text';

export const disclaimer = 'Answers are generated with AI which can make mistakes. Verify responses.';
export const notCoveredText =
  'The documentation does not cover this question, so there is no answer to give from it. Try rephrasing, or search for a related topic.';

export interface Passage {
  /** Citation number (1-based). */
  n: number;
  url: string;
  /** Page title and heading path. */
  title: string;
  section: string;
  text: string;
  score: number;
  /** Share of the question's words this passage contains (0..1). */
  coverage: number;
}

export interface ComposedAnswer {
  text: string;
  citations: Citation[];
  notCovered: boolean;
  passages: Passage[];
}

/** Content words of a text (normalised terms, stop words dropped). */
export function contentTerms(text: string): string[] {
  return [...new Set(tokenize(text).flatMap(processTerm).filter((t) => !t.startsWith('-') || t.length > 2))];
}

/** Minimum share of the question's words the best passage must contain. */
export const minCoverage = 0.6;
/** Passages used as context and citations. */
export const maxPassages = 5;

/**
 * The retrieval query for a question: a short follow-up ("and how do I
 * delete it?") carries the words of the conversation's previous questions.
 */
export function retrievalQuery(question: string, history: readonly AskMessage[]): string {
  const own = contentTerms(question);
  if (own.length >= 3) return question;
  const previous = history.filter((m) => m.role === 'user').map((m) => m.text);
  const last = previous[previous.length - 1];
  return last ? `${question} ${last}` : question;
}

/** Turns search hits into numbered passages, one per heading, with coverage of the question's words. */
export function toPassages(question: string, hits: readonly SearchHit[]): Passage[] {
  const wanted = contentTerms(question);
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const hit of hits) {
    if (seen.has(hit.url) || !hit.text.trim()) continue;
    seen.add(hit.url);
    const have = new Set(contentTerms([hit.title, ...hit.headings, hit.text].join(' ')));
    const coverage = wanted.length === 0 ? 0 : wanted.filter((t) => have.has(t) || hit.terms.includes(t)).length / wanted.length;
    passages.push({
      n: passages.length + 1,
      url: hit.url,
      title: [hit.title, ...hit.headings].join(' › '),
      section: hit.section,
      text: hit.text,
      score: hit.score,
      coverage,
    });
    if (passages.length >= maxPassages) break;
  }
  return passages;
}

/** Sentences of a passage (code lines and list items count as sentences). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9`"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 20 && s.length <= 400);
}

/** Whether the passages answer the question at all. */
export function covers(passages: readonly Passage[]): boolean {
  return passages.length > 0 && Math.max(...passages.map((p) => p.coverage)) >= minCoverage;
}

/**
 * Composes an answer from the passages actually retrieved: the sentences that
 * share most words with the question, in passage order, each cited [n].
 */
export function composeAnswer(question: string, passages: readonly Passage[], maxSentences = 4): ComposedAnswer {
  if (!covers(passages)) return {text: notCoveredText, citations: [], notCovered: true, passages: [...passages]};
  const wanted = new Set(contentTerms(question));
  const scored: Array<{passage: Passage; sentence: string; score: number; order: number}> = [];
  let order = 0;
  for (const passage of passages) {
    if (passage.coverage < minCoverage / 2) continue;
    for (const sentence of sentences(passage.text)) {
      const words = contentTerms(sentence);
      const overlap = words.filter((w) => wanted.has(w)).length;
      if (overlap === 0) continue;
      // Overlap with the question, a preference for the best passages and for definitions near the top.
      const score = overlap / Math.sqrt(words.length + 1) + passage.coverage + 0.3 / passage.n;
      scored.push({passage, sentence, score, order: order++});
    }
  }
  const chosen = scored
    .sort((a, b) => b.score - a.score)
    .slice(0, maxSentences)
    .sort((a, b) => a.passage.n - b.passage.n || a.order - b.order);
  if (chosen.length === 0) return {text: notCoveredText, citations: [], notCovered: true, passages: [...passages]};
  const used = new Map<number, Citation>();
  const lines = chosen.map(({passage, sentence}) => {
    used.set(passage.n, {n: passage.n, url: passage.url, title: passage.title});
    const end = /[.!?:]$/.test(sentence) ? '' : '.';
    return `${sentence}${end} [${passage.n}]`;
  });
  return {
    text: lines.join(' '),
    citations: [...used.values()].sort((a, b) => a.n - b.n),
    notCovered: false,
    passages: [...passages],
  };
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
  const context = passages.map((p) => `[${p.n}] ${p.title} (${p.url})\n${p.text.slice(0, 1500)}`).join('\n\n');
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
