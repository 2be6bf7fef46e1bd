/**
 * The pages of each section in sidebar order, read from the docs plugins'
 * loaded content (one docs-plugin instance per entry of `src/sections.ts`).
 */
import type {Section} from '../../sections';

/** The parts of a docs instance's loaded content this plugin reads. */
export interface DocsContent {
  loadedVersions: {
    versionName: string;
    docs: DocInfo[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

export interface DocInfo {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** `@site/platform/jobs.md` */
  source: string;
  unlisted?: boolean;
  draft?: boolean;
  frontMatter?: Record<string, unknown>;
}

export interface SidebarItem {
  type: string;
  id?: string;
  link?: {type: string; id?: string};
  items?: SidebarItem[];
}

export interface Page {
  section: Section;
  title: string;
  /** The description the author wrote in front matter, if any. */
  description?: string;
  /** Site path of the HTML page, e.g. `/platform/jobs`. */
  permalink: string;
  /** Site-relative path of the source file, e.g. `platform/jobs/index.md`. */
  sourcePath: string;
  /** Listed in llms.txt and the llms files (unlisted pages only get a twin). */
  listed: boolean;
}

/** Doc ids in the order a reader meets them in the sidebar, depth first. */
export function sidebarOrder(items: readonly SidebarItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.type === 'doc' && item.id) ids.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      ids.push(...sidebarOrder(item.items ?? []));
    }
  }
  return ids;
}

/**
 * Every page of every section, sections in `sections` order, pages in
 * sidebar order. Pages in no sidebar come last in their section.
 */
export function collectPages(sections: readonly Section[], content: Record<string, DocsContent | undefined>): Page[] {
  const pages: Page[] = [];
  for (const section of sections) {
    const loaded = content[section.id];
    if (!loaded) throw new Error(`llms: no loaded content for the docs instance "${section.id}"`);
    const version = loaded.loadedVersions.find((v) => v.versionName === 'current') ?? loaded.loadedVersions[0];
    if (!version) continue;
    const byId = new Map(version.docs.map((d) => [d.id, d]));
    const ordered = [...new Set(Object.values(version.sidebars).flatMap(sidebarOrder))];
    const rest = version.docs.map((d) => d.id).filter((id) => !ordered.includes(id));
    for (const id of [...ordered, ...rest]) {
      const doc = byId.get(id);
      if (!doc || doc.draft) continue;
      const description = typeof doc.frontMatter?.description === 'string' ? doc.frontMatter.description : undefined;
      pages.push({
        section,
        title: doc.title,
        description: description?.replace(/\s+/g, ' ').trim(),
        // Folder index pages carry a trailing slash; the site is built with trailingSlash: false.
        permalink: doc.permalink.replace(/\/+$/, '') || '/',
        sourcePath: doc.source.replace(/^@site\//, ''),
        listed: !doc.unlisted,
      });
    }
  }
  return pages;
}
