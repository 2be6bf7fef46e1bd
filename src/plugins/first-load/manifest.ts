import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {SeamChanged} from '../seams';

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

const manifestSeam = "react-loadable-ssr-addon's client manifest (client-manifest.json with entrypoints and origins)";

/** The client manifest Docusaurus's bundler config has the addon write, checked for the parts this plugin reads. */
export function readClientManifest(path: string): ClientManifest {
  if (!existsSync(path)) throw new SeamChanged('first-load', manifestSeam, `${path} was not written`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<ClientManifest>;
  if (!Array.isArray(manifest.entrypoints) || typeof manifest.origins !== 'object' || manifest.origins === null) {
    throw new SeamChanged('first-load', manifestSeam, 'entrypoints or origins is missing');
  }
  return manifest as ClientManifest;
}

/** Rewrites the client manifest once the addon has written it, before SSG reads it. */
export class ModuleOriginsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: {
    hooks: {afterEmit: {tap: (name: string, fn: (compilation: CompilationLike) => void) => void}};
  }): void {
    compiler.hooks.afterEmit.tap('ModuleOriginsPlugin', (compilation) => {
      writeFileSync(
        this.manifestPath,
        JSON.stringify(addModuleOrigins(readClientManifest(this.manifestPath), namedChunkGroups(compilation))),
      );
    });
  }
}

export const clientManifestPath = (generatedFilesDir: string) => join(generatedFilesDir, 'client-manifest.json');
