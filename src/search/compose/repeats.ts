/**
 * A hedged offer gives the closest lines first and the composed answer after
 * them, and the composed steps often hold those very lines ("Open lab-group and
 * click Add Members." alone, then as step 1). A reader should meet each line
 * once, where it reads best: in the later, fuller block. Citation markers are
 * then renumbered 1..n in order of first use, so no number is skipped.
 */
import type {AnswerBlock} from '../answerFormat';
import {sentenceKey, splitSentences} from '../recordLines';

/** A citation marker: composers write " [n]" after a line, never glued to a word as an index (`items[0]`) is. */
const marker = /(?<=\s|\])\[(\d{1,3})\]/g;

/** A text's words, spaced, for finding it inside another (markers, backticks and punctuation left out). */
function words(text: string): string {
  return ` ${sentenceKey(text.replace(marker, ' ').replace(/`/g, ' '))} `;
}

/** Fewest words of a sentence that counts as repeated when a longer later line holds it. */
const minContainedWords = 8;

/** Fewest characters of a code line that counts as repeated inside a later line ("fi" is in many). */
const minCodeChars = 8;

function blockTexts(b: AnswerBlock): string[] {
  if (b.kind === 'paragraph') return [b.text];
  if (b.kind === 'steps') return b.items.map((i) => i.text);
  if (b.kind === 'bullets') return b.items;
  if (b.kind === 'code') return b.text.split('\n');
  return [];
}

/**
 * The blocks without lines a later block says again: a paragraph whose every sentence a later block holds, a
 * bullet item a later block holds, a code block whose every line a later block holds. The first block (the
 * hedge), steps and read-more links stay; so does a lead-in ending in ":" whose code or list stays.
 */
export function withoutRepeats(blocks: readonly AnswerBlock[]): AnswerBlock[] {
  const kept: AnswerBlock[] = [];
  // Later blocks' sentences, and their whole text for a long sentence a later one holds with more around it.
  const sentences = new Set<string>();
  let later = ' ';
  let laterRaw = '';
  const told = (text: string) => {
    const key = words(text);
    // A short sentence inside a longer one may say something else ("Python 3.12 or newer." in "Python 3.12 or newer
    // for the Vantage SDK."): only a whole sentence repeats it.
    return sentences.has(key) || (key.trim().split(' ').length >= minContainedWords && later.includes(key));
  };
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i];
    let keep: AnswerBlock | null = b;
    if (i > 0 && b.kind === 'paragraph') {
      const own = splitSentences(b.text.replace(marker, '').trim());
      const introduces = /:\s*(?:\[\d{1,3}\]\s*)*$/.test(b.text) && ['code', 'bullets'].includes(kept[0]?.kind ?? '');
      if (!introduces && own.length > 0 && own.every(told)) keep = null;
    } else if (b.kind === 'bullets') {
      const items = b.items.filter((item) => !told(item));
      keep = items.length > 0 ? {kind: 'bullets', items} : null;
    } else if (b.kind === 'code') {
      // A command is told again when a later block holds it as it is, inline in a step or in code.
      const lines = b.text.split('\n').filter((l) => l.trim().length > 0);
      if (lines.every((line) => line.trim().length >= minCodeChars && laterRaw.includes(line.trim()))) keep = null;
    }
    if (keep) kept.unshift(keep);
    for (const text of blockTexts(b)) {
      sentences.add(words(text));
      // A step's lead-in before its inline code ("Install the license file on each host: `SERVER …`") is a sentence.
      for (const sentence of splitSentences(text.replace(marker, '').trim())) {
        sentences.add(words(sentence));
        sentences.add(words(sentence.split('`')[0]));
      }
    }
    later = `${blockTexts(b).map(words).join(' | ')} | ${later}`;
    laterRaw = `${blockTexts(b).join('\n')}\n${laterRaw}`;
  }
  return kept;
}

/**
 * Renumbers the markers of blocks 1..k in order of first use (read-more links included) and returns, for each new
 * number, the old one it replaces. `cited` is how many passages the markers may name: a bracketed number past
 * it is text of the page's, not a marker.
 */
export function renumber(blocks: readonly AnswerBlock[], cited: number): {blocks: AnswerBlock[]; order: number[]} {
  const order: number[] = [];
  const next = (old: number) => {
    let at = order.indexOf(old);
    if (at < 0) at = order.push(old) - 1;
    return at + 1;
  };
  const inText = (text: string) =>
    text.replace(marker, (whole, n: string) => (Number(n) >= 1 && Number(n) <= cited ? `[${next(Number(n))}]` : whole));
  const out = blocks.map((b): AnswerBlock => {
    if (b.kind === 'paragraph') return {kind: 'paragraph', text: inText(b.text)};
    if (b.kind === 'steps') return {kind: 'steps', items: b.items.map((i) => ({n: i.n, text: inText(i.text)}))};
    if (b.kind === 'bullets') return {kind: 'bullets', items: b.items.map(inText)};
    if (b.kind === 'readMore') return {kind: 'readMore', refs: b.refs.map(next)};
    return b;
  });
  return {blocks: out, order};
}
