import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import loader from './stubLoader.cjs';

const {stubModule} = loader as unknown as {stubModule: (code: string, component: string, registry?: string) => string};
const compiled = readFileSync(join(import.meta.dirname, '__fixtures__', 'compiled-doc.js'), 'utf8');

describe('static-content stub module', () => {
  const stub = stubModule(compiled, '/theme/StaticContent.tsx');

  it('keeps what the layout reads', () => {
    expect(stub).toContain("export const frontMatter = {\n\ttitle: 'Sign up'");
    expect(stub).toContain('export const contentTitle = undefined;');
    expect(stub).toContain("export {default as metadata} from '@site/.docusaurus/meta.json'");
    expect(stub).toContain('"id": "step-1"');
  });

  it('drops the compiled page text and its imports', () => {
    expect(stub).not.toContain('_createMdxContent');
    expect(stub).not.toContain('react/jsx-runtime');
    expect(stub).not.toContain('This tutorial creates');
  });

  it('adopts the server-rendered text, waiting for it on client-side navigation', () => {
    expect(stub).toContain('import StaticContent, {prepareStaticContent} from "/theme/StaticContent.tsx";');
    expect(stub).toContain('import __metadata from "@site/.docusaurus/meta.json";');
    expect(stub).toContain('await prepareStaticContent(__metadata.permalink);');
    expect(stub.trimEnd().endsWith('export default StaticContent;')).toBe(true);
  });

  it('refuses a module it cannot tie to a page', () => {
    expect(() => stubModule('export const toc = [];', '/x.tsx')).toThrow(/metadata/);
  });

  it('registers the code of the islands its page uses, loaded only when shown', () => {
    const withTabs = compiled.replace('import {jsx as _jsx}', "import Tabs from '@theme/Tabs';\nimport {jsx as _jsx}");
    const islandStub = stubModule(withTabs, '/theme/StaticContent.tsx', '/islands/registry.ts');
    expect(islandStub).toContain('import {registerIslands} from "/islands/registry.ts";');
    expect(islandStub).toContain(
      'registerIslands({"@theme/Tabs": () => import(/* webpackChunkName: "island-tabs" */ "@theme/Tabs").then((m) => m["default"])});',
    );
    expect(islandStub).not.toContain("import Tabs from '@theme/Tabs'");
    expect(stub).not.toContain('registerIslands');
  });
});
