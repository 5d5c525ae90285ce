import type { OperateConfig } from '@kanqiu/contract';
import {
  ACTIVITY_CHANNEL,
  ACTIVITY_PLATFORM,
  activityRules,
  campaignOf,
  DRAW_COST_POINTS,
  GUESS_MAX_STAKE,
  GUESS_MIN_STAKE,
  GUESSES_PER_MATCH,
  localDayOf,
  SIGN_IN_POINTS,
  STREAK_BONUS,
  streakAfter,
  streakBonus,
} from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { WalletServices } from '../wallet';
import { findPrizes } from './lottery.repository';

type Deps = { db: Db; clock: Clock; wallet: WalletServices };

const ENTRIES = [
  { key: 'reg', title: '每日签到', path: '/activity/reg' },
  { key: 'lottery', title: '幸运转盘', path: '/activity/lottery' },
  { key: 'rank', title: '竞猜排行', path: '/activity/rank' },
  { key: 'history', title: '我的记录', path: '/activity/history' },
  { key: 'address', title: '收货地址', path: '/activity/address' },
  { key: 'rule', title: '活动规则', path: '/activity/rule' },
];

/** The campaign (one Beijing month), membership, the daily sign-in with its streak bonus, and the rules. */
export function createCampaignService({ db, clock, wallet }: Deps) {
  const today = () => localDayOf(clock());
  const member = (userId: number) =>
    db.selectFrom('activity_members').selectAll().where('user_id', '=', userId).executeTakeFirst();

  async function join(userId: number): Promise<void> {
    await db
      .insertInto('activity_members')
      .values({ user_id: userId, joined_at: clock(), last_sign_day: null, streak: 0 })
      .onConflict((c) => c.column('user_id').doNothing())
      .execute();
  }

  return {
    /** Only platform 4, channel 4 has a campaign (spec §9); any other pair is not found. */
    config(platform: number, channelId: number): OperateConfig {
      if (platform !== ACTIVITY_PLATFORM || channelId !== ACTIVITY_CHANNEL) fail('notFound');
      const campaign = campaignOf(today());
      return {
        campaign: { ...campaign, subtitle: '签到领积分 · 竞猜赢积分 · 转盘抽好礼' },
        entries: ENTRIES,
        switches: { signIn: true, guess: true, lottery: true, rank: true },
        limits: {
          signInPoints: SIGN_IN_POINTS,
          streakBonus: [...STREAK_BONUS],
          minStake: GUESS_MIN_STAKE,
          maxStake: GUESS_MAX_STAKE,
          guessesPerMatch: GUESSES_PER_MATCH,
          drawCost: DRAW_COST_POINTS,
        },
      };
    },

    join,

    async me(userId: number) {
      const [row, balances] = await Promise.all([member(userId), wallet.balance(userId)]);
      const day = today();
      const signedToday = row?.last_sign_day === day;
      // A streak broken by a missed day shows as 0 until the next sign-in starts it again.
      const alive = row?.last_sign_day != null && streakAfter(row.last_sign_day, row.streak, day) > 1;
      return {
        joined: row !== undefined,
        points: balances.point,
        coins: balances.coin,
        streak: signedToday || alive ? (row?.streak ?? 0) : 0,
        signedToday,
        today: day,
      };
    },

    /**
     * 签到: joins if needed, moves the streak once per day (a conditional update), then credits the day's points and
     * its streak bonus under keys of the day, so a repeat the same day replays both instead of paying again.
     */
    async signIn(userId: number) {
      const day = today();
      await join(userId);
      const before = (await member(userId)) ?? fail('conflict');
      if (before.last_sign_day !== day) {
        await db
          .updateTable('activity_members')
          .set({ last_sign_day: day, streak: streakAfter(before.last_sign_day, before.streak, day) })
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('last_sign_day', 'is', null), eb('last_sign_day', '<', day)]))
          .execute();
      }
      const { streak } = (await member(userId)) ?? fail('conflict');
      const base = await wallet.signIn(userId, day);
      const bonus = streakBonus(streak);
      if (bonus > 0) {
        await wallet.credit({
          userId,
          currency: 'point',
          amount: bonus,
          reason: 'signInBonus',
          idempotencyKey: `signinbonus:${day}`,
        });
      }
      const balance = (await wallet.balance(userId)).point;
      return { day, points: base.points, bonus, streak, balance, alreadySignedIn: base.alreadySignedIn };
    },

    async rules() {
      const campaign = campaignOf(today());
      return { title: campaign.title, sections: activityRules(campaign, await findPrizes(db)) };
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
