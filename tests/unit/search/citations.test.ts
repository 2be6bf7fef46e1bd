import {describe, expect, it} from 'vitest';
import {renumberCitations, withoutCitations} from '../../../src/search/citations';

const sent = [
  {n: 1, url: '/a#one', title: 'A › One'},
  {n: 2, url: '/b#two', title: 'B › Two'},
  {n: 3, url: '/c', title: 'C'},
];

describe('renumberCitations', () => {
  it('numbers citations 1..k in order of first use, the sources the same', () => {
    const out = renumberCitations('Open Clusters [3]. Pick a size [1]. Clusters again [3].', sent);
    expect(out.text).toBe('Open Clusters [1]. Pick a size [2]. Clusters again [1].');
    expect(out.citations).toEqual([
      {n: 1, url: '/c', title: 'C'},
      {n: 2, url: '/a#one', title: 'A › One'},
    ]);
  });

  it('splits lists and drops repeats inside one marker', () => {
    const out = renumberCitations('Both say so [2, 1]. Twice [1,1].', sent);
    expect(out.text).toBe('Both say so [1][2]. Twice [2].');
    expect(out.citations.map((c) => c.url)).toEqual(['/b#two', '/a#one']);
  });

  it('drops markers naming no passage sent, with the space before them', () => {
    const out = renumberCitations('Made up [7]. Real [2]. Mixed [9, 2].', sent);
    expect(out.text).toBe('Made up. Real [1]. Mixed [1].');
    expect(out.citations).toEqual([{n: 1, url: '/b#two', title: 'B › Two'}]);
  });

  it('leaves an index glued to a word alone', () => {
    expect(renumberCitations('Use items[0] and args[12].', sent).text).toBe('Use items[0] and args[12].');
  });

  it('has no citations when the answer cites nothing', () => {
    expect(renumberCitations('The documentation does not cover this.', sent)).toEqual({
      text: 'The documentation does not cover this.',
      citations: [],
    });
  });
});

describe('withoutCitations', () => {
  it('takes the markers out of earlier answers only', () => {
    const history = [
      {role: 'user' as const, text: 'What is [1]?'},
      {role: 'assistant' as const, text: 'Open Clusters [1]. Use items[0] [2, 3].', engine: 'ai' as const},
    ];
    expect(withoutCitations(history)).toEqual([
      {role: 'user', text: 'What is [1]?'},
      {role: 'assistant', text: 'Open Clusters. Use items[0].', engine: 'ai'},
    ]);
  });
});
