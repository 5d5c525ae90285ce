import { randomBytes } from 'node:crypto';
import type { TipItem, TipPage, tipListBody, tipPublishBody } from '@kanqiu/contract';
import {
  authorShareOf,
  isPickOfMarket,
  isPublishable,
  marketRule,
  maxTipPrice,
  pickTerms,
  type ExpertLevel,
  type TipMarket,
  type TipPick,
} from '@kanqiu/domain';
import type { z } from 'zod';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { fail } from '../../platform/http/app-error';
import type { SpendGate } from '../minor-mode';
import type { WalletServices } from '../wallet';
import type { PublishedTip } from './follower-notices';
import { firstCompanyLines, matchForTip, preMatchLines, tipRows } from './experts.repository';
import { tipsTag, viewerTag } from './viewers';
import { tipItemOf } from './views';

type TipsDeps = {
  db: Db;
  clock: Clock;
  sportsClock: Clock;
  wallet: Pick<WalletServices, 'sale' | 'balance'>;
  /** Told of each tip published and bought. */
  cache: ReadCache;
  /** Told of each tip published before its match (not of a 回溯 one), for the expert's followers. */
  announce: (tip: PublishedTip) => void;
};

/** What a tip is made of, whoever writes it: a person through the API, a 模拟专家 from its model. */
export type TipDraft = {
  expertId: number;
  matchId: number;
  market: TipMarket;
  pick: TipPick;
  price: number;
  analysis: string;
  /** 回溯: written after the match on the odds from before it (only 模拟专家 on start). */
  retroAt?: number;
};

const newCode = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');

function pageOf(rows: TipItem[], page: number, size: number): TipPage {
  return { recList: rows.slice(0, size), page, next: rows.length > size };
}

export function createTipsService({ db, clock, sportsClock, wallet, cache, announce }: TipsDeps) {
  async function tipByCode(code: string, viewerId: number | null): Promise<TipItem> {
    const row = await tipRows(db, viewerId).where('t.code', '=', code).executeTakeFirst();
    if (!row) fail('tipNotFound');
    return tipItemOf(row, viewerId);
  }

  /** Writes a tip with the line and odds of the moment (or of before kick-off for a 回溯 tip). */
  async function publish(draft: TipDraft): Promise<string> {
    const match = await matchForTip(db, draft.matchId);
    if (!match) fail('notFound', '比赛不存在');
    const publishedAt = draft.retroAt ?? sportsClock();
    if (!isPublishable(match.kickoff_at, publishedAt)) fail('tipAfterKickoff');
    const rule = marketRule(draft.market);
    if (rule.sport !== match.sport || !isPickOfMarket(draft.market, draft.pick)) fail('tipPickNotOfMarket');
    const quote = firstCompanyLines(await preMatchLines(db, match.id, rule.oddsMarket, publishedAt)).at(-1);
    if (!quote) fail('tipNoOdds');
    const { line, odds } = pickTerms(
      draft.market,
      draft.pick,
      [quote.left_value, quote.middle_value, quote.right_value],
      quote.handicap,
    );
    const code = newCode();
    try {
      await db
        .insertInto('expert_tips')
        .values({
          code,
          expert_id: draft.expertId,
          match_id: match.id,
          market: draft.market,
          pick: draft.pick,
          line,
          odds,
          price: draft.price,
          analysis: draft.analysis,
          retro: draft.retroAt === undefined ? 0 : 1,
          published_at: publishedAt,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) fail('tipDuplicate');
      throw error;
    }
    cache.invalidate([tipsTag]);
    if (draft.retroAt === undefined)
      announce({
        code,
        expertId: draft.expertId,
        home: match.home,
        away: match.away,
        market: draft.market,
        price: draft.price,
      });
    return code;
  }

  function assertBuyable(tip: { price: number; user_id: number | null; kickoff_at: number }, userId: number) {
    if (tip.price === 0) fail('tipFree');
    if (tip.user_id === userId) fail('tipOwnPurchase');
    if (!isPublishable(tip.kickoff_at, sportsClock())) fail('tipSalesClosed');
  }

  return {
    publish,
    tipByCode,

    /** A person's tip: priced only up to what the expert's level allows. */
    async publishAs(expert: { id: number; level: number }, input: z.infer<typeof tipPublishBody>) {
      if (input.price > maxTipPrice(expert.level as ExpertLevel)) fail('tipPriceLocked');
      return publish({ expertId: expert.id, ...input });
    },

    /** The latest tips as a guest sees them. */
    async latest(input: z.infer<typeof tipListBody>): Promise<TipPage> {
      let query = tipRows(db, null);
      if (input.sport) query = query.where('m.sport', '=', input.sport);
      if (input.market) query = query.where('t.market', '=', input.market);
      if (input.matchId) query = query.where('t.match_id', '=', input.matchId);
      const rows = await query
        .orderBy('t.published_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(input.size + 1)
        .offset((input.page - 1) * input.size)
        .execute();
      return pageOf(
        rows.map((row) => tipItemOf(row, null)),
        input.page,
        input.size,
      );
    },

    async ofExpert(expertId: number, page: number, size: number, viewerId: number | null): Promise<TipPage> {
      const rows = await tipRows(db, viewerId)
        .where('t.expert_id', '=', expertId)
        .orderBy('t.published_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(size + 1)
        .offset((page - 1) * size)
        .execute();
      return pageOf(
        rows.map((row) => tipItemOf(row, viewerId)),
        page,
        size,
      );
    },

    async boughtBy(userId: number, page: number, size: number): Promise<TipPage> {
      const rows = await tipRows(db, userId)
        .innerJoin('tip_purchases as bp', (join) => join.onRef('bp.tip_id', '=', 't.id').on('bp.user_id', '=', userId))
        .orderBy('bp.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(size + 1)
        .offset((page - 1) * size)
        .execute();
      return pageOf(
        rows.map((row) => tipItemOf(row, userId)),
        page,
        size,
      );
    },

    /** Buys a priced tip once: the ledger key is the tip and the buyer, so a second buy replays the first. */
    async buy(
      userId: number,
      code: string,
      gate: SpendGate,
    ): Promise<{ tip: TipItem; balance: number; replayed: boolean }> {
      const tip = await db
        .selectFrom('expert_tips as t')
        .innerJoin('experts as e', 'e.id', 't.expert_id')
        .innerJoin('matches as m', 'm.id', 't.match_id')
        .select(['t.id', 't.price', 'e.user_id', 'm.kickoff_at'])
        .where('t.code', '=', code)
        .executeTakeFirst();
      if (!tip) fail('tipNotFound');
      const bought = await db
        .selectFrom('tip_purchases')
        .select('price')
        .where('tip_id', '=', tip.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (bought) {
        const { coin } = await wallet.balance(userId);
        return { tip: await tipByCode(code, userId), balance: coin, replayed: true };
      }
      assertBuyable(tip, userId);
      const { debit, replayed } = await gate.spend(
        tip.price,
        () =>
          wallet.sale({
            buyerId: userId,
            sellerId: tip.user_id,
            currency: 'coin',
            amount: tip.price,
            sellerShare: authorShareOf(tip.price),
            reason: 'tipPurchase',
            sellerReason: 'tipSale',
            idempotencyKey: `tip:${tip.id}:${userId}`,
            reference: `tip:${code}`,
          }),
        (sale) => !sale.replayed,
      );
      await db
        .insertInto('tip_purchases')
        .values({ tip_id: tip.id, user_id: userId, price: tip.price, created_at: clock() })
        .onConflict((oc) => oc.columns(['tip_id', 'user_id']).doNothing())
        .execute();
      cache.invalidate([tipsTag, viewerTag(userId)]);
      return { tip: await tipByCode(code, userId), balance: debit.balanceAfter, replayed };
    },
  };
}

export type TipsService = ReturnType<typeof createTipsService>;
