/** A team's recent results as the reasons show them: W/D/L from its point of view, newest first. */
import { outcomeOf } from './markets';

export type FormLetter = 'W' | 'D' | 'L';

export type PlayedGame = {
  readonly kickoffAt: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly score: readonly [number, number];
};

export function resultFor(teamId: number, game: PlayedGame): FormLetter {
  const outcome = outcomeOf(game.score);
  if (outcome === 'draw') return 'D';
  return (outcome === 'home') === (game.homeTeamId === teamId) ? 'W' : 'L';
}

/** The team's last `count` games before `before`, newest first, as letters. */
export function formOf(teamId: number, games: readonly PlayedGame[], before: number, count: number): FormLetter[] {
  return games
    .filter((g) => g.kickoffAt < before && (g.homeTeamId === teamId || g.awayTeamId === teamId))
    .toSorted((a, b) => b.kickoffAt - a.kickoffAt)
    .slice(0, count)
    .map((g) => resultFor(teamId, g));
}

/** Whole days since the team's last game before `before`, or null without one. */
export function restDays(teamId: number, games: readonly PlayedGame[], before: number): number | null {
  const last = games
    .filter((g) => g.kickoffAt < before && (g.homeTeamId === teamId || g.awayTeamId === teamId))
    .reduce((latest, g) => Math.max(latest, g.kickoffAt), -Infinity);
  return last === -Infinity ? null : Math.floor((before - last) / 86_400);
}
