import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {coreClientDir, expectSource} from '../seams';

const plugin = 'after-hydration';

/**
 * Work deferred until the first page has hydrated (afterHydration.tsx): in
 * the browser bundle, @docusaurus/Head hands its tags to Helmet only then (Head.tsx).
 */
export default function afterHydrationPlugin(): Plugin {
  // Head.tsx stands in for Docusaurus's Head, which is Helmet and nothing more.
  expectSource(plugin, join(coreClientDir, 'exports', 'Head.js'), [
    "import { Helmet } from 'react-helmet-async'",
    '<Helmet {...props}/>',
  ]);
  // Docusaurus sets the data-has-hydrated attribute (the browser tests wait for it) through Head.
  expectSource(plugin, join(coreClientDir, 'hasHydratedDataAttribute.js'), [
    "import Head from '@docusaurus/Head'",
    'data-has-hydrated',
  ]);
  return {
    name: plugin,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {'@docusaurus/Head': join(__dirname, 'Head.tsx')}}};
    },
  };
}
