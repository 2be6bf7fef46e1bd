import {compile} from '@mdx-js/mdx';
import {parse} from 'acorn';
import {describe, expect, it} from 'vitest';
import sources from '../islands/sources.cjs';
import {brokenSeams, seams} from './seams';

const {providedIslandNames, islandImports} = sources as unknown as {
  providedIslandNames: (program: unknown) => string[];
  islandImports: (program: unknown) => {source: string}[];
};

describe('private seams of static-content and islands', () => {
  it('all hold in the installed Docusaurus', () => {
    expect(brokenSeams()).toEqual([]);
  });

  it('name the plugin and the seam when one breaks', () => {
    expect(brokenSeams([{plugin: 'static-content', relies: 'X', holds: () => false}])).toEqual([
      'plugin static-content relies on X, which changed',
    ]);
    expect(seams.length).toBeGreaterThan(8);
  });

  it('islands find Details and imported tabs in what MDX compiles', async () => {
    // The form mdx-loader's details plugin leaves: a capitalised tag from the component map.
    const code = String(
      await compile(
        "import Tabs from '@theme/Tabs';\n\n<Tabs />\n\n<Details>\n<summary>More</summary>\n\ntext\n</Details>\n",
        {providerImportSource: '@mdx-js/react'},
      ),
    );
    const program = parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
    const broken = [
      ...(providedIslandNames(program).includes('@theme/Details')
        ? []
        : ['plugin islands relies on MDX compiling <Details> as `{Details} = _components`, which changed']),
      ...(islandImports(program).some((i) => i.source === '@theme/Tabs')
        ? []
        : ['plugin islands relies on MDX keeping page imports as import declarations, which changed']),
    ];
    expect(broken).toEqual([]);
  });
});
