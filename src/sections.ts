/**
 * The only list of documentation sections. The docs-plugin instances, the
 * navbar section selector, the footer, search facets and the llms files are
 * all derived from it: adding a section is one entry here plus a folder.
 */
export interface Section {
  /** Docs-plugin instance id; also the key suffix of `docs-preferred-version-<id>`. */
  id: string;
  /** Folder holding the section's Markdown, relative to the site root. */
  folder: string;
  /** URL path the section is served under ('/' for the default section). */
  routeBasePath: string;
  /** Name shown in the navbar selector, footer and search results. */
  label: string;
  /** File written at the site root for AI assistants. */
  llmsFile: string;
  /** One line describing the section, for llms.txt and link lists. */
  summary: string;
  /** Whether the navbar section selector lists it. */
  inSelector: boolean;
  /** The page a reader opens first, when it is not the section's landing page. */
  entryPath?: string;
}

export const sections: readonly Section[] = [
  {
    id: 'getting-started',
    folder: 'docs',
    routeBasePath: '/',
    label: 'Getting started',
    llmsFile: 'llms-getting-started.txt',
    summary: 'Sign up, invite your team, connect a cluster and run a first job.',
    inSelector: false,
    // The section's landing page is the site's home page; its path starts here.
    entryPath: '/getting-started',
  },
  {
    id: 'platform',
    folder: 'platform',
    routeBasePath: 'platform',
    label: 'Platform',
    llmsFile: 'llms-platform.txt',
    summary: 'Clusters, compute providers, jobs, licenses, notebooks, storage, teams and IAM in the Vantage web app.',
    inSelector: true,
  },
  {
    id: 'cli',
    folder: 'cli',
    routeBasePath: 'cli',
    label: 'CLI',
    llmsFile: 'llms-cli.txt',
    summary: 'The `vantage` command-line tool: installation, usage and every command.',
    inSelector: true,
  },
  {
    id: 'api',
    folder: 'api',
    routeBasePath: 'api',
    label: 'API',
    llmsFile: 'llms-api.txt',
    summary: 'Authentication and the REST and GraphQL APIs behind the platform.',
    inSelector: true,
  },
  {
    id: 'sdk',
    folder: 'sdk',
    routeBasePath: 'sdk',
    label: 'SDK',
    llmsFile: 'llms-sdk.txt',
    summary: 'The Python SDK for automating the platform.',
    inSelector: true,
  },
];

/** Label of the selector outside every selectable section. */
export const defaultSelectorLabel = 'Documentation';

/** URL path of a section's landing page. */
export function sectionHome(section: Section): string {
  return section.routeBasePath === '/' ? '/' : `/${section.routeBasePath}`;
}

/** URL path of the page a reader opens first in a section. */
export function sectionEntry(section: Section): string {
  return section.entryPath ?? sectionHome(section);
}

/** The section a URL path belongs to, when it is not the default ('/') one. */
export function prefixedSectionForPath(pathname: string): Section | undefined {
  const section = sectionForPath(pathname);
  return section.routeBasePath === '/' ? undefined : section;
}

/**
 * The section a URL path belongs to. Paths outside every prefixed section
 * belong to the default ('/') section.
 */
export function sectionForPath(pathname: string): Section {
  const prefixed = sections.filter((s) => s.routeBasePath !== '/');
  const match = prefixed.find((s) => {
    const base = sectionHome(s);
    return pathname === base || pathname.startsWith(`${base}/`);
  });
  return match ?? sections.find((s) => s.routeBasePath === '/')!;
}
