import {describe, expect, it} from 'vitest';
import {snippetLines} from '../../../scripts/search';

describe('npm run search snippets', () => {
  it('keep each line of a record on its own line, so a table row stays one line', () => {
    const snippet =
      '… Options\n--port, -p INTEGER, default 27000: TCP port of the license server.\n\n--host,   -h TEXT: Hostname. …';
    expect(snippetLines(snippet)).toBe(
      [
        '   … Options',
        '   --port, -p INTEGER, default 27000: TCP port of the license server.',
        '   --host, -h TEXT: Hostname. …',
      ].join('\n'),
    );
  });
});
