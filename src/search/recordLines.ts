/**
 * Reads structure back out of a search record's plain text (see
 * src/plugins/search-index/extract.ts): every block (paragraph, list item,
 * code line) is one line, each reference-table row is one dense line
 * ("--port, -p, INTEGER, default 27000: what it does"), and the record's
 * `codeSpans` say where its code blocks are. The offline Ask composer needs
 * to tell prose from code and from table rows.
 */
import type {CodeSpans} from './format';

/** prose: a sentence or paragraph; code: a line of a code block; row: a table or definition row; fragment: a short label or list item. */
export type LineKind = 'prose' | 'code' | 'row' | 'fragment';

export interface RecordLine {
  text: string;
  kind: LineKind;
  /** Prose ending with ':', which introduces what follows (code, a list, rows). */
  leadIn: boolean;
}

function words(line: string): number {
  return line.split(/\s+/).filter(Boolean).length;
}

/** Whether a line reads as a sentence of prose. */
export function isProse(line: string): boolean {
  const t = line.trim();
  const n = words(t);
  if (n >= 6 && /[.!?:]$/.test(t)) return true;
  return n >= 12;
}

/**
 * Whether a line has the shape of a dense row: cells, then ": " and a
 * description, the first cell a short name rather than a sentence.
 */
export function rowShaped(line: string): boolean {
  const t = line.trim();
  if (/:$/.test(t) || !t.includes(': ')) return false;
  const first = rowName(t);
  return first.length > 0 && words(first) <= 8 && !/[.!?]\s/.test(first);
}

/** The first cell of a row: what the row is about ("rlm main port", "SUBMITTED"). */
export function rowName(row: string): string {
  const m = /^(.*?)(?:, |: )/.exec(row.trim());
  return (m ? m[1] : row).trim();
}

/** Line start offsets inside a code span of the record. */
function inCode(offset: number, spans: CodeSpans): boolean {
  return spans.some(([a, b]) => offset >= a && offset < b);
}

/**
 * A record's text as classified lines: code where the record's code spans
 * say so; rows where two or more row-shaped lines follow each other (a
 * table or a list of "term: description" items); otherwise prose or a fragment.
 */
export function recordLines(text: string, codeSpans: CodeSpans = []): RecordLine[] {
  const lines: RecordLine[] = [];
  let offset = 0;
  for (const raw of text.split('\n')) {
    const start = offset + (raw.length - raw.trimStart().length);
    offset += raw.length + 1;
    const t = raw.trim();
    if (!t) continue;
    if (inCode(start, codeSpans)) lines.push({text: t, kind: 'code', leadIn: false});
    else lines.push({text: t, kind: isProse(t) ? 'prose' : 'fragment', leadIn: false});
  }
  const shaped = lines.map((l) => l.kind !== 'code' && rowShaped(l.text));
  lines.forEach((l, i) => {
    if (shaped[i] && (shaped[i - 1] || shaped[i + 1])) l.kind = 'row';
    // A short lead-in ("Then sign in:") is a sentence all the same.
    l.leadIn = l.kind !== 'code' && l.kind !== 'row' && /:$/.test(l.text);
    if (l.leadIn) l.kind = 'prose';
  });
  return lines;
}

/** Sentences of a prose line (split after . ! ? before a capital, digit or code). */
export function splitSentences(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A tab's label ("curl", "Python") between a lead-in and the code of its first tab. */
function isTabLabel(line: RecordLine | undefined): boolean {
  return line?.kind === 'fragment' && line.text.split(/\s+/).length <= 3 && !/[.:!?]$/.test(line.text);
}

/** Most tab labels between a lead-in and its code: the tab list ("curl", "Python"), then the first tab's own label. */
const maxTabLabels = 6;

/** The code block a lead-in introduces: the code lines right after it (the first tab's, when the code is in tabs). */
export function codeAfter(lines: readonly RecordLine[], index: number, max = 8): string[] {
  const out: string[] = [];
  let labels = 0;
  while (labels < maxTabLabels && isTabLabel(lines[index + 1 + labels])) labels++;
  const start = labels > 0 && lines[index + 1 + labels]?.kind === 'code' ? index + 1 + labels : index + 1;
  for (let i = start; i < lines.length && lines[i].kind === 'code'; i++) {
    if (out.length < max) out.push(lines[i].text);
  }
  return out;
}

/** Runs of consecutive rows (one table or definition list each), as line indexes. */
export function rowRuns(lines: readonly RecordLine[]): number[][] {
  const runs: number[][] = [];
  lines.forEach((l, i) => {
    if (l.kind !== 'row') return;
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === i - 1) last.push(i);
    else runs.push([i]);
  });
  return runs;
}

/** The sentences of a record's prose; a lead-in sentence carries the code it introduces. */
export function proseSentences(lines: readonly RecordLine[]): Array<{text: string; code: string[]}> {
  return lines.flatMap((l, i) => {
    if (l.kind !== 'prose') return [];
    const sentences = splitSentences(l.text);
    return sentences.map((text, k) => ({
      text,
      code: k === sentences.length - 1 && l.leadIn ? codeAfter(lines, i) : [],
    }));
  });
}

/** A normalised form of a sentence, for spotting the same sentence from several pages. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\[\d+\]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
