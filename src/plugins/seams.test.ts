import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ReplaceModule, SeamChanged, coreClientDir, expectSource} from './seams';
import afterHydrationPlugin from './after-hydration';
import firstLoadPlugin from './first-load';
import idlePrefetchPlugin from './idle-prefetch';
import {readClientManifest} from './first-load/manifest';

const scratch = () => mkdtempSync(join(tmpdir(), 'seams-'));

describe('the installed Docusaurus still has what our plugins rely on', () => {
  // Each plugin checks its seams when Docusaurus creates it; a release that moved one fails here, before any build.
  it('idle-prefetch, after-hydration and first-load load without a seam error', () => {
    expect(() => idlePrefetchPlugin()).not.toThrow();
    expect(() => afterHydrationPlugin()).not.toThrow();
    expect(() => firstLoadPlugin({generatedFilesDir: scratch()})).not.toThrow();
  });
});

describe('expectSource', () => {
  it('names the plugin and what changed when a file no longer says what it relied on', () => {
    const file = join(scratch(), 'docusaurus.js');
    writeFileSync(file, "import prefetchHelper from './prefetchV2';");
    expect(() => expectSource('idle-prefetch', file, ["import prefetchHelper from './prefetch'"])).toThrow(
      `plugin idle-prefetch relies on ${file}, which changed: it no longer contains import prefetchHelper from './prefetch'`,
    );
    expect(() => expectSource('idle-prefetch', file, [/prefetchV2/])).not.toThrow();
  });

  it('says so when the file is gone', () => {
    expect(() => expectSource('first-load', join(scratch(), 'ssgTemplate.js'), [])).toThrow(
      /^plugin first-load relies on .*ssgTemplate\.js, which changed: the file is gone$/,
    );
  });
});

/** A stand-in compiler: records the replacement callback and the finishModules hook, as webpack and Rspack call them. */
function fakeCompiler() {
  let replace: ((resource: {request: string; context?: string}) => void) | undefined;
  let finish: ((modules: Iterable<{resource?: string; identifier?: () => string}>) => void) | undefined;
  const compilation = {
    errors: [] as Error[],
    hooks: {finishModules: {tap: (_: string, fn: typeof finish) => (finish = fn)}},
  };
  const compiler = {
    webpack: {
      NormalModuleReplacementPlugin: class {
        constructor(
          readonly pattern: RegExp,
          fn: typeof replace,
        ) {
          replace = (resource) => {
            if (this.pattern.test(resource.request)) fn!(resource);
          };
        }
        apply() {}
      },
      WebpackError: Error,
    },
    hooks: {thisCompilation: {tap: (_: string, fn: (c: typeof compilation) => void) => fn(compilation)}},
  };
  return {
    compiler,
    compilation,
    resolve: (resource: {request: string; context?: string}) => replace!(resource),
    finish: (modules: {resource?: string; identifier?: () => string}[]) => finish!(modules),
  };
}

describe('ReplaceModule', () => {
  const original = join(coreClientDir, 'prefetch.js');
  const options = {
    plugin: 'idle-prefetch',
    request: './prefetch',
    importerDir: coreClientDir,
    original,
    replacement: '/site/prefetch.ts',
  };

  it('swaps the module imported from the given directory only', () => {
    const {compiler, resolve} = fakeCompiler();
    new ReplaceModule(options).apply(compiler);
    const elsewhere = {request: './prefetch', context: '/site/src'};
    resolve(elsewhere);
    expect(elsewhere.request).toBe('./prefetch');
    const docusaurus = {request: './prefetch', context: coreClientDir};
    resolve(docusaurus);
    expect(docusaurus.request).toBe('/site/prefetch.ts');
  });

  it('accepts a bundle with the replacement in place of the original, however the bundler names modules', () => {
    const {compiler, compilation, finish} = fakeCompiler();
    new ReplaceModule(options).apply(compiler);
    finish([
      {resource: '/site/app.ts'},
      {identifier: () => 'javascript/auto|builtin:swc-loader??ruleSet[1]!/site/prefetch.ts?x'},
    ]);
    expect(compilation.errors).toEqual([]);
  });

  it('fails the compilation, naming the plugin, when the bundle lacks the replacement or still has the original', () => {
    const lacking = fakeCompiler();
    new ReplaceModule(options).apply(lacking.compiler);
    lacking.finish([{resource: '/site/app.ts'}]);
    expect(lacking.compilation.errors.map((e) => e.message)).toEqual([
      `plugin idle-prefetch relies on an import of './prefetch' from ${coreClientDir}, which changed: the bundle lacks /site/prefetch.ts`,
    ]);
    const both = fakeCompiler();
    new ReplaceModule(options).apply(both.compiler);
    both.finish([{resource: '/site/prefetch.ts'}, {resource: original}]);
    expect(both.compilation.errors[0]?.message).toMatch(
      /^plugin idle-prefetch relies on .*, which changed: the bundle has .*prefetch\.js itself$/,
    );
  });
});

describe('first-load', () => {
  it('fails when the client manifest is missing or lost its origins', () => {
    const dir = scratch();
    expect(() => readClientManifest(join(dir, 'client-manifest.json'))).toThrow(SeamChanged);
    writeFileSync(join(dir, 'client-manifest.json'), JSON.stringify({entrypoints: ['main'], assets: {}}));
    expect(() => readClientManifest(join(dir, 'client-manifest.json'))).toThrow(
      /^plugin first-load relies on react-loadable-ssr-addon's client manifest .*, which changed/,
    );
  });
});
