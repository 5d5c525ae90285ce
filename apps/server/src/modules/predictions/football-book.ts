/**
 * The football side of the predictions: the earlier seasons and the real season walked once in kick-off order
 * (domain walkSeason), so each replayed match is predicted from the results known at its real kick-off, and the
 * backtest of that walk against the baselines over the matches the score pages show finished by now (a season no
 * replay has stored counts whole, as history). The walk is done once, on first use, in steps that let the event
 * loop breathe between them; the backtest once per set of finished matches.
 */
import {
  baseRates,
  footballMarkets,
  goalGrid,
  outcomeOf,
  walkSeason,
  type ArchiveMatch,
  type Forecast,
  type FootballWalk,
  type OutcomeCounts,
  type PlayedGame,
} from '@kanqiu/domain';
import type { PredictionBacktest } from '@kanqiu/contract';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { backtestReport } from './backtest-report';
import type { SeasonTables } from '../football';
import type { PredictionPorts } from './ports';
import { eachInSlices } from './slices';

export type FootballSeason = {
  /** The real match a stored replay plays, if it is one. */
  archiveMatch(provider: string, providerMatchId: string): ArchiveMatch | null;
  readonly walk: FootballWalk;
  /** Every real result, earlier seasons included, as a played game: for form, meetings and rest. */
  readonly played: readonly PlayedGame[];
  readonly matches: readonly ArchiveMatch[];
};

export type FootballBook = {
  season(): Promise<FootballSeason>;
  backtest(): Promise<PredictionBacktest>;
};

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

export function createFootballBook(ports: PredictionPorts, seasons: Pick<SeasonTables, 'played'>): FootballBook {
  const season = once(async (): Promise<FootballSeason> => {
    const matches = ports.football.matches().toSorted((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
    await yieldToLoop();
    const history = ports.history();
    await yieldToLoop();
    const walk = walkSeason([...history, ...matches]);
    const byId = new Map(matches.map((m) => [m.id, m]));
    return {
      archiveMatch(provider, providerMatchId) {
        if (provider !== ports.football.replayProvider) return null;
        const match = byId.get(Number.parseInt(providerMatchId, 10));
        return match && providerMatchId.startsWith(ports.football.replayIdPrefix(match.id)) ? match : null;
      },
      walk,
      played: [...history, ...matches].map((m) => ({ ...m, score: m.ft })),
      matches,
    };
  });

  type Finished = { readonly match: ArchiveMatch; /** On the score pages' calendar. */ readonly kickoffAt: number };

  /** The real matches finished on the replay's calendar by now, in kick-off order. */
  async function finishedNow({ matches, archiveMatch }: FootballSeason): Promise<Finished[]> {
    const realSeasons = new Map(matches.map((m) => [`${m.competitionId}|${m.season}`, m] as const));
    const kickoffs = new Map<number, number>();
    for (const { competitionId, season: realSeason } of realSeasons.values()) {
      const played = await seasons.played(competitionId, realSeason);
      if (played === null) {
        for (const m of matches)
          if (m.competitionId === competitionId && m.season === realSeason) kickoffs.set(m.id, m.kickoffAt);
        continue;
      }
      for (const stored of played) {
        const match = archiveMatch(ports.football.replayProvider, stored.providerMatchId);
        if (match) kickoffs.set(match.id, stored.kickoffAt);
      }
    }
    return matches.flatMap((match) => {
      const kickoffAt = kickoffs.get(match.id);
      return kickoffAt === undefined ? [] : [{ match, kickoffAt }];
    });
  }

  async function backtestOf(finished: readonly Finished[], walk: FootballWalk): Promise<PredictionBacktest> {
    const matches = finished.map((f) => f.match);
    const kickoffs = finished.map((f) => f.kickoffAt);
    const first = matches[0];
    // The odds model is fitted on first use: a step of its own.
    if (first) ports.oddsModelChances(first.id);
    await yieldToLoop();
    const model: Forecast[] = [];
    const odds: Forecast[] = [];
    const rates: Forecast[] = [];
    const home: Forecast[] = [];
    // The base rates start from the earlier seasons' results too: the baseline knows what the model knows.
    const seen: OutcomeCounts = { home: 0, draw: 0, away: 0 };
    for (const result of ports.history()) seen[outcomeOf(result.ft)] += 1;
    await eachInSlices(matches, (match) => {
      const outcome = outcomeOf(match.ft);
      const preview = walk.previews.get(match.id);
      const implied = ports.oddsModelChances(match.id);
      if (preview) model.push({ chances: footballMarkets(goalGrid(preview.rates)).outcomes, outcome });
      if (implied) odds.push({ chances: implied, outcome });
      rates.push({ chances: baseRates(seen), outcome });
      home.push({ chances: { home: 1, draw: 0, away: 0 }, outcome });
      seen[outcome] += 1;
    });
    const games = {
      season: [...new Set(matches.map((m) => m.season))].join(' / '),
      matches: matches.length,
      // On the score pages' calendar the passes of the competitions are not in the real order (Euro 2016 plays in odd years).
      from: finished.length === 0 ? 0 : Math.min(...kickoffs),
      to: finished.length === 0 ? 0 : Math.max(...kickoffs),
    };
    return backtestReport(games, model, [
      ['oddsModel', odds],
      ['baseRates', rates],
      ['alwaysHome', home],
    ]);
  }

  let made: { key: string; backtest: Promise<PredictionBacktest> } | undefined;
  async function backtest(): Promise<PredictionBacktest> {
    const book = await season();
    const finished = await finishedNow(book);
    const key = `${finished.length}:${finished.at(-1)?.match.id ?? ''}`;
    if (made?.key !== key) {
      const entry = { key, backtest: backtestOf(finished, book.walk) };
      made = entry;
      entry.backtest.catch(() => {
        if (made === entry) made = undefined;
      });
    }
    return made.backtest;
  }

  return { season, backtest };
}
