/**
 * The odds companies whose prices Kanqiu shows. They are model-made, so they carry invented names: a real
 * bookmaker's name on these numbers would misattribute them. Kanqiu takes no bets (ARCHITECTURE §10);
 * the margins only make the prices look like a market's.
 */

export type OddsCompany = {
  readonly id: number;
  readonly nameZh: string;
  /** 1X2 overround: Σ 1/odds = 1 + margin (the odds_companies column). */
  readonly margin: number;
  /** Two-way overround of the handicap and over/under prices. */
  readonly asianMargin: number;
  /** How the margin is spread: 1 in proportion to the chances, above 1 more of it on the favourite. */
  readonly favouriteShade: number;
  /** Quarter goals the opening handicap sits off the even line towards the favourite (deeper) or away. */
  readonly openingLineShift: number;
  /** Spread of the opening price around the model, as a log factor on each side's expected goals. */
  readonly openingWobble: number;
  readonly sort: number;
};

export const ODDS_COMPANIES: readonly OddsCompany[] = [
  company(1, '看球指数', 0.05, 0.04, 1, 0, 0.03),
  company(2, '均衡盘', 0.06, 0.05, 1, 0, 0.05),
  company(3, '低水盘', 0.075, 0.07, 1.2, 1, 0.06),
  company(4, '高水盘', 0.04, 0.025, 1, 0, 0.07),
  company(5, '欧赔标准', 0.07, 0.05, 0.8, 0, 0.04),
  company(6, '亚洲稳健', 0.065, 0.045, 1.3, -1, 0.05),
];

function company(
  id: number,
  nameZh: string,
  margin: number,
  asianMargin: number,
  favouriteShade: number,
  openingLineShift: number,
  openingWobble: number,
): OddsCompany {
  return { id, nameZh, margin, asianMargin, favouriteShade, openingLineShift, openingWobble, sort: id };
}

const MIN_DECIMAL = 1.01;
const MAX_DECIMAL = 501;
const MAX_IMPLIED = 1 / MIN_DECIMAL;

/**
 * Implied probabilities with the margin added: each outcome gets a share of it in proportion to
 * probability^shade, so they sum to exactly 1 + margin and none falls below its fair value. An outcome
 * that would be priced under 1.01 stays at 1.01 and hands the rest of its margin to the others.
 */
export function withMargin(probabilities: readonly number[], margin: number, shade: number): number[] {
  const weights = probabilities.map((p) => p ** shade);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return capped(probabilities.map((p, i) => p + (margin * (weights[i] ?? 0)) / total));
}

function capped(implied: readonly number[]): number[] {
  const excess = implied.reduce((sum, q) => sum + Math.max(0, q - MAX_IMPLIED), 0);
  const rest = implied.reduce((sum, q) => sum + (q < MAX_IMPLIED ? q : 0), 0);
  if (excess === 0 || rest === 0) return [...implied];
  return implied.map((q) => (q >= MAX_IMPLIED ? MAX_IMPLIED : q + (excess * q) / rest));
}

/** Decimal odds [home, draw, away], two decimals. */
export function euroOdds(company: OddsCompany, home: number, draw: number, away: number): [number, number, number] {
  const [h = 1, d = 1, a = 1] = withMargin([home, draw, away], company.margin, company.favouriteShade);
  return [decimalOdds(h), decimalOdds(d), decimalOdds(a)];
}

/** Decimal odds of both sides of a two-way market without a draw (basketball 胜负), on the 1X2 margin. */
export function twoWayOdds(company: OddsCompany, share: number): [number, number] {
  const [first = 1, second = 1] = withMargin([share, 1 - share], company.margin, company.favouriteShade);
  return [decimalOdds(first), decimalOdds(second)];
}

/**
 * The Hong Kong waters real books quote. A line whose waters would fall outside is not quoted: a company
 * opens on a line within them, and in play suspends the market (封盘) until a line fits again.
 */
export const WATER_RANGE = { min: 0.7, max: 1.2 } as const;

export const isQuotableWaters = (waters: readonly number[]): boolean =>
  waters.every((water) => water >= WATER_RANGE.min && water <= WATER_RANGE.max);

/** Hong Kong odds (net of the stake) of both sides of a two-way price whose first side has `share`. */
export function asianWaters(company: OddsCompany, share: number): [number, number] {
  const [first = 1, second = 1] = withMargin([share, 1 - share], company.asianMargin, company.favouriteShade);
  return [water(first), water(second)];
}

const decimalOdds = (implied: number): number => roundOdds(Math.min(MAX_DECIMAL, Math.max(MIN_DECIMAL, 1 / implied)));

const water = (implied: number): number => roundOdds(decimalOdds(implied) - 1);

const roundOdds = (odds: number): number => Math.round(odds * 100) / 100;
