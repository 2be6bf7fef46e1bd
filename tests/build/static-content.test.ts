/**
 * Canaries on the browser bundle for what static-content keeps out of it: if
 * a Docusaurus upgrade moves the modules it replaces, these fail where the
 * replacement would otherwise stop working silently.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, readHtml, siteDir} from './buildOutput';

const jsDir = join(buildDir, 'assets/js');
const scripts = readdirSync(jsDir)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({file: f, code: readFileSync(join(jsDir, f), 'utf8')}));
/** The canaries look for strings of the modules themselves: if those change, the canary would pass for nothing. */
const source = (path: string) => readFileSync(join(siteDir, 'node_modules', path), 'utf8');

describe('browser chunks', () => {
  it('hold no MDX provider (its `disableParentContext` prop is a property name minifiers keep)', () => {
    expect(source('@mdx-js/react/lib/index.js')).toContain('disableParentContext');
    expect(scripts.filter((s) => s.code.includes('disableParentContext')).map((s) => s.file)).toEqual([]);
  });

  it("hold no Prism language loader: none of the site's added languages (toml, ini) is registered in the browser", () => {
    expect(source('prismjs/components/prism-toml.js')).toMatch(/languages\.toml\s*=/);
    expect(scripts.filter((s) => /languages\.(toml|ini)\s*=/.test(s.code)).map((s) => s.file)).toEqual([]);
  });

  it('hold no compiled page text: a sentence of a page appears in its HTML and in no script', () => {
    const sentence = 'Pick the tool you already use for Python applications.';
    expect(readHtml('/cli/installation')).toContain(sentence);
    expect(scripts.filter((s) => s.code.includes(sentence)).map((s) => s.file)).toEqual([]);
  });
});

describe('Markdown twins of tabbed pages', () => {
  it('hold every tab with its label, and the details block with its summary', () => {
    const twin = readFileSync(join(buildDir, 'cli/installation.md'), 'utf8');
    for (const [label, command] of [
      ['pip', 'pip install vantage-cli'],
      ['uv', 'uv pip install vantage-cli'],
      ['pipx', 'pipx install vantage-cli'],
    ] as const) {
      const heading = twin.search(new RegExp(`^#{3,6} ${label}( \\{#[^}]+\\})?$`, 'm'));
      expect(heading, label).toBeGreaterThan(0);
      expect(twin.indexOf(command, heading), command).toBeGreaterThan(heading);
    }
    // The summary as plain bold text (its inline code is flattened).
    expect(twin).toContain("**The shell says vantage: command not found**");
    expect(twin).not.toMatch(/<\/?(Tabs|TabItem|details|summary)\b/);
  });

  it('keep the API quickstart usable from curl and from Python', () => {
    const twin = readFileSync(join(buildDir, 'api/quickstart.md'), 'utf8');
    expect(twin).toContain('curl -s "https://apis.vantagecompute.ai/jobbergate/job-submissions?user_only=true&page=1&size=10"');
    expect(twin).toContain('def get(path, **query):');
    expect(twin).toMatch(/^#{3,6} Python/m);
  });
});
