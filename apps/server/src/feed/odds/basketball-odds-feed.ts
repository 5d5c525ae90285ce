/**
 * The odds events of one basketball game for every company, a pure function of the game's expected points,
 * its progression and the time, as oddsEventsUntil is for football: the same companies, pre-match moments
 * (−48 h opening, −24 h, −6 h, −1 h) and event keys, so ingest drops what it already has.
 */
import type { OddsEvent, ScorePair } from '../events';
import { basketballQuote, basketballView, type PointsForecast } from './basketball-odds';
import { ODDS_COMPANIES, type OddsCompany } from './companies';
import { companyEvents, preMatchPoints, type PricePoint } from './odds-feed';
import { seededRandom } from './prng';

export type BasketballOddsFixture = {
  readonly provider: string;
  readonly providerMatchId: string;
  readonly kickoffAt: number;
  /** Expected final points before tip-off. */
  readonly expected: { readonly home: number; readonly away: number };
};

/** The game at a moment in play: the score and the share of regulation's scoring still to come. */
export type GameMoment = {
  readonly at: number;
  /** Game-clock minutes played. */
  readonly minute: number;
  readonly score: ScorePair;
  readonly remaining: number;
};

/** Opening prices sit off the model by up to this many points of margin and of total, times the company's wobble. */
const WOBBLE_MARGIN_POINTS = 40;
const WOBBLE_TOTAL_POINTS = 60;

export function basketballOddsEventsUntil(
  fixture: BasketballOddsFixture,
  moments: readonly GameMoment[],
  until: number,
  companies: readonly OddsCompany[] = ODDS_COMPANIES,
): OddsEvent[] {
  const live = moments
    .filter((moment) => moment.at <= until)
    .map((moment) => ({
      point: { at: moment.at, phase: 'live', wobble: 0, play: { minute: moment.minute, score: moment.score } } as const,
      view: basketballView({ ...fixture.expected, remaining: moment.remaining, score: moment.score }),
    }));
  return companies.flatMap((company) => {
    const preMatch = preMatchPoints(fixture.kickoffAt, until).map((point: PricePoint) => {
      const forecast = wobbled(fixture, company, point.wobble);
      const shift = point.phase === 'open' ? company.openingLineShift : 0;
      return { point, view: basketballView(forecast, shift) };
    });
    const quotes = [...preMatch, ...live].map(({ point, view }) => ({ point, quote: basketballQuote(company, view) }));
    return companyEvents(fixture, company, quotes);
  });
}

/** Expected points moved by the company's seeded opening wobble, of which `left` is still in the price. */
function wobbled(fixture: BasketballOddsFixture, company: OddsCompany, left: number): PointsForecast {
  const random = seededRandom(`${fixture.providerMatchId}:odds:${company.id}`);
  const margin = company.openingWobble * WOBBLE_MARGIN_POINTS * (2 * random() - 1) * left;
  const total = company.openingWobble * WOBBLE_TOTAL_POINTS * (2 * random() - 1) * left;
  const { home, away } = fixture.expected;
  return { home: home + (margin + total) / 2, away: away + (total - margin) / 2, remaining: 1, score: [0, 0] };
}
