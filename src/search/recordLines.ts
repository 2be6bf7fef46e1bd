/**
 * Reads structure back out of a search record's plain text, where every block
 * (paragraph, list item, table cell, code line) is one line and nothing marks
 * which is which (see src/plugins/search-index/extract.ts). The offline Ask
 * composer needs to tell prose from code and from table cells, so these
 * heuristics classify each line.
 */

export type LineKind = 'prose' | 'code' | 'row' | 'cell';

export interface RecordLine {
  text: string;
  kind: LineKind;
  /** Ends with ':' and so introduces what follows (code, a list, a table). */
  leadIn: boolean;
}

/** Commands and code that start a line. */
const codeStart =
  /^(\$ |#!|#SBATCH|# |sudo |vantage |curl |export |pip |uv |python3? |snap |systemctl |journalctl |git |cd |cat |echo |ssh |scontrol |squeue |sbatch |sacctmgr |lmutil |rlmutil |lmxendutil |olixtool |lstc_\w+ |nc |grep |tail |mkdir |cp |chmod |chown |install |useradd |printf |jq |npx |docker |kubectl |juju |multipass |rm |ls |for |while |done|do$|fi$|if |then$|set -|from |import |await |[A-Z_][A-Z0-9_]{2,}=|[a-z_][\w.]*\s*=\s*\S|[a-z_][\w.]*\(|\{|\}|\[|\]|"[\w-]+":|\/[\w.-]+\/|~\/|[A-Z_]{3,} [\w.-]+ [\w.-]+)/;

/** Characters that are rare in prose and common in code. */
const codeChars = /[{}<>|\\$=;]|--?[a-z][\w-]*|\w\/\w|@\w|\w\.\w+\(|\w_\w/g;

function words(line: string): number {
  return line.split(/\s+/).filter(Boolean).length;
}

/** Whether a line is code (a command, a config line, a code statement). */
export function isCodeLine(line: string): boolean {
  const t = line.trim();
  if (!t) return false;
  const marks = (t.match(codeChars) ?? []).length;
  const sentence = /^[A-Z"'(]/.test(t) && /[.!?:]$/.test(t) && words(t) >= 5 && marks * 4 < words(t);
  if (sentence) return false;
  if (codeStart.test(t)) return true;
  return marks >= 2 && marks * 4 >= words(t);
}

/** Whether a line reads as a sentence of prose. */
export function isProse(line: string): boolean {
  const t = line.trim();
  const n = words(t);
  if (n >= 6 && /[.!?:]$/.test(t)) return true;
  return n >= 12;
}

/**
 * A dense table row as the index writes it ("--port, -p INTEGER, default
 * 27000: Port of the server"): cells before a colon, a description after.
 */
export function isRow(line: string): boolean {
  const t = line.trim();
  const colon = t.indexOf(': ');
  return colon > 0 && colon < 90 && words(t) >= 4 && !/[.!?]$/.test(t.slice(0, colon));
}

export function classifyLine(line: string): LineKind {
  if (isCodeLine(line)) return 'code';
  if (isProse(line)) return 'prose';
  if (isRow(line)) return 'row';
  return 'cell';
}

/** A record's text as classified lines. */
export function recordLines(text: string): RecordLine[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((t): RecordLine => ({text: t, kind: classifyLine(t), leadIn: /:$/.test(t)}));
  // A short lead-in ("Then sign in:") followed by code is a sentence, not a table cell.
  lines.forEach((l, i) => {
    if (l.leadIn && l.kind === 'cell' && lines[i + 1]?.kind === 'code') l.kind = 'prose';
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

/**
 * The code block a lead-in introduces: the code lines right after it.
 * Returns the lines and how many were consumed.
 */
export function codeAfter(lines: readonly RecordLine[], index: number, max = 8): string[] {
  const out: string[] = [];
  for (let i = index + 1; i < lines.length && lines[i].kind === 'code'; i++) {
    if (out.length < max) out.push(lines[i].text);
  }
  return out;
}

export interface Table {
  /** Index of the header's first line. */
  start: number;
  header: string[];
  rows: string[][];
}

/**
 * The tables of a record whose cells came out one per line. A table starts at
 * the start of the record or right after a lead-in; its header is 2 to 5
 * short capitalised cells, and the cells after it fill whole rows (at least
 * two, since with one row a data cell can pass for a header cell); it ends at
 * the next lead-in or at a paragraph. Segments that fit no such shape are not
 * tables.
 */
export function tablesOf(lines: readonly RecordLine[]): Table[] {
  const isHeader = (l: RecordLine) => /^[A-Z]/.test(l.text) && words(l.text) <= 5 && !/\d|[.:]$/.test(l.text);
  const tables: Table[] = [];
  let s = 0;
  while (s < lines.length) {
    let end = s;
    while (end + 1 < lines.length && !lines[end + 1].leadIn) end++;
    // Longest table first: a short prefix of a wide table can pass for a narrow one.
    const ends = [end, ...range(s, end).filter((i) => lines[i + 1].kind === 'prose').reverse()];
    // Of the column counts that fit, keep the one whose columns hold alike cells (numbers under numbers).
    let found: {table: Table; fit: number} | null = null;
    for (let columns = 5; columns >= 2; columns--) {
      const header = lines.slice(s, s + columns);
      if (header.length < columns || !header.every(isHeader)) continue;
      const e = ends.find((x) => (x - s + 1) % columns === 0 && x - s + 1 >= columns * 3);
      if (e === undefined) continue;
      const cells = lines.slice(s + columns, e + 1).map((l) => l.text);
      const rows = range(0, cells.length / columns).map((r) => cells.slice(r * columns, (r + 1) * columns));
      const fit = columnFit(rows);
      const score = fit + (0.5 * (e - s + 1)) / (end - s + 1);
      if (fit >= minColumnFit && (!found || score > found.fit)) found = {table: {start: s, header: header.map((h) => h.text), rows}, fit: score};
    }
    if (found) tables.push(found.table);
    s = lines[s].leadIn ? s + 1 : end + 1;
  }
  return tables;
}

/** Below this, the cells of a guessed table do not line up in columns: the guess is wrong. */
const minColumnFit = 0.75;

/** Traits that cells of one column share: a number, code, a sentence, a capital, about the same length. */
function cellTraits(cell: string): boolean[] {
  const n = words(cell);
  return [/\d/.test(cell), isCodeLine(cell), /[.!?]$/.test(cell), /^[A-Z]/.test(cell), n <= 2, n >= 6];
}

/** How alike the cells of each column are (1: every column's cells agree on every trait). */
function columnFit(rows: readonly string[][]): number {
  const columns = rows[0]?.length ?? 0;
  let sum = 0;
  let count = 0;
  for (let c = 0; c < columns; c++) {
    const traits = rows.map((r) => cellTraits(r[c]));
    for (let t = 0; t < traits[0].length; t++) {
      const yes = traits.filter((x) => x[t]).length;
      sum += Math.max(yes, traits.length - yes) / traits.length;
      count++;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/** Indexes of the lines that are cells of a table (header included). */
export function tableLines(lines: readonly RecordLine[]): Set<number> {
  const out = new Set<number>();
  for (const t of tablesOf(lines)) {
    for (let i = t.start; i < t.start + t.header.length * (t.rows.length + 1); i++) out.add(i);
  }
  return out;
}

/** The sentences of a record's prose, table cells left out; a lead-in sentence carries the code it introduces. */
export function proseSentences(lines: readonly RecordLine[]): Array<{text: string; code: string[]}> {
  const cells = tableLines(lines);
  return lines.flatMap((l, i) => {
    if (l.kind !== 'prose' || cells.has(i)) return [];
    const sentences = splitSentences(l.text);
    return sentences.map((text, k) => ({text, code: k === sentences.length - 1 && l.leadIn ? codeAfter(lines, i) : []}));
  });
}

/** A table row as one sentence: "rlm main port — default: 5053; how to change it: Port field of the HOST line". */
export function formatRow(header: readonly string[], cells: readonly string[]): string {
  const rest = cells.slice(1).map((c, i) => `${header[i + 1].toLowerCase()}: ${c.replace(/[.;]$/, '')}`);
  return rest.length > 0 ? `${cells[0]} — ${rest.join('; ')}` : cells[0];
}

/** The table row holding line `index`, as "cell, header value, …", or null when the line is in no table. */
export function tableRowAt(lines: readonly RecordLine[], index: number): string | null {
  for (const t of tablesOf(lines)) {
    const offset = index - t.start - t.header.length;
    if (offset < 0 || offset >= t.rows.length * t.header.length) continue;
    const row = t.rows[Math.floor(offset / t.header.length)];
    return formatRow(t.header, row);
  }
  return null;
}

function range(from: number, to: number): number[] {
  return Array.from({length: Math.max(0, to - from)}, (_, i) => from + i);
}

/** A normalised form of a sentence, for spotting the same sentence from several pages. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\[\d+\]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
