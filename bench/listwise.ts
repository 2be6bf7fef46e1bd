/**
 * The fit of the Ask line model (ask/fitLines.ts) and the search rank model
 * (search/fitRank.ts): a listwise softmax over each group's candidates (a
 * question's lines, a query's first results), on standardised features.
 * Feature 0 is the bias.
 */
import {writeFileSync} from 'node:fs';
import {format, resolveConfig} from 'prettier';
import {linearScore} from '../src/search/linearModel';

export interface Group {
  file: string;
  x: number[][];
  y: boolean[];
}

const iterations = 300;
const learningRate = 0.3;
const l2 = 0.01;

export function standardise(groups: readonly Group[]): {mean: number[]; sd: number[]} {
  const rows = groups.flatMap((g) => g.x);
  const width = rows[0].length;
  const mean = Array.from({length: width}, (_, j) => rows.reduce((s, r) => s + r[j], 0) / rows.length);
  const sd = Array.from({length: width}, (_, j) =>
    Math.sqrt(rows.reduce((s, r) => s + (r[j] - mean[j]) ** 2, 0) / rows.length),
  );
  // The bias stays 1; a constant feature is left as it is.
  mean[0] = 0;
  sd[0] = 1;
  return {mean, sd: sd.map((v) => (v > 1e-9 ? v : 1))};
}

export function fit(groups: readonly Group[], mean: number[], sd: number[]): number[] {
  const width = mean.length;
  const z = groups.map((g) => g.x.map((r) => r.map((v, j) => (v - mean[j]) / sd[j])));
  const w = new Array<number>(width).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(width).fill(0);
    groups.forEach((g, gi) => {
      const s = z[gi].map((r) => r.reduce((acc, v, j) => acc + v * w[j], 0));
      const top = Math.max(...s);
      const e = s.map((v) => Math.exp(v - top));
      const total = e.reduce((a, b) => a + b, 0);
      const positive = e.reduce((a, v, i) => a + (g.y[i] ? v : 0), 0);
      z[gi].forEach((r, i) => {
        // d(-log P(positive)) / dw = E_all[x] - E_positive[x]
        const coef = e[i] / total - (g.y[i] ? e[i] / positive : 0);
        for (let j = 0; j < width; j++) grad[j] += coef * r[j];
      });
    });
    for (let j = 0; j < width; j++) w[j] -= learningRate * (grad[j] / groups.length + l2 * w[j]);
  }
  return w;
}

/** How many groups have a fact line among their n best-scored lines. */
export function topN(groups: readonly Group[], w: number[], mean: number[], sd: number[], n: number): number {
  return groups.filter((g) => {
    const s = g.x.map((r, i) => ({i, s: linearScore(r, {weights: w, mean, sd})}));
    return s
      .sort((a, b) => b.s - a.s)
      .slice(0, n)
      .some(({i}) => g.y[i]);
  }).length;
}

/**
 * Writes a generated weights module (`export const <name> = {names, mean, sd, weights}`), as the
 * linter would write it, so `npm run lint` stays clean after a refit.
 */
export async function writeWeights(
  target: string,
  name: string,
  doc: string,
  model: {names: readonly string[]; mean: number[]; sd: number[]; weights: number[]},
): Promise<void> {
  const round = (v: number[]) => v.map((x) => Number(x.toFixed(4)));
  const body = `/**\n${doc
    .split('\n')
    .map((line) => ` * ${line}`.trimEnd())
    .join('\n')}\n */\nexport const ${name} = {
  names: ${JSON.stringify(model.names)},
  mean: ${JSON.stringify(round(model.mean))},
  sd: ${JSON.stringify(round(model.sd))},
  weights: ${JSON.stringify(round(model.weights))},
};
`;
  writeFileSync(target, await format(body, {...(await resolveConfig(target)), filepath: target}));
}
