/**
 * Words of a missing page's path, as a first search query: `/platform/jobs/old-scripts.html`
 * gives `platform jobs old scripts`. File extensions and numbers-only segments are dropped.
 */
export function searchTermsFromPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: keep the raw path, its words still help.
  }
  return decoded
    .replace(/\.(html?|md|mdx)$/i, '')
    .split(/[/\-_.\s]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .join(' ')
    .slice(0, 100);
}
