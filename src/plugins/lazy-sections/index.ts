import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Browser side of the page sections (rehype.ts): anchors inside lazy sections land where they should. */
export default function lazySectionsPlugin(): Plugin {
  return {
    name: 'lazy-sections',
    getClientModules: () => [join(__dirname, 'hashTarget.ts')],
  };
}
