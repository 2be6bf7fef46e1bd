/**
 * Reference pages that list every command or every endpoint, one record per
 * entry. Each entry holds a few common words ("job", "delete", "cluster"), so
 * these pages match a great many queries without being about any of them.
 */
export const listingPaths: readonly string[] = ['/cli/commands', '/api/reference'];

export function isListingPath(path: string): boolean {
  return listingPaths.includes(path);
}
