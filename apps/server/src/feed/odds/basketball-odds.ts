/**
 * The basketball odds model (docs/odds-model.md, "Basketball"). The possession model's team ratings give
 * each side's expected points; final points are taken as normal around them (a team's standard deviation
 * 13, the two correlated by 0.42 through the shared pace, so the margin's is 14 and the total's 22, as the
 * model's own games measure). In play the rest of the game is priced the same way, scaled to the time left,
 * on top of the score. Lines sit on half points, so no bet is ever refunded.
 */
import { normalCdf } from '@kanqiu/domain';
import type { OddsMarket } from '../events';
import { asianWaters, twoWayOdds, type OddsCompany } from './companies';

export { normalCdf } from '@kanqiu/domain';

/** Standard deviation of one team's final points, and the correlation of the two teams' points. */
export const TEAM_POINTS_SD = 13;
export const TEAM_POINTS_CORRELATION = 0.42;
/** Spec §9: basketball handicap tables run to 14 points either way. */
export const MAX_BASKETBALL_HANDICAP = 14.5;

export type PointsForecast = {
  /** Expected final points of each side. */
  readonly home: number;
  readonly away: number;
  /** Share of the game's scoring still to come: 1 before tip-off, 0 at the end. */
  readonly remaining: number;
  /** Points already scored. */
  readonly score: readonly [number, number];
};

export type BasketballView = {
  readonly handicap: number;
  /** Chance the home side covers `handicap` (wins by more than it). */
  readonly handicapShare: number;
  readonly total: number;
  readonly overShare: number;
  readonly homeWin: number;
};

const MARGIN_SD = TEAM_POINTS_SD * Math.sqrt(2 * (1 - TEAM_POINTS_CORRELATION));
const TOTAL_SD = TEAM_POINTS_SD * Math.sqrt(2 * (1 + TEAM_POINTS_CORRELATION));
/** A finished or nearly finished game still gets a finite spread, so prices stay defined. */
const MIN_SD = 0.5;

/** Of the two half-point lines around the mean, the one that leaves the chances closest to even. */
export function evenLine(mean: number, sd: number, limit = Infinity): number {
  const below = Math.floor(mean) - 0.5;
  const share = (line: number) => 1 - normalCdf((line - mean) / sd);
  const line = Math.abs(share(below) - 0.5) < Math.abs(share(below + 1) - 0.5) ? below : below + 1;
  return Math.max(-limit, Math.min(limit, line));
}

/** Mean and spread of the final margin (home − away) and total. */
export function finalDistribution(forecast: PointsForecast) {
  const { home, away, remaining, score } = forecast;
  const spread = Math.sqrt(Math.max(0, remaining));
  return {
    margin: { mean: score[0] - score[1] + remaining * (home - away), sd: Math.max(MIN_SD, MARGIN_SD * spread) },
    total: { mean: score[0] + score[1] + remaining * (home + away), sd: Math.max(MIN_SD, TOTAL_SD * spread) },
  };
}

/** Fair chances of one moment; `handicapShift` moves the handicap line off the even one (a company's opening). */
export function basketballView(forecast: PointsForecast, handicapShift = 0): BasketballView {
  const { margin, total } = finalDistribution(forecast);
  const handicap = evenLine(margin.mean + handicapShift, margin.sd, MAX_BASKETBALL_HANDICAP);
  const totalLine = evenLine(total.mean, total.sd);
  return {
    handicap,
    handicapShare: 1 - normalCdf((handicap - margin.mean) / margin.sd),
    total: totalLine,
    overShare: 1 - normalCdf((totalLine - total.mean) / total.sd),
    // A tie after regulation goes to overtime, which either side wins: the normal at 0 splits it evenly.
    homeWin: 1 - normalCdf(-margin.mean / margin.sd),
  };
}

/**
 * A company's prices: asia [home water, line, away water], euro [home, payout %, away] (no draw in
 * basketball; the middle is the return rate 返还率), total [over water, line, under water].
 */
export function basketballQuote(
  company: OddsCompany,
  view: BasketballView,
): Record<OddsMarket, [number, number, number]> {
  const [homeWater, awayWater] = asianWaters(company, view.handicapShare);
  const [overWater, underWater] = asianWaters(company, view.overShare);
  const [home, away] = twoWayOdds(company, view.homeWin);
  return {
    asia: [homeWater, view.handicap, awayWater],
    euro: [home, payoutPercent(home, away), away],
    total: [overWater, view.total, underWater],
  };
}

/** A two-way market's payout: what a bettor gets back of a stake spread on both sides, in percent. */
export const payoutPercent = (home: number, away: number): number => Math.round(10_000 / (1 / home + 1 / away)) / 100;
