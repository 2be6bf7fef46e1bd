import {describe, expect, it} from 'vitest';
import {
  bigrams,
  escapeHtml,
  highlight,
  processTerm,
  segmentsToHtml,
  shardKey,
  snippet,
  stem,
  tokenize,
} from '../../../src/search/text';

describe('text processing', () => {
  it('keeps flags whole and splits words', () => {
    expect(tokenize('Use --licenses=ansys@flexlm:4 and ls-dyna')).toEqual([
      'Use',
      '--licenses',
      'ansys',
      'flexlm',
      '4',
      'and',
      'ls',
      'dyna',
    ]);
  });

  it('indexes a flag and its words', () => {
    expect(processTerm('--cluster-name')).toEqual(['--cluster-name', 'cluster', 'name']);
  });

  it('stems conservatively', () => {
    expect(stem('clusters')).toBe('cluster');
    expect(stem('policies')).toBe('policy');
    expect(stem('submitted')).toBe(stem('submit'));
    expect(stem('configuration')).toBe(stem('configure'));
    expect(stem('status')).toBe('status');
    expect(stem('gpu')).toBe('gpu');
    expect(stem('locally')).toBe(stem('local'));
    expect(stem('automatically')).toBe(stem('automatic'));
    expect(stem('deployments')).toBe(stem('deploy'));
    expect(stem('management')).toBe(stem('managed'));
    expect(stem('implementation')).toBe(stem('implement'));
    expect(stem('redundancy')).toBe(stem('redundant'));
    for (const word of ['supply', 'daily', 'assembly', 'comment', 'document', 'fancy']) expect(stem(word)).toBe(word);
  });

  it('drops stop words', () => {
    expect(processTerm('the')).toEqual([]);
  });

  it('makes word pairs for the phrase boost', () => {
    expect(bigrams('Create a cluster now')).toEqual(['creat_cluster', 'cluster_now']);
  });

  it('makes safe shard keys', () => {
    expect(shardKey('cluster')).toBe('cl');
    expect(shardKey('--licenses')).toBe('--');
    expect(shardKey('über')).toBe('_b');
  });

  it('escapes markup in highlights and snippets', () => {
    const html = segmentsToHtml(highlight('<img src=x onerror=alert(1)> cluster', ['cluster']));
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>cluster</mark>');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('cuts a snippet around the matches', () => {
    const text = `${'lorem '.repeat(100)}the cluster is here ${'ipsum '.repeat(100)}`;
    const segments = snippet(text, ['cluster'], [], 80);
    const joined = segments.map((s) => s.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(segments.some((s) => s.hit && s.text === 'cluster')).toBe(true);
    expect(joined.length).toBeLessThan(120);
  });

  it('highlights the word being typed as a prefix', () => {
    expect(highlight('Notebooks run', [], ['noteb']).filter((s) => s.hit)).toEqual([{text: 'Notebooks', hit: true}]);
  });
});
