import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export interface Redirect {
  from: string;
  to: string;
}

/** The list of legacy paths, relative to the site. */
export const redirectsFile = 'src/data/redirects.txt';

/** Parses 'FROM TO' lines; blank lines and '#' comments are skipped. Errors start with `source:line`. */
export function parseRedirects(text: string, source = 'redirects'): Redirect[] {
  const redirects: Redirect[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [from, to, ...rest] = line.split(/\s+/);
    if (!from?.startsWith('/') || !to?.startsWith('/') || rest.length > 0) {
      throw new Error(`${source}:${i + 1}: Bad redirect line (expected 'FROM TO'): ${line}`);
    }
    redirects.push({from, to});
  });
  return redirects;
}

/** Legacy paths of the product's earlier docs site, kept working. */
export function loadRedirects(siteDir: string): Redirect[] {
  return parseRedirects(readFileSync(join(siteDir, redirectsFile), 'utf8'), redirectsFile);
}

/**
 * The list as the client-redirects plugin's `createRedirects` option: given a page, the legacy paths that
 * lead to it. A function keeps the list out of the site config, which the browser bundle carries whole.
 */
export function redirectSources(redirects: Redirect[]): (existingPath: string) => string[] | undefined {
  const byTarget = new Map<string, string[]>();
  for (const {from, to} of redirects) byTarget.set(to, [...(byTarget.get(to) ?? []), from]);
  return (existingPath) => byTarget.get(existingPath);
}

/** What is wrong with the list for a site of these routes: a legacy path that is a page, a target that is not. */
export function redirectFaults(redirects: Redirect[], routes: Iterable<string>): string[] {
  const pages = new Set(routes);
  return redirects.flatMap(({from, to}) => [
    ...(pages.has(from) ? [`${from} is a page of the site: a redirect from it would hide the page`] : []),
    ...(pages.has(to.split(/[?#]/)[0]!) ? [] : [`${from} leads to ${to}, which is not a page of the site`]),
  ]);
}
