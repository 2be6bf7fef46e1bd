/** Fitted weights of a linear model over standardised features (the line model and the rank model). */
export interface LinearWeights {
  names: readonly string[];
  mean: readonly number[];
  sd: readonly number[];
  weights: readonly number[];
}

/** The model's score for one row of features: each feature standardised, weighed and summed. */
export function linearScore(x: readonly number[], w: Pick<LinearWeights, 'mean' | 'sd' | 'weights'>): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (w.weights[i] * (x[i] - w.mean[i])) / w.sd[i];
  return s;
}
