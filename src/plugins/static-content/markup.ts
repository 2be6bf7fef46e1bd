/** The element that holds a doc page's text, on the server and in the browser. */
export const staticContentClass = 'static-content';
/** Its classes: `markdown` keeps Infima's rules for the direct children of page text in force inside. */
export const staticContentClasses = `${staticContentClass} markdown`;

/** Paths the browser router can show; anything with a file extension is a file. */
export function isRoutePath(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** Pulls a doc page's text out of that page's HTML, or null if it has none. */
export function extractStaticContent(html: string, parser: DOMParser): string | null {
  const doc = parser.parseFromString(html, 'text/html');
  return doc.querySelector(`.${staticContentClass}`)?.innerHTML ?? null;
}
