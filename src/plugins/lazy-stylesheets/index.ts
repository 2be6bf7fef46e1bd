import type {Plugin} from '@docusaurus/types';
import {SeamChanged} from '../seams';

/** The import suffix that turns a stylesheet into a URL loaded on demand (`a.css?stylesheet`). */
export const stylesheetQuery = '?stylesheet';

type Rule = {test?: unknown; resourceQuery?: unknown};

function isCss(rule: Rule): boolean {
  const test = rule.test as {test?: unknown} | null | undefined;
  return typeof test === 'object' && test !== null && typeof test.test === 'function' && (test as RegExp).test('a.css');
}

/**
 * Docusaurus merges every imported stylesheet into the one every page loads.
 * Styles only a lazily loaded part needs (the search modal's) are imported
 * with `?stylesheet` instead: the file is emitted as it is and the import
 * gives its URL, for loadStylesheets() to add when that part opens.
 */
export default function lazyStylesheetsPlugin(): Plugin {
  return {
    name: 'lazy-stylesheets',
    configureWebpack(config, isServer) {
      // Functions, not RegExps: the config's RegExps come from another realm.
      const onDemand = (query: string) => query === stylesheetQuery;
      const cssRules = ((config.module?.rules ?? []) as Rule[]).filter(
        (rule) => rule && isCss(rule) && rule.resourceQuery === undefined,
      );
      // Without it, `?stylesheet` imports would be bundled into the stylesheet every page loads.
      if (cssRules.length === 0)
        throw new SeamChanged(
          'lazy-stylesheets',
          "Docusaurus's bundler config having a rule for .css files without a resourceQuery",
        );
      for (const rule of cssRules) rule.resourceQuery = (query: string) => !onDemand(query);
      return {
        module: {
          rules: [
            {
              test: (path: string) => path.endsWith('.css'),
              resourceQuery: onDemand,
              type: 'asset/resource',
              generator: {filename: 'assets/css/[name].[contenthash:8].css', emit: !isServer},
            },
          ],
        },
      };
    },
  };
}
