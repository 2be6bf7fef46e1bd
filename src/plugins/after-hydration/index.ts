import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Work deferred until the first page has hydrated (afterHydration.tsx): in
 * the browser bundle, @docusaurus/Head hands its tags to Helmet only then (Head.tsx).
 */
export default function afterHydrationPlugin(): Plugin {
  return {
    name: 'after-hydration',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {'@docusaurus/Head': join(__dirname, 'Head.tsx')}}};
    },
  };
}
