import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Hydration in slices: theme parts wrapped with hydrateLater() (src/theme)
 * and, in the browser bundle, @docusaurus/Head, whose tags reach Helmet after
 * the first page has hydrated (Head.tsx).
 */
export default function hydrateLaterPlugin(): Plugin {
  return {
    name: 'hydrate-later',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {'@docusaurus/Head': join(__dirname, 'Head.tsx')}}};
    },
  };
}
