/**
 * The basketball backtest: every NBA game of the generated season (模拟) finished by the sports clock's now,
 * predicted in tip-off order from each team's games before it (domain basketballBacktest), against the
 * naive baselines. Worked out once per match day: the season grows by a day's games.
 */
import { BASKETBALL_RATING_GAMES, basketballBacktest, matchDayOf, type PlayedGame } from '@kanqiu/domain';
import type { PredictionBacktest } from '@kanqiu/contract';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Clock } from '../../platform/clock';
import { backtestReport } from './backtest-report';
import type { PredictionPorts } from './ports';

/** The NBA's competition id (the reference data's). */
const NBA = 101;
/** More games than a team plays in a season. */
const SEASON_GAMES = 200;

/** A team's games before a tip-off, newest first, from the season's games by team. */
function lookBack(games: readonly PlayedGame[]) {
  const byTeam = new Map<number, PlayedGame[]>();
  for (const game of games.toSorted((a, b) => b.kickoffAt - a.kickoffAt)) {
    for (const teamId of [game.homeTeamId, game.awayTeamId]) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), game]);
  }
  return (teamId: number, before: number) =>
    (byTeam.get(teamId) ?? []).filter((g) => g.kickoffAt < before).slice(0, BASKETBALL_RATING_GAMES);
}

export function createBasketballBook(ports: PredictionPorts, clock: Clock) {
  let made: { day: string; backtest: Promise<PredictionBacktest> } | undefined;

  /** A team at a time (each plays its season's games on first use), letting the event loop run in between. */
  async function seasonSoFar(now: number): Promise<PlayedGame[]> {
    const games = new Map<string, PlayedGame>();
    for (const { teamId } of ports.basketball.teams(NBA)) {
      for (const game of ports.basketball.gamesOf(teamId, now, SEASON_GAMES)) games.set(game.providerMatchId, game);
      await yieldToLoop();
    }
    return [...games.values()].toSorted((a, b) => a.kickoffAt - b.kickoffAt);
  }

  async function backtestAt(now: number): Promise<PredictionBacktest> {
    const games = await seasonSoFar(now);
    const result = basketballBacktest(games, lookBack(games));
    const meta = {
      season: 'NBA 模拟赛季',
      matches: games.length,
      from: games[0]?.kickoffAt ?? 0,
      to: games.at(-1)?.kickoffAt ?? 0,
    };
    return backtestReport(meta, result.model, [
      ['baseRates', result.baseRates],
      ['alwaysHome', result.alwaysHome],
    ]);
  }

  return {
    backtest(): Promise<PredictionBacktest> {
      const now = clock();
      const day = matchDayOf(now);
      if (made?.day !== day) made = { day, backtest: backtestAt(now) };
      return made.backtest;
    },
  };
}

export type BasketballBook = ReturnType<typeof createBasketballBook>;
