import {describe, expect, it} from 'vitest';
import {looserQueries, topicWords} from './query';

describe('topicWords', () => {
  it('keeps the topic words of a question', () => {
    expect(topicWords('How do I get an API access token without a browser?')).toEqual([
      'API',
      'access',
      'token',
      'browser?',
    ]);
  });

  it('drops contractions and question words however they are written', () => {
    expect(topicWords("What's wrong? --version doesn't work")).toEqual(['wrong?', '--version', 'work']);
    expect(topicWords('Isn’t our cluster listed')).toEqual(['cluster', 'listed']);
    expect(topicWords('What does a REJECTED status mean?')).toEqual(['REJECTED', 'status']);
  });

  it('keeps the query when it is nothing but filler', () => {
    expect(topicWords('how do I')).toEqual(['how', 'do', 'I']);
  });
});

describe('looserQueries', () => {
  it('drops one word at a time, then tries pairs of consecutive words', () => {
    expect(looserQueries(['a', 'b', 'c', 'd'])).toEqual([
      ['b c d', 'a c d', 'a b d', 'a b c'],
      ['a b', 'b c', 'c d'],
    ]);
  });

  it('has no pair level for three words or fewer, and nothing for one', () => {
    expect(looserQueries(['a', 'b', 'c'])).toEqual([['b c', 'a c', 'a b']]);
    expect(looserQueries(['a'])).toEqual([]);
  });

  it('covers a long paste with a bounded number of runs of consecutive words', () => {
    const words = Array.from({length: 25}, (_, i) => `w${i}`);
    const [runs, ...rest] = looserQueries(words, 10);
    expect(rest).toEqual([]);
    expect(runs).toHaveLength(9);
    expect(runs!.join(' ')).toBe(words.join(' '));
  });
});
