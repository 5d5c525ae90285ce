/**
 * A team's per-game averages from its games' final team statistics (the 资料库's CBA, whose games have no player
 * box scores): counts per game to one decimal, shooting as made over attempted across the season, in percent to
 * one decimal (null before any attempt).
 */
import { BasketballStatisticType as T } from './play-type';

/** A finished game's last team statistics, by BasketballStatisticType code: [home, away]. */
export type FinishedStatistics = {
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly values: Readonly<Record<string, readonly [number, number]>>;
};

const COUNTED = ['points', 'rebounds', 'assists', 'steals', 'blocks', 'turnovers', 'fouls'] as const;
const SHOOTING = {
  fieldGoalPct: [T.fieldGoalsMade, T.fieldGoalsAttempted],
  threePointPct: [T.threePointersMade, T.threePointersAttempted],
  freeThrowPct: [T.freeThrowsMade, T.freeThrowsAttempted],
} as const;

type Counted = (typeof COUNTED)[number];
type Shooting = keyof typeof SHOOTING;

export type TeamStatisticAverages = { readonly teamId: number; readonly games: number } & Readonly<
  Record<Counted, number> & Record<Shooting, number | null>
>;

type Totals = { games: number; values: Map<number, number> };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function addSide(totals: Totals, values: FinishedStatistics['values'], side: 0 | 1): void {
  totals.games += 1;
  for (const [code, pair] of Object.entries(values)) {
    const key = Number(code);
    totals.values.set(key, (totals.values.get(key) ?? 0) + pair[side]);
  }
}

function averagesOf(teamId: number, { games, values }: Totals): TeamStatisticAverages {
  const total = (code: number) => values.get(code) ?? 0;
  const counted = Object.fromEntries(COUNTED.map((name) => [name, oneDecimal(total(T[name]) / games)]));
  const shooting = Object.fromEntries(
    Object.entries(SHOOTING).map(([name, [made, attempted]]) => [
      name,
      total(attempted) === 0 ? null : oneDecimal((100 * total(made)) / total(attempted)),
    ]),
  );
  return { teamId, games, ...counted, ...shooting } as TeamStatisticAverages;
}

/** Every team's averages over the games given, most points first (then the lower id). */
export function teamStatisticAverages(games: readonly FinishedStatistics[]): TeamStatisticAverages[] {
  const teams = new Map<number, Totals>();
  const totalsOf = (teamId: number) => {
    const known = teams.get(teamId) ?? { games: 0, values: new Map<number, number>() };
    teams.set(teamId, known);
    return known;
  };
  for (const game of games) {
    addSide(totalsOf(game.homeTeamId), game.values, 0);
    addSide(totalsOf(game.awayTeamId), game.values, 1);
  }
  return [...teams]
    .map(([teamId, totals]) => averagesOf(teamId, totals))
    .sort((a, b) => b.points - a.points || a.teamId - b.teamId);
}
