import { scoreboardMinute, type ArchiveEvent, type ArchiveMatch, type ArchiveTeamStats } from '@kanqiu/domain';
import { competitionId } from '../reference/competition-ids';
import type { FootballData, MatchEvent, MatchStats } from './types';

function archiveEvent([, , minuteLabel, type, side, playerId, extra]: MatchEvent): ArchiveEvent {
  return {
    minute: scoreboardMinute(minuteLabel) ?? 120,
    type,
    side,
    playerId,
    inPlayerId: extra && 'in' in extra ? extra.in : null,
    recovered: extra !== null && 'recovered' in extra,
  };
}

function archiveStats(s: MatchStats): ArchiveTeamStats {
  return {
    passes: s.passes,
    shots: s.shots,
    shotsOnTarget: s.shotsOnTarget,
    corners: s.corners,
    yellow: s.yellow,
    red: s.red,
  };
}

/** The real football matches with their whole timelines, for the database's season aggregates. */
export function archiveMatches(football: FootballData): ArchiveMatch[] {
  return football.matches.map((m) => ({
    id: m.id,
    competitionId: competitionId(m.competition),
    season: m.season,
    stage: m.stage,
    round: m.round,
    group: m.group,
    kickoffAt: m.kickoff,
    venue: m.venue,
    homeTeamId: m.home,
    awayTeamId: m.away,
    ft: m.score.ft,
    et: m.score.et,
    pens: m.score.pens,
    lineups: {
      home: { xi: m.lineups.home.xi, bench: m.lineups.home.bench },
      away: { xi: m.lineups.away.xi, bench: m.lineups.away.bench },
    },
    stats: { home: archiveStats(m.stats.home), away: archiveStats(m.stats.away) },
    events: m.events.map(archiveEvent),
  }));
}
