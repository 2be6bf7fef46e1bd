import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export interface Redirect {
  from: string;
  to: string;
}

/** Parses 'FROM TO' lines; blank lines and '#' comments are skipped. */
export function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, ...rest] = line.split(/\s+/);
      if (!from?.startsWith('/') || !to?.startsWith('/') || rest.length > 0) {
        throw new Error(`Bad redirect line (expected 'FROM TO'): ${line}`);
      }
      return {from, to};
    });
}

/** Legacy paths of the product's earlier docs site, kept working. */
export function loadRedirects(siteDir: string): Redirect[] {
  return parseRedirects(readFileSync(join(siteDir, 'src/data/redirects.txt'), 'utf8'));
}
