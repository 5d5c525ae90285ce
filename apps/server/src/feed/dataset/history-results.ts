import type { FootballResult } from '@kanqiu/domain';
import { competitionId } from '../reference/competition-ids';
import type { FootballData, HistoryTeam } from './types';

/**
 * The earlier seasons of the history file as plain results, for models that learn from them before the replay
 * season. Ids are negative (clear of the data set's match ids); a club without a Kanqiu id (relegated before the
 * replay season) gets a negative id of its own, by name. Kick-offs read the local date and time as UTC: only their
 * order matters, and every one of them is seasons before the replay.
 */
export function historyResults(football: Pick<FootballData, 'history'>): FootballResult[] {
  const unnamed = new Map<string, number>();
  const teamIdOf = (team: HistoryTeam): number => {
    if (team.teamId !== null) return team.teamId;
    const known = unnamed.get(team.name) ?? -(unnamed.size + 1);
    unnamed.set(team.name, known);
    return known;
  };
  return football.history
    .flatMap((season) =>
      season.matches.map((m) => ({
        competitionId: competitionId(season.competition),
        kickoffAt: Date.parse(`${m.date}T${m.localTime}:00Z`) / 1000,
        homeTeamId: teamIdOf(m.home),
        awayTeamId: teamIdOf(m.away),
        ft: m.ft,
      })),
    )
    .map((result, index) => ({ id: -(index + 1), ...result }));
}
