const DEFERRED = /<script src="?(\/assets\/js\/[^" >]+\.js)"? defer><\/script>/g;

/** The bundle scripts a built page names, in order: Docusaurus writes them as `<script defer>` tags (none on redirect pages). */
export function pageScripts(html: string): string[] {
  return [...html.matchAll(DEFERRED)].map((m) => m[1]!);
}
