import { TIP_MARKET_NAMES, type TipMarket } from '@kanqiu/domain';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database';
import type { ImServices } from '../im';

/** A tip just published, as its followers' notice tells it. */
export type PublishedTip = {
  code: string;
  expertId: number;
  home: string;
  away: string;
  market: TipMarket;
  price: number;
};

type FollowerNoticesDeps = { db: Db; im: ImServices; logger: Logger };

/**
 * Tells an expert's followers of each new tip through the messages door (a 通知 once per tip and follower).
 * It runs after the publish answers, so a popular expert's publish waits for no fan-out; `settled` waits for
 * the fan-outs under way (on close).
 */
export function createFollowerNotices({ db, im, logger }: FollowerNoticesDeps) {
  const running = new Set<Promise<void>>();

  async function deliver(tip: PublishedTip): Promise<void> {
    const [expert, followers] = await Promise.all([
      db.selectFrom('experts').select('name').where('id', '=', tip.expertId).executeTakeFirstOrThrow(),
      db.selectFrom('expert_follows').select('user_id').where('expert_id', '=', tip.expertId).execute(),
    ]);
    if (followers.length === 0) return;
    const price = tip.price > 0 ? `${tip.price} 球币` : '免费';
    await im.notify(
      followers.map((row) => row.user_id),
      {
        key: `tip-${tip.code}`,
        kind: 'expertTip',
        title: `你关注的专家「${expert.name}」发布了新方案`,
        body: `${tip.home} vs ${tip.away} · ${TIP_MARKET_NAMES[tip.market]} · ${price}`,
        link: `/proposal/detail?code=${tip.code}`,
      },
    );
  }

  return {
    announce(tip: PublishedTip): void {
      const job: Promise<void> = deliver(tip)
        .catch((error: unknown) => logger.error({ err: error, tip: tip.code }, '专家方案的粉丝通知发送失败'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async settled(): Promise<void> {
      await Promise.all(running);
    },
  };
}

export type FollowerNotices = ReturnType<typeof createFollowerNotices>;
