import type { ExpertSummary, TipItem, TipPage } from '@kanqiu/contract';
import { pickLabel, type TipPick } from '@kanqiu/domain';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';

/** What every tip read shows: tips published, their buyers, their settlement, their experts' records and levels. */
export const tipsTag = 'experts:tips';
/** An expert's follower count (the head of its page). */
export const followersTag = (expertId: number) => `experts:followers:${expertId}`;
/** A fan's own parts of the experts' reads: their expert, the experts they follow, the tips they bought. */
export const viewerTag = (userId: number) => `experts:viewer:${userId}`;

/** A fan's own parts, read once per change and laid over the answers every guest shares. */
type Viewer = { expertId: number | null; follows: ReadonlySet<number>; bought: ReadonlySet<string> };

/** What a tip was published with, never changed after: its match, and the pick, odds and analysis a lock hides. */
type TipTerms = { matchId: number; pick: TipPick; odds: number; analysis: string };

/**
 * The experts' reads are shared as a guest sees them (priced tips locked, nothing bought or followed); a signed-in
 * fan gets their own parts laid over, from memory until they buy, follow or become an expert.
 */
export function createViewers(db: Db, cache: ReadCache) {
  async function loadViewer(userId: number): Promise<Viewer> {
    const [expert, follows, bought] = await Promise.all([
      db.selectFrom('experts').select('id').where('user_id', '=', userId).executeTakeFirst(),
      db.selectFrom('expert_follows').select('expert_id').where('user_id', '=', userId).execute(),
      db
        .selectFrom('tip_purchases as p')
        .innerJoin('expert_tips as t', 't.id', 'p.tip_id')
        .select('t.code')
        .where('p.user_id', '=', userId)
        .execute(),
    ]);
    return {
      expertId: expert?.id ?? null,
      follows: new Set(follows.map((row) => row.expert_id)),
      bought: new Set(bought.map((row) => row.code)),
    };
  }

  function viewerOf(userId: number): Promise<Viewer> {
    const tag = viewerTag(userId);
    return cache.read(tag, { dependsOn: [tag] }, () => loadViewer(userId));
  }

  /** Kept in memory, never in a shared answer: only the overlay of a buyer or the author hands the pick out. */
  function termsOf(code: string): Promise<TipTerms> {
    return cache.read(`experts:terms:${code}`, { dependsOn: [] }, async () => {
      const row = await db
        .selectFrom('expert_tips')
        .select(['match_id', 'pick', 'odds', 'analysis'])
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row) fail('tipNotFound');
      return { matchId: row.match_id, pick: row.pick, odds: row.odds, analysis: row.analysis };
    });
  }

  const expertFor = (expert: ExpertSummary, viewer: Viewer): ExpertSummary => ({
    ...expert,
    follow: viewer.follows.has(expert.id) ? 1 : 0,
  });

  /** A locked tip opens for its buyer and its author only. */
  async function tipFor(tip: TipItem, viewer: Viewer): Promise<TipItem> {
    const mine = tip.expert.id === viewer.expertId;
    const bought = viewer.bought.has(tip.code);
    const seen = { ...tip, expert: expertFor(tip.expert, viewer), mine, bought };
    if (!tip.locked || !(mine || bought)) return seen;
    const { pick, odds, analysis } = await termsOf(tip.code);
    const label = pickLabel(tip.market, pick, tip.line, tip.match);
    return { ...seen, locked: false, pick, pickLabel: label, odds, analysis };
  }

  return {
    viewerOf,
    termsOf,
    expertFor,

    async tipFor(tip: TipItem, userId: number): Promise<TipItem> {
      return tipFor(tip, await viewerOf(userId));
    },

    async pageFor(page: TipPage, userId: number): Promise<TipPage> {
      const viewer = await viewerOf(userId);
      return { ...page, recList: await Promise.all(page.recList.map((tip) => tipFor(tip, viewer))) };
    },
  };
}

export type Viewers = ReturnType<typeof createViewers>;
