/**
 * Sections of a Markdown twin, by heading id. The llms plugin ends every
 * heading of a twin with its HTML id (`## Create job submission {#create-job-submission}`),
 * so the anchor of a search hit or a link names one section of the twin.
 */

export interface TwinHeading {
  id: string | undefined;
  depth: number;
  /** Heading text without its `{#id}`. */
  title: string;
  /** Line index of the heading in the twin. */
  line: number;
}

const fenceOf = (line: string): string | undefined => /^\s*(`{3,}|~{3,})/.exec(line)?.[1];

/** The headings of a twin, in order, outside code blocks and quotes. */
export function headingsOf(lines: readonly string[]): TwinHeading[] {
  const out: TwinHeading[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const marker = fenceOf(line);
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    const m = /^(#{1,6})\s+(.*?)(?:\s+\{#([^}\s]+)\})?\s*$/.exec(line);
    if (m) out.push({depth: m[1]!.length, title: m[2]!, id: m[3], line: index});
  });
  return out;
}

export interface TwinSection {
  id: string;
  /** Titles from the page title (h1) down to this section's heading. */
  path: string[];
  /** The section's Markdown: its heading, its text and its subsections. */
  text: string;
}

/**
 * The section of a twin whose heading has `id`: from that heading to the
 * next heading of the same or a higher level. Undefined if no heading has it.
 */
export function sectionOf(markdown: string, id: string): TwinSection | undefined {
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const at = headings.findIndex((h) => h.id === id);
  if (at === -1) return undefined;
  const heading = headings[at]!;
  const next = headings.slice(at + 1).find((h) => h.depth <= heading.depth);
  const path: string[] = [];
  let depth = heading.depth;
  for (let i = at - 1; i >= 0 && depth > 1; i--) {
    if (headings[i]!.depth < depth) {
      path.unshift(headings[i]!.title);
      depth = headings[i]!.depth;
    }
  }
  path.push(heading.title);
  const text = lines
    .slice(heading.line, next ? next.line : lines.length)
    .join('\n')
    .trim();
  return {id, path, text};
}

/** The ids of a twin's headings, in order (for listing what can be read). */
export function anchorsOf(markdown: string): string[] {
  return headingsOf(markdown.split('\n')).flatMap((h) => (h.id ? [h.id] : []));
}
