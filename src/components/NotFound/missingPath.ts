/** A missing page's path as a reader typed it: percent escapes decoded where they are valid. */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    // A malformed escape: show the raw path rather than nothing.
    return pathname;
  }
}

/**
 * Words of a missing page's path, as a first search query: `/platform/jobs/old-scripts.html`
 * gives `platform jobs old scripts`. File extensions and numbers-only segments are dropped.
 */
export function searchTermsFromPath(pathname: string): string {
  return readablePath(pathname)
    .replace(/\.(html?|md|mdx)$/i, '')
    .split(/[/\-_.\s]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .join(' ')
    .slice(0, 100);
}
