import {describe, expect, it} from 'vitest';
import {byModel, rankFeatureNames, rankFeatures, rankScore, type RankFacts} from '../../../src/search/rankModel';
import {rankWeights} from '../../../src/search/rankWeights';
import {kindOfLetter, kindLetter, pageDepth, pageKind} from '../../../src/search/pageKinds';
import {fixtureEngine} from './fixture';

/** A section three results down that mentions the query in its text. */
const mention: RankFacts = {
  position: 2,
  pagePosition: 1,
  relativeScore: 0.7,
  titleShare: 0,
  purposeShare: 0,
  headingShare: 0,
  codeShare: 0,
  textShare: 1,
  ownShare: 1,
  optionalShare: 0,
  indirectShare: 0,
  headingFocus: 0,
  titleFocus: 0,
  titleWords: 4,
  textWords: 60,
  kind: 'other',
  depth: 3,
  firstOfPage: true,
  pageTop: false,
  pageRecords: 1,
  pageSize: 8,
  pageBest: 0.7,
  partial: false,
  listing: false,
  sectionNamed: false,
  otherSectionNamed: false,
  units: 2,
  question: false,
  asksHow: false,
  asksWhat: false,
};

describe('rank model', () => {
  it('has one fitted weight per feature, in the order the features are computed (refit with npm run fit:search-rank)', () => {
    expect(rankWeights.names).toEqual([...rankFeatureNames]);
    for (const column of [rankWeights.weights, rankWeights.mean, rankWeights.sd]) {
      expect(column).toHaveLength(rankFeatureNames.length);
    }
    expect(rankFeatures(mention)).toHaveLength(rankFeatureNames.length);
    expect(rankWeights.sd.every((v) => v > 0)).toBe(true);
  });

  it('scores the top of a page whose title holds the query above a section that mentions it', () => {
    const about = {...mention, titleShare: 1, titleFocus: 0.7, pageTop: true, textShare: 0, ownShare: 1};
    expect(rankScore(about)).toBeGreaterThan(rankScore(mention));
  });

  it('scores a section of the section the query names above the same section elsewhere', () => {
    expect(rankScore({...mention, sectionNamed: true})).toBeGreaterThan(
      rankScore({...mention, otherSectionNamed: true}),
    );
  });

  it('scores a listing of every command below a page of its own, all else equal', () => {
    expect(rankScore({...mention, listing: true})).toBeLessThan(rankScore(mention));
  });

  it('reorders the first results by score and keeps the pages lacking a word after the others', () => {
    const facts = [mention, {...mention, titleShare: 1, pageTop: true, titleFocus: 1}, {...mention, titleShare: 1}];
    const order = byModel(['a', 'b', 'c', 'rest'], facts);
    expect(order[0]).toBe('b');
    expect(order[3]).toBe('rest');
    expect(byModel(['a', 'b', 'c', 'rest'], facts, (r) => r === 'b').indexOf('b')).toBe(2);
  });
});

describe('the engine applies the rank model', () => {
  it("orders the first results as the model orders the hand rules' results", async () => {
    const {engine} = fixtureEngine();
    let reordered = 0;
    // One- and two-word queries: pages lacking a word (fills) are listed after the rest.
    for (const query of ['cluster', 'create cluster', 'licenses job', 'slurm partition']) {
      const before = await engine.rank(query, {rankModel: false});
      const after = await engine.rank(query);
      expect(before.facts.length).toBeGreaterThan(0);
      if (after.results.some((r, i) => r.id !== before.results[i].id)) reordered += 1;
      expect(after.results.map((r) => r.id)).toEqual(
        byModel(before.results, before.facts, (r) => before.fills.has(r.id)).map((r) => r.id),
      );
    }
    // The model changes the order of at least one of them: the check above is not the identity.
    expect(reordered).toBeGreaterThan(0);
  });
});

describe('page kinds', () => {
  it('tells guides, tutorials, references and getting started apart, and round-trips through the index letter', () => {
    expect(pageKind('/platform/jobs/tutorials/scripts/submit-script')).toBe('tutorial');
    expect(pageKind('/platform/licenses/how-to-guides/rlm')).toBe('howto');
    expect(pageKind('/platform/jobs/reference/job-submissions')).toBe('reference');
    expect(pageKind('/cli/commands')).toBe('reference');
    expect(pageKind('/getting-started/sign-up')).toBe('start');
    expect(pageKind('/platform/clusters')).toBe('other');
    expect(pageDepth('/')).toBe(0);
    expect(pageDepth('/platform/licenses/how-to-guides/rlm')).toBe(4);
    for (const kind of ['tutorial', 'howto', 'reference', 'start', 'other'] as const) {
      expect(kindOfLetter(kindLetter(kind))).toBe(kind);
    }
    expect(kindOfLetter(undefined)).toBe('other');
  });
});
