import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {builtHtmlFiles, htmlRoute} from '../../src/plugins/builtHtmlFiles';

export const siteDir = resolve(import.meta.dirname, '../..');
// BUILD_DIR lets a check run against another build than the default one.
export const buildDir = resolve(siteDir, process.env.BUILD_DIR ?? 'build');
export const dataDir = resolve(siteDir, 'src/data');

/** Non-comment lines of a list in src/data (the route inventory, the legacy redirects). */
export function dataLines(name: string): string[] {
  const file = join(dataDir, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: the build tests read the route inventory from it.`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** The HTML file that serves a route with trailingSlash: false, if any. */
export function htmlFileFor(route: string): string | undefined {
  const path = decodeURIComponent(route.split(/[?#]/)[0]!).replace(/\/$/, '');
  const candidates = path === '' ? ['index.html'] : [`${path}.html`, `${path}/index.html`];
  return candidates.map((c) => join(buildDir, c)).find((f) => existsSync(f));
}

export function readHtml(route: string): string {
  const file = htmlFileFor(route);
  if (!file) throw new Error(`no HTML in build/ for ${route}`);
  return readFileSync(file, 'utf8');
}

/** Every HTML file of the build, as [route, path] (the site's own walker; bundles left out). */
export async function allHtmlFiles(): Promise<[string, string][]> {
  return (await builtHtmlFiles(buildDir, ['assets'])).map((file) => [htmlRoute(buildDir, file), file]);
}
