/**
 * Ridge-penalised Poisson goals model (Maher 1982), fitted by block-coordinate Newton steps:
 *   log λhome = base + home + attack[h] − defence[a]
 *   log λaway = base        + attack[a] − defence[h]
 * maximising Σ weight·(Poisson log-likelihood of both scores) − ridge/2·Σ(attack² + defence²) − homeRidge/2·home².
 * The likelihood does not change when every attack (or defence) moves by the same amount and base
 * absorbs it, so the penalised optimum has mean attack = mean defence = 0; re-centring after each sweep
 * lands there directly instead of creeping along that flat direction.
 */

export type FitMatch = {
  readonly home: number;
  readonly away: number;
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly weight: number;
};

export type FitOptions = { readonly teams: number; readonly ridge: number; readonly homeRidge: number };

export type PoissonFit = {
  base: number;
  home: number;
  readonly attack: Float64Array;
  readonly defence: Float64Array;
};

const MAX_SWEEPS = 500;
const TOLERANCE = 1e-7;

export function fitPoisson(matches: readonly FitMatch[], options: FitOptions): PoissonFit {
  const fit: PoissonFit = {
    base: Math.log(meanGoals(matches)),
    home: 0,
    attack: new Float64Array(options.teams),
    defence: new Float64Array(options.teams),
  };
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep += 1) {
    const moved = Math.max(
      updateBase(fit, matches),
      updateHome(fit, matches, options.homeRidge),
      updateTeams(fit, matches, options.ridge, 'attack'),
      updateTeams(fit, matches, options.ridge, 'defence'),
    );
    recentre(fit);
    if (moved < TOLERANCE) break;
  }
  return fit;
}

export function fittedRates(fit: PoissonFit, match: Pick<FitMatch, 'home' | 'away'>): [number, number] {
  const { attack, defence } = fit;
  return [
    Math.exp(fit.base + fit.home + (attack[match.home] ?? 0) - (defence[match.away] ?? 0)),
    Math.exp(fit.base + (attack[match.away] ?? 0) - (defence[match.home] ?? 0)),
  ];
}

function meanGoals(matches: readonly FitMatch[]): number {
  let goals = 0;
  let weight = 0;
  for (const m of matches) {
    goals += m.weight * (m.homeGoals + m.awayGoals);
    weight += 2 * m.weight;
  }
  return weight > 0 ? goals / weight : 1.35;
}

function updateBase(fit: PoissonFit, matches: readonly FitMatch[]): number {
  let gradient = 0;
  let curvature = 0;
  for (const m of matches) {
    const [home, away] = fittedRates(fit, m);
    gradient += m.weight * (m.homeGoals - home + m.awayGoals - away);
    curvature += m.weight * (home + away);
  }
  const step = curvature > 0 ? gradient / curvature : 0;
  fit.base += step;
  return Math.abs(step);
}

function updateHome(fit: PoissonFit, matches: readonly FitMatch[], ridge: number): number {
  let gradient = -ridge * fit.home;
  let curvature = ridge;
  for (const m of matches) {
    const [home] = fittedRates(fit, m);
    gradient += m.weight * (m.homeGoals - home);
    curvature += m.weight * home;
  }
  const step = curvature > 0 ? gradient / curvature : 0;
  fit.home += step;
  return Math.abs(step);
}

/** Each team's rating enters only its own matches, so one Newton step per team is an exact block step. */
function updateTeams(fit: PoissonFit, matches: readonly FitMatch[], ridge: number, part: 'attack' | 'defence'): number {
  const ratings = fit[part];
  const gradient = new Float64Array(ratings.length);
  const curvature = new Float64Array(ratings.length);
  // A defence rating lowers the opponent's rate, so its residual enters with the opposite sign.
  const sign = part === 'attack' ? 1 : -1;
  for (const m of matches) {
    const [home, away] = fittedRates(fit, m);
    // The team whose rating moves the home side's goals, and the one that moves the away side's.
    const byHomeGoals = part === 'attack' ? m.home : m.away;
    const byAwayGoals = part === 'attack' ? m.away : m.home;
    gradient[byHomeGoals] = (gradient[byHomeGoals] ?? 0) + sign * m.weight * (m.homeGoals - home);
    curvature[byHomeGoals] = (curvature[byHomeGoals] ?? 0) + m.weight * home;
    gradient[byAwayGoals] = (gradient[byAwayGoals] ?? 0) + sign * m.weight * (m.awayGoals - away);
    curvature[byAwayGoals] = (curvature[byAwayGoals] ?? 0) + m.weight * away;
  }
  let moved = 0;
  for (let i = 0; i < ratings.length; i += 1) {
    const rating = ratings[i] ?? 0;
    const step = ((gradient[i] ?? 0) - ridge * rating) / ((curvature[i] ?? 0) + ridge);
    ratings[i] = rating + step;
    moved = Math.max(moved, Math.abs(step));
  }
  return moved;
}

function recentre(fit: PoissonFit): void {
  const attack = mean(fit.attack);
  const defence = mean(fit.defence);
  for (let i = 0; i < fit.attack.length; i += 1) {
    fit.attack[i] = (fit.attack[i] ?? 0) - attack;
    fit.defence[i] = (fit.defence[i] ?? 0) - defence;
  }
  fit.base += attack - defence;
}

function mean(values: Float64Array): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}
