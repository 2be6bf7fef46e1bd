import {readdir} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';

/**
 * Every HTML file under a build directory, leaving out the named top-level folders (bundles, images,
 * indexes). The one walk over a build: plugins, build tests and benchmarks all use it.
 */
export async function builtHtmlFiles(dir: string, skipTopLevel: readonly string[], root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === root && skipTopLevel.includes(entry.name)) continue;
      out.push(...(await builtHtmlFiles(full, skipTopLevel, root)));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** The route a built file serves with trailingSlash false: platform/jobs.html and platform/jobs/index.html serve /platform/jobs. */
export function htmlRoute(buildDir: string, file: string): string {
  const path = relative(buildDir, file).split(sep).join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}
