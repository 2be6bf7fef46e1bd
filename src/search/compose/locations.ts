/**
 * Where things are: the file paths, URLs and environment variables a line
 * spells, and which of them name the same thing. The value locks hold an answer
 * to a question asking one of them to the first it gives (see oneName).
 */
import {apiPaths} from '../askQuestion';

/** A file a line names without a directory ("DSLicSrv.txt", "credentials.yaml"): the extensions config files carry. */
const bareFile = /(?<![\w./~-])[\w-]+\.(?:txt|dat|lic|log|ya?ml|json|env|conf|cfg|opt|toml|ini|token)\b/gi;

/**
 * A path in a file system: "/var/DassaultSystemes/Licenses/DSLicSrv.txt", "~/.vantage-cli/token_cache/", ".env" under
 * a snap's directory. Not a URL's path (a host stands before it) nor an API path ("/jobbergate/job-scripts").
 */
const filePath = /(?<![\w.:/$}-])(?:~|\.{1,2})?\/(?:[\w.@+-]+\/)*[\w.@+-]+\/?/g;

/** The file paths a text names, lower-cased, without a trailing slash, full paths first. */
export function filePaths(text: string): string[] {
  const api = new Set(apiPaths(text));
  const full = (text.match(filePath) ?? [])
    .map((p) => p.toLowerCase().replace(/[/.]+$/, ''))
    // "and/or" is no path, nor one segment alone ("/help"): a file system path has a directory.
    .filter((p) => p.split('/').filter(Boolean).length >= 2 && !api.has(p));
  const bare = (text.match(bareFile) ?? []).map((f) => f.toLowerCase());
  return [...full, ...bare];
}

/**
 * Whether two file paths name the same place: one is the other or a directory above it ("~/.vantage-cli/token_cache"
 * and the token under it), or a bare file name is the path's last segment ("DSLicSrv.txt").
 */
export function samePlace(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  if (x.length === 1 || y.length === 1) return x[x.length - 1] === y[y.length - 1];
  return x.slice(0, Math.min(x.length, y.length)).every((segment, i) => segment === y[i]);
}

/**
 * A URL with its scheme, an e-mail address, or a web address written without one ("github.com/vantagecompute/…"),
 * known by its top-level domain so that a file name ("license.dat") is not one.
 */
const addressPattern =
  /\bhttps?:\/\/[^\s"'`<>()[\]]+|\b[a-z][\w.+-]*@[\w-]+(?:\.[\w-]+)+|(?<![@\w./-])(?:[a-z0-9-]+\.)+(?:com|ai|io|org|net|edu|dev)(?:\/[^\s"'`<>()[\]]*)?/gi;

/**
 * The web and e-mail addresses a text spells ("invites@vantagecompute.ai"), lower-cased, without the scheme or a
 * trailing slash.
 */
export function addressesIn(text: string): string[] {
  return (text.match(addressPattern) ?? []).map((u) =>
    u
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/[/.,;:]+$/, ''),
  );
}

/** The environment variables a text spells: upper-case words joined by underscores ("LMX_LICENSE_PATH"). */
export function environmentVariables(text: string): string[] {
  return text.match(/(?<![\w$])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [];
}
