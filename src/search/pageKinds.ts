/**
 * A page's kind and depth, from its path, for the rank model: a reader asking
 * "how do I…" wants a guide, one asking what something is wants the page
 * near the top of its subject. Stored in the index description one letter
 * and one digit per page (IndexMeta.pageKinds, pageDepths).
 */
export type PageKind = 'tutorial' | 'howto' | 'reference' | 'start' | 'other';

const letters: Record<PageKind, string> = {tutorial: 't', howto: 'h', reference: 'r', start: 's', other: 'o'};

export function pageKind(path: string): PageKind {
  if (/\/tutorials(\/|$)/.test(path)) return 'tutorial';
  if (/\/how-to-guides(\/|$)/.test(path)) return 'howto';
  if (/\/reference(\/|$)|^\/cli\/commands$|^\/sdk\/api$|^\/api\/openapi$/.test(path)) return 'reference';
  if (path === '/' || path.startsWith('/getting-started')) return 'start';
  return 'other';
}

/** Path segments, at most 9 (one digit). */
export function pageDepth(path: string): number {
  return Math.min(9, path.split('/').filter(Boolean).length);
}

export function kindLetter(kind: PageKind): string {
  return letters[kind];
}

export function kindOfLetter(letter: string | undefined): PageKind {
  return (Object.entries(letters).find(([, l]) => l === letter)?.[0] as PageKind | undefined) ?? 'other';
}
