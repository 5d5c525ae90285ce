import type { RankBoard } from '@kanqiu/contract';
import { campaignOf, compareProfit, localDayOf, weekStartOf, SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';
import { sql } from 'kysely';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';

export type RankPeriod = RankBoard['period'];

const BOARD_SIZE = 50;

/** The first second of a Beijing calendar day. */
const dayStartSeconds = (day: string) => (Date.parse(`${day}T00:00:00Z`) - SHANGHAI_UTC_OFFSET_MS) / 1000;

/**
 * 竞猜排行: profit (returned − staked) of guesses settled since the period began; ties by `compareProfit` (fewer
 * points staked, then the lower user id).
 */
export function createRankService(db: Db, clock: Clock, cache: ReadCache) {
  function sinceOf(period: RankPeriod): string {
    const today = localDayOf(clock());
    if (period === 'day') return today;
    return period === 'week' ? weekStartOf(today) : campaignOf(today).firstDay;
  }

  function totals(since: number) {
    return db
      .selectFrom('activity_guesses as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .select([
        'g.user_id',
        'u.nick_name',
        sql<string | number>`sum(g.returned - g.stake)`.as('profit'),
        sql<string | number>`sum(g.stake)`.as('staked'),
      ])
      .where('g.settled_at', '>=', since)
      .groupBy(['g.user_id', 'u.nick_name'])
      .execute();
  }

  /** Everyone's standing since the period began, worked out once a second however many ask (the board is hot). */
  function standings(since: string) {
    return cache.read(`activity:standings:${since}`, { dependsOn: [], perSecond: true }, async () =>
      (await totals(dayStartSeconds(since)))
        .map((row) => ({
          userId: row.user_id,
          nickName: row.nick_name,
          profit: Number(row.profit),
          staked: Number(row.staked),
        }))
        .toSorted(compareProfit)
        .map((row, index) => ({ ...row, rank: index + 1 })),
    );
  }

  return {
    /** The board as every guest sees it (no `me`). */
    async board(period: RankPeriod): Promise<RankBoard> {
      const since = sinceOf(period);
      return { period, since, list: (await standings(since)).slice(0, BOARD_SIZE), me: null };
    },

    /** The viewer's own line: their rank, or none yet. */
    async mine(board: RankBoard, userId: number): Promise<RankBoard> {
      const mine = (await standings(board.since)).find((row) => row.userId === userId);
      return { ...board, me: mine ?? { rank: null, userId, nickName: '', profit: 0, staked: 0 } };
    },
  };
}

export type RankService = ReturnType<typeof createRankService>;
