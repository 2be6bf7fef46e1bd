/**
 * Snippets for search results, taken from the section's Markdown (what
 * `read_page` will return), one line per paragraph, list item or table row:
 * a reference row reads `--port | -p | INTEGER | 27000 | no | TCP port of the license server.`,
 * never one cell per line.
 */
import {headingsOf} from './sections';

/** A section's own text (up to its first subheading) as plain lines. */
export function plainLines(markdown: string): string[] {
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const end = headings[1]?.line ?? lines.length;
  const out: string[] = [];
  let fence: string | undefined;
  for (const raw of lines.slice(headings[0]?.line === 0 ? 1 : 0, end)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      else if (raw.trim()) out.push(raw.trim());
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    const line = raw.replace(/^\s*(>\s*)*/, '').trim();
    if (line === '' || /^\|[\s:|-]+\|$/.test(line) || /^URL: \S+$/.test(line)) continue;
    const plain = line.startsWith('|')
      ? line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => inline(cell))
          .filter(Boolean)
          .join(' | ')
      : inline(line.replace(/^([-*+]|\d+\.)\s+/, ''));
    if (plain) out.push(plain);
  }
  return out;
}

/** Inline Markdown to plain text: links keep their words, emphasis and code marks go. */
function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const stopwords = new Set(
  'the and for are but not you your our can does did how what when where which who why with from into that this there have has was were will would should could about any all its it'.split(
    ' ',
  ),
);

/** Lower-case words of a query, three letters or more, without stop words. */
function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[a-z0-9][a-z0-9_-]{2,}/g) ?? [])].filter((w) => !stopwords.has(w));
}

/**
 * The run of consecutive lines, up to about `length` characters, that holds
 * the most query words (a word counts once; a line's words count by prefix,
 * so `submit` finds `submitting`). Lines longer than `length` are cut.
 */
export function snippetOf(markdown: string, query: string, length = 280): string {
  const lines = plainLines(markdown);
  if (lines.length === 0) return '';
  const words = queryWords(query);
  const stems = words.map((w) => (w.length > 5 ? w.slice(0, w.length - 2) : w));
  const hits = lines.map((line) => {
    const lower = line.toLowerCase();
    return new Set(stems.filter((s) => lower.includes(s)));
  });
  let best = {start: 0, end: 1, score: -1};
  for (let start = 0; start < lines.length; start++) {
    let size = 0;
    const found = new Set<string>();
    for (let end = start; end < lines.length; end++) {
      size += lines[end]!.length + 1;
      if (size > length && end > start) break;
      for (const s of hits[end]!) found.add(s);
      if (found.size > best.score) best = {start, end: end + 1, score: found.size};
    }
  }
  const picked = lines
    .slice(best.start, best.end)
    .map((l) => (l.length > length ? `${l.slice(0, length).replace(/\s+\S*$/, '')} …` : l));
  if (best.start > 0) picked[0] = `… ${picked[0]}`;
  if (best.end < lines.length) picked.push('…');
  return picked.join('\n');
}
