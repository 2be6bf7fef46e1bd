import {readFileSync} from 'node:fs';
import {relative} from 'node:path';

/** Where `position` (a character offset) falls in `text`, as 1-based line and column. */
export function lineAndColumn(text: string, position: number): {line: number; column: number} {
  const before = text.slice(0, position).split('\n');
  return {line: before.length, column: before.at(-1)!.length + 1};
}

/**
 * Where in `text` JSON.parse failed. Node 20's V8 states the offset for most errors ("at position 301"),
 * but for an unexpected token only quotes the text around it, ten characters either side when it is long.
 */
function errorOffset(message: string, text: string): number {
  const at = /at position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  const quoted = /^Unexpected token '(.+?)', (\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON$/.exec(message);
  const start = quoted ? text.indexOf(quoted[3]!) : -1;
  if (quoted && start >= 0) return start + quoted[3]!.indexOf(quoted[1]!, quoted[2] ? 9 : 0);
  // "Unexpected end of JSON input", or a message of another engine: the end of the text.
  return text.length;
}

/**
 * Parses a JSON file; a syntax error names the file and the line and column of the fault
 * (`src/data/openapi.json:12:5: Unexpected string in JSON at position 301`), not only an offset.
 * `siteDir` makes the reported path relative to the site.
 */
export function readJsonFile<T>(file: string, siteDir?: string): T {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const {line, column} = lineAndColumn(text, errorOffset(message, text));
    const name = siteDir ? relative(siteDir, file) : file;
    throw new Error(`${name}:${line}:${column}: not valid JSON: ${message}`, {cause: error});
  }
}
