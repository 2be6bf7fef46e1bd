/**
 * Weights of the line model (askLineModel.ts), written by
 * `npm run fit:ask-lines` (bench/ask/fitLines.ts) from the Ask benchmark's
 * tuning questions: do not edit by hand. `names` must equal lineFeatureNames.
 */
export const lineWeights = {
  names: [
    'bias',
    'sectionRank',
    'passageScore',
    'subjectCoverage',
    'titleMatch',
    'coverage',
    'subjectShare',
    'rareShare',
    'rareShareWithHeadings',
    'wantedShare',
    'lineIndex',
    'logWords',
    'foreign',
    'hasCode',
    'hasDigit',
    'row',
    'hasList',
    'shapeHeld',
    'shapeMissing',
    'valueWithDigit',
    'valueWithCode',
    'valueRow',
    'howtoWithCode',
    'rareTimesHeadings',
    'rareInTopSection',
    'composerScore',
  ],
  mean: [
    0, 0.3049, 0.4312, 0.7625, 0.2703, 0.679, 0.182, 0.1557, 0.3154, 0.1602, 0.3775, 2.7023, 0.1327, 0.0648, 0.1836,
    0.3413, 0.0135, 0.0489, 0.1689, 0.0691, 0.0214, 0.1396, 0.0194, 0.0866, 0.0527, 0.5788,
  ],
  sd: [
    1, 0.2715, 0.3239, 0.2156, 0.2629, 0.2126, 0.2255, 0.2123, 0.2736, 0.1921, 0.3481, 0.5967, 0.3392, 0.2462, 0.3872,
    0.4741, 0.1156, 0.2157, 0.3746, 0.2536, 0.1447, 0.3465, 0.1381, 0.1816, 0.1096, 0.6984,
  ],
  weights: [
    0, 0.4626, -0.108, -0.0282, 0.468, 0.3977, -0.2065, 0.3521, 1.2179, 0.6811, 0.3144, 0.0519, -0.5716, -0.0089, 0.19,
    0.0989, 0.0867, 0.3939, -0.2268, 0.019, 0.1677, 0.3305, 0.2836, -0.1896, -0.1285, 0.6619,
  ],
};
