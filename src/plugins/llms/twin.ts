/**
 * Where a page's Markdown twin lives. Shared by the build plugin (which
 * writes the files) and the theme (which links to them), so both agree.
 *
 * A page at `/platform/jobs` has its twin at `/platform/jobs.md`. The root
 * page `/` has no name to extend, so its twin is `/index.md`.
 */
export function twinPath(permalink: string): string {
  const path = permalink.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

/** The page route a twin path belongs to (inverse of `twinPath`). */
export function routeOfTwin(twin: string): string {
  const path = twin.replace(/\.md$/, '');
  return path === '/index' ? '/' : path;
}

/** Joins a site URL (`https://host`, maybe with a base path) and a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
