/**
 * Two bugs in DocSearch's published modal code, and their fixes as edits of
 * that code. Each fix finds the buggy expression by its shape (the minifier's
 * names vary between versions) and rewrites only that expression.
 */
import {SeamChanged} from '../seams';

export const plugin = 'docsearch-fixes';

export interface Fix {
  name: string;
  /** The published code. */
  bug: RegExp;
  /** The fixed code, from the bug's match. */
  fix: (match: RegExpExecArray) => string;
  /** The fixed code's shape (a package still patched by an older install of this site already has it). */
  fixed: RegExp;
}

/**
 * A failed search sets the status to 'error', and the request's `finally`
 * then set it back to 'idle': the modal said "No results" instead of the
 * error. The fix leaves an 'error' status alone.
 */
export const errorStatus: Fix = {
  name: "the request's finally callback resetting the status to idle",
  bug: /\.finally\(\(?function\(\)\{([\w$]{1,3})\("idle"\),([\w$]{1,3})&&([\w$]{1,3})\.environment\.clearTimeout\(\2\)\}\)?\);return ([\w$]{1,3})\.pendingRequests/,
  fix: (m) => {
    const [text, setStatus, , , store] = m;
    return text.replace(`{${setStatus}("idle")`, `{"error"!==${store}.getState().status&&${setStatus}("idle")`);
  },
  fixed:
    /\.finally\(\(?(function\(\)\{"error"!==([\w$]{1,3})\.getState\(\)\.status&&([\w$]{1,3})\("idle"\),([\w$]{1,3})&&([\w$]{1,3})\.environment\.clearTimeout\(\4\)\})\)?\);return \2\.pendingRequests/,
};

/**
 * 4.x spreads the suggestion list into an object ({...list, ...names}), so
 * "Try searching for" got an object where it maps over an array. The fix
 * makes it the array of unique names.
 */
export const suggestions: Fix = {
  name: 'the searchSuggestions merge',
  bug: /searchSuggestions:([\w$]{1,3})\(\1\(\{\},(null!==\(([\w$])=([\w$])\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\(([\w$])\)\)/,
  fix: (m) => `searchSuggestions:Array.from(new Set([].concat(${m[2]},Object.keys(${m[5]}))))`,
  fixed:
    /searchSuggestions:(Array\.from\(new Set\(\[\]\.concat\(null!==\(([\w$])=([\w$])\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\],Object\.keys\(([\w$])\)\)\)\))/,
};

/** The source with every fix applied; fails, naming this plugin, when a fix finds neither its code nor the fixed code. */
export function applyFixes(source: string, file: string, fixes: readonly Fix[]): string {
  let out = source;
  for (const fix of fixes) {
    const m = fix.bug.exec(out);
    if (!m && fix.fixed.test(out)) continue;
    if (!m) throw new SeamChanged(plugin, file, `it no longer contains ${fix.name} (${String(fix.bug)})`);
    out = out.slice(0, m.index) + fix.fix(m) + out.slice(m.index + m[0].length);
  }
  return out;
}
