/**
 * Escaping for the generated reference pages (cli/commands.md, api/reference.md). Their text comes from
 * data files and must read the same whether the page is parsed as CommonMark (the Markdown twin, agents)
 * or as MDX (the site), so prose outside code spans loses every character either parser would act on.
 */

/** A code span as CommonMark reads it: a run of backticks, then anything up to a run of the same length. */
const codeSpan = /(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/** Applies `escape` to the text outside code spans. */
function outsideCode(text: string, escape: (prose: string) => string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(codeSpan)) {
    out += escape(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + escape(text.slice(last));
}

function escapeProse(prose: string): string {
  return (
    prose
      // First, so that the backslashes added below stay escapes.
      .replace(/\\/g, '\\\\')
      // Only where it would start a character reference: `&copy;` must not turn into ©.
      .replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;')
      // MDX reads braces as expressions and `<` as the start of a JSX tag; `>` would quote a line.
      .replace(/[{}]/g, '\\$&')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
  );
}

/** Text for a paragraph, list item or heading; `code spans` are left as they are. */
export function escapeText(text: string): string {
  return outsideCode(text, escapeProse);
}

/**
 * Text for a table cell: `escapeText`, then `|` escaped everywhere, code spans included (GFM splits
 * cells on a bare pipe even there, and drops the backslash when it renders), and line breaks joined.
 */
export function escapeCell(text: string): string {
  return escapeText(text)
    .replace(/\|/g, '\\|')
    .replace(/\s*\r?\n\s*/g, ' ');
}

/** A code span holding `text` literally, with a fence longer than any run of backticks inside it. */
export function code(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = longestRun > 0 || text.startsWith(' ') || text.endsWith(' ') ? ' ' : '';
  return fence + pad + text + pad + fence;
}
