import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

/*
 * Some of our plugins lean on parts of Docusaurus that are not its public
 * API: a module a file imports by a relative path, the shape of a manifest,
 * the tags the page template writes. A Docusaurus release may change any of
 * them without notice, and most such changes would not break the build: the
 * site would only get slower. Each reliance is checked where it is used and
 * fails the build, naming the plugin and what it relied on.
 */

/** The error every seam check fails with. */
export class SeamChanged extends Error {
  constructor(plugin: string, seam: string, detail?: string) {
    super(`plugin ${plugin} relies on ${seam}, which changed${detail ? `: ${detail}` : ''}`);
    this.name = 'SeamChanged';
  }
}

/** The installed directory of a package. */
export function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** @docusaurus/core's browser code (lib/client). */
export const coreClientDir = join(packageDir('@docusaurus/core'), 'lib', 'client');

/**
 * Reads a file a plugin relies on and checks that it still says what the
 * plugin relies on (an import, an export); returns its text.
 */
export function expectSource(plugin: string, file: string, needles: readonly (string | RegExp)[]): string {
  if (!existsSync(file)) throw new SeamChanged(plugin, file, 'the file is gone');
  const source = readFileSync(file, 'utf8');
  for (const needle of needles) {
    const found = typeof needle === 'string' ? source.includes(needle) : needle.test(source);
    if (!found) throw new SeamChanged(plugin, file, `it no longer contains ${String(needle)}`);
  }
  return source;
}

/** The part of webpack's and Rspack's compiler the replacement check uses. */
interface CompilerLike {
  webpack: {
    // The resource as both bundlers hand it to the callback: only what the check reads or sets.
    NormalModuleReplacementPlugin: new (
      pattern: RegExp,
      fn: (resource: Resource) => void,
    ) => {apply(compiler: unknown): void};
    WebpackError: new (message: string) => Error;
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: CompilationLike) => void): void}};
}
interface CompilationLike {
  errors: Error[];
  hooks: {finishModules: {tap(name: string, fn: (modules: Iterable<ModuleLike>) => void): void}};
}
interface ModuleLike {
  resource?: string;
  identifier?: () => string;
}
interface Resource {
  request: string;
  context?: string;
}

/**
 * Swaps one module Docusaurus imports by a relative path (`./prefetch`
 * imported from a file of `importerDir`) for ours, and fails the compilation
 * when the bundle does not end up with ours in place of the original: the
 * import moved or was renamed, and our module would silently no longer be
 * used. Checked on the compiled modules, not on the swap itself, which the
 * bundler's persistent cache skips on later builds.
 */
export class ReplaceModule {
  constructor(
    private readonly options: {
      plugin: string;
      request: string;
      importerDir: string;
      original: string;
      replacement: string;
    },
  ) {}

  // Typed loosely: webpack's and Rspack's compiler types differ, and both have what CompilerLike names.
  apply(bundlerCompiler: unknown): void {
    const compiler = bundlerCompiler as CompilerLike;
    const {plugin, request, importerDir, original, replacement} = this.options;
    const escaped = request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    new compiler.webpack.NormalModuleReplacementPlugin(new RegExp(`^${escaped}$`), (resource: Resource) => {
      if (resource.context === importerDir) resource.request = replacement;
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('ReplaceModule', (compilation) => {
      compilation.hooks.finishModules.tap('ReplaceModule', (modules) => {
        const problem = replacementProblem(modules, original, replacement);
        if (problem) {
          const seam = `an import of '${request}' from ${importerDir}`;
          compilation.errors.push(new compiler.webpack.WebpackError(new SeamChanged(plugin, seam, problem).message));
        }
      });
    });
  }
}

/** What is wrong with a bundle's modules if `replacement` did not take `original`'s place, else undefined. */
export function replacementProblem(
  modules: Iterable<ModuleLike>,
  original: string,
  replacement: string,
): string | undefined {
  const files = new Set<string>();
  for (const module of modules) {
    const file = module.resource ?? module.identifier?.();
    // An identifier carries the loaders and module type before the path: `type|loader!…!/path/file.ts?query`.
    if (file) files.add(file.replace(/^.*[!|]/, '').split('?')[0]!);
  }
  if (files.has(original)) return `the bundle has ${original} itself`;
  if (!files.has(replacement)) return `the bundle lacks ${replacement}`;
  return undefined;
}
