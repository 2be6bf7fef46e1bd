import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import lazyStylesheetsPlugin, {stylesheetQuery} from './index';

type Condition = (value: string) => boolean;
type Rule = {test: RegExp | Condition; resourceQuery?: Condition; type?: string};

type Configure = (config: {module: {rules: Rule[]}}, isServer: boolean) => {module: {rules: Rule[]}};

function configure(rules: Rule[], isServer = false) {
  const plugin: Plugin = lazyStylesheetsPlugin();
  const added = (plugin.configureWebpack as unknown as Configure)({module: {rules}}, isServer);
  return added.module.rules;
}

describe('lazy-stylesheets plugin', () => {
  it("keeps the site's CSS rules away from ?stylesheet imports, and only those", () => {
    const css: Rule = {test: /\.css$/i};
    const js: Rule = {test: /\.js$/};
    configure([css, js]);
    expect(css.resourceQuery?.(stylesheetQuery)).toBe(false);
    expect(css.resourceQuery?.('')).toBe(true);
    expect(css.resourceQuery?.('?inline')).toBe(true);
    expect(js.resourceQuery).toBeUndefined();
  });

  it('emits ?stylesheet imports as files and gives their URL', () => {
    const [rule] = configure([{test: /\.css$/i}]) as [Rule & {generator: {emit: boolean}}];
    expect(rule.type).toBe('asset/resource');
    expect((rule.test as Condition)('/x/modal.css')).toBe(true);
    expect((rule.test as Condition)('/x/modal.js')).toBe(false);
    expect(rule.resourceQuery?.(stylesheetQuery)).toBe(true);
    expect(rule.resourceQuery?.('')).toBe(false);
    expect(rule.generator.emit).toBe(true);
  });

  it('writes no file from the server build', () => {
    const [rule] = configure([{test: /\.css$/i}], true) as [Rule & {generator: {emit: boolean}}];
    expect(rule.generator.emit).toBe(false);
  });

  it("fails the build, naming itself, when Docusaurus's config has no CSS rule to narrow", () => {
    expect(() => configure([{test: /\.js$/}])).toThrow(/^plugin lazy-stylesheets relies on .*\.css.*, which changed$/);
  });
});
