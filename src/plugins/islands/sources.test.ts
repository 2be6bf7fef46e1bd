import {join} from 'node:path';
import {parse} from 'acorn';
import {describe, expect, it} from 'vitest';
import sources from './sources.cjs';
import wrap from './wrapLoader.cjs';

const {islandLoaderEntries, isServerOnly} = sources as unknown as {
  islandLoaderEntries: (program: unknown, siteDir?: string) => string[];
  isServerOnly: (source: string, siteDir: string) => boolean;
};
const siteDir = join(import.meta.dirname, '../../..');
const {wrapIslands} = wrap as unknown as {wrapIslands: (code: string, helper: string) => string};

const compiled = `import {jsx as _jsx} from "react/jsx-runtime";
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Chart, {Legend as Key} from '@site/src/components/Chart';
import Other from '@site/src/other/Thing';
function _createMdxContent(props) {
  const _components = {p: "p", ...props.components}, {Details} = _components;
  return _jsx(Tabs, {children: [_jsx(TabItem, {value: "a"}), _jsx(Chart, {}), _jsx(Key, {}), _jsx(Details, {}), _jsx(Other, {})]});
}
export default function MDXContent(props = {}) { return _createMdxContent(props); }
`;
const program = () => parse(compiled, {ecmaVersion: 'latest', sourceType: 'module'});

describe('island sources', () => {
  it("registers a loader for each island the page's browser stub needs, and nothing else", () => {
    expect(islandLoaderEntries(program())).toEqual([
      '"@theme/Tabs": () => import(/* webpackChunkName: "island-tabs" */ "@theme/Tabs").then((m) => m["default"])',
      '"@theme/TabItem": () => import(/* webpackChunkName: "island-tabs" */ "@theme/TabItem").then((m) => m["default"])',
      '"@site/src/components/Chart": () => import(/* webpackChunkName: "island-chart" */ "@site/src/components/Chart").then((m) => m["default"])',
      '"@site/src/components/Chart#Legend": () => import(/* webpackChunkName: "island-chart" */ "@site/src/components/Chart").then((m) => m["Legend"])',
      '"@theme/Details": () => import(/* webpackChunkName: "island-details" */ "@theme/Details").then((m) => m.default)',
    ]);
  });

  it('finds Details through either form MDX compiles it to', () => {
    const member = parse('const x = _components.Details;', {ecmaVersion: 'latest', sourceType: 'module'});
    expect(islandLoaderEntries(member)).toHaveLength(1);
    expect(
      islandLoaderEntries(parse('const x = _components.p;', {ecmaVersion: 'latest', sourceType: 'module'})),
    ).toEqual([]);
  });

  it('wraps components from src/components on the server, leaving theme islands and other imports alone', () => {
    const out = wrapIslands(compiled, '/islands/island.tsx');
    expect(out).toContain("import Tabs from '@theme/Tabs';");
    expect(out).toContain("import Other from '@site/src/other/Thing';");
    expect(out).toContain('import * as __islandModule0 from "@site/src/components/Chart";');
    expect(out).toContain('const Chart = __islandExport("@site/src/components/Chart", __islandModule0, "default");');
    expect(out).toContain('const Key = __islandExport("@site/src/components/Chart", __islandModule0, "Legend");');
    expect(out).toContain('import {islandExport as __islandExport} from "/islands/island.tsx";');
    expect(() => parse(out, {ecmaVersion: 'latest', sourceType: 'module'})).not.toThrow();
  });

  it('names the import it cannot make an island of', () => {
    expect(() => wrapIslands("import * as C from '@site/src/components/Chart';", '/x')).toThrow(/import \* as C/);
  });

  it('leaves a page without islands byte for byte', () => {
    const plain =
      'import {jsx as _jsx} from "react/jsx-runtime";\nexport default function MDXContent() { return null; }\n';
    expect(wrapIslands(plain, '/x')).toBe(plain);
  });

  it('registers nothing for a module that declares its components server-only', () => {
    expect(isServerOnly('@site/src/components/Landing', siteDir)).toBe(true);
    expect(isServerOnly('@site/src/components/PageActions', siteDir)).toBe(false);
    const landing = parse("import {Lead} from '@site/src/components/Landing';", {
      ecmaVersion: 'latest',
      sourceType: 'module',
    });
    expect(islandLoaderEntries(landing, siteDir)).toEqual([]);
  });
});
