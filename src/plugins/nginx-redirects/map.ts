import type {Redirect} from '../../redirects';

/** Characters a target may hold: RFC 3986 path, query and fragment characters, less `$` (an nginx variable). */
const safeTarget = /^\/[A-Za-z0-9\-._~!&'()*+,;=:@%/?#]*$/;
/** What nginx cannot hold inside a double-quoted string: quotes, backslashes, `$`, control characters. */
const unsafeInQuotes = /["\\$\p{Cc}]/u;

/**
 * The body of an nginx `map $uri ...` block, one `"from" "to";` line per legacy redirect.
 * nginx compares against the decoded path, so sources are decoded here; targets go out as
 * written (they become the Location header). Throws on a line nginx would misread or reject.
 */
export function nginxRedirectMap(redirects: readonly Redirect[]): string {
  const seen = new Set<string>();
  const lines = redirects.map(({from, to}) => {
    let source: string;
    try {
      source = decodeURI(from);
    } catch {
      throw new Error(`Redirect source ${from} is not a valid percent-encoded path.`);
    }
    if (unsafeInQuotes.test(source))
      throw new Error(`Redirect source ${from} holds a character nginx cannot match (quote, backslash, $ or control).`);
    if (!safeTarget.test(to))
      throw new Error(
        `Redirect target ${to} (from ${from}) holds a character outside a URL path, or a $ that nginx would read as a variable.`,
      );
    if (seen.has(source)) throw new Error(`Redirect source ${from} is listed twice.`);
    seen.add(source);
    return `"${source}" "${to}";`;
  });
  return `# Generated from src/data/redirects.txt by src/plugins/nginx-redirects: do not edit.\n${lines.join('\n')}\n`;
}
