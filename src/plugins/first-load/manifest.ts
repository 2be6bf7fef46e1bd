import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** The part of react-loadable-ssr-addon's client manifest this plugin reads and writes. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/** A named chunk group (one route module) and the import requests that load it. */
export interface NamedChunkGroup {
  name: string;
  requests: string[];
}

/**
 * Docusaurus finds a page's route chunks by the module requests rendered
 * during SSG ("@site/cli/commands.md"), but the manifest keys them by chunk
 * name only, so no page listed its route chunks in its HTML and the browser
 * discovered them one round trip late, after main.js ran. This adds each
 * request as a key for its chunk group's chunks.
 */
export function addModuleOrigins(manifest: ClientManifest, groups: readonly NamedChunkGroup[]): ClientManifest {
  const origins = {...manifest.origins};
  for (const {name, requests} of groups) {
    const chunks = manifest.origins[name];
    if (!chunks) continue;
    for (const request of requests) origins[request] ??= chunks;
  }
  return {...manifest, origins};
}

interface CompilationLike {
  chunkGroups: Iterable<{name?: string | null; origins: readonly {request?: string | null}[]}>;
}

function namedChunkGroups(compilation: CompilationLike): NamedChunkGroup[] {
  const groups: NamedChunkGroup[] = [];
  for (const group of compilation.chunkGroups) {
    if (!group.name) continue;
    const requests = group.origins.map((o) => o.request).filter((r): r is string => typeof r === 'string' && r !== '');
    if (requests.length > 0) groups.push({name: group.name, requests});
  }
  return groups;
}

/** Rewrites the client manifest once the addon has written it, before SSG reads it. */
export class ModuleOriginsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: {hooks: {afterEmit: {tap: (name: string, fn: (compilation: CompilationLike) => void) => void}}}): void {
    compiler.hooks.afterEmit.tap('ModuleOriginsPlugin', (compilation) => {
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      writeFileSync(this.manifestPath, JSON.stringify(addModuleOrigins(manifest, namedChunkGroups(compilation))));
    });
  }
}

export const clientManifestPath = (generatedFilesDir: string) => join(generatedFilesDir, 'client-manifest.json');
