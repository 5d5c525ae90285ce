/**
 * Per-game averages from finished games' final box scores (资料库 NBA leaders, team and player pages): a player
 * counts a game when he was on the floor; a team counts every game it played. Values are rounded to one decimal.
 */

/** The counts a box-score line carries that the averages read. */
export type BoxCounts = {
  readonly points: number;
  readonly rebounds: number;
  readonly assists: number;
  readonly steals: number;
  readonly blocks: number;
};

export type BoxPlayerLine = BoxCounts & {
  readonly playerId: number;
  readonly name: string;
  readonly secondsPlayed: number;
};

/** One side of a finished game: its team, its totals and its players (none for team-level leagues, CBA). */
export type FinishedSide = {
  readonly teamId: number;
  readonly totals: BoxCounts;
  readonly players: readonly BoxPlayerLine[];
};

export const AVERAGED_STATS = ['points', 'rebounds', 'assists', 'steals', 'blocks'] as const;
export type AveragedStat = (typeof AVERAGED_STATS)[number];

export type Averages = { readonly games: number } & Readonly<Record<AveragedStat, number>>;
export type PlayerAverages = Averages & { readonly playerId: number; readonly name: string; readonly teamId: number };
export type TeamAverages = Averages & { readonly teamId: number };

type Tally = { games: number } & Record<AveragedStat, number>;

const emptyTally = (): Tally => ({ games: 0, points: 0, rebounds: 0, assists: 0, steals: 0, blocks: 0 });

function add(tally: Tally, line: BoxCounts): void {
  tally.games += 1;
  for (const stat of AVERAGED_STATS) tally[stat] += line[stat];
}

function averagesOf(tally: Tally): Averages {
  const perGame = (total: number) => Math.round((total / tally.games) * 10) / 10;
  return {
    games: tally.games,
    points: perGame(tally.points),
    rebounds: perGame(tally.rebounds),
    assists: perGame(tally.assists),
    steals: perGame(tally.steals),
    blocks: perGame(tally.blocks),
  };
}

/** Every player's and team's per-game averages over the sides given (each game's two sides). */
export function seasonAverages(sides: readonly FinishedSide[]): { players: PlayerAverages[]; teams: TeamAverages[] } {
  const players = new Map<number, { name: string; teamId: number; tally: Tally }>();
  const teams = new Map<number, Tally>();
  for (const side of sides) {
    const team = teams.get(side.teamId) ?? emptyTally();
    add(team, side.totals);
    teams.set(side.teamId, team);
    for (const line of side.players.filter((p) => p.secondsPlayed > 0)) {
      const known = players.get(line.playerId) ?? { name: line.name, teamId: side.teamId, tally: emptyTally() };
      add(known.tally, line);
      players.set(line.playerId, known);
    }
  }
  return {
    players: [...players].map(([playerId, p]) => ({
      playerId,
      name: p.name,
      teamId: p.teamId,
      ...averagesOf(p.tally),
    })),
    teams: [...teams].map(([teamId, tally]) => ({ teamId, ...averagesOf(tally) })),
  };
}

/**
 * The leaders of one statistic: highest average first among players with at least `minGames` games (ties: more
 * games, then the lower id), the first `limit`.
 */
export function statLeaders<T extends Averages & { readonly playerId: number }>(
  players: readonly T[],
  stat: AveragedStat,
  limit: number,
  minGames = 1,
): T[] {
  return players
    .filter((p) => p.games >= minGames)
    .toSorted((a, b) => b[stat] - a[stat] || b.games - a.games || a.playerId - b.playerId)
    .slice(0, limit);
}
