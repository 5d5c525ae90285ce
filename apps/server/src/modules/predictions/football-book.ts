/**
 * The football side of the predictions: the real season walked once in kick-off order (domain walkSeason),
 * so each replayed match is predicted from the results known at its real kick-off, and the backtest of that
 * walk against the baselines.
 */
import {
  baseRates,
  calibration,
  footballMarkets,
  goalGrid,
  outcomeOf,
  scoreCard,
  walkSeason,
  type ArchiveMatch,
  type Forecast,
  type FootballPreview,
  type FootballWalk,
  type Outcome,
  type PlayedGame,
  type ScoreCard,
} from '@kanqiu/domain';
import type { PredictionBacktest } from '@kanqiu/contract';
import type { PredictionPorts } from './ports';

const CALIBRATION_BINS = 10;

export type FootballBook = {
  /** The real match a stored replay plays, if it is one. */
  archiveMatch(provider: string, providerMatchId: string): ArchiveMatch | null;
  preview(archiveMatchId: number): FootballPreview | null;
  walk(): FootballWalk;
  /** Every real match as a played game, for form, meetings and rest. */
  played(): readonly PlayedGame[];
  backtest(): PredictionBacktest;
};

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const finite = (card: ScoreCard) => ({ ...card, logLoss: Number.isFinite(card.logLoss) ? card.logLoss : null });

export function createFootballBook(ports: PredictionPorts): FootballBook {
  const season = lazy(() => {
    const matches = ports.football.matches().toSorted((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
    return {
      matches,
      byId: new Map(matches.map((m) => [m.id, m])),
      walk: walkSeason(matches),
      played: matches.map((m) => ({ ...m, score: m.ft })),
    };
  });

  const backtest = lazy((): PredictionBacktest => {
    const { matches, walk } = season();
    const model: Forecast[] = [];
    const odds: Forecast[] = [];
    const rates: Forecast[] = [];
    const home: Forecast[] = [];
    const seen: Outcome[] = [];
    for (const match of matches) {
      const outcome = outcomeOf(match.ft);
      const preview = walk.previews.get(match.id);
      const implied = ports.oddsModelChances(match.id);
      if (preview) model.push({ chances: footballMarkets(goalGrid(preview.rates)).outcomes, outcome });
      if (implied) odds.push({ chances: implied, outcome });
      rates.push({ chances: baseRates(seen), outcome });
      home.push({ chances: { home: 1, draw: 0, away: 0 }, outcome });
      seen.push(outcome);
    }
    return {
      season: [...new Set(matches.map((m) => m.season))].join(' / '),
      matches: matches.length,
      from: matches[0]?.kickoffAt ?? 0,
      to: matches.at(-1)?.kickoffAt ?? 0,
      cards: [
        { name: 'model' as const, ...finite(scoreCard(model)) },
        { name: 'oddsModel' as const, ...finite(scoreCard(odds)) },
        { name: 'baseRates' as const, ...finite(scoreCard(rates)) },
        { name: 'alwaysHome' as const, ...finite(scoreCard(home)) },
      ],
      calibration: calibration(model, CALIBRATION_BINS),
    };
  });

  return {
    archiveMatch(provider, providerMatchId) {
      if (provider !== ports.football.replayProvider) return null;
      const match = season().byId.get(Number.parseInt(providerMatchId, 10));
      return match && providerMatchId.startsWith(ports.football.replayIdPrefix(match.id)) ? match : null;
    },
    preview: (archiveMatchId) => season().walk.previews.get(archiveMatchId) ?? null,
    walk: () => season().walk,
    played: () => season().played,
    backtest,
  };
}
