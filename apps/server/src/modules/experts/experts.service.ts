import type { ExpertHead, ExpertRankRow, ExpertSummary, expertRankBody } from '@kanqiu/contract';
import {
  expertLevel,
  expertRecord,
  recordByMarket,
  recordWithin,
  TIP_MARKET_NAMES,
  type ExpertRecord,
  type SettledTip,
  type TipMarket,
} from '@kanqiu/domain';
import type { z } from 'zod';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { expertRows, followerCount, settledTips } from './experts.repository';
import { expertSummaryOf } from './views';
import { followersTag, viewerTag, type Viewers } from './viewers';

type ExpertsDeps = { db: Db; clock: Clock; sportsClock: Clock; cache: ReadCache; viewers: Viewers };

type RankBody = z.infer<typeof expertRankBody>;

const DAY = 86_400;

type SettledRow = Awaited<ReturnType<typeof settledTips>>[number];

const asSettled = (row: SettledRow): SettledTip => ({
  outcome: row.outcome ?? 'void',
  odds: row.odds,
  settledAt: row.settled_at ?? 0,
  market: row.market,
});

const counted = (record: ExpertRecord) => record.hits + record.misses;

/** Orders of the ranking: best first, then the longer record, then the expert who came first. */
const RANK_ORDER: Record<RankBody['sort'], (r: ExpertRecord) => number[]> = {
  hitRate: (r) => [r.hitRate, counted(r)],
  streak: (r) => [r.currentStreak, r.bestStreak, r.hitRate],
  roi: (r) => [r.roi, counted(r)],
};

function compareKeys(a: number[], b: number[]): number {
  for (const [index, value] of a.entries()) {
    const other = b[index] ?? 0;
    if (value !== other) return other - value;
  }
  return 0;
}

const ranked = (rows: readonly ExpertRankRow[]): ExpertRankRow[] =>
  rows.map((row, index) => ({ ...row, rank: index + 1 }));

function groupByExpert(rows: readonly SettledRow[]): Map<number, SettledTip[]> {
  const grouped = new Map<number, SettledTip[]>();
  for (const row of rows) {
    const own = grouped.get(row.expert_id) ?? [];
    own.push(asSettled(row));
    grouped.set(row.expert_id, own);
  }
  return grouped;
}

export function createExpertsService({ db, clock, sportsClock, cache, viewers }: ExpertsDeps) {
  async function summaries(ids: readonly number[]): Promise<Map<number, ExpertSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await expertRows(db, null)
      .where('e.id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, expertSummaryOf(row)]));
  }

  async function expertOrFail(expertId: number, viewerId: number | null) {
    const row = await expertRows(db, viewerId).where('e.id', '=', expertId).executeTakeFirst();
    if (!row) fail('expertNotFound');
    return row;
  }

  /** Every expert's record over the window, ordered, with the expert as a guest sees it. */
  async function ranking(window: RankBody['window'], sort: RankBody['sort']): Promise<{ list: ExpertRankRow[] }> {
    const now = sportsClock();
    const byExpert = groupByExpert(await settledTips(db, now - window * DAY));
    const records = [...byExpert.entries()]
      .map(([expertId, tips]) => ({ expertId, record: expertRecord(tips) }))
      .filter((row) => counted(row.record) > 0)
      .toSorted(
        (a, b) => compareKeys(RANK_ORDER[sort](a.record), RANK_ORDER[sort](b.record)) || a.expertId - b.expertId,
      );
    const experts = await summaries(records.map((row) => row.expertId));
    const rows = records.flatMap(({ expertId, record }) => {
      const expert = experts.get(expertId);
      return expert ? [{ rank: 0, expert, record }] : [];
    });
    return { list: ranked(rows) };
  }

  return {
    expertOrFail,
    ranking,

    /** The expert of a certified user, made on the first tip with the user's nickname. */
    async expertOfUser(userId: number): Promise<{ id: number; level: number }> {
      const existing = await db
        .selectFrom('experts')
        .select(['id', 'level'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (existing) return existing;
      const user = await db.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirstOrThrow();
      await db
        .insertInto('experts')
        .values({
          user_id: userId,
          name: user.nick_name,
          description: '实名认证用户，分享自己的赛前观点',
          created_at: clock(),
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      cache.invalidate([viewerTag(userId)]);
      return db.selectFrom('experts').select(['id', 'level']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    },

    async findExpertOfUser(userId: number) {
      return db.selectFrom('experts').select(['id', 'level']).where('user_id', '=', userId).executeTakeFirst();
    },

    /** The head of an expert's page as a guest sees it. */
    async head(expertId: number): Promise<ExpertHead> {
      const row = await expertOrFail(expertId, null);
      const now = sportsClock();
      const tips = (await settledTips(db, now - 90 * DAY, expertId)).map(asSettled);
      const total = await db
        .selectFrom('expert_tips')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('expert_id', '=', expertId)
        .executeTakeFirstOrThrow();
      const byMarket = Object.entries(recordByMarket(recordsOfMonth(tips, now))).map(([market, record]) => ({
        market: market as TipMarket,
        marketName: TIP_MARKET_NAMES[market as TipMarket],
        record,
      }));
      return {
        expert: expertSummaryOf(row),
        userId: row.user_id,
        followers: await followerCount(db, expertId),
        records: { d7: recordWithin(tips, 7, now), d30: recordWithin(tips, 30, now), d90: recordWithin(tips, 90, now) },
        byMarket,
        tipCount: Number(total.n),
      };
    },

    async headFor(head: ExpertHead, userId: number): Promise<ExpertHead> {
      return { ...head, expert: viewers.expertFor(head.expert, await viewers.viewerOf(userId)) };
    },

    /** The ranking with the fan's follows marked; `attention` keeps only those, ranked again. */
    async rankingFor(shared: { list: ExpertRankRow[] }, attention: boolean, userId: number) {
      const viewer = await viewers.viewerOf(userId);
      const seen = shared.list.map((row) => ({ ...row, expert: viewers.expertFor(row.expert, viewer) }));
      return { list: ranked(attention ? seen.filter((row) => row.expert.follow === 1) : seen) };
    },

    /** Sets (or toggles) a follow; both are idempotent on the (fan, expert) pair. */
    async follow(userId: number, expertId: number, wanted: number | undefined) {
      const row = await expertOrFail(expertId, userId);
      if (row.user_id === userId) fail('followSelf');
      const follow = wanted ?? (Number(row.follow) > 0 ? 0 : 1);
      if (follow === 1) {
        await db
          .insertInto('expert_follows')
          .values({ user_id: userId, expert_id: expertId, created_at: clock() })
          .onConflict((oc) => oc.columns(['user_id', 'expert_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('expert_follows').where('user_id', '=', userId).where('expert_id', '=', expertId).execute();
      }
      cache.invalidate([viewerTag(userId), followersTag(expertId)]);
      return { follow: follow === 1 ? (1 as const) : (0 as const), followers: await followerCount(db, expertId) };
    },

    async followedBy(userId: number): Promise<{ list: ExpertSummary[] }> {
      const rows = await expertRows(db, userId)
        .innerJoin('expert_follows as mine', (join) =>
          join.onRef('mine.expert_id', '=', 'e.id').on('mine.user_id', '=', userId),
        )
        .orderBy('mine.created_at', 'desc')
        .execute();
      return { list: rows.map(expertSummaryOf) };
    },

    /** Re-reads the level of experts from their last 30 days, after settlement or as tips age out. */
    async refreshLevels(expertIds: readonly number[]): Promise<void> {
      const now = sportsClock();
      for (const expertId of expertIds) {
        const tips = (await settledTips(db, now - 30 * DAY, expertId)).map(asSettled);
        const level = expertLevel(expertRecord(tips));
        await db.updateTable('experts').set({ level }).where('id', '=', expertId).where('level', '!=', level).execute();
      }
    },
  };
}

const recordsOfMonth = (tips: readonly SettledTip[], now: number) =>
  tips.filter((tip) => tip.settledAt > now - 30 * DAY);

export type ExpertsService = ReturnType<typeof createExpertsService>;
