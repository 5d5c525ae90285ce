/**
 * The odds events of one football match for every company, as a pure function of the fixture, the match's
 * progression and the time: a provider calls it on every tick and ingest drops the keys it already has.
 * Opening prices (kick-off − 48 h) carry a seeded per-company wobble that fades over the pre-match moves
 * (−24 h, −6 h, −1 h); in play every company re-prices at kick-off, every 5 minutes of play and at each
 * goal or red card, and says nothing at half-time, in extra time or after the final whistle, because the
 * markets are on the 90 minutes.
 */
import { FootballStatus } from '@kanqiu/domain';
import type { OddsEvent, OddsMarket, OddsPhase, ScorePair } from '../events';
import { ODDS_COMPANIES, asianWaters, euroOdds, isQuotableWaters, type OddsCompany } from './companies';
import { QUARTER, lineShare, mainHandicapLine, mainTotalLine, shiftHandicap } from './lines';
import { LOTTERY_OPENING_WOBBLE, lotteryOddsEvents } from './lottery-odds';
import { seededRandom } from './prng';
import {
  finalScoreGrid,
  outcomeProbabilities,
  scoreGrid,
  type GoalRates,
  type InPlayState,
  type Outcomes,
  type ScoreGrid,
} from './probabilities';
import { matchRates, strengthsOf, type StrengthTable } from './strengths';

export type OddsFixture = {
  readonly provider: string;
  readonly providerMatchId: string;
  /** The data set's match id (every replay of one real match shares it). */
  readonly matchId: number;
  /** The data set's competition key ("England", "World_Cup"). */
  readonly competition: string;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  /** Epoch seconds. */
  readonly kickoffAt: number;
};

/**
 * The match as it stands from `at` (epoch seconds) on. A provider adds one at kick-off, at each goal and
 * red card and at each state change; the clock runs on from `minute` while the state is a half in play.
 */
export type MatchSnapshot = {
  readonly at: number;
  /** Football status code (domain FootballStatus). */
  readonly state: number;
  /** Clock minute at `at`: 0 at kick-off, 45 when the second half starts. */
  readonly minute: number;
  readonly score: ScorePair;
  readonly redCards: ScorePair;
};

/** A moment a company prices; `play` (in play only) stamps the odds line with its minute and score. */
export type PricePoint<Play extends InPlay = InPlay> = {
  readonly at: number;
  readonly phase: OddsPhase;
  /** Share of each company's opening wobble still in the price (pre-match only). */
  readonly wobble: number;
  readonly play: Play | null;
};

type InPlay = { readonly minute: number; readonly score: ScorePair };

type LivePoint = PricePoint<InPlayState> & { readonly play: InPlayState };

export type Quote = Readonly<Record<OddsMarket, [number, number, number]>>;

const HOUR = 3600;
const MINUTE = 60;
const PRE_MATCH = [
  { hoursBefore: 48, phase: 'open', wobble: 1 },
  { hoursBefore: 24, phase: 'pre', wobble: 0.6 },
  { hoursBefore: 6, phase: 'pre', wobble: 0.3 },
  { hoursBefore: 1, phase: 'pre', wobble: 0.1 },
] as const;
const LIVE_EVERY_MINUTES = 5;
const MARKETS: readonly OddsMarket[] = ['asia', 'euro', 'total'];

export function oddsEventsUntil(
  table: StrengthTable,
  fixture: OddsFixture,
  progression: readonly MatchSnapshot[],
  until: number,
  companies: readonly OddsCompany[] = ODDS_COMPANIES,
): OddsEvent[] {
  const strengths = strengthsOf(table, fixture.competition);
  const rates = matchRates(table, {
    id: fixture.matchId,
    competition: fixture.competition,
    home: fixture.homeTeamId,
    away: fixture.awayTeamId,
  });
  const live = livePoints(progression, until).map((point) => ({
    point,
    view: marketView(finalScoreGrid(rates, strengths.rho, point.play)),
  }));
  const lotteryWobble = seededWobble(`${fixture.providerMatchId}:odds:lottery`, LOTTERY_OPENING_WOBBLE);
  const lottery = lotteryOddsEvents(
    fixture,
    preMatchPoints(fixture.kickoffAt, until).map((point) => ({
      point,
      grid: scoreGrid(wobbled(rates, lotteryWobble, point.wobble), strengths.rho),
    })),
  );
  const companyLines = companies.flatMap((company) => {
    const wobble = seededWobble(`${fixture.providerMatchId}:odds:${company.id}`, company.openingWobble);
    const preMatch = preMatchPoints(fixture.kickoffAt, until).map((point) => ({
      point,
      view: marketView(scoreGrid(wobbled(rates, wobble, point.wobble), strengths.rho)),
    }));
    const quotes = [...preMatch, ...live].map(({ point, view }) => ({
      point,
      quote: runningBall(quoteOf(company, view, point.phase === 'open'), point.play),
    }));
    return companyEvents(fixture, company, quotes);
  });
  return [...companyLines, ...lottery];
}

/** The opening line (kick-off − 48 h) and the pre-match moves (−24 h, −6 h, −1 h) due by `until`. */
export function preMatchPoints(kickoffAt: number, until: number): PricePoint<never>[] {
  return PRE_MATCH.map(({ hoursBefore, phase, wobble }) => ({
    at: kickoffAt - hoursBefore * HOUR,
    phase,
    wobble,
    play: null,
  })).filter((point) => point.at <= until);
}

/** A point at each snapshot of a half in play, then one every 5 clock minutes until the next snapshot. */
function livePoints(progression: readonly MatchSnapshot[], until: number): LivePoint[] {
  return progression.flatMap((snapshot, i) => {
    const half = halfInPlay(snapshot.state);
    if (half === null || snapshot.at > until) return [];
    const ends = Math.min(progression[i + 1]?.at ?? Infinity, until + 1);
    const points = [livePoint(snapshot, half, snapshot.minute, snapshot.at)];
    for (let minute = nextTick(snapshot.minute); ; minute += LIVE_EVERY_MINUTES) {
      const at = snapshot.at + Math.round((minute - snapshot.minute) * MINUTE);
      if (at >= ends) break;
      points.push(livePoint(snapshot, half, minute, at));
    }
    return points;
  });
}

function halfInPlay(state: number): 1 | 2 | null {
  if (state === FootballStatus.firstHalf) return 1;
  if (state === FootballStatus.secondHalf) return 2;
  return null;
}

const nextTick = (minute: number): number => (Math.floor(minute / LIVE_EVERY_MINUTES) + 1) * LIVE_EVERY_MINUTES;

function livePoint(snapshot: MatchSnapshot, half: 1 | 2, minute: number, at: number): LivePoint {
  return {
    at,
    phase: 'live',
    wobble: 0,
    play: { half, minute, score: snapshot.score, redCards: snapshot.redCards },
  };
}

/** Two log factors in [−amplitude, amplitude] on the home and away rates, fixed per match and pricer. */
function seededWobble(seed: string, amplitude: number): GoalRates {
  const random = seededRandom(seed);
  return { home: amplitude * (2 * random() - 1), away: amplitude * (2 * random() - 1) };
}

const wobbled = (rates: GoalRates, wobble: GoalRates, left: number): GoalRates => ({
  home: rates.home * Math.exp(wobble.home * left),
  away: rates.away * Math.exp(wobble.away * left),
});

/** The fair prices of one moment, shared by every company that prices it. */
type MarketView = {
  readonly grid: ScoreGrid;
  readonly handicap: number;
  readonly handicapShare: number;
  readonly total: number;
  readonly totalShare: number;
  readonly outcomes: Outcomes;
};

function marketView(grid: ScoreGrid): MarketView {
  const handicap = mainHandicapLine(grid);
  const total = mainTotalLine(grid);
  return {
    grid,
    handicap,
    handicapShare: lineShare(grid, 'asia', handicap),
    total,
    totalShare: lineShare(grid, 'total', total),
    outcomes: outcomeProbabilities(grid),
  };
}

function quoteOf(company: OddsCompany, view: MarketView, opening: boolean): Quote {
  const [homeWater, handicap, awayWater] = handicapQuote(company, view, opening);
  const [overWater, underWater] = asianWaters(company, view.totalShare);
  const { home, draw, away } = view.outcomes;
  return {
    asia: [homeWater, handicap, awayWater],
    euro: euroOdds(company, home, draw, away),
    total: [overWater, view.total, underWater],
  };
}

/** The handicap quote: at the opening on the company's own line when its waters fit, else on the even line. */
function handicapQuote(company: OddsCompany, view: MarketView, opening: boolean): [number, number, number] {
  const even = view.handicap;
  const own = opening ? openingLine(even, company.openingLineShift, view.grid) : even;
  if (own !== even) {
    const waters = asianWaters(company, lineShare(view.grid, 'asia', own));
    if (isQuotableWaters(waters)) return [waters[0], own, waters[1]];
  }
  const [home, away] = asianWaters(company, view.handicapShare);
  return [home, even, away];
}

/**
 * In play, Chinese books quote the asian handicap on the goals still to come (走地): a line on the final
 * score shifted by the current goal difference, with the same waters. Totals stay on the whole match.
 */
function runningBall(quote: Quote, play: InPlayState | null): Quote {
  if (!play) return quote;
  const [homeWater, line, awayWater] = quote.asia;
  const running = line - (play.score[0] - play.score[1]);
  return { ...quote, asia: [homeWater, running === 0 ? 0 : running, awayWater] };
}

/** The even line moved deeper towards the favourite (positive shift) or shallower, never past level. */
function openingLine(even: number, shift: number, grid: ScoreGrid): number {
  if (shift < 0) {
    const depth = Math.max(0, Math.abs(even) + shift * QUARTER);
    return depth === 0 ? 0 : Math.sign(even) * depth;
  }
  const towardsFavourite = even !== 0 ? Math.sign(even) : lineShare(grid, 'asia', 0) >= 0.5 ? 1 : -1;
  return shiftHandicap(even, shift * towardsFavourite);
}

/** A company's quotes as odds events: in play only the markets whose prices moved. */
export function companyEvents(
  fixture: Pick<OddsFixture, 'provider' | 'providerMatchId'>,
  company: OddsCompany,
  quotes: readonly { point: PricePoint; quote: Quote }[],
): OddsEvent[] {
  const seq = new Map<string, number>();
  const lastLive = new Map<OddsMarket, readonly number[]>();
  const events: OddsEvent[] = [];
  for (const { point, quote } of quotes) {
    for (const market of MARKETS) {
      const values = quote[market];
      if (!isQuoted(market, values)) continue;
      if (point.phase === 'live' && sameValues(lastLive.get(market), values)) continue;
      if (point.phase === 'live') lastLive.set(market, values);
      const counter = `${market}:${point.phase}`;
      const n = seq.get(counter) ?? 0;
      seq.set(counter, n + 1);
      events.push(oddsEvent(fixture, company, market, point, values, n));
    }
  }
  return events;
}

/** 1X2 is always quoted; a handicap or total line only with waters in the real range (else 封盘). */
const isQuoted = (market: OddsMarket, [left, , right]: readonly number[]): boolean =>
  market === 'euro' || isQuotableWaters([left ?? 0, right ?? 0]);

const sameValues = (a: readonly number[] | undefined, b: readonly number[]): boolean =>
  a !== undefined && a.every((value, i) => value === b[i]);

function oddsEvent(
  fixture: Pick<OddsFixture, 'provider' | 'providerMatchId'>,
  company: OddsCompany,
  market: OddsMarket,
  point: PricePoint,
  values: [number, number, number],
  seq: number,
): OddsEvent {
  return {
    kind: 'odds',
    provider: fixture.provider,
    providerMatchId: fixture.providerMatchId,
    key: `${fixture.providerMatchId}:odds:${company.id}:${market}:${point.phase}:${seq}`,
    companyId: company.id,
    market,
    phase: point.phase,
    values,
    at: point.at,
    minute: point.play ? Math.floor(point.play.minute) : null,
    score: point.play ? [point.play.score[0], point.play.score[1]] : null,
  };
}
