import { envelope, rankBoard, type RankBoard } from '@kanqiu/contract';
import { campaignOf, compareProfit, localDayOf, weekStartOf, SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { createBodyCache } from '../match';
import type { SerialisedBody } from '../../platform/http/serialised-body';

export type RankPeriod = RankBoard['period'];

const BOARD_SIZE = 50;

/** The first second of a Beijing calendar day. */
const dayStartSeconds = (day: string) => (Date.parse(`${day}T00:00:00Z`) - SHANGHAI_UTC_OFFSET_MS) / 1000;

/**
 * 竞猜排行: profit (returned − staked) of guesses settled since the period began; ties by `compareProfit` (fewer
 * points staked, then the lower user id).
 */
export function createRankService(db: Db, clock: Clock) {
  const anonymousBodies = createBodyCache({ maxEntries: 3 });
  const boardEnvelope = envelope(rankBoard);

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

  async function board(period: RankPeriod, userId: number | null): Promise<RankBoard> {
    const since = sinceOf(period);
    const rows = (await totals(dayStartSeconds(since)))
      .map((row) => ({
        userId: row.user_id,
        nickName: row.nick_name,
        profit: Number(row.profit),
        staked: Number(row.staked),
      }))
      .toSorted(compareProfit)
      .map((row, index) => ({ ...row, rank: index + 1 }));
    const mine = userId === null ? null : rows.find((row) => row.userId === userId);
    const me = userId === null ? null : (mine ?? { rank: null, userId, nickName: '', profit: 0, staked: 0 });
    return { period, since, list: rows.slice(0, BOARD_SIZE), me };
  }

  return {
    board,
    /** The board for guests, serialised once per period and second however many ask (the leaderboard is hot). */
    anonymousBody(period: RankPeriod): Promise<SerialisedBody> {
      return anonymousBodies.get(period, String(clock()), async () =>
        JSON.stringify(boardEnvelope.parse(ok(await board(period, null)))),
      );
    },
  };
}

export type RankService = ReturnType<typeof createRankService>;
