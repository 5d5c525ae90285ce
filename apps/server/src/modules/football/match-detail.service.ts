import { seasonLabel } from '@kanqiu/domain';
import type { FootballNavigation, Lineups, TextLive } from '@kanqiu/contract';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { headerTeams, type FollowService } from '../match';
import { lineupsOf } from './lineup';
import {
  findIncidents,
  findLineups,
  findMatchHeader,
  findStatistics,
  type MatchHeader,
} from './match-detail.repository';
import { minuteText, scoreboard } from './match-row';
import { commentaryOf, momentumOf, statisticEntries, timelineOf } from './text-live';

/** The match detail page: header, text live with statistics, and lineups. */
export function createMatchDetailService(deps: { db: Db; clock: Clock; follows: FollowService; clockRate?: number }) {
  const { db, clock, follows } = deps;
  const clockRate = deps.clockRate ?? 1;

  async function header(matchId: number): Promise<MatchHeader> {
    const match = await findMatchHeader(db, matchId);
    if (!match) fail('notFound');
    return match;
  }

  return {
    header,

    /** Whether the viewer follows the match (the header's star). */
    follows: (userId: number, matchId: number) => follows.isFollowing(userId, matchId),

    async navigation(matchId: number, userId: number | null): Promise<FootballNavigation> {
      const [match, followed] = await Promise.all([header(matchId), follows.isFollowing(userId, matchId)]);
      const now = clock();
      return {
        id: match.id,
        state: match.state,
        openTime: match.kickoff_at,
        timIng: minuteText(match, now),
        periodStartAt: match.period_start_at,
        period: match.period,
        competition: {
          id: match.competition_id,
          name: match.competition_name,
          fullName: match.competition_full_name,
          color: match.competition_color,
        },
        season: seasonLabel(match.season),
        round: match.round,
        venue: match.venue,
        source: match.source,
        ...headerTeams(match),
        ...scoreboard(match),
        version: match.version,
        followed,
        serverTime: now,
        clockRate,
      };
    },

    async textLive(matchId: number): Promise<TextLive> {
      const match = await header(matchId);
      const [incidents, statistics] = await Promise.all([findIncidents(db, matchId), findStatistics(db, matchId)]);
      const latest = statistics.at(-1);
      return {
        matchId,
        version: match.version,
        environment: {
          venue: match.venue,
          kickoffAt: match.kickoff_at,
          competition: match.competition_name,
          round: match.round,
          source: match.source,
        },
        events: timelineOf(incidents),
        ...statisticEntries(latest?.stats),
        minute: latest?.minute ?? null,
        momentum: momentumOf(statistics),
        commentary: commentaryOf(match, incidents, statistics),
      };
    },

    async lineups(matchId: number): Promise<Lineups> {
      await header(matchId);
      const [rows, incidents] = await Promise.all([findLineups(db, matchId), findIncidents(db, matchId)]);
      return lineupsOf(rows, incidents);
    },
  };
}

export type MatchDetailService = ReturnType<typeof createMatchDetailService>;
