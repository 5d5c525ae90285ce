import type { ReactElement } from 'react';
import type { GiftRanking } from './data';
import { formatShanghai } from '../../lib/format-date';
import { NobleBadge } from './noble-badge';

/**
 * 贡献榜 as 最近支持: who sent this room a gift lately, the latest first, never how much
 * (docs/decisions/0064-minor-mode-and-money-rules.md).
 */
export function GiftRankingList({ ranking }: { ranking: GiftRanking | null }): ReactElement {
  if (!ranking) return <p className="kq-gift-empty">贡献榜暂时无法加载，请稍后再试</p>;
  if (ranking.list.length === 0) return <p className="kq-gift-empty">还没有人送礼物，快来成为第一名</p>;
  return (
    <div className="kq-gift-rank" data-testid="gift-ranking">
      <p className="kq-gift-rank-total">最近为主播送出礼物的球迷，感谢支持</p>
      <ol>
        {ranking.list.map((row) => (
          <li key={row.userId}>
            <span className="kq-gift-rank-name">
              {row.nobleTierId ? <NobleBadge tierId={row.nobleTierId} size="0.3rem" /> : null}
              {row.nickName}
            </span>
            <span className="kq-gift-rank-coins">{formatShanghai(row.lastSentAt, 'MM-DD HH:mm')}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
