import { teamBoxScore, type BasketballDetail, type PlayView } from '@kanqiu/contract';
import { basketballStatisticOrder, orderedStatistics } from '@kanqiu/domain';
import { z } from 'zod';
import { scoreFromText } from '../../platform/db/score-text';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { type FollowService, parseStats, headerTeams } from '../match';
import {
  findBasketballMatch,
  findLatestBoxScore,
  findLatestStatistics,
  findPlays,
  type BasketballMatch,
} from './basketball.repository';
import { periodScores } from './basketball-row';
import { periodClock } from './period-clock';

type PlayRow = Awaited<ReturnType<typeof findPlays>>[number];

export const boxJson = z.object({ home: teamBoxScore, away: teamBoxScore });

function toPlayView(row: PlayRow): PlayView {
  return {
    key: row.play_key,
    type: row.type,
    side: row.side,
    period: row.period,
    secondsLeft: row.seconds_left,
    playerId: row.player_id,
    playerName: row.player_name,
    relatedPlayerId: row.related_player_id,
    relatedPlayerName: row.related_player_name,
    points: row.points,
    score: scoreFromText(row.score) ?? [0, 0],
  };
}

/** A stored box score that does not parse shows as none rather than failing the page. */
function parseBox(row: { minute: number; box: string } | undefined): BasketballDetail['boxScore'] {
  if (!row) return null;
  const parsed = boxJson.safeParse(JSON.parse(row.box));
  return parsed.success ? { minute: row.minute, ...parsed.data } : null;
}

function header(match: BasketballMatch, now: number, followed: boolean): BasketballDetail['header'] {
  return {
    id: match.id,
    state: match.state,
    openTime: match.kickoff_at,
    ...periodClock(match, now),
    leagueId: match.competition_id,
    leagueName: match.league_name,
    leagueColor: match.league_color,
    season: match.season,
    round: match.round,
    source: match.source,
    ...headerTeams(match),
    score: [match.home_score, match.away_score],
    version: match.version,
    followed,
  };
}

/** The basketball detail page: header with the period clock, quarter table, statistics, box score, plays. */
export function createBasketballDetailService(deps: {
  db: Db;
  clock: Clock;
  follows: FollowService;
  clockRate: number;
}) {
  const { db, clock, follows } = deps;

  async function requireMatch(matchId: number): Promise<BasketballMatch> {
    const match = await findBasketballMatch(db, matchId);
    if (!match) fail('notFound');
    return match;
  }

  return {
    find: (matchId: number) => findBasketballMatch(db, matchId),

    /** Whether the viewer follows the game (the header's star). */
    follows: (userId: number, matchId: number) => follows.isFollowing(userId, matchId),

    async detail(matchId: number, userId: number | null): Promise<BasketballDetail> {
      const match = await requireMatch(matchId);
      const [followed, plays, statistics, box] = await Promise.all([
        follows.isFollowing(userId, matchId),
        findPlays(db, matchId),
        findLatestStatistics(db, matchId),
        findLatestBoxScore(db, matchId),
      ]);
      const now = clock();
      return {
        header: header(match, now, followed),
        quarters: { periods: periodScores(match.period_scores), total: [match.home_score, match.away_score] },
        statistics: statistics ? orderedStatistics(parseStats(statistics.stats), basketballStatisticOrder) : [],
        boxScore: parseBox(box),
        plays: plays.map(toPlayView),
        serverTime: now,
        clockRate: deps.clockRate,
      };
    },
  };
}

export type BasketballDetailService = ReturnType<typeof createBasketballDetailService>;
