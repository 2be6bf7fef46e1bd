import {describe, expect, it} from 'vitest';
import {lineFeatureNames, lineFeatures, lineScore, type LineFacts} from '../../../src/search/askLineModel';
import {lineWeights} from '../../../src/search/askLineWeights';

const plain: LineFacts = {
  rank: 1,
  passageScore: 0.8,
  subjectCoverage: 0.8,
  titleMatch: 0.5,
  coverage: 0.7,
  subjectShare: 0.5,
  rareShare: 0.4,
  rareShareWithHeadings: 0.5,
  wantedShare: 0.4,
  lineIndex: 2,
  words: 14,
  foreign: false,
  hasCode: false,
  hasDigit: false,
  row: false,
  hasList: false,
  shape: null,
  kind: 'value',
  composerScore: 1,
};

describe('line model', () => {
  it('has one fitted weight per feature, in the order the features are computed (refit with npm run fit:ask-lines)', () => {
    expect(lineWeights.names).toEqual([...lineFeatureNames]);
    for (const column of [lineWeights.weights, lineWeights.mean, lineWeights.sd]) {
      expect(column).toHaveLength(lineFeatureNames.length);
    }
    expect(lineFeatures(plain)).toHaveLength(lineFeatureNames.length);
    expect(lineWeights.sd.every((v) => v > 0)).toBe(true);
  });

  it('scores higher a line that says the rare subject words, with its headings, than one that does not', () => {
    const silent = {...plain, subjectShare: 0, rareShare: 0, rareShareWithHeadings: 0, wantedShare: 0};
    expect(lineScore(plain)).toBeGreaterThan(lineScore(silent));
  });

  it('scores lower a line of a section about something the question does not name', () => {
    expect(lineScore({...plain, foreign: true})).toBeLessThan(lineScore(plain));
  });

  it('scores higher a line holding the number or command a value question asks for than one without', () => {
    expect(lineScore({...plain, shape: true, hasDigit: true})).toBeGreaterThan(lineScore({...plain, shape: false}));
  });
});
