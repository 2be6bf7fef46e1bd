import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';

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

/** Every HTML file of the build, as [route, path]. */
export function allHtmlFiles(dir = buildDir, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'assets') continue;
      out.push(...allHtmlFiles(full, `${prefix}/${entry.name}`));
    } else if (entry.name.endsWith('.html')) {
      const route = entry.name === 'index.html' ? prefix || '/' : `${prefix}/${entry.name.slice(0, -5)}`;
      out.push([route, full]);
    }
  }
  return out;
}
