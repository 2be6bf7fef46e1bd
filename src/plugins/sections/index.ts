import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Browser side of the page sections (rehype.ts): anchors inside lazy sections land where they should. */
export default function sectionsPlugin(): Plugin {
  return {
    name: 'sections',
    getClientModules: () => [join(__dirname, 'hashTarget.ts')],
  };
}
