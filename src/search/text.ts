/**
 * Text processing shared by the index builder (Node) and the search clients
 * (browser and Node): tokenizing, term normalisation with a light English
 * stemmer, phrase bigrams, shard keys, and escaped snippets.
 *
 * The same functions must run on both sides, or queries will not meet the
 * indexed terms: keep this file free of DOM and Node APIs.
 */

/** Words too common to help ranking; dropped from both index and queries. */
const stopWords = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its me my of on or so ' +
    'than that the their them then there these this to was we what when where which who why will with you your'
  ).split(' '),
);

/** A flag (`--licenses`, `-m`) when it starts a token; otherwise runs of letters and digits. */
const tokenPattern = /(?<![\p{L}\p{N}_-])--?[\p{L}\p{N}][\p{L}\p{N}_-]*|[\p{L}\p{N}_]+/gu;

/** Splits text into raw tokens (flags kept whole, everything else on punctuation). */
export function tokenize(text: string): string[] {
  return text.match(tokenPattern) ?? [];
}

const vowel = /[aeiouy]/;

/**
 * A light English stemmer: folds plurals, -ed, -ing, -ation, -ly, -ment,
 * -ancy and a final e so that 'clusters', 'clustered' and 'cluster' meet,
 * 'configure' meets 'configuration' and 'deploy' meets 'deployments'.
 * Deliberately conservative: short words are left alone.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // Adverbs readers type ("locally", "manually", "directly") meet their adjective; not "supply", "daily", "assembly".
  if (w.endsWith('ically') && w.length > 8) w = w.slice(0, -4);
  else if (w.endsWith('ly') && w.length > 5 && !/[aeiouybp]ly$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -5);
  else if (w.endsWith('ing') && w.length > 5 && vowel.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4 && vowel.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  // "redundancy" meets "redundant", "consistency" meets "consistent".
  else if (/[ae]ncy$/.test(w) && w.length > 6) w = `${w.slice(0, -2)}t`;
  // "deployment" meets "deploy", "management" meets "manage"; a short rest ("comment", "document") stays whole.
  if (w.endsWith('ment') && w.length >= 9) w = w.slice(0, -4);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([bdfgmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

/**
 * What is left of a contraction once the apostrophe splits it ("doesn" of
 * "doesn't"), and the same typed without one ("doesnt"): how a reader talks,
 * never what they look for. Read by search (filler) and Ask (generic words).
 */
const contractionWords =
  'doesn doesnt don dont isn isnt aren arent won wont cant didn didnt wasn wasnt haven havent hasn hasnt ' +
  'shouldn couldn wouldn im ive youre whats hows theres thats heres wheres whos theyre weve youve theyve itll youll ' +
  // The part after the apostrophe: "we're" is read as "we" and "re", "they've" as "they" and "ve".
  're ve ll';

/**
 * How readers talk around what they ask ("I actually just want to fully
 * remove it", "it still keeps doing something"): everyday verbs, hedges and
 * manner adverbs that are never the subject. Search treats them as filler
 * (scored, never required) and Ask as generic words; each adds its own.
 */
export const readerTalkWords =
  `${contractionWords} ` +
  'able could should would get got keep keeps make need want use using see show tell set work way new one own ' +
  'possible many much still thing things stuff something someone anyone anything everyone everything ages ok okay ' +
  'already actually really just also even ever anymore anyway currently though although because since seem seems ' +
  'tried hey hi please thanks have has had now those these about our ours us ' +
  // What the reader read, not what it is about: "the docs keep talking about …".
  'docs documentation talk talks talking mention mentions mentioned ' +
  'fully completely totally entirely properly correctly quickly easily simply basically exactly finally suddenly ' +
  'literally constantly randomly ' +
  // When, not what: "during our big run next week", "for a while", "tomorrow".
  'tomorrow tonight yesterday week weeks weekend month months next ago soon later meantime during until';

/**
 * Normalises one token into index terms. A flag yields itself plus the stems
 * of its words, so `--licenses` finds the flag exactly and also the word.
 */
export function processTerm(token: string): string[] {
  const lower = token.toLowerCase();
  if (lower.startsWith('-')) {
    const words = lower.replace(/^-+/, '').split(/[-_]+/).filter(Boolean);
    return [lower, ...words.filter((w) => !stopWords.has(w)).map(stem)];
  }
  if (stopWords.has(lower) || (lower.length < 2 && !/\d/.test(lower))) return [];
  return [stem(lower)];
}

/** Every index term of a text, in order. */
export function terms(text: string): string[] {
  return tokenize(text).flatMap(processTerm);
}

/** Adjacent word pairs (`create_cluster`): the phrase field, for the exact-phrase boost. */
export function bigrams(text: string): string[] {
  const words = tokenize(text)
    .filter((t) => !t.startsWith('-'))
    .flatMap(processTerm);
  const pairs: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push(`${words[i]}_${words[i + 1]}`);
  return pairs;
}

/**
 * A term's shard key of a given length: its first characters, with anything
 * outside [a-z0-9-] written as '_' so the key is a safe file name. Shards are
 * keyed by two characters, and by three where a two-character shard is large.
 */
export function shardKey(term: string, length = 2): string {
  return Array.from(term)
    .slice(0, length)
    .map((c) => (/[a-z0-9-]/.test(c) ? c : '_'))
    .join('');
}

/** The existing shard holding a term: the longest key that prefixes it. */
export function shardFor(term: string, keys: ReadonlySet<string>, maxLength = 4): string | null {
  for (let n = maxLength; n >= 1; n--) {
    const key = shardKey(term, n);
    if (key.length === n && keys.has(key)) return key;
  }
  return null;
}

const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Escapes text for the few places that need an HTML string (DocSearch's highlight values). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]);
}

export interface Segment {
  text: string;
  hit: boolean;
}

/** Whether a raw token of the text matches one of the query terms (after normalisation, or as a prefix). */
function tokenMatches(token: string, queryTerms: ReadonlySet<string>, prefixes: readonly string[]): boolean {
  const processed = processTerm(token);
  if (processed.some((t) => queryTerms.has(t))) return true;
  const lower = token.toLowerCase();
  return prefixes.some((p) => p.length >= 2 && lower.startsWith(p));
}

/**
 * Splits `text` into plain and matched segments for the query's terms.
 * `matchedTerms` are index terms (stemmed); `prefixes` are raw lower-case
 * query words matched as word prefixes (the word being typed).
 */
export function highlight(text: string, matchedTerms: Iterable<string>, prefixes: readonly string[] = []): Segment[] {
  const set = new Set(matchedTerms);
  const segments: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(tokenPattern)) {
    const start = m.index ?? 0;
    if (!tokenMatches(m[0], set, prefixes)) continue;
    if (start > last) segments.push({text: text.slice(last, start), hit: false});
    segments.push({text: m[0], hit: true});
    last = start + m[0].length;
  }
  if (last < text.length) segments.push({text: text.slice(last), hit: false});
  return segments;
}

/** The text without its code blocks (`codeSpans` are [start, end) offsets), the prose parts joined by line breaks. */
export function proseOf(text: string, codeSpans: ReadonlyArray<readonly [number, number]>): string {
  const parts: string[] = [];
  let last = 0;
  for (const [start, end] of [...codeSpans].sort((a, b) => a[0] - b[0])) {
    if (start > last) parts.push(text.slice(last, start));
    last = Math.max(last, end);
  }
  parts.push(text.slice(last));
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A window of about `length` characters around the densest run of matches,
 * cut at word boundaries, with an ellipsis where text was dropped. With
 * `codeSpans`, the window comes from the prose around the code, unless the
 * query matches only inside code (then code is what answers it).
 */
export function snippet(
  text: string,
  matchedTerms: Iterable<string>,
  prefixes: readonly string[] = [],
  length = 180,
  codeSpans: ReadonlyArray<readonly [number, number]> = [],
): Segment[] {
  const terms = [...matchedTerms];
  if (codeSpans.length > 0) {
    const prose = proseOf(text, codeSpans);
    const proseHits = highlight(prose, terms, prefixes).some((s) => s.hit);
    if (prose && (proseHits || !highlight(text, terms, prefixes).some((s) => s.hit)))
      return snippet(prose, terms, prefixes, length);
  }
  const segments = highlight(text, terms, prefixes);
  if (text.length <= length) return segments;
  // Character offset of each hit; pick the window start that covers most hits.
  const hits: number[] = [];
  let offset = 0;
  for (const s of segments) {
    if (s.hit) hits.push(offset);
    offset += s.text.length;
  }
  let start = 0;
  let best = -1;
  for (const h of hits) {
    const count = hits.filter((x) => x >= h && x < h + length * 0.8).length;
    if (count > best) {
      best = count;
      start = h;
    }
  }
  start = Math.max(0, start - Math.floor(length * 0.2));
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    start = space < 0 ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.indexOf(' ', end);
    end = space < 0 || space - end > 30 ? end : space;
  }
  const out: Segment[] = [];
  if (start > 0) out.push({text: '… ', hit: false});
  offset = 0;
  for (const s of segments) {
    const a = offset;
    const b = offset + s.text.length;
    offset = b;
    if (b <= start || a >= end) continue;
    out.push({text: s.text.slice(Math.max(0, start - a), Math.min(s.text.length, end - a)), hit: s.hit});
  }
  if (end < text.length) out.push({text: ' …', hit: false});
  return out;
}

/** Segments as an HTML string with `<mark>` around hits; all text escaped. */
export function segmentsToHtml(segments: readonly Segment[]): string {
  return segments.map((s) => (s.hit ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join('');
}

/** Segments as plain text. */
export function segmentsToText(segments: readonly Segment[]): string {
  return segments.map((s) => s.text).join('');
}
