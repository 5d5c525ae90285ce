/** The two distributions the match models use: Poisson goal counts and normal point margins. */

/** P(0), P(1), … P(maxCount) of a Poisson count with the given rate. */
export function poissonPmf(rate: number, maxCount: number): number[] {
  const pmf = [Math.exp(-rate)];
  for (let k = 1; k <= maxCount; k += 1) pmf.push(((pmf[k - 1] ?? 0) * rate) / k);
  return pmf;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
