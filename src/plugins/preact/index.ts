import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The browser bundle runs on Preact's React-compatible layer: React DOM alone
 * is about 55 KB gzip of every page's first load, Preact about 6 KB. The
 * server bundle keeps React, so the HTML is still rendered by React and then
 * hydrated by Preact.
 */
export const clientAliases: Record<string, string> = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

export default function preactPlugin(): Plugin {
  return {
    name: 'preact-client',
    getClientModules: () => [join(__dirname, 'hoistPreloads.ts'), join(__dirname, 'effectTiming.ts'), join(__dirname, 'scrollToHash.ts')],
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: clientAliases}};
    },
  };
}
