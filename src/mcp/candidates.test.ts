import {describe, expect, it} from 'vitest';
import {candidateHits, type EngineAnswer} from './candidates';

interface Hit {
  id: number;
  score: number;
  path: string;
}

/** A tiny all-words-required engine: a record matches when it holds every word; else the records holding the most words, flagged partial. */
function engine(records: string[], asked: string[] = []) {
  return async (query: string, limit: number): Promise<EngineAnswer<Hit>> => {
    asked.push(query);
    const words = query.toLowerCase().replace(/[?]/g, '').split(/\s+/).filter(Boolean);
    const held = records.map((text, id) => ({id, n: words.filter((w) => text.split(' ').includes(w)).length}));
    const best = Math.max(...held.map((h) => h.n));
    const hits =
      best === 0 ? [] : held.filter((h) => h.n === best).map((h) => ({id: h.id, score: h.n, path: `/page-${h.id}`}));
    return {hits: hits.slice(0, limit), partial: best > 0 && best < words.length};
  };
}

const options = {limit: 10, enough: 2, looserWeight: 0.5, alwaysLooser: 99, looserQueries: 10};

describe('candidateHits', () => {
  it('asks for the topic words only, as complete words, and stops when enough pages hold them all', async () => {
    const asked: string[] = [];
    const hits = await candidateHits(
      engine(['license port', 'license port default', 'job script'], asked),
      'What is the license port?',
      options,
    );
    expect(asked).toEqual(['license port? ']);
    expect(hits.map((h) => h.id).sort()).toEqual([0, 1]);
  });

  it("drops a word no record holds, instead of taking the engine's partial match as it is", async () => {
    const asked: string[] = [];
    const records = ['login browser wait 300 seconds', 'login browser', 'timing of jobs'];
    const hits = await candidateHits(engine(records, asked), 'how long does login wait in the browser', options);
    expect(asked[0]).toBe('long login wait browser ');
    // Without "long", record 0 holds every word: it comes first, at the weight of a looser query.
    expect(hits[0]).toEqual({id: 0, score: 3 * 0.5 * (3 / 4), path: '/page-0'});
    expect(asked).not.toContain('long login ');
  });

  it('falls back to pairs of words when no single word can be spared', async () => {
    const records = ['alpha beta', 'gamma delta'];
    const hits = await candidateHits(engine(records), 'alpha beta gamma delta', options);
    expect(hits.map((h) => h.id).sort()).toEqual([0, 1]);
  });

  it('adds the queries without one word to a long question even when pages hold every word', async () => {
    const asked: string[] = [];
    const records = ['alpha beta gamma delta', 'alpha beta gamma delta x', 'alpha beta gamma', 'beta gamma delta'];
    const long = await candidateHits(engine(records, asked), 'alpha beta gamma delta', {...options, alwaysLooser: 4});
    expect(asked).toContain('alpha beta gamma ');
    expect(long.map((h) => h.id)).toContain(2);
    expect(long[0]!.id).toBe(0);
    const short = await candidateHits(engine(records), 'alpha beta gamma delta', options);
    expect(short.map((h) => h.id).sort()).toEqual([0, 1]);
  });

  it('keeps the number of looser queries of a long paste bounded', async () => {
    const asked: string[] = [];
    const words = Array.from({length: 30}, (_, i) => `w${i}`);
    const hits = await candidateHits(engine(['w0 w1 w2', 'w27 w28 w29'], asked), words.join(' '), {
      ...options,
      looserQueries: 10,
    });
    expect(asked.length).toBe(1 + 10);
    expect(hits.map((h) => h.id).sort()).toEqual([0, 1]);
  });
});
