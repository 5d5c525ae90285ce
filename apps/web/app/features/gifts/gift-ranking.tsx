import type { ReactElement } from 'react';
import type { GiftRanking } from './data';
import { CoinIcon } from './gift-icons';
import { NobleBadge } from './noble-badge';

/** 贡献榜: who gave the most 球币 in this room. */
export function GiftRankingList({ ranking }: { ranking: GiftRanking | null }): ReactElement {
  if (!ranking) return <p className="kq-gift-empty">贡献榜暂时无法加载，请稍后再试</p>;
  if (ranking.list.length === 0) return <p className="kq-gift-empty">还没有人送礼物，快来成为第一名</p>;
  return (
    <div className="kq-gift-rank" data-testid="gift-ranking">
      <p className="kq-gift-rank-total">
        本直播间共收到 <CoinIcon /> {ranking.totalCoins.toLocaleString('zh-CN')} 球币
      </p>
      <ol>
        {ranking.list.map((row) => (
          <li key={row.userId} className={row.rank <= 3 ? `is-top is-top-${row.rank}` : ''}>
            <span className="kq-gift-rank-no">{row.rank}</span>
            <span className="kq-gift-rank-name">
              {row.nobleTierId ? <NobleBadge tierId={row.nobleTierId} size="0.3rem" /> : null}
              {row.nickName}
            </span>
            <span className="kq-gift-rank-coins">
              <CoinIcon /> {row.coins.toLocaleString('zh-CN')}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
